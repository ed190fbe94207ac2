// Loaded with `--import` into the pages process of `npm run build` (scripts/build.mjs), after the
// page cache and the minifier, so that its hold on static generation comes first.
//
// Why: the pages process keeps apart from the bundling. Until 4 December 2026 it started beside
// the server bundle's process and loaded the site while that bundle was compiled (cold builds 1.1
// to 4.6 s shorter then); `npm run build` now compiles no server bundle and renders the pages from
// the browser bundle, so it starts once the bundles are written, and the holds below are kept for
// what they still guard: the bundles' generated folder, which the bundle cache keeps
// (scripts/bundle-cache.mjs), is never written by this process, and a build started before the
// bundles are written (DOCUSAURUS_SPLIT_BUNDLING=false runs the same way) still waits for them.
//
// How:
//   - Loading the site writes the generated folder (routes, the route registry, every route's data,
//     the route shards), with plain writes that empty a file before filling it; the bundler reads
//     those files while it compiles, and the bundle cache links them. So this process writes its own generated folder,
//     DOCUSAURUS_GENERATED_FILES_DIR_NAME (scripts/build.mjs sets it to `pages-process` inside the
//     bundlers' folder), emptied when the site starts loading: nothing it writes can be read by a
//     bundler, and nothing a bundler wrote can pass for this process's.
//   - Static generation waits for the build script's word (`bundles-ready`, over the IPC channel),
//     and the process emits `WAITING_FOR_BUNDLES` (./build-events.mjs) as it starts waiting: a plugin can do then what
//     it would otherwise do in postBuild (the social cards load their drawing code), and static
//     generation does not wait for it. Once the
//     bundles are written, the files of the bundlers' folder that the rest of this
//     process reads (`FROM_BUNDLERS`: the client manifest, the offline plugin's chunk groups, the
//     route chunk names) are copied over its own. If the build script goes away first, this
//     process fails and says so.
//   - When the browser bundle has the static-render entry (the client manifest lists it), the file
//     the core reads as the server bundle loads the renderer from the browser bundle instead
//     (scripts/ssg-browser-bundle.cjs), and the entry's files are removed once the pages are
//     rendered.
// Both holds are on Docusaurus's own modules (3.10: `loadSite` in lib/server/site.js, `executeSSG`
// in lib/ssg/ssgExecutor.js): if a later version moves them, this fails at once and names what it
// lacks.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {isMainThread} from 'node:worker_threads';
import {WAITING_FOR_BUNDLES} from './build-events.mjs';
import ssgBrowserBundle from './ssg-browser-bundle.cjs';

const {rendererModuleSource, STATIC_RENDER_ENTRY} = ssgBrowserBundle;

const require = createRequire(import.meta.url);

/** A module of @docusaurus/core whose export `name` is a function. */
function coreModule(request, name) {
  const exports = require(`@docusaurus/core/${request}`);
  if (typeof exports?.[name] !== 'function') {
    throw new Error(
      `scripts/pages-step.mjs: @docusaurus/core/${request} has no function "${name}" in this version of Docusaurus`,
    );
  }
  return exports;
}

/**
 * The files of the bundlers' generated folder that the pages process reads, copied over its own
 * once the bundles are written: the core's client manifest (static generation's list of assets)
 * and the offline plugin's chunk groups, which only the bundlers write; and the route chunk names
 * and the route-shard table the bundles were made from, which the offline plugin's postBuild
 * matches with those chunk groups (a chunk name is made from the path of the file it loads, so the
 * pages process's own names differ). tests/unit/pagesStep.test.ts checks the list against the
 * offline plugin's file names.
 */
export const FROM_BUNDLERS = [
  'client-manifest.json',
  'offline/chunk-groups.json',
  'routesChunkNames.json',
  'route-shards/table.json',
];

/**
 * Copies `FROM_BUNDLERS` from the bundlers' generated folder `from` over those in `to`. A file the
 * bundlers did not write (a site without the offline plugin has no chunk groups) is removed from
 * `to`, so that no reader takes this process's own for the bundlers'.
 */
export function copyFromBundlers(from, to) {
  for (const file of FROM_BUNDLERS) {
    if (fs.existsSync(path.join(from, file))) {
      fs.mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
      fs.copyFileSync(path.join(from, file), path.join(to, file));
    } else {
      fs.rmSync(path.join(to, file), {force: true});
    }
  }
}

/**
 * Static generation from the browser bundle (scripts/ssg-browser-bundle.cjs): where the core
 * reads the server bundle, a file that loads the renderer from the browser bundle; the
 * static-render entry left out of the client manifest's entry points, so that no page names it.
 * Returns the entry's files (relative to the out dir), which no page needs once rendered, or
 * undefined when the browser bundle has no such entry: the pages are then rendered from the server
 * bundle (scripts/bundle-only.mjs builds one for a site without src/plugins/bundling, and
 * DOCUSAURUS_SPLIT_BUNDLING=false builds both bundles).
 */
