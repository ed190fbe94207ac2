#!/usr/bin/env node
// `npm run bench`: measures the machine's speed (scripts/bench-calibrate.mjs), production builds
// (cold with every cache cleared, then warm with the caches the cold one left: wall time, CPU
// time and peak memory of the build's process tree) with Docusaurus Faster and, side by side,
// with webpack and Babel, plus a cold `build:fast`; the dev loop (scripts/bench-dev.mjs: `start` and `start:fast` to a first page,
// an edited doc to the browser); the bytes each kind of page loads (JS and CSS, raw and gzip) as a browser
// loads them, the first-load bytes against bench/budgets.json and the offline precache, and
// Lighthouse (mobile and desktop, median of 3), then prints them next to bench/baseline.json.
// The browser figures come from scripts/bench-browser.mjs, the first-load ones from
// scripts/bench-first-load.ts, Lighthouse from scripts/bench-lighthouse.mjs.
// `npm run bench -- --save-baseline` records the current figures as the new baseline;
// `--skip-build` measures an existing build/; `--skip-webpack` leaves the webpack builds out,
// `--skip-one-process` the builds made as a plain `docusaurus build` (one process, for comparison
// with `npm run build`'s two), `--skip-dev` the dev loop, `--skip-lighthouse` Lighthouse. The
// builds "bundles together" are `npm run build` with both bundles, the server bundle too, built in
// one process and the pages rendered from the server bundle (DOCUSAURUS_SPLIT_BUNDLING=false),
// beside the default, which builds the browser bundle alone and renders the pages from it.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ensureChromium, ensureFullChromium, fullChromium} from './ensure-chromium.mjs';

const args = new Set(process.argv.slice(2));
const BASELINE = 'bench/baseline.json';
const LATEST = '.bench/latest.json';

/** One representative page per page kind. */
const PAGE_KINDS = {
  home: '/',
  'doc page': '/docs/installation/',
  'docs category index': '/docs/category/guides/',
  'versioned doc': '/docs/3.1.1/installation/',
  'blog list': '/blog/',
  'blog post': '/blog/releases/3.2/',
  'blog tag': '/blog/tags/release/',
  'changelog list': '/changelog/',
  'changelog entry': '/changelog/3.2.0/',
  showcase: '/showcase/',
  versions: '/versions/',
  'search page': '/search/',
  'not found': '/404.html',
};

/** Sum of the resident memory of a process and its descendants, from /proc. */
function treeRss(rootPid) {
  let total = 0;
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // Gone already.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The temporary folder the builds run with (TMPDIR). jiti, which Docusaurus loads the config and
 * the site's TypeScript with, keeps what it compiled in the system's temporary folder, keyed by
 * the file's path, so that only the first build of a checkout compiles: a cold build gets a new,
 * empty one, as a fresh clone would, and the warm builds after it keep it. (`npm run build`
 * compiles with esbuild into node_modules/.cache instead, scripts/jiti-esbuild.mjs; `docusaurus
 * build` in one process still uses jiti's own.)
 */
let buildTmpdir = os.tmpdir();

/**
 * Where the builds' outputs and caches go instead of being deleted, until the bench ends. On a
 * filesystem without a journal (ext4 as these machines mount it) the kernel does not reuse an
 * inode deleted in the last minute or more (ext4's `recently_deleted()`), and skips over each such
 * one, looking it up, every time it allocates an inode for a new file. A cold build made right
 * after `rm -rf` of the last build's 11,000 files spent about 1.9 s more CPU creating its own
 * (session 44, `perf`: 2.9 % of the samples in ext4's inode allocation, against 0.2 % on a fresh
 * clone). Folders moved aside free nothing, so each build starts as on a fresh clone, which is how
 * the issue measured its figures.
 */
const TRASH = path.join('.bench', 'trash');
/** This run's prefix in TRASH, which may still hold the folders of a run that failed. */
const RUN = Date.now().toString(36);
let trashed = 0;

/** Moves a build's folder out of the way (see TRASH); the bench deletes them all when it ends. */
function moveAside(folder) {
  if (!fs.existsSync(folder)) return;
  fs.mkdirSync(TRASH, {recursive: true});
  fs.renameSync(folder, path.join(TRASH, `${RUN}-${++trashed}-${path.basename(folder)}`));
}

/** Empties TRASH (a failed run's folders too): at the end of the bench, where no measurement follows. */
function emptyTrash() {
  fs.rmSync(TRASH, {recursive: true, force: true});
}

/**
 * One production build: wall time, CPU time of the whole process tree (user + system, from
 * /usr/bin/time, which counts every descendant) and the peak of its summed resident memory
 * (sampled every 250 ms). `cold` clears the build caches first, jiti's included (moved aside,
 * see TRASH).
 */
async function build({cold, env = {}, oneProcess = false}) {
  if (cold) {
    moveAside('.docusaurus');
    moveAside('node_modules/.cache');
    moveAside(path.join('.bench', 'tmp'));
    buildTmpdir = path.resolve('.bench', 'tmp');
    fs.mkdirSync(buildTmpdir, {recursive: true});
  }
  moveAside('build');
  const timeFile = path.join('.bench', 'build-time.txt');
  fs.mkdirSync('.bench', {recursive: true});
  const hasTime = fs.existsSync('/usr/bin/time');
  // As `npm run build` does (scripts/build.mjs: the browser bundle, then the pages, in two processes), or
  // `docusaurus build` in one process, for comparison.
  const buildCommand = oneProcess ? ['npx', 'docusaurus', 'build'] : [process.execPath, 'scripts/build.mjs'];
  const command = hasTime
    ? ['/usr/bin/time', ['-f', '%U %S', '-o', timeFile, ...buildCommand]]
    : [buildCommand[0], buildCommand.slice(1)];
  const started = performance.now();
  const child = spawn(command[0], command[1], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, TMPDIR: buildTmpdir, ...env},
  });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) {
    throw new Error(`${buildCommand.join(' ')} (${JSON.stringify(env)}) exited with ${code}`);
  }
  const [user, system] = hasTime ? fs.readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number) : [NaN, NaN];
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: user + system,
    peakMemoryMB: peak / 1024 / 1024,
  };
}

