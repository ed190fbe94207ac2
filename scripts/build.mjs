#!/usr/bin/env node
// `npm run build`: `docusaurus build` in two processes, with the core's own switches
// (config/env.ts `buildStep`):
//   1. bundle (DOCUSAURUS_EXIT_AFTER_BUNDLING=true, DOCUSAURUS_BUNDLE_ONLY=client): loads the
//      site, bundles it for the browser with Rspack into build/, and exits. The browser bundle
//      has one more entry, `static-render`, which no page loads (src/client/staticRender.tsx);
//   2. pages (DOCUSAURUS_SKIP_BUNDLING=true): loads the site again (in a generated folder of its
//      own: scripts/pages-step.mjs), renders every page from the browser bundle's files (SSG:
//      scripts/ssg-browser-bundle.cjs, no server bundle is compiled), then runs postBuild
//      (Markdown twins, social cards, search index, redirects, headers) and the broken-links check.
// Why: Rspack keeps what it allocated until its process ends. Its compiler and the JavaScript
// callbacks it holds refer to each other across the native boundary, so the garbage collector
// never frees them, and in one process that memory sat under the page rendering's worker threads
// and postBuild: a peak of 3.0 to 3.2 GB, against 2.2 GB for the bundling process and 1.4 GB for
// the pages process. The price is a second loading of the site (2 to 5 s on 2 cores).
// DOCUSAURUS_SPLIT_BUNDLING=false bundles both bundles, the server's too, in one process, as the
// core does, and the pages are rendered from the server bundle. Arguments go to every process
// (`npm run build -- --out-dir dist`). `npx docusaurus build` still builds the site in one process.
// When nothing the bundles are made from changed since the last build, step 1 does not run: its
// output comes back from node_modules/.cache/bundles (scripts/bundle-cache.mjs).
// The docs, blog and pages plugins load their content in the first process only; the others take
// it from a file (scripts/content-handoff.mjs).
import {spawn} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  bundleKey,
  beginStoringBundles,
  checkStoredBundles,
  restoreBundles,
  BUNDLE_INPUTS_DIR,
  CONTENT_HANDOFF_DIR,
  PAGES_PROCESS_DIR,
} from './bundle-cache.mjs';
import {jitiNativeModulesFor} from './es-module-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const args = process.argv.slice(2);

/**
 * `--heap-growing-percent=60` (the two bundles in one process only): V8 lets its heap grow to a
 * multiple of what is alive before it collects again, so by the end of bundling the heap is mostly
 * garbage (measured in one process: 835 MB in use, 210 MB after a full collection). With the flag
 * it collects once the heap has grown 60 % past the live size: that process peaked at 1.86 GB
 * instead of 2.03 to 2.12 GB, in 49.8 and 51.3 s instead of 48.1 and 49.3 s (cold, 2 cores, when
 * the site took twice as long to build). The split bundling processes had it too until
 * 2 December, when their peaks had fallen (Mermaid no longer bundled, no card head start on two
 * cores): without it the browser bundle step took 12.6 to 12.7 s instead of 13.1 to 13.6 s and
 * 1.1 s less CPU, at a peak of 1.16 to 1.20 GB instead of 0.97 to 1.00 GB, and whole cold builds
 * 29.1 to 30.3 s (peak 1.27 to 1.31 GB) against 30.3 to 31.4 s (1.20 to 1.24 GB) with it, three
 * pairs each.
 */
/**
 * `v8Flags`, on every process: V8 compiles a function with its optimizing compiler (Turbofan, on
 * background threads) once it has run for an "interrupt budget" of bytecode, 66 KB by default, a
 * setting made for pages that live for minutes. A build's processes live for 5 to 20 s and run much
 * of their code (the MDX plugins, the loaders, React's renderer) over hundreds of files: at the
 * default, V8 spent seconds of CPU optimizing code that had little left to run. With 1 MB, only
 * what stays hot is optimized. Cold builds, 2 cores, interleaved (2 December 2026, machine speed
 * 2.3 to 2.6 s): 34.1 to 37.3 s and 56 to 63 s of CPU against 38.0 to 41.8 s and 65 to 73 s; 250 KB
 * to 4 MB gave the same, no optimizing compiler at all (`--max-opt=1`) 45 to 46 s.
 */
