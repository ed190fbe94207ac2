#!/usr/bin/env node
// `npm run bench`: measures a cold production build (wall time, peak memory of the build's
// process tree), the bytes each kind of page loads (JS and CSS, raw and gzip) as a browser
// loads them, the first-load bytes against bench/budgets.json and the offline precache, and
// Lighthouse (mobile and desktop, median of 3), then prints them next to bench/baseline.json.
// The browser figures come from scripts/bench-browser.mjs, the first-load ones from
// scripts/bench-first-load.ts, Lighthouse from scripts/bench-lighthouse.mjs.
// `npm run bench -- --save-baseline` records the current figures as the new baseline;
// `--skip-build` measures an existing build/; `--skip-lighthouse` leaves Lighthouse out.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

async function coldBuild() {
  fs.rmSync('.docusaurus', {recursive: true, force: true});
  fs.rmSync('node_modules/.cache', {recursive: true, force: true});
  fs.rmSync('build', {recursive: true, force: true});
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) {
    throw new Error(`docusaurus build exited with ${code}`);
  }
  return {seconds: (performance.now() - started) / 1000, peakMemoryMB: peak / 1024 / 1024};
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

const result = {date: new Date().toISOString()};
if (!args.has('--skip-build')) {
  console.log('Cold build (caches cleared)...');
  Object.assign(result, await coldBuild());
}
result.pages = countPages('build');
// JS and CSS per page kind and a first search, as a browser loads them.
const browserRun = spawnSync(process.execPath, ['scripts/bench-browser.mjs', JSON.stringify(PAGE_KINDS)], {
  stdio: 'inherit',
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
if (!args.has('--skip-lighthouse')) {
  const lighthouseRun = spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], {stdio: 'inherit'});
  if (lighthouseRun.status !== 0) {
    throw new Error('scripts/bench-lighthouse.mjs failed');
  }
  result.lighthouse = JSON.parse(fs.readFileSync('.bench/lighthouse.json', 'utf8'));
}

const baseline = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')) : undefined;
console.log(`\nBenchmark ${result.date}${baseline ? ` (baseline ${baseline.date})` : ' (no baseline yet)'}`);
if (result.seconds !== undefined) {
  console.log(`build time   ${result.seconds.toFixed(1)} s${delta(result.seconds, baseline?.seconds, ' s')}`);
  console.log(
    `peak memory  ${result.peakMemoryMB.toFixed(0)} MB${delta(result.peakMemoryMB, baseline?.peakMemoryMB, ' MB')}`,
  );
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
if (args.has('--save-baseline')) {
  fs.mkdirSync(path.dirname(BASELINE), {recursive: true});
  fs.writeFileSync(BASELINE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nSaved as the new baseline in ${BASELINE}.`);
}