/** The build matrix; the last build made is Faster's warm one, which the page figures read. */
async function buildMatrix() {
  const builds = {};
  const run = async (name, options) => {
    console.log(`Build: ${name}...`);
    builds[name] = await build(options);
    const {seconds, cpuSeconds, peakMemoryMB} = builds[name];
    console.log(`  ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU, peak ${peakMemoryMB.toFixed(0)} MB`);
  };
  // The webpack builds bundle and render every page (DOCUSAURUS_BUNDLE_CACHE=false,
  // DOCUSAURUS_SSG_CACHE=false): their warm build is compared with Faster's warm build that does
  // the same, so that the ratio is the bundlers'.
  const everything = {DOCUSAURUS_BUNDLE_CACHE: 'false', DOCUSAURUS_SSG_CACHE: 'false'};
  if (!args.has('--skip-webpack')) {
    await run('webpack cold', {cold: true, env: {DOCUSAURUS_FASTER: 'false', ...everything}});
    await run('webpack warm', {cold: false, env: {DOCUSAURUS_FASTER: 'false', ...everything}});
  }
  await run('build:fast cold', {cold: true, env: {DOCUSAURUS_FAST: 'true'}});
  if (!args.has('--skip-one-process')) {
    await run('1 process cold', {cold: true, oneProcess: true});
    await run('1 process warm', {cold: false, oneProcess: true});
  }
  // `npm run build` with a server bundle, as Docusaurus builds one, side by side (scripts/build.mjs).
  const together = {DOCUSAURUS_SPLIT_BUNDLING: 'false'};
  await run('Faster cold, bundles together', {cold: true, env: together});
  await run('Faster cold', {cold: true});
  // `npm run build` again on the same tree: the bundles come from the bundle cache
  // (scripts/bundle-cache.mjs) and the pages from the SSG page cache (scripts/ssg-page-cache.mjs),
  // as they do for a maintainer.
  await run('Faster warm', {cold: false});
  // The same with the bundler run again (from its persistent cache): the warm build of the
  // benches before the bundle cache.
  await run('Faster warm, bundled', {cold: false, env: {DOCUSAURUS_BUNDLE_CACHE: 'false'}});
  await run('Faster warm, bundled together', {cold: false, env: {DOCUSAURUS_BUNDLE_CACHE: 'false', ...together}});
  // Bundled and every page rendered, as after an edit, and as the webpack builds above.
  await run('Faster warm, SSG', {cold: false, env: everything});
  return builds;
}

function countPages(dir) {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages += countPages(full);
    else if (entry.name === 'index.html') pages += 1;
  }
  return pages;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const delta = (now, before, unit = '') =>
  before === undefined ? '' : ` (${now >= before ? '+' : ''}${(now - before).toFixed(1)}${unit})`;

