// JavaScript minification with a cache across builds.
//
// Rspack's persistent cache keeps the module graph between builds, not what comes after it:
// every build minified all 870 browser chunk files again, 20 MB of output, about 2.2 s of a
// 17 s warm build on two cores, though a rebuild changes a handful of them. This plugin takes
// the place of Docusaurus's SwcJsMinimizerRspackPlugin with the same minifier (SWC, through
// @swc/core) and the same options, and keeps each result under the hash of what it minified:
// a file that comes out of the bundler as it did last time is not minified again.
//
// The cache is one file (node_modules/.cache/js-minify/cache.bin): on the file systems we build
// on, creating a file costs 0.2 to 0.8 ms, so 870 small files would give back a good part of
// the gain. It is read once per build and written only when something was minified; entries
// unused for a week leave it when it is written. `docusaurus clear` removes it with the rest
// of node_modules/.cache.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import type {Compilation, Compiler} from '@rspack/core';

type SwcMinify = (code: string, options: Record<string, unknown>) => Promise<{code: string}>;

/** @swc/core and Docusaurus's minifier options, through @docusaurus/faster (the site has no SWC of its own). */
function loadFaster(siteDir: string): {minify: SwcMinify; version: string; options: Record<string, unknown>} {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const fasterRequire = createRequire(siteRequire.resolve('@docusaurus/faster/package.json'));
  const swc = fasterRequire('@swc/core') as {minify: SwcMinify};
  const {version} = fasterRequire('@swc/core/package.json') as {version: string};
  const faster = siteRequire('@docusaurus/faster') as {getSwcJsMinimizerOptions(): Record<string, unknown>};
  return {minify: swc.minify, version, options: faster.getSwcJsMinimizerOptions()};
}

/** The files the minifier takes: the bundler's JavaScript output, as its own minimizer's default test. */
const JS_FILE = /\.[cm]?js(?:\?.*)?$/i;

/** Minifications at once: libuv runs four at a time on its thread pool. */
const IN_FLIGHT = 4;

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

export class CachedJsMinimizerPlugin {
  private readonly minify: SwcMinify;
  private readonly options: Record<string, unknown>;
  /** What every entry depends on besides its input: the minifier's version and its options. */
  private readonly storeKey: string;
  private readonly file: string;
  /** The figures of the last compilation, for the build log and the tests. */
  stats: MinifyStats = {files: 0, minified: 0, fromCache: 0};

  constructor({siteDir, cacheDir}: {siteDir: string; cacheDir: string}) {
    const {minify, version, options} = loadFaster(siteDir);
    this.minify = minify;
    this.options = options;
    this.storeKey = `@swc/core ${version} ${JSON.stringify(options)}`;
    this.file = path.join(cacheDir, 'cache.bin');
  }

  // Typed loosely: Docusaurus types bundler plugins as webpack's; this one runs under Rspack only.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('cached-js-minimizer', (compilation: Compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: 'cached-js-minimizer', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE},
        async () => {
          const names = compilation
            .getAssets()
            .filter(({name, info}) => JS_FILE.test(name) && !info.minimized)
            .map(({name}) => name);
          const cache = readStore(this.file, this.storeKey);
          const now = Date.now();
          const used = new Map<string, Entry>();
          let minified = 0;
          let next = 0;
          const minifyOne = async (name: string) => {
            const input = compilation.getAsset(name)!.source.source().toString();
            const key = createHash('sha256').update(input).digest('base64url');
            let code = used.get(key)?.code ?? cache.get(key)?.code;
            if (code === undefined) {
              try {
                ({code} = await this.minify(input, this.options));
              } catch (error) {
                throw new Error(`cached-js-minimizer: SWC could not minify ${name}`, {cause: error});
              }
              minified += 1;
            }
            used.set(key, {code, usedAt: now});
            compilation.updateAsset(name, new sources.RawSource(code), {minimized: true});
          };
          await Promise.all(
            Array.from({length: Math.min(IN_FLIGHT, names.length)}, async () => {
              for (let name = names[next++]; name !== undefined; name = names[next++]) await minifyOne(name);
            }),
          );
          if (minified > 0) {
            for (const [key, entry] of cache) {
              if (!used.has(key) && now - entry.usedAt < MAX_AGE_MS) used.set(key, entry);
            }
            writeStore(this.file, this.storeKey, used);
          }
          this.stats = {files: names.length, minified, fromCache: names.length - minified};
          console.log(
            `[js-minify] ${names.length} files: ${minified} minified, ${names.length - minified} from the cache (${path.relative(process.cwd(), this.file)})`,
          );
        },
      );
    });
  }
}
