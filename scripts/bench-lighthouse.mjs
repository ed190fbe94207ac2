#!/usr/bin/env node
// Part of `npm run bench` (and on its own: `node scripts/bench-lighthouse.mjs`): Lighthouse's
// mobile and desktop presets, 3 runs each, on one page of each kind, served by
// `docusaurus serve` exactly as `npm run serve` serves build/. Prints the median of the four
// category scores and of FCP, LCP, TBT and CLS per page and preset, and writes them with
// every run to .bench/lighthouse.json. Scores are timings: they vary between runs on a busy
// 2-core machine, which is why this is a benchmark and never a test.
//
// Options: --runs N (default 3), --preset mobile|desktop (default both),
// --pages home,doc (keys of PAGES below, default all), --port N (default 4310),
// --dir DIR (the build to serve, default build), --save-reports DIR (each full report as JSON),
// --baseline-dir DIR (a second build, e.g. of an earlier commit, served on the next port and
// measured run for run with the first, interleaved, and printed side by side).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** The page kinds the reader-speed issue names, one representative page each. */
export const PAGES = {
  home: '/',
  doc: '/docs/installation/',
  'docs category': '/docs/category/guides/',
  'blog post': '/blog/releases/3.0/',
  'changelog entry': '/changelog/3.0.0/',
  showcase: '/showcase/',
  search: '/search/',
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const runs = Number(option('runs', 3));
const presets = option('preset', 'mobile,desktop').split(',');
const pageKeys = option('pages', Object.keys(PAGES).join(',')).split(',');
const port = Number(option('port', 4310));
const buildDir = option('dir', 'build');
const baselineDir = option('baseline-dir', undefined);
const reportsDir = option('save-reports', undefined);
const chromePath = process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';

for (const key of pageKeys) {
  if (!(key in PAGES)) {
    console.error(`bench-lighthouse: unknown page "${key}"; known: ${Object.keys(PAGES).join(', ')}`);
    process.exit(2);
  }
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`bench-lighthouse: ${buildDir}/ has no index.html; run "npm run build" first.`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(`bench-lighthouse: no Chromium at ${chromePath}; set CHROME_PATH.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function waitForServer(url, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) {
      throw new Error(`docusaurus serve exited with ${server.exitCode}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`docusaurus serve did not answer at ${url}`);
}

async function runLighthouse(url, preset, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES};
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportsDir) {
      fs.mkdirSync(reportsDir, {recursive: true});
      fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    }
    const run = {};
    for (const category of CATEGORIES) run[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    for (const [name, audit] of Object.entries(METRICS)) run[name] = lhr.audits[audit]?.numericValue ?? NaN;
    return run;
  } finally {
    await chrome.kill();
  }
}

/** The builds measured: this one, and the baseline when asked for, each on its own port. */
const sites = [{name: 'this build', dir: buildDir, port}];
if (baselineDir) sites.push({name: 'baseline', dir: baselineDir, port: port + 1});
const servers = sites.map((site) =>
  spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', String(site.port), '--dir', site.dir], {
    stdio: 'ignore',
    detached: true,
  }),
);
const results = {
  date: new Date().toISOString(),
  runs,
  pages: {},
  baseline: baselineDir ? {dir: baselineDir, pages: {}} : undefined,
};
try {
  await Promise.all(sites.map((site, index) => waitForServer(`http://localhost:${site.port}/`, servers[index])));
  // Runs of different pages (and of the two builds) are interleaved, so that a noisy minute on
  // the machine spreads over all of them instead of spoiling one.
  for (let run = 0; run < runs; run += 1) {
    for (const preset of presets) {
      for (const key of pageKeys) {
        for (const site of sites) {
          const url = `http://localhost:${site.port}${PAGES[key]}`;
          const reportName = `${site === sites[0] ? '' : 'baseline-'}${preset}-${key.replace(/\W+/g, '-')}-${run + 1}`;
          const measured = await runLighthouse(url, preset, reportName);
          const target = site === sites[0] ? results.pages : results.baseline.pages;
          ((target[key] ??= {})[preset] ??= []).push(measured);
          process.stderr.write(`  ${site.name}: ${preset} ${key} run ${run + 1}: perf ${measured.performance}\n`);
        }
      }
    }
  }
} finally {
  for (const server of servers) process.kill(-server.pid);
}

const format = {
  FCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
};
function summary(list) {
  const scores = CATEGORIES.map((category) => median(list.map((run) => run[category])));
  const metrics = Object.keys(METRICS).map((name) => format[name](median(list.map((run) => run[name]))));
  const each = list.map((run) => run.performance).join(',');
  return `${String(scores[0]).padStart(3)} [${each}] / ${scores.slice(1).join(' / ')}   ${metrics.join('  ')}`;
}
console.log(`\nLighthouse medians of ${runs} runs (perf [each run] / a11y / best practices / SEO; FCP, LCP, TBT, CLS)`);
for (const preset of presets) {
  console.log(`\n${preset}`);
  for (const key of pageKeys) {
    console.log(`  ${key.padEnd(16)} ${summary(results.pages[key][preset])}`);
    if (results.baseline) console.log(`  ${'  baseline'.padEnd(16)} ${summary(results.baseline.pages[key][preset])}`);
  }
}
fs.mkdirSync('.bench', {recursive: true});
fs.writeFileSync(path.join('.bench', 'lighthouse.json'), JSON.stringify(results, null, 2));
