// Loaded with `--import` by scripts/build.mjs into every process of `npm run build` (and so into
// every worker thread of those processes).
//
// Docusaurus requires, when the CLI starts, modules that a build with Faster never runs, and some
// that only postBuild runs. Each process of the build paid for them before it did anything else,
// on one core: the browser bundle's process while the other core waited, the server bundle's (when the build had one) on
// the way from the browser bundle to the pages. Here each such module, required from the file
// named below, is handed over as an object that loads it at the first use of any of its exports.
// The code that required it sees the same functions, from the same module, once it uses them; a
// module that is never used is never loaded.
//
// Measured with a `Module._load` timer in every process of a cold build (3 December 2026, 2 cores):
//   - `html-minifier-terser` (with clean-css, terser and entities), which @docusaurus/bundler's
//     `minifyHtml.js` requires for the HTML minifier of sites without Faster's: 98 to 148 ms a
//     process. Faster's `swcHtmlMinimizer` (on in this site) minifies the pages instead.
//   - `@docusaurus/babel`'s `babelTranslationsExtractor.js` (with @babel/traverse, generator and
//     core): 151 to 264 ms a process. It extracts the translatable strings of the site's code for
//     `docusaurus write-translations`; a build without i18n locales to translate never calls it.
//   - plugin-pwa's `workbox-build` (Rollup and Babel for `generateSW` among the rest, 0.65 to
//     0.70 s of CPU), for its postBuild, where it uses one function, `injectManifest`. That one
//     loads alone, from the file that holds it (`workbox-build/build/inject-manifest.js`, 0.10 to
//     0.13 s, exported by the package's entry as it is), and anything else of the package loads
//     the package whole, as does a version that moves the file (which the build log then says).
// `npx docusaurus build` and the dev server load all of them as Docusaurus asks.
import Module from 'node:module';

/**
 * The modules loaded late: the `request` as written in the file that `parent` matches.
 * - `partial` names exports that load alone, from their own file, before the whole module is loaded.
 * - `shape`, for a module that its parent passes through TypeScript's `__importDefault` (which
 *   reads `__esModule` as soon as it is required): what the module's exports are, a function
 *   (a class) or an object, and that they have no `__esModule`, so that the stand-in can say so
 *   without loading it (tests/unit/lazyModules.test.ts checks each shape against the package).
 */
export const LAZY_MODULES = [
  {request: 'html-minifier-terser', parent: /[\\/]@docusaurus[\\/]bundler[\\/]lib[\\/]minifyHtml\.js$/},
  {request: './babelTranslationsExtractor', parent: /[\\/]@docusaurus[\\/]babel[\\/]lib[\\/]index\.js$/},
  // @docusaurus/bundler's plugins for webpack builds; Faster's builds use Rspack's own.
  ...['webpackbar', 'mini-css-extract-plugin', 'copy-webpack-plugin'].map((request) => ({
    request,
    parent: /[\\/]@docusaurus[\\/]bundler[\\/]lib[\\/]currentBundler\.js$/,
    shape: 'function',
  })),
  // Only for `docusaurus build --bundle-analyzer`.
  {request: 'webpack-bundle-analyzer', parent: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]webpack[\\/]client\.js$/},
  {
    request: 'workbox-build',
    parent: /[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]index\.js$/,
    partial: {injectManifest: 'workbox-build/build/inject-manifest'},
  },
];

/**
 * An object that stands for a module's exports and loads the module (`load()`) when any of them
 * is first read, listed or tested, or, for a function (`shape: 'function'`), when it is called or
 * constructed. Once loaded, the exports' descriptors are copied onto the proxy's target, so that
 * listing them keeps the invariants a Proxy must keep. `partial(key)` may return an export without
 * loading the whole module (or undefined). With a `shape`, reading `__esModule` loads nothing.
 */
export function lazyExports(load, {partial = () => undefined, shape} = {}) {
  const target = shape === 'function' ? function lazyModule() {} : {};
  let loaded;
  const exportsOf = () => {
    if (!loaded) {
      loaded = load();
      Object.defineProperties(target, Object.getOwnPropertyDescriptors(loaded));
    }
    return loaded;
  };
  const loadedTarget = () => (exportsOf(), target);
  const get = (key) => {
    if (loaded) return loaded[key];
    if (shape && key === '__esModule') return undefined;
    return partial(key) ?? exportsOf()[key];
  };
  const proxy = new Proxy(target, {
    get: (_target, key) => get(key),
    has: (_target, key) => key in exportsOf(),
    ownKeys: () => Reflect.ownKeys(loadedTarget()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(loadedTarget(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(exportsOf()),
    set: (_target, key, value) => {
      exportsOf()[key] = value;
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(loaded, key));
      return true;
    },
    apply: (_target, self, args) => Reflect.apply(exportsOf(), self, args),
    construct: (_target, args, newTarget) =>
      Reflect.construct(exportsOf(), args, newTarget === proxy ? exportsOf() : newTarget),
  });
  return proxy;
}

const load = Module._load;
Module._load = function loadLate(request, parent, isMain) {
  const lazy = LAZY_MODULES.find((entry) => entry.request === request && entry.parent.test(parent?.filename ?? ''));
  if (!lazy) return load.call(this, request, parent, isMain);
  const whole = () => load.call(this, request, parent, isMain);
  const alone = new Map();
  const partial = (key) => {
    const file = typeof key === 'string' && Object.hasOwn(lazy.partial ?? {}, key) ? lazy.partial[key] : undefined;
    if (!file) return undefined;
    if (!alone.has(key)) {
      let value;
      try {
        value = load.call(this, file, parent, isMain)[key];
      } catch (error) {
        console.log(`[lazy-modules] ${file} could not be loaded alone (${error.message}); loading ${request} whole`);
      }
      // A value that is not there (a moved export) comes from the whole module.
      alone.set(key, value);
    }
    return alone.get(key);
  };
  return lazyExports(whole, {partial, shape: lazy.shape});
};
