// @ts-check
// Under `npm start` only (src/plugins/bundling adds it after every MDX loader): makes the
// module of a doc, a post or an MDX page accept its own hot updates. Docusaurus has no
// boundary for them, so an edit climbed to the app's entry, which rendered the whole app
// again: every component remounted and every visible link prefetched its page again, about
// a second of an edit's time in a browser on 2 cores. A replaced module now reports it to
// src/client/routes/contentUpdates.ts, and the route on screen renders its new content.
//
// A module accepts only when the route registry is all that imports it: a partial (or any
// MDX file that another module imports) lets the update climb to its importer as before,
// since the importer keeps the old module's exports otherwise. Under lazy compilation
// (src/plugins/bundling: `withLazyCompilation`) the registry imports it through a proxy module,
// which counts as the registry. The proxy's exports are a promise of the module's first exports
// and stay so (the proxy itself, when told of an update, passes it on to the registry and the
// app's entry, which would render the whole app again): so the module, run again, tells
// contentUpdates.ts which exports replace which, and the route loader takes the newest.

/**
 * @typedef {{updatesModule: string, registryModuleId: string}} Options
 * @type {(this: {getOptions(): Options, resource: string, callback(error: null, code: string, map?: unknown): void}, source: string, map?: unknown) => void}
 */
module.exports = function contentHotLoader(source, map) {
  const {updatesModule, registryModuleId} = this.getOptions();
  // `__siteSelf`: the module's own exports (an ES module cannot read `module.exports`).
  const footer = `
import {contentReplaced as __siteContentReplaced, contentMoved as __siteContentMoved} from ${JSON.stringify(updatesModule)};
import * as __siteSelf from ${JSON.stringify(this.resource)};
if (import.meta.webpackHot) {
  const hot = import.meta.webpackHot;
  const parents = module.parents.filter((id) => id !== module.id);
  const onlyParents = (test) => parents.length > 0 && parents.every(test);
  const importedBy = hot.data
    ? hot.data.importedBy
    : onlyParents((id) => id === ${JSON.stringify(registryModuleId)})
      ? 'registry'
      : onlyParents((id) => String(id).endsWith('!lazy-compilation-proxy'))
        ? 'lazy-proxy'
        : undefined;
  if (importedBy) {
    hot.accept();
    hot.dispose((data) => {
      data.importedBy = importedBy;
      data.exports = __siteSelf;
    });
    if (hot.data) {
      if (importedBy === 'lazy-proxy') __siteContentMoved(hot.data.exports, __siteSelf);
      __siteContentReplaced();
    }
  }
}
`;
  this.callback(null, `${source}\n${footer}`, map);
};
