// @ts-check
// Under `npm start` with lazy compilation (src/plugins/bundling: `withLazyCompilation`): the
// route registry without its `require.resolveWeak()` calls, each replaced by `null`. The bundler
// builds a weakly required module as it builds any other, so they made the first compilation
// build every module of the site; the dev server's route loader
// (src/client/routes/ComponentCreator.dev.tsx) never reads them, and the debug registry page
// (src/theme/DebugRegistry) says that the module is compiled when first loaded.

/** @type {(source: string) => string} */
module.exports = function devRegistryLoader(source) {
  return source.replace(/require\.resolveWeak\("(?:[^"\\]|\\.)*"\)/g, 'null');
};
