// Loaded with `--import` by scripts/build.mjs into its bundling process, which runs `docusaurus
// build` (DOCUSAURUS_EXIT_AFTER_BUNDLING) and builds only the browser bundle
// (DOCUSAURUS_BUNDLE_ONLY=client): the pages are rendered from the browser bundle's own files
// (scripts/ssg-browser-bundle.cjs), and the server bundle, which the core compiles beside it, is
// not needed.
//
// Why: the server bundle was about 10 s of a cold build's CPU on 2 cores: a process of its own
// that loaded the site, then Rspack compiling every page's module again for Node.js. Before that
// (until 29 November) the two bundles were built side by side in one process, which held 1.48 to
// 1.53 GB at the end of bundling, the build's peak; the browser bundle alone peaks at about 1.1 GB.
//
// How: the core compiles `[clientConfig, serverConfig]` with @docusaurus/bundler's `compile()`,
// after emptying the output folder. This module keeps the client config alone in that call (both,
// for a site whose browser bundle has no static-render entry: below), and
// collects the garbage once its modules are built (below). `compile()` is a function of
// Docusaurus's own modules (3.10): if a later version moves it, this fails at once and names what
// it lacks.
import {createRequire} from 'node:module';
import ssgBrowserBundle from './ssg-browser-bundle.cjs';

const {STATIC_RENDER_ENTRY} = ssgBrowserBundle;

const only = process.env.DOCUSAURUS_BUNDLE_ONLY;
if (only !== 'client') {
  throw new Error(`scripts/bundle-only.mjs: DOCUSAURUS_BUNDLE_ONLY must be client; got ${only}`);
}

const coreRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));

/** A module of @docusaurus/core (or one it depends on) whose export `name` is a function. */
function moduleWithFunction(request, name) {
  const exports = coreRequire(request);
  if (typeof exports?.[name] !== 'function') {
    throw new Error(
      `scripts/bundle-only.mjs: ${request} has no function "${name}" in this version of Docusaurus; npm run build cannot bundle the browser bundle alone (DOCUSAURUS_SPLIT_BUNDLING=false bundles both in one process)`,
    );
  }
  return exports;
}

const compilerModule = moduleWithFunction('@docusaurus/bundler/lib/compiler.js', 'compile');
const compile = compilerModule.compile;
compilerModule.compile = async (options) => {
  const clients = options.configs.filter((config) => config.name === only);
  if (clients.length !== 1) {
    const names = options.configs.map((config) => config.name).join(', ');
    throw new Error(`scripts/bundle-only.mjs: no single "${only}" bundler config to build among: ${names}`);
  }
  // A site without src/plugins/bundling (the test fixtures) has no static-render entry: its pages
  // are rendered from a server bundle, built here beside the browser bundle, as the core does.
  const entry = clients[0].entry;
  const kept = typeof entry === 'object' && entry !== null && STATIC_RENDER_ENTRY in entry ? clients : options.configs;
  if (kept.length > 1) {
    console.log(
      `[bundle-only] the browser bundle has no ${STATIC_RENDER_ENTRY} entry (src/plugins/bundling adds it): the server bundle is built beside it, and the pages are rendered from that`,
    );
  }
  const {instance} = options.currentBundler;
  const preparedInstance = (configs) => {
    const compiler = instance(configs);
    // An array of configs makes a multi-compiler.
    collectGarbageOnceBuilt(compiler.compilers ?? [compiler]);
    return compiler;
  };
  return compile({...options, configs: kept, currentBundler: {...options.currentBundler, instance: preparedInstance}});
};

/**
 * For the browser bundle's compilers: once their modules are built (`finishMake`), with `--expose-gc`
 * (scripts/build.mjs): a full garbage collection. By then the JavaScript heap is mostly what
 * compiling the modules left behind (the Markdown trees, the loaders' strings: 364 to 393 MB in
 * use, 144 to 145 MB after the collection), and V8, which collects the old generation only when it has
 * grown well past its last live size, would have carried it to the end of bundling, where Rspack's
 * own memory is at its highest and so is the build's. The collection takes about 0.1 s; the
 * process then peaked at 1.09 to 1.11 GB instead of 1.21 to 1.23 GB (3 December 2026, cold, two
 * pairs, the same bundling time), and whole cold builds at 1.23 to 1.26 GB instead of 1.35 to 1.41.
 */
function collectGarbageOnceBuilt(compilers) {
  for (const one of compilers) one.hooks.finishMake.tap('bundle-only', () => globalThis.gc?.());
}