const v8Flags = [
  '--interrupt-budget=1000000',
  // BUILD_CPU_PROF=<folder>: a V8 CPU profile of each process and thread of the build, in that
  // folder (open them in the Performance panel of Chromium's DevTools); profiling slows the build down.
  ...(process.env.BUILD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BUILD_CPU_PROF)}`] : []),
];
/** JITI_NATIVE_MODULES, for every process (scripts/es-module-packages.mjs says why). */
const jitiNativeModules = jitiNativeModulesFor(root);
/** Compiles the site's TypeScript for jiti with esbuild instead of Babel (scripts/jiti-esbuild.mjs says why). */
const jitiEsbuild = `--import=${pathToFileURL(path.join(root, 'scripts/jiti-esbuild.mjs')).href}`;
/** The docs, blog and pages plugins' content, loaded once (scripts/content-handoff.mjs). */
const contentHandoff = `--import=${pathToFileURL(path.join(root, 'scripts/content-handoff.mjs')).href}`;
/** Modules a build never runs, or runs only in postBuild, loaded at first use (scripts/lazy-modules.mjs). */
const lazyModules = `--import=${pathToFileURL(path.join(root, 'scripts/lazy-modules.mjs')).href}`;
/** What every process of the build runs with. */
const everyProcess = [...v8Flags, jitiEsbuild, contentHandoff, lazyModules];

const bundleOnly = `--import=${pathToFileURL(path.join(root, 'scripts/bundle-only.mjs')).href}`;
/** The MDX parser's worker, started as the browser bundle's process starts (scripts/parse-ahead-early.mjs). */
const parseAheadEarly = `--import=${pathToFileURL(path.join(root, 'scripts/parse-ahead-early.mjs')).href}`;
/**
 * The bundling: the browser bundle alone (scripts/bundle-only.mjs), the pages rendered from it.
 * DOCUSAURUS_SPLIT_BUNDLING=false bundles both bundles in one process, as `docusaurus build` does.
 */
const bundleSteps =
  process.env.DOCUSAURUS_SPLIT_BUNDLING === 'false'
    ? [
        {
          name: 'bundle',
          what: 'bundling the site (browser and server bundles in one process)',
          env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', DOCUSAURUS_CONTENT_HANDOFF: 'write'},
          nodeFlags: [...everyProcess, parseAheadEarly, '--heap-growing-percent=60'],
        },
      ]
    : [
        {
          name: 'bundle',
          what: 'bundling the site for the browser',
          env: {
            DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true',
            DOCUSAURUS_BUNDLE_ONLY: 'client',
            DOCUSAURUS_CONTENT_HANDOFF: 'write',
          },
          // --expose-gc: a full collection once the modules are built (scripts/bundle-only.mjs).
          nodeFlags: [...everyProcess, parseAheadEarly, '--expose-gc', bundleOnly],
        },
      ];
/** The bundlers' generated folder, as the core names it; the pages process has its own inside. */
const bundlersDirName = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME || '.docusaurus';
/**
 * Where the first process leaves the plugins' content for the others (scripts/content-handoff.mjs):
 * a folder named for this build, so that no other build (a test building a fixture site from this
 * checkout) reads it, removed when the build ends. One left by a build that was stopped is removed
 * by the next build after an hour.
 */
const contentHandoffId = randomUUID();
const contentHandoffDir = path.join(root, bundlersDirName, CONTENT_HANDOFF_DIR, contentHandoffId);
removeStaleHandoffs(path.dirname(contentHandoffDir));
process.on('exit', () => fs.rmSync(contentHandoffDir, {recursive: true, force: true}));

function removeStaleHandoffs(dir) {
  let entries = [];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const stale = path.join(dir, entry);
    // Another build may remove its own folder meanwhile.
    const modified = fs.statSync(stale, {throwIfNoEntry: false})?.mtimeMs ?? Date.now();
    if (Date.now() - modified > 3600_000) fs.rmSync(stale, {recursive: true, force: true});
  }
}
const pagesStep = {
  name: 'pages',
  what: 'rendering the pages from the bundles, then postBuild',
  env: {
    DOCUSAURUS_SKIP_BUNDLING: 'true',
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: `${bundlersDirName}/${PAGES_PROCESS_DIR}`,
    DOCUSAURUS_BUNDLERS_GENERATED_DIR_NAME: bundlersDirName,
  },
  // Loads in the SSG threads only the part of @docusaurus/bundler they use (scripts/ssg-thread-modules.mjs);
  // reuses the last build's pages when their inputs are unchanged (scripts/ssg-page-cache.mjs);
  // minifies the pages' inline scripts instead of their whole HTML (scripts/ssg-html-minifier.mjs);
  // loads the site in a generated folder of its own, renders once the bundles are written, from
  // the browser bundle (scripts/pages-step.mjs, last: its hold on static generation comes before
  // the page cache's).
  nodeFlags: [
    ...everyProcess,
    `--import=${pathToFileURL(path.join(root, 'scripts/ssg-thread-modules.mjs')).href}`,
    `--import=${pathToFileURL(path.join(root, 'scripts/ssg-page-cache.mjs')).href}`,
    `--import=${pathToFileURL(path.join(root, 'scripts/ssg-html-minifier.mjs')).href}`,
    `--import=${pathToFileURL(path.join(root, 'scripts/pages-step.mjs')).href}`,
  ],
};
const steps = [...bundleSteps, pagesStep];

/**
 * The bundle step's cache (scripts/bundle-cache.mjs): its key, computed before the step runs, or
 * undefined when it is off. The out dir is where the bundles go, not part of the key; any other
 * flag is part of it; an argument with a value other than the out dir turns the cache off.
 */
const bundleCache = (() => {
  if (process.env.DOCUSAURUS_BUNDLE_CACHE === 'false') return undefined;
  const outDirIndex = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  const separateValue = outDirIndex !== -1 && args[outDirIndex] === '--out-dir';
  const outDirArg =
    outDirIndex === -1 ? 'build' : separateValue ? args[outDirIndex + 1] : args[outDirIndex].slice('--out-dir='.length);
  // A site folder, or the value of another option: the cache does not know what it changes.
  const others = args.filter((arg, index) => !arg.startsWith('-') && !(separateValue && index === outDirIndex + 1));
  if (others.length > 0 || !outDirArg) {
    console.log(`[bundle-cache] off: arguments it does not place (${args.join(' ')})`);
    return undefined;
  }
  // Where the bundles go does not change them: `check:determinism` builds into other folders.
  const keyArgs = args.filter((arg, index) => index !== outDirIndex && !(separateValue && index === outDirIndex + 1));
  const key = bundleKey({root, args: keyArgs, env: process.env});
  if (key.off) {
    console.log(`[bundle-cache] off: ${key.off}`);
    return undefined;
  }
  return {
    ...key,
    root,
    cacheDir: path.join(root, 'node_modules/.cache/bundles'),
    outDir: path.resolve(root, outDirArg),
    generatedDir: path.join(root, bundlersDirName),
    onDiscard: (reason) => console.log(`[bundle-cache] the kept bundles were dropped: ${reason}`),
  };
})();

/**
 * Starts `docusaurus build` for `step`; `ended` settles with its exit status (or signal, or the
 * error that kept it from starting) and the seconds since it started. The pages process gets an
 * IPC channel: scripts/pages-step.mjs waits on it for the word that the bundles are written.
 */
function start(step) {
  const started = performance.now();
  const child = spawn(process.execPath, [...step.nodeFlags, docusaurus, 'build', ...args], {
    cwd: root,
    stdio: step === pagesStep ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    env: {
      ...process.env,
      DOCUSAURUS_EXIT_AFTER_BUNDLING: '',
      DOCUSAURUS_SKIP_BUNDLING: '',
      DOCUSAURUS_BUNDLE_ONLY: '',
      JITI_NATIVE_MODULES: jitiNativeModules,
      DOCUSAURUS_CONTENT_HANDOFF: 'read',
      DOCUSAURUS_CONTENT_HANDOFF_ID: contentHandoffId,
      DOCUSAURUS_CONTENT_HANDOFF_DIR: contentHandoffDir,
      ...step.env,
    },
  });
  const ended = new Promise((resolve) => {
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    child.once('error', (error) => resolve({error, seconds: seconds()}));
    child.once('exit', (status, signal) => resolve({status, signal, seconds: seconds()}));
  });
  return {child, ended};
}

/** Ends the build when a step failed: says which and how, and stops `others` still running. */
function failIfFailed(step, result, others = []) {
  if (!result.error && result.status === 0) return;
  for (const other of others) other?.child.kill();
  if (result.error) {
    console.error(`[build] could not start docusaurus build (${step.name}): ${result.error.message}`);
    process.exit(1);
  }
  const cause = result.signal ? `was stopped by ${result.signal}` : `exited with ${result.status}`;
  console.error(`[build] docusaurus build (${step.name}) ${cause} after ${result.seconds} s; the build is incomplete.`);
  process.exit(result.status || 1);
}

const pagesIndex = steps.length - 1;
/** The pages process, once started. */
let pages;
const startPages = () => {
  console.log(`\n[build ${pagesIndex + 1}/${steps.length}] pages: ${pagesStep.what}`);
  pages = start(pagesStep);
  // A pages process that fails while a bundle step runs ends the build.
  pages.ended.then((result) => failIfFailed(pagesStep, result, [running]));
};
/** The bundle step running now, if any. */
let running;

let bundlesReused = false;
/** The bundles being kept for the next build (scripts/bundle-cache.mjs), once bundled. */
let storing;
for (const [index, step] of bundleSteps.entries()) {
  if (bundlesReused) break;
  console.log(`\n[build ${index + 1}/${steps.length}] ${step.name}: ${step.what}`);
  const started = performance.now();
  if (index === 0 && bundleCache) {
    if (restoreBundles(bundleCache)) {
      bundlesReused = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[build ${index + 1}/${steps.length}] bundle: no file, package or setting the bundles are made from changed since the last build; they were reused (node_modules/.cache/bundles) in ${seconds} s. DOCUSAURUS_BUNDLE_CACHE=false bundles anyway.`,
      );
      continue;
    }
    // What an earlier bundling recorded must not pass for this one's.
    fs.rmSync(path.join(bundleCache.generatedDir, BUNDLE_INPUTS_DIR), {recursive: true, force: true});
  }
  running = start(step);
  const result = await running.ended;
  running = undefined;
  failIfFailed(step, result, [pages]);
  console.log(`[build ${index + 1}/${steps.length}] ${step.name} done in ${result.seconds} s`);
  // The bundles' files are linked into the cache before the pages step may write into their
  // folder; the rest of keeping them waits until the pages process has been told to render.
  if (index === bundleSteps.length - 1 && bundleCache) storing = beginStoringBundles(bundleCache);
}

if (!pages) startPages();
// The bundles are written (and linked into the cache): the pages process may render.
if (pages.child.connected) pages.child.send('bundles-ready');
if (storing) {
  const started = performance.now();
  const stored = storing.finish();
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    stored.stored
      ? `[bundle-cache] bundles kept for the next build with the same inputs (${took} s)`
      : `[bundle-cache] bundles not kept: ${stored.reason}`,
  );
}
const result = await pages.ended;
failIfFailed(pagesStep, result);
console.log(`[build ${pagesIndex + 1}/${steps.length}] pages done in ${result.seconds} s`);
if (bundleCache) {
  const changed = checkStoredBundles(bundleCache);
  if (changed) {
    console.log(
      `[bundle-cache] the pages step changed ${changed} in place, a file it shares with the kept bundles: they were dropped`,
    );
  }
}
