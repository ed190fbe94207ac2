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
// since the importer keeps the old module's exports otherwise.

/**
 * @typedef {{updatesModule: string, registryModuleId: string}} Options
 * @type {(this: {getOptions(): Options, callback(error: null, code: string, map?: unknown): void}, source: string, map?: unknown) => void}
 */
module.exports = function contentHotLoader(source, map) {
  const {updatesModule, registryModuleId} = this.getOptions();
  const footer = `
import {contentReplaced as __siteContentReplaced} from ${JSON.stringify(updatesModule)};
if (import.meta.webpackHot) {
  const hot = import.meta.webpackHot;
  const routeOnly = hot.data
    ? hot.data.routeOnly
    : module.parents.length > 0 && module.parents.every((id) => id === ${JSON.stringify(registryModuleId)});
  if (routeOnly) {
    hot.accept();
    hot.dispose((data) => {
      data.routeOnly = true;
    });
    if (hot.data) __siteContentReplaced();
  }
}
`;
  this.callback(null, `${source}\n${footer}`, map);
};
