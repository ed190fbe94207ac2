// Twins of unchanged pages are kept between builds. Reading MDX is nearly all the cost of a
// twin (the Markdown parser reads about 1 MB a second, and this site has 3.6 MB of content),
// so a warm build only reads the pages that changed. An entry is reused when the page's
// source, its metadata, the partials it imports and this plugin's own code are unchanged.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';

type Entry = {
  key: string;
  /** Other files the twin was made from (partials), with the hash of their content then. */
  dependencies: Record<string, string>;
  /** Files the twin links to (source → published path), to publish again on reuse. */
  assets: Record<string, string>;
  markdown: string;
};

export function hashOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

function hashOfFile(file: string): string | undefined {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/** A hash of this plugin's code: a change in how twins are written invalidates every entry. */
function codeVersion(): string {
  const files = fs
    .readdirSync(__dirname)
    .filter((name) => /\.tsx?$/.test(name))
    .sort();
  return hashOf(files.map((name) => fs.readFileSync(path.join(__dirname, name), 'utf8')).join('\0'));
}

export class TwinCache {
  private readonly file: string;
  private readonly version = codeVersion();
  private previous: Record<string, Entry> = {};
  private current: Record<string, Entry> = {};

  /** @param variant what else twins depend on (the site's URL): each variant keeps its own file. */
  constructor(directory: string, variant: string) {
    this.file = path.join(directory, `twins-${hashOf(variant)}.json`);
    try {
      const stored = JSON.parse(fs.readFileSync(this.file, 'utf8')) as {
        version: string;
        entries: Record<string, Entry>;
      };
      this.previous = stored.version === this.version ? stored.entries : {};
    } catch {
      // No cache yet, or an unreadable one: every twin is written anew.
    }
  }

  /** No entries from an earlier build or generation: every twin is to be rendered. */
  isEmpty(): boolean {
    return Object.keys(this.previous).length === 0 && Object.keys(this.current).length === 0;
  }

  /** The cache key of a page: its source and everything else its twin depends on. */
  keyOf(source: string, metadata: unknown): string {
    return hashOf(`${source}\0${JSON.stringify(metadata)}`);
  }

  get(sourceFile: string, key: string): Entry | undefined {
    const entry = this.current[sourceFile] ?? this.previous[sourceFile];
    const valid =
      entry?.key === key && Object.entries(entry.dependencies).every(([file, hash]) => hashOfFile(file) === hash);
    if (valid) {
      this.current[sourceFile] = entry;
    }
    return valid ? entry : undefined;
  }

  set(sourceFile: string, entry: Omit<Entry, 'dependencies'> & {dependencies: string[]}): void {
    const dependencies = Object.fromEntries(entry.dependencies.map((file) => [file, hashOfFile(file) ?? '']));
    this.current[sourceFile] = {...entry, dependencies};
  }

  /** Stores the entries of this build only, so that removed pages leave the cache. */
  save(): void {
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, JSON.stringify({version: this.version, entries: this.current}));
    this.previous = this.current;
    this.current = {};
  }
}
