// Starts @docusaurus/plugin-pwa's service-worker registration once the page has hydrated and
// the browser is idle, instead of while main.js starts (the plugin's `swRegister` option, in
// config/pwa.ts, points here). The plugin's module works out its offline-mode strategies and
// loads Workbox as soon as it is evaluated: on a phone that was part of the longest task of
// a page load, competing with hydration for a service worker that is only used on the next
// visit. Workbox itself waits for the `load` event before registering, so the worker starts at
// about the same time as before; only the work around it moves out of the way.
import type {ClientModule} from '@docusaurus/types';

let started = false;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, {timeout: 3000});
  } else {
    setTimeout(callback, 200);
  }
}

function start(): void {
  if (started) return;
  started = true;
  whenIdle(() => {
    import(/* webpackChunkName: "register-sw" */ '@docusaurus/plugin-pwa/lib/registerSw.js').catch(() => {
      // Offline (or a deployment replaced the chunk) before the code was ever cached: the
      // worker that serves this page is already installed, and the next page tries again.
      started = false;
    });
  });
}

const deferredServiceWorker: ClientModule = {
  // The first call comes after the app's first render (the hydration) has been committed.
  onRouteDidUpdate() {
    start();
  },
};

export default deferredServiceWorker;