export function renderFromBrowserBundle({serverBundlePath, clientManifestPath, props}) {
  const manifest = JSON.parse(fs.readFileSync(clientManifestPath, 'utf8'));
  // Its script, and the stylesheet of the CSS its modules import (src/plugins/bundling keeps it
  // apart), found by name: the manifest files a chunk under the name of its first origin, which is
  // not the entry's under webpack (DOCUSAURUS_FASTER=false).
  const files = [
    ...new Set(
      Object.values(manifest.assets)
        .flatMap((assets) => [...(assets.js ?? []), ...(assets.css ?? [])])
        .map((asset) => asset.file),
    ),
  ]
    .filter((file) => path.basename(file).startsWith(`${STATIC_RENDER_ENTRY}.`))
    // webpack's minifier moves license comments to a file beside the script.
    .flatMap((file) => (file.endsWith('.js') ? [file, `${file}.LICENSE.txt`] : [file]));
  if (!manifest.entrypoints.includes(STATIC_RENDER_ENTRY)) return undefined;
  if (!files.some((file) => file.endsWith('.js'))) {
    throw new Error(
      `scripts/pages-step.mjs: the client manifest (${clientManifestPath}) names no script for the ${STATIC_RENDER_ENTRY} entry`,
    );
  }
  manifest.entrypoints = manifest.entrypoints.filter((entry) => entry !== STATIC_RENDER_ENTRY);
  fs.writeFileSync(clientManifestPath, JSON.stringify(manifest));
  fs.mkdirSync(path.dirname(serverBundlePath), {recursive: true});
  fs.writeFileSync(serverBundlePath, rendererModuleSource(props.outDir, clientManifestPath, serverBundlePath));
  return files;
}

/**
 * Holds static generation until the build script says the bundles are written, in a generated
 * folder of this process's own. scripts/build.mjs sets DOCUSAURUS_BUNDLERS_GENERATED_DIR_NAME (and
 * the rest) for the pages process; without it this module only exports.
 */
function install() {
  const ownDirName = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME;
  const bundlersDirName = process.env.DOCUSAURUS_BUNDLERS_GENERATED_DIR_NAME;
  if (!ownDirName || ownDirName === bundlersDirName || typeof process.send !== 'function') {
    throw new Error(
      "scripts/pages-step.mjs: run the pages process as scripts/build.mjs does: DOCUSAURUS_GENERATED_FILES_DIR_NAME set to a folder other than the bundlers' and an IPC channel to the build script",
    );
  }
  const bundlesReady = new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message !== 'bundles-ready') return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolve();
    };
    const onDisconnect = () =>
      reject(new Error('scripts/pages-step.mjs: the build script went away before the bundles were written'));
    process.on('message', onMessage);
    process.on('disconnect', onDisconnect);
  });
  // A failure before static generation is the build's own; this one would only hide it.
  bundlesReady.catch(() => {});

  const site = coreModule('lib/server/site.js', 'loadSite');
  const loadSite = site.loadSite;
  site.loadSite = async function loadSiteInOwnFolder(params) {
    fs.rmSync(path.resolve(params.siteDir, ownDirName), {recursive: true, force: true});
    return loadSite.apply(this, arguments);
  };

  const executor = coreModule('lib/ssg/ssgExecutor.js', 'executeSSG');
  const executeSSG = executor.executeSSG;
  executor.executeSSG = async function executeSSGOnceBundled(params) {
    const started = performance.now();
    process.emit(WAITING_FOR_BUNDLES);
    await bundlesReady;
    process.disconnect();
    const waited = (performance.now() - started) / 1000;
    const {siteDir, generatedFilesDir} = params.props;
    const bundlersDir = path.resolve(siteDir, bundlersDirName);
    copyFromBundlers(bundlersDir, generatedFilesDir);
    console.log(`[pages-step] the site was loaded; waited ${waited.toFixed(1)} s for the bundles`);
    const staticRenderFiles = renderFromBrowserBundle(params);
    if (!staticRenderFiles) return executeSSG.apply(this, arguments);
    const result = await executeSSG.apply(this, arguments);
    for (const file of staticRenderFiles) fs.rmSync(path.join(params.props.outDir, file), {force: true});
    return result;
  };
}

// Node.js runs `--import` modules in every worker thread too (static generation's): the holds are
// the main thread's.
if (isMainThread && process.env.DOCUSAURUS_BUNDLERS_GENERATED_DIR_NAME) install();
