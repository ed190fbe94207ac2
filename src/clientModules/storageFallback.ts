// When the browser refuses access to its storage (cookies blocked for the site, some
// embedded or privacy modes), reading `window.localStorage` throws. The theme survives
// that, but forgets everything at once: a dismissed announcement bar comes back on the
// next page, because the bar's state is re-read from storage on every page. This module
// runs before the app renders and puts an in-memory stand-in in place of each unusable
// storage, so preferences last for the visit (until the page is reloaded), as a reader
// would expect, and says so once in the console.
const storageNames = ['localStorage', 'sessionStorage'] as const;
type StorageName = (typeof storageNames)[number];

/** A Storage that keeps its items in memory, for as long as the page lives. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

/** Why a storage cannot be used, or null when it works. */
function storageProblem(target: Window, name: StorageName): string | null {
  try {
    const storage = target[name];
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/**
 * Replaces each storage of `target` that throws with a MemoryStorage. Returns the names of
 * the storages replaced.
 */
export function installStorageFallback(target: Window, warn: (message: string) => void = console.warn): StorageName[] {
  const replaced: StorageName[] = [];
  const problems: string[] = [];
  for (const name of storageNames) {
    const problem = storageProblem(target, name);
    if (problem === null) {
      continue;
    }
    try {
      Object.defineProperty(target, name, {configurable: true, enumerable: true, value: new MemoryStorage()});
      replaced.push(name);
      problems.push(`${name} (${problem})`);
    } catch {
      // The property cannot be redefined: the theme's own no-op fallback applies.
    }
  }
  if (replaced.length > 0) {
    warn(
      `Browser storage is not available: ${problems.join(', ')}. ` +
        'Colour mode, the announcement bar and other preferences will last until the page is reloaded.',
    );
  }
  return replaced;
}

// Client modules are also evaluated during the static render, where there is no window.
if (typeof window !== 'undefined') {
  installStorageFallback(window);
}
