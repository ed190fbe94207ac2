#!/usr/bin/env node
// `npm run test:sweep`: the whole-site sweep (tests/e2e/sweep.spec.ts) over every built route,
// against the existing build/ (run `npm run build` first). `npm test` runs the same spec on one
// route per page kind; this runs all of them (about 590 routes, two page loads and two axe passes
// each: 20 to 32 minutes on 2 cores), so CI runs it after `npm test`. SWEEP_PATH=/docs/x/ or
// SWEEP_SECTION=/blog/ narrow it. Prints `N passed, N failed` last.
import fs from 'node:fs';
import path from 'node:path';
import {finish, runPlaywrightSuite} from './playwright-suite.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(root, 'build', 'sitemap.xml'))) {
  console.log('test-sweep: build/ has no sitemap.xml: run `npm run build` first');
  finish(0, 1);
}
const {passed, failed, minutes} = await runPlaywrightSuite({
  args: ['tests/e2e/sweep.spec.ts'],
  env: {SWEEP: process.env.SWEEP ?? 'all'},
  outputDir: path.join('test-results', 'sweep'),
});
console.log(`\nsweep: ${passed + failed} tests in ${minutes.toFixed(1)} min`);
finish(passed, failed);
