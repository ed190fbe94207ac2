// Custom service worker code, bundled into /sw.js by @docusaurus/plugin-pwa.
// Pages are precached by the plugin when offline mode is active; this adds a runtime
// cache for the local search index, so search keeps working offline once used.
import {registerRoute} from 'workbox-routing';
import {StaleWhileRevalidate} from 'workbox-strategies';

export default function swCustom(params) {
  if (params.debug) {
    console.log('[Docusaurus-PWA][SW]: running swCustom code', params);
  }
  registerRoute(
    ({url}) => url.pathname.startsWith('/pagefind/'),
    new StaleWhileRevalidate({cacheName: 'search-index'}),
  );
}