/** The machine's speed now (scripts/bench-calibrate.mjs): seconds of a fixed MDX workload. */
function calibrate() {
  const run = spawnSync(process.execPath, ['scripts/bench-calibrate.mjs'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) {
    throw new Error('scripts/bench-calibrate.mjs failed');
  }
  return JSON.parse(run.stdout).seconds;
}

const result = {date: new Date().toISOString()};
if (!args.has('--skip-build')) {
  // Before and after the builds, which take a while on a machine whose speed drifts.
  result.calibration = {before: calibrate()};
  result.builds = await buildMatrix();
  result.calibration.after = calibrate();
  // The headline figures (and the baseline's) are the cold Faster build's.
  Object.assign(result, result.builds['Faster cold']);
}
result.pages = countPages('build');
// The browser steps measure pages in the full Chromium, as the baseline was, installed as root on
// Debian when missing (a machine set up by `npm test` alone has Debian's headless shell only).
// Where it cannot be had, in the browser that `npm test` finds or installs, said here, since page
// timings differ between the two; Lighthouse then runs in that browser too.
const browserEnv = {...process.env};
const full = ensureFullChromium();
console.log(`bench: ${full.message}`);
if (!full.path) {
  const browser = await ensureChromium();
  if (!browser.ok) {
    throw new Error(`bench: ${browser.message}`);
  }
  Object.assign(browserEnv, browser.env);
  console.log(`bench: no full Chromium here; the pages are measured in ${browser.message.replace(/^browser: /, '')}`);
}
result.browser = fullChromium() ?? browserEnv.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "Playwright's Chromium";
// JS and CSS per page kind and a first search, as a browser loads them.
const browserRun = spawnSync(process.execPath, ['scripts/bench-browser.mjs', JSON.stringify(PAGE_KINDS)], {
  stdio: 'inherit',
  env: browserEnv,
});
if (browserRun.status !== 0) {
  throw new Error('scripts/bench-browser.mjs failed');
}
const browserResult = JSON.parse(fs.readFileSync('.bench/browser.json', 'utf8'));
result.pageKinds = browserResult.pageKinds;
result.search = browserResult.search;

// First-load bytes (what a page loads to hydrate, no prefetches) and the offline precache.
const firstLoadRun = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-first-load.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (firstLoadRun.status !== 0) {
  throw new Error('scripts/bench-first-load.ts failed');
}
Object.assign(result, {firstLoad: JSON.parse(firstLoadRun.stdout)});
// The dev server rewrites .docusaurus/, which the page figures above read: it runs last.
if (!args.has('--skip-dev')) {
  result.dev = {};
  // `npm start` with its caches as the builds left them (none of its own), then again with the
  // caches that run left; then `start:fast`.
  for (const [flags, file] of [
    [[], 'dev'],
    [['--again'], 'dev-again'],
    [['--fast'], 'dev-fast'],
  ]) {
    const devRun = spawnSync(process.execPath, ['scripts/bench-dev.mjs', ...flags], {
      stdio: 'inherit',
      env: browserEnv,
    });
    if (devRun.status !== 0) {
      throw new Error(`scripts/bench-dev.mjs ${flags.join(' ')} failed`);
    }
    const dev = JSON.parse(fs.readFileSync(`.bench/${file}.json`, 'utf8'));
    result.dev[dev.mode] = dev;
  }
}
if (!args.has('--skip-lighthouse')) {
  const lighthouseRun = spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], {
    stdio: 'inherit',
    env: {
      ...browserEnv,
      CHROME_PATH: process.env.CHROME_PATH ?? full.path ?? browserEnv.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    },
  });
  if (lighthouseRun.status !== 0) {
    throw new Error('scripts/bench-lighthouse.mjs failed');
  }
  result.lighthouse = JSON.parse(fs.readFileSync('.bench/lighthouse.json', 'utf8'));
}

