import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {OfflinePluginOptions} from '../src/plugins/offline';
import {releasedVersions} from './docsVersions';

type HeadTag = NonNullable<PwaOptions['pwaHead']>[number];

const icon = '/img/docusaurus.png';
const link = (rel: string, href: string): HeadTag => ({tagName: 'link', rel, href});
const meta = (name: string, content: string): HeadTag => ({tagName: 'meta', name, content});

export const pwa = {
  // Offline mode turns on for readers who benefit from it: an installed or standalone app, a
  // small screen (996 px or less), data saving, or `?offlineMode=true` to try it out.
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'mobile', 'saveData', 'queryString'],
  // The plugin's own precache would hold every file of the build (60 MB). It is left empty:
  // src/sw.js precaches the much smaller list of src/plugins/offline and caches the rest as it
  // is read. `**` rather than `**/*`: both leave the list empty, but only a pattern ending in `**`
  // keeps workbox's glob out of the folders, which it otherwise walked whole once per pattern
  // (3 walks of the build's 5,000 files, 0.3 to 0.6 s of postBuild's main thread; 2 ms now).
  // (The type asks for swSrc, which the plugin sets itself.)
  injectManifestConfig: {globIgnores: ['**']} as PwaOptions['injectManifestConfig'],
  // Webpack resolves these from inside the plugin, so they must be absolute paths.
  swCustom: require.resolve('../src/sw.js'),
  // The plugin's registration, started once the page has hydrated and the browser is idle
  // rather than while main.js starts (see the file).
  swRegister: require.resolve('../src/clientModules/deferredServiceWorker.ts'),
  pwaHead: [
    link('icon', icon),
    link('manifest', '/manifest.json'),
    meta('theme-color', 'rgb(37, 194, 160)'),
    meta('apple-mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-status-bar-style', '#000'),
    link('apple-touch-icon', icon),
    {...link('mask-icon', '/img/docusaurus.svg'), color: 'rgb(62, 204, 94)'},
    meta('msapplication-TileImage', icon),
    meta('msapplication-TileColor', '#000'),
  ],
} satisfies PwaOptions;

/**
 * What offline mode precaches (src/plugins/offline): the home page and the guides of the Canary
 * docs (its `docs` sidebar), the pages most readers read, with the app shell. The reference
 * pages (the `api` sidebar: CLI, client API, config and plugin references) are the largest
 * pages of the site, 2.5 MB of HTML for 34 pages, and are looked up one at a time: like the
 * released versions, the blog, the changelog and the test fixtures, they are cached when read.
 * A phone should not download more than this.
 */
const REFERENCE_PAGES = /^docs\/(?:api|cli|docusaurus-core)(?:\/|$)/;

export const offlinePrecache: OfflinePluginOptions = {
  includeRoute: (routePath) =>
    routePath === '' ||
    (routePath.startsWith('docs/') &&
      !REFERENCE_PAGES.test(routePath) &&
      !releasedVersions.some((version) => routePath === `docs/${version}` || routePath.startsWith(`docs/${version}/`))),
  maxBytes: 10_000_000,
};
