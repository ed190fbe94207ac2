// The page renderer of `npm run build`'s static generation, made from the browser bundle.
//
// Why: Docusaurus compiles a second bundle for the server (every page's module again, for
// Node.js) only to render the pages with it. On 2 cores that bundle was about 10 s of a cold
// build's CPU and 7 s of its critical path: its process loaded the site, then Rspack compiled the
// 614 MDX modules and the theme again into a 21.7 MB file, which each render thread read and
// compiled. The browser bundle already holds every module a page renders. Its chunks are scripts
// that hand their modules to the bundler's runtime (`self.webpackChunk….push(…)`), so each render
// thread runs them here, the runtime last; the static-render entry (src/client/staticRender.tsx,
// which src/plugins/bundling adds to the browser bundle and which depends on `main`) then leaves
// its render function on the global object. Every chunk is in place before the runtime starts, so
// each `import()` of a page resolves at once, without the document the runtime would otherwise
// add a script tag to. Code that tests for `window` or `document` finds neither, as in the server
// bundle. What differs between the two bundles' code is in src/client/serverComponents.ts.
//
// scripts/pages-step.mjs writes, where the core looks for the server bundle, a file that requires
// this module (the core evaluates that file in each render thread and deletes it afterwards).
'use strict';
const {createHash} = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

/** The entry's name (src/plugins/bundling/index.ts, STATIC_RENDER_ENTRY). */
const STATIC_RENDER_ENTRY = 'static-render';
/** Where the static-render entry leaves its render function (src/client/staticRender.tsx). */
const RENDER_GLOBAL = '__docusaurusStaticRender';
/** The name the core gives the runtime chunk of the entry `main` (`optimization.runtimeChunk`). */
const RUNTIME_CHUNK = 'runtime~main';

/**
 * The JavaScript files of every chunk the client manifest lists (paths relative to the out dir),
 * the runtime chunk's last.
 */
function chunkFiles(manifest) {
  const filesOf = (name) => (manifest.assets[name]?.js ?? []).map((asset) => asset.file);
  const runtime = filesOf(RUNTIME_CHUNK);
  if (runtime.length === 0) {
    throw new Error(`scripts/ssg-browser-bundle.cjs: the client manifest lists no file for the chunk ${RUNTIME_CHUNK}`);
  }
  const others = new Set(Object.keys(manifest.assets).flatMap(filesOf));
  for (const file of runtime) others.delete(file);
  return [...others, ...runtime];
}

/**
 * The MessageChannel the chunks see: its ports keep no process alive. React DOM's server renderer
 * for browsers opens a channel as its module loads, to schedule its streaming work, and listens on
 * it, and a listening port keeps Node.js running. The render threads are stopped once the pages are
 * rendered, but static generation without worker threads (DOCUSAURUS_FASTER=false, or Faster's
 * `ssgWorkerThreads` off) renders in the pages process itself, which then never ended.
 */
class UnrefMessageChannel extends MessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2]) {
      const onmessage = findProperty(port, 'onmessage');
      Object.defineProperty(port, 'onmessage', {
        configurable: true,
        enumerable: true,
        get: () => onmessage.get.call(port),
        set: (listener) => {
          onmessage.set.call(port, listener);
          // Listening refs the port; the messages still arrive while anything else keeps it running.
          port.unref();
        },
      });
    }
  }
}

/** The descriptor of `name` on `object`'s prototype chain. */
function findProperty(object, name) {
  for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor;
  }
  throw new Error(`scripts/ssg-browser-bundle.cjs: a MessagePort has no ${name} in this version of Node.js`);
}

/**
 * Runs the browser bundle's chunks from `outDir` in this thread and returns the static-render
 * entry's render function, as the core expects a server bundle's exports: `{default: render}`.
 */
function loadRenderer(outDir, manifestFile) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  for (const file of chunkFiles(manifest)) {
    const filename = path.join(outDir, file);
    // The chunks name the global object `self`, as in a browser or a worker.
    const run = vm.runInThisContext(`(function (self, MessageChannel) {${fs.readFileSync(filename, 'utf8')}\n})`, {
      filename,
    });
    run(globalThis, UnrefMessageChannel);
  }
  const render = globalThis[RENDER_GLOBAL];
  if (typeof render !== 'function') {
    throw new Error(
      `scripts/ssg-browser-bundle.cjs: the browser bundle in ${outDir} left no render function (globalThis.${RENDER_GLOBAL}); was it bundled with the static-render entry (DOCUSAURUS_BUNDLE_ONLY=client)?`,
    );
  }
  return {default: render};
}

/**
 * The text of the file that stands for the server bundle (`rendererFile`): it loads the renderer
 * from `outDir`.
 * It names the hash of every chunk it loads, so that its bytes change whenever the code or the
 * content of a page does, as a server bundle's would: scripts/ssg-page-cache.mjs keys the pages
 * it keeps by those bytes.
 */
function rendererModuleSource(outDir, manifestFile, rendererFile) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const hash = createHash('sha256');
  for (const file of chunkFiles(manifest))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(outDir, file)));
  // The out dir relative to the file, which finds itself with the `require` the core gives it (a
  // build into another folder, as `npm run check:determinism` makes, still reuses the pages).
  const outDirFromFile = JSON.stringify(path.relative(path.dirname(rendererFile), outDir));
  return [
    `// The pages' renderer, from the browser bundle's chunks (sha256 ${hash.digest('hex')}).`,
    `const outDir = require('node:path').resolve(require.resolve('./${path.basename(rendererFile)}'), '..', ${outDirFromFile});`,
    `module.exports = require(${JSON.stringify(__filename)}).loadRenderer(outDir, ${JSON.stringify(manifestFile)});`,
    '',
  ].join('\n');
}

module.exports = {chunkFiles, loadRenderer, rendererModuleSource, RENDER_GLOBAL, STATIC_RENDER_ENTRY};
