#!/usr/bin/env node
// `npm run build`: `docusaurus build` in two processes, one after the other, with the core's own
// switches (config/env.ts `buildStep`):
//   1. bundle (DOCUSAURUS_EXIT_AFTER_BUNDLING=true): loads the site, bundles it with Rspack into
//      build/ (the browser bundle, and the server bundle that renders the pages), and exits;
//   2. pages (DOCUSAURUS_SKIP_BUNDLING=true): loads the site again, renders every page from those
//      bundles (SSG), then runs postBuild (Markdown twins, social cards, search index, redirects,
//      headers) and the broken-links check.
// Why: Rspack keeps what it allocated (about 1.6 GB here) until its process ends. Its compiler
// and the JavaScript callbacks it holds refer to each other across the native boundary, so the
// garbage collector never frees them, and in one process that memory sat under the page
// rendering's worker threads and postBuild: a peak of 3.0 to 3.2 GB, against 2.2 GB for the
// bundling process and 1.4 GB for the pages process. The price is a second loading of the site
// (2 to 5 s on 2 cores). Arguments go to both processes (`npm run build -- --out-dir dist`).
// `npx docusaurus build` still builds the site in one process.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const args = process.argv.slice(2);

const steps = [
  {name: 'bundle', what: 'bundling the site', env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'}},
  {
    name: 'pages',
    what: 'rendering the pages from the bundles, then postBuild',
    env: {DOCUSAURUS_SKIP_BUNDLING: 'true'},
  },
];

for (const [index, step] of steps.entries()) {
  console.log(`\n[build ${index + 1}/${steps.length}] ${step.name}: ${step.what}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [docusaurus, 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_EXIT_AFTER_BUNDLING: '', DOCUSAURUS_SKIP_BUNDLING: '', ...step.env},
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.error) {
    console.error(`[build] could not start docusaurus build (${step.name}): ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    const cause = result.signal ? `was stopped by ${result.signal}` : `exited with ${result.status}`;
    console.error(`[build] docusaurus build (${step.name}) ${cause} after ${seconds} s; the build is incomplete.`);
    process.exit(result.status || 1);
  }
  console.log(`[build ${index + 1}/${steps.length}] ${step.name} done in ${seconds} s`);
}
