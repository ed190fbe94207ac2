// A quick test before walking a whole tree: most pages have no math, no keys, no live code
// block and no task list, and each of the site's plugins walked every node of every page to
// find that out (about 1 s of the bundling process's main thread, on which the MDX loader runs).

/**
 * Whether the text being compiled contains `needle`. True when the plugin is given no file (a
 * tree built by hand), so that the plugin then walks the tree as before.
 */
export function sourceMayContain(file: unknown, needle: string | RegExp): boolean {
  const value = typeof file === 'object' && file !== null ? (file as {value?: unknown}).value : undefined;
  const text =
    typeof value === 'string' ? value : value instanceof Uint8Array ? new TextDecoder().decode(value) : undefined;
  if (text === undefined) return true;
  return typeof needle === 'string' ? text.includes(needle) : needle.test(text);
}
