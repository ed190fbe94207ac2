// What the static generation's worker threads load at their start, cut to what they use.
//
// Loaded with `--import` into the pages process of `npm run build` (scripts/build.mjs), which Node
// runs in every worker thread too; it does nothing on the main thread. Each SSG thread loads the
// core's ssgRenderer.js, which requires @docusaurus/bundler for one function, getHtmlMinifier, and
// so loads all of it: webpack's compiler, webpackbar, Babel's traverse (the JS loader), the CSS
// loaders, and html-minifier-terser with clean-css (the HTML minifier used without Faster). That
// was 0.26 s of each thread's start, measured with `--cpu-prof` (2 December, cold build), while
// the two threads start side by side and rendering waits for them. Here, in those threads,
// @docusaurus/bundler answers getHtmlMinifier from its minifyHtml.js alone, and html-minifier-terser
// loads when it minifies something (DOCUSAURUS_FASTER=false builds). Any other export of either
// loads the whole module, as a plain require would: a later core that uses more of the bundler
// in its SSG threads gets it, only not sooner than it asks.
import Module, {createRequire} from 'node:module';
import {isMainThread} from 'node:worker_threads';

/**
 * Puts a stand-in for `file` (a resolved CommonJS module) in the require cache: it serves the
 * properties of `own` itself, and loads the module for anything else, once.
 */
export function deferModule(file, own) {
  const require = createRequire(file);
  let real;
  const load = () => {
    if (!real) {
      // The real module takes the stand-in's place, for this and later requires.
      delete Module._cache[file];
      real = require(file);
    }
    return real;
  };
  const stand = new Module(file);
  stand.filename = file;
  stand.loaded = true;
  stand.exports = new Proxy(
    {},
    {
      get: (_target, key) => (Object.hasOwn(own, key) ? own[key] : load()[key]),
      has: (_target, key) => Object.hasOwn(own, key) || key in load(),
      ownKeys: () => Reflect.ownKeys(load()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
        // A proxy may report a property only as configurable when its (empty) target has none.
        return descriptor && {...descriptor, configurable: true};
      },
    },
  );
  Module._cache[file] = stand;
  return {loaded: () => real !== undefined};
}

/** The stand-ins of an SSG thread: the bundler with only its HTML minifier, html-minifier-terser on first use. */
function deferSsgThreadModules() {
  const coreRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const bundlerFile = coreRequire.resolve('@docusaurus/bundler');
  const bundlerRequire = createRequire(bundlerFile);
  deferModule(bundlerRequire.resolve('html-minifier-terser'), {});
  const minifyHtmlFile = bundlerRequire.resolve('./minifyHtml.js');
  deferModule(bundlerFile, {
    __esModule: true,
    // Read when called: scripts/ssg-html-minifier.mjs replaces the module's function.
    getHtmlMinifier: (options) => bundlerRequire(minifyHtmlFile).getHtmlMinifier(options),
  });
}

if (!isMainThread && process.env.DOCUSAURUS_SSG_THREAD_MODULES !== 'false') {
  deferSsgThreadModules();
}
