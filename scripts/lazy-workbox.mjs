// Loaded with `--import` by scripts/build.mjs into every process of `npm run build`.
//
// @docusaurus/plugin-pwa requires workbox-build when the site's config is loaded, for its
// postBuild, and uses one function of it there: `injectManifest`, which writes the precache list
// into the service worker it has bundled. The package's entry loads all of it, Rollup and Babel
// (for `generateSW`) among the rest: 0.65 to 0.70 s of CPU, against 0.10 to 0.13 s for the file
// that holds `injectManifest` (`workbox-build/build/inject-manifest.js`, whose function the entry
// exports as it is). The bundling processes never run postBuild, and the pages process loaded it
// while the server bundle was compiled, on the same two cores.
//
// Here the plugin gets an object that loads that one file when `injectManifest` is first used,
// and the whole package if anything else of it is asked for (or if a later version moves the
// file, which the build log then says). `npx docusaurus build` and the dev server load
// workbox-build as the plugin asks (the site's config leaves the plugin out of development).
import Module from 'node:module';

const PWA_PLUGIN = /[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]index\.js$/;
const INJECT_MANIFEST = 'workbox-build/build/inject-manifest';

const load = Module._load;
Module._load = function loadWithLazyWorkbox(request, parent, isMain) {
  if (request !== 'workbox-build' || !PWA_PLUGIN.test(parent?.filename ?? '')) {
    return load.call(this, request, parent, isMain);
  }
  let whole;
  let injectManifest;
  const wholePackage = () => (whole ??= load.call(this, request, parent, isMain));
  const injectManifestAlone = () => {
    if (injectManifest) return injectManifest;
    try {
      injectManifest = load.call(this, INJECT_MANIFEST, parent, isMain).injectManifest;
    } catch (error) {
      console.log(
        `[lazy-workbox] ${INJECT_MANIFEST} could not be loaded alone (${error.message}); loading workbox-build whole`,
      );
    }
    if (typeof injectManifest !== 'function') injectManifest = wholePackage().injectManifest;
    return injectManifest;
  };
  return new Proxy(
    {},
    {
      get: (_target, key) => (key === 'injectManifest' ? injectManifestAlone() : wholePackage()[key]),
      has: (_target, key) => key === 'injectManifest' || key in wholePackage(),
    },
  );
};
