// Loaded with `--import` into every process of `npm run build` (scripts/build.mjs) and into
// `npm start`'s (scripts/start.mjs), and so into their worker threads.
//
// Why: Docusaurus loads the site's config with jiti, and with it every TypeScript file and ES
// module package the config imports (the plugins, the remark plugins, the unified packages they
// use): jiti compiles each to CommonJS with Babel and keeps the result in its cache. On the first
// build of a checkout the cache is empty (jiti keys it by the file's path), and Babel, loaded and
// run from cold in each process that misses, made the browser bundle's process 2 to 3 s longer,
// most of it while it loaded the config on one core, and a cold build 2 to 3 s longer in all.
// esbuild (the compiler `tsx` runs the unit tests with) does the same in a small fraction of the
// time, in a service process of its own that starts on the first file to compile.
//
// How: every jiti instance made in the process gets this `transform` (jiti's own option), unless
// its caller gave one, and keeps its results in node_modules/.cache/jiti-esbuild instead of the
// system's temporary folder, so that a cold build (node_modules/.cache emptied) compiles them
// again, and so that the Babel results of a plain `npx docusaurus start` or `build`, which keep
// jiti as it is, and these never replace each other. The output follows jiti's Babel transform
// where the site relies on it: ES modules become CommonJS with the same interop, `import()`
// becomes jiti's require, and `import.meta.url`, `import.meta.dirname` and `import.meta.filename`
// are the file's own. A syntax error is reported as jiti reports Babel's, with the file, line and
// column.
import {createRequire} from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const siteRequire = createRequire(path.join(root, 'package.json'));
// The jiti that Docusaurus loads the config with (and the Markdown twins' worker its sources).
const jitiRequire = createRequire(siteRequire.resolve('@docusaurus/utils'));
const jitiPath = jitiRequire.resolve('jiti');
const createJiti = jitiRequire('jiti');

/** Where the compiled files are kept between builds. */
export const JITI_ESBUILD_CACHE = path.join(root, 'node_modules/.cache/jiti-esbuild');

const IMPORT_META = '__jitiImportMeta';

/** esbuild, loaded on the first file to compile: a build whose files are all in the cache never starts it. */
let esbuild;

/**
 * jiti's `transform` option: `source` compiled to CommonJS for jiti's module wrapper, or, on a
 * syntax error, code that makes jiti throw an error naming the file and the position.
 * @param {{source: string, filename: string, ts?: boolean}} options
 * @returns {{code: string, error?: unknown}}
 */
export function transform({source, filename, ts}) {
  esbuild ??= siteRequire('esbuild');
  try {
    const {code} = esbuild.transformSync(source, {
      // jiti says `ts` for .ts, .mts and .cts files; it takes no .tsx file.
      loader: ts ? 'ts' : 'js',
      format: 'cjs',
      target: `node${process.versions.node.split('.')[0]}`,
      sourcefile: filename,
      logLevel: 'silent',
      // jiti runs the code with vm.runInThisContext, where a real `import()` has no loader to call.
      supported: {'dynamic-import': false},
      define: {
        'import.meta.url': `${IMPORT_META}.url`,
        'import.meta.dirname': '__dirname',
        'import.meta.filename': '__filename',
      },
      banner: `var ${IMPORT_META} = {url: require("url").pathToFileURL(__filename).href};`,
    });
    return {code};
  } catch (error) {
    const first = error?.errors?.[0];
    const failure = {
      filename,
      line: first?.location?.line ?? 0,
      column: first?.location?.column ?? 0,
      code: 'SyntaxError',
      message: first?.text ?? String(error?.message ?? error),
    };
    return {error, code: `exports.__JITI_ERROR__ = ${JSON.stringify(failure)}`};
  }
}

/**
 * jiti, with this module's transform and cache unless the caller chose its own.
 * @param {string} filename
 * @param {Record<string, unknown>} [options]
 */
function jitiWithEsbuild(filename, options = {}) {
  if (options.transform !== undefined) return createJiti(filename, options);
  return createJiti(filename, {
    ...options,
    transform,
    // Apart from Babel's results, in the cache folder and in jiti's check of a cached file.
    cache: options.cache === false ? false : JITI_ESBUILD_CACHE,
    cacheVersion: 'esbuild-1',
  });
}

siteRequire.cache[jitiPath].exports = jitiWithEsbuild;