const baseline = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')) : undefined;
console.log(`\nBenchmark ${result.date}${baseline ? ` (baseline ${baseline.date})` : ' (no baseline yet)'}`);
if (result.calibration) {
  const before = baseline?.calibration;
  console.log(
    `\nmachine speed (scripts/bench-calibrate.mjs, lower is quicker): ${result.calibration.before} s before the builds, ${result.calibration.after} s after${before ? ` (baseline: ${before.before} and ${before.after} s)` : ''}`,
  );
}
if (result.builds) {
  console.log(`\n${'build'.padEnd(30)} wall       CPU        peak RSS   (baseline: wall, peak)`);
  for (const [name, figures] of Object.entries(result.builds)) {
    const before = baseline?.builds?.[name];
    console.log(
      `${name.padEnd(30)} ${`${figures.seconds.toFixed(1)} s`.padEnd(10)} ${`${figures.cpuSeconds.toFixed(1)} s`.padEnd(10)} ${`${figures.peakMemoryMB.toFixed(0)} MB`.padEnd(10)} ${before ? `${delta(figures.seconds, before.seconds, ' s')} ${delta(figures.peakMemoryMB, before.peakMemoryMB, ' MB')}` : ''}`,
    );
  }
  const faster = result.builds['Faster cold'];
  const webpack = result.builds['webpack cold'];
  if (faster && webpack) {
    // Warm, both render every page; older results have no 'Faster warm, SSG' row.
    const fasterWarm = result.builds['Faster warm, SSG'] ?? result.builds['Faster warm'];
    const webpackWarm = result.builds['webpack warm'];
    console.log(
      `webpack / Faster: cold ${(webpack.seconds / faster.seconds).toFixed(2)}x the time, ${(webpack.cpuSeconds / faster.cpuSeconds).toFixed(2)}x the CPU, ${(webpack.peakMemoryMB / faster.peakMemoryMB).toFixed(2)}x the memory; warm (every page rendered) ${(webpackWarm.seconds / fasterWarm.seconds).toFixed(2)}x the time, ${(webpackWarm.cpuSeconds / fasterWarm.cpuSeconds).toFixed(2)}x the CPU, ${(webpackWarm.peakMemoryMB / fasterWarm.peakMemoryMB).toFixed(2)}x the memory`,
    );
  }
}
if (result.dev) {
  for (const dev of Object.values(result.dev)) {
    console.log(
      `dev loop (${dev.mode}): first doc page ${dev.startSeconds.toFixed(1)} s, edited doc shown ${dev.editSeconds.toFixed(1)} s`,
    );
  }
}
console.log(`pages        ${result.pages}${delta(result.pages, baseline?.pages)}`);
console.log('\npage kind              JS (gzip)              CSS (gzip)            HTML');
for (const [kind, bytes] of Object.entries(result.pageKinds)) {
  const before = baseline?.pageKinds?.[kind];
  const js = `${kb(bytes.js)} (${kb(bytes.jsGzip)})${before ? delta(bytes.jsGzip / 1024, before.jsGzip / 1024, ' KB') : ''}`;
  const css = `${kb(bytes.css)} (${kb(bytes.cssGzip)})`;
  console.log(`${kind.padEnd(22)} ${js.padEnd(30)} ${css.padEnd(22)} ${kb(bytes.html)}`);
}

const search = result.search;
const searchBefore = baseline?.search;
console.log(
  `\nsearch: a first query downloads ${kb(search.firstQueryGzipBytes)} compressed (${kb(search.firstQueryBytes)} raw) in ${search.requests} requests${searchBefore ? delta(search.firstQueryGzipBytes / 1024, searchBefore.firstQueryGzipBytes / 1024, ' KB') : ''}; index on disk ${(search.indexBytesOnDisk / 1024 / 1024).toFixed(2)} MB in ${search.indexFiles} files`,
);
console.log('\nfirst load (gzip, no prefetches)   JS / budget (goal)        CSS     HTML');
for (const [kind, figures] of Object.entries(result.firstLoad.pages)) {
  const goal = figures.goal?.js ? ` (goal ${figures.goal.js})` : '';
  console.log(
    `${kind.padEnd(34)} ${`${kb(figures.jsGzip)} / ${figures.budget.js}${goal}`.padEnd(26)}${kb(figures.cssGzip).padEnd(8)}${kb(figures.htmlGzip)}`,
  );
}
const {precache} = result.firstLoad;
const precacheBefore = baseline?.firstLoad?.precache;
console.log(
  `\noffline precache: ${precache.files} files, ${(precache.bytes / 1e6).toFixed(1)} MB${precacheBefore ? delta(precache.bytes / 1e6, precacheBefore.bytes / 1e6, ' MB') : ''}`,
);
fs.mkdirSync(path.dirname(LATEST), {recursive: true});
fs.writeFileSync(LATEST, JSON.stringify(result, null, 2));
emptyTrash();
if (args.has('--save-baseline')) {
  fs.mkdirSync(path.dirname(BASELINE), {recursive: true});
  fs.writeFileSync(BASELINE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nSaved as the new baseline in ${BASELINE}.`);
}
