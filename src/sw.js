// Custom service worker code, bundled into /sw.js by @docusaurus/plugin-pwa (`swCustom`).
//
// Offline mode (see config/pwa.ts for when it is on) precaches the list that
// src/plugins/offline writes at build time, `offline-precache.json`: the app shell, the home
// page and the current docs version with their chunks and images, about a tenth of the build.
// Every other page, script, stylesheet and image is cached when the reader loads it, so what
// was read before going offline still loads offline. The plugin's own precache list is empty
// (config/pwa.ts), so these routes are the only ones that answer from a cache.
// The local search index is cached when used, in every mode, so search keeps working offline
// for an index that was used once.
import {PrecacheController} from 'workbox-precaching';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';

const PRECACHE_FILE = 'offline-precache.json';

/** The site's base URL, as an absolute URL: the service worker's scope is the base URL. */
const scope = self.registration.scope;
const inScope = (url) => url.origin === self.location.origin && url.href.startsWith(scope);

/** The precache list: from the network at install, from the precache itself afterwards. */
async function loadPrecacheList(controller, fromNetwork) {
  const listUrl = new URL(PRECACHE_FILE, scope).href;
  const response = fromNetwork ? await fetch(listUrl, {cache: 'no-cache'}) : await caches.match(listUrl);
  if (!response || !response.ok) {
    throw new Error(`offline: cannot read ${listUrl}`);
  }
  const entries = await response.json();
  controller.addToCacheList([
    ...entries.map(({url, revision}) => ({url: new URL(url, scope).href, revision})),
    // The list itself, so that a restarted worker can read it offline.
    {url: listUrl, revision: String(Date.now())},
  ]);
}

function offlineMode(debug) {
  const controller = new PrecacheController({cacheName: 'offline-precache'});
  // A worker started later (the browser stops idle workers) reads the list back from the cache.
  let listReady = loadPrecacheList(controller, false).catch((error) => {
    if (debug) console.log('[offline] no precache list yet', error);
  });

  self.addEventListener('install', (event) => {
    listReady = loadPrecacheList(controller, true);
    event.waitUntil(listReady.then(() => controller.install(event)));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(listReady.then(() => controller.activate(event)));
  });

  const pages = new NetworkFirst({cacheName: 'offline-pages', networkTimeoutSeconds: 4});
  const assets = new CacheFirst({cacheName: 'offline-assets'});
  const images = new StaleWhileRevalidate({cacheName: 'offline-images'});

  // Precached files first; otherwise pages from the network (cached as read), hashed assets
  // from the cache once fetched, images refreshed in the background.
  registerRoute(
    ({url, request}) => inScope(url) && request.method === 'GET',
    async ({url, request, event}) => {
      await listReady;
      const cacheKey = controller.getCacheKeyForURL(url.href);
      if (cacheKey) {
        const cached = await caches.match(cacheKey, {cacheName: 'offline-precache'});
        if (cached) return cached;
      }
      if (request.mode === 'navigate') return pages.handle({event, request});
      if (url.pathname.startsWith(new URL('assets/', scope).pathname)) return assets.handle({event, request});
      if (request.destination === 'image') return images.handle({event, request});
      return fetch(request);
    },
  );
}

export default function swCustom(params) {
  if (params.debug) {
    console.log('[Docusaurus-PWA][SW]: running swCustom code', params);
  }
  registerRoute(
    ({url}) => inScope(url) && url.pathname.startsWith(new URL('pagefind/', scope).pathname),
    // Pagefind asks for some files with a cache-busting `?ts=` query: match without it.
    new StaleWhileRevalidate({cacheName: 'search-index', matchOptions: {ignoreSearch: true}}),
  );
  if (params.offlineMode) {
    offlineMode(params.debug);
  }
}
