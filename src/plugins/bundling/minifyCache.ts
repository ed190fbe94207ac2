// JavaScript minification with a cache across builds.
//
// Rspack's persistent cache keeps the module graph between builds, not what comes after it:
// every build minified all 870 browser chunk files again, 20 MB of output, about 2 s of a warm
// build on two cores, though a rebuild changes a handful of them. This plugin works around
// Rspack's own minimizer (SwcJsMinimizerRspackPlugin, which Docusaurus configures) without
// replacing it:
//   - just before it, each JavaScript file whose content was minified by an earlier build gets
//     that result and is marked minimized, which the minimizer skips;
//   - the minimizer minifies the others, as in any build;
//   - just after it, their results join the cache, under the hash of what was minified.
// The output is the minimizer's own, byte for byte, and a cold build minifies as before. (A
// first version minified with @swc/core instead: its results differed in a few bytes from
// Rspack's SWC, and its allocations added 0.3 GB to the peak of a cold build.)
//
// The cache is one file (node_modules/.cache/js-minify/cache.bin): on the file systems we build
// on, creating a file costs 0.2 to 0.8 ms, so 870 small files would give back a good part of
// the gain. It is read once per build and written only when something was minified; entries
// unused for a week leave it when it is written. `docusaurus clear` removes it with the rest
// of node_modules/.cache.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type {Compilation, Compiler} from '@rspack/core';

/** The files Rspack's minimizer takes by default. */
const JS_FILE = /\.[cm]?js(?:\?.*)?$/i;

/** Entries no build has used for this long leave the cache when it is next written. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

type Entry = {code: string; usedAt: number};

type Store = {key: string; entries: Record<string, Entry>};

function readStore(file: string, storeKey: string): Map<string, Entry> {
  try {
    const store = v8.deserialize(fs.readFileSync(file)) as Store;
    if (store.key === storeKey) return new Map(Object.entries(store.entries));
  } catch {
    // No cache yet, or one this code cannot read: start empty.
  }
  return new Map();
}

function writeStore(file: string, storeKey: string, entries: Map<string, Entry>): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const store: Store = {key: storeKey, entries: Object.fromEntries(entries)};
  // Written under a temporary name first, so that an interrupted build leaves no broken cache.
  fs.writeFileSync(`${file}.tmp`, v8.serialize(store));
  fs.renameSync(`${file}.tmp`, file);
}

export type MinifyStats = {files: number; minified: number; fromCache: number};

export class JsMinifyCachePlugin {
  /**
   * What every entry depends on besides its input: the bundler's version (its minifier is
   * built in) and the minimizer's options.
   */
  private readonly storeKey: string;
  private readonly file: string;
  /** The figures of the last compilation, for the build log and the tests. */
  stats: MinifyStats = {files: 0, minified: 0, fromCache: 0};

  constructor({cacheDir, minimizerOptions}: {cacheDir: string; minimizerOptions: unknown}) {
    this.storeKey = JSON.stringify(minimizerOptions);
    this.file = path.join(cacheDir, 'cache.bin');
  }

  // Typed loosely: Docusaurus types bundler plugins as webpack's; this one runs under Rspack only.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation: CompilationClass, sources, rspackVersion} = compiler.webpack;
    const storeKey = `rspack ${rspackVersion} ${this.storeKey}`;
    const stage = CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    compiler.hooks.thisCompilation.tap('js-minify-cache', (compilation: Compilation) => {
      const now = Date.now();
      let cache = new Map<string, Entry>();
      /** The entries this build uses, by input hash. */
      const used = new Map<string, Entry>();
      /** Files left to the minimizer: name -> input hash. */
      const misses = new Map<string, string>();
      let files = 0;

      compilation.hooks.processAssets.tap({name: 'js-minify-cache', stage: stage - 1}, () => {
        cache = readStore(this.file, storeKey);
        for (const {name, source, info} of compilation.getAssets()) {
          if (!JS_FILE.test(name) || info.minimized) continue;
          files += 1;
          const key = createHash('sha256').update(source.buffer()).digest('base64url');
          const entry = used.get(key) ?? cache.get(key);
          if (entry) {
            used.set(key, {code: entry.code, usedAt: now});
            compilation.updateAsset(name, new sources.RawSource(entry.code), {minimized: true});
          } else {
            misses.set(name, key);
          }
        }
      });

      compilation.hooks.processAssets.tap({name: 'js-minify-cache', stage: stage + 1}, () => {
        for (const [name, key] of misses) {
          const asset = compilation.getAsset(name);
          if (!asset?.info.minimized) {
            throw new Error(`js-minify-cache: ${name} was not minified: is Rspack's minimizer still configured?`);
          }
          used.set(key, {code: asset.source.source().toString(), usedAt: now});
        }
        if (misses.size > 0) {
          for (const [key, entry] of cache) {
            if (!used.has(key) && now - entry.usedAt < MAX_AGE_MS) used.set(key, entry);
          }
          writeStore(this.file, storeKey, used);
        }
        this.stats = {files, minified: misses.size, fromCache: files - misses.size};
        console.log(
          `[js-minify] ${files} files: ${misses.size} minified, ${files - misses.size} from the cache (${path.relative(process.cwd(), this.file)})`,
        );
      });
    });
  }
}
