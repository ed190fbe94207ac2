// Runs one Playwright suite outside `npm test` (the sub-path tests, the whole-site sweep) the way
// CI reads it: gets a Chromium first (scripts/ensure-chromium.mjs), runs the suite with its JSON
// report in its own output folder, prints `N passed, N failed` last and exits 1 on any failure.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ensureChromium} from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Prints the summary line CI reads and exits with the suite's status. */
export function finish(passed, failed) {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

/**
 * Runs `npx playwright test ...args` with `env` and E2E_OUTPUT_DIR=outputDir (a path relative to
 * the project) and returns the report's counts (flaky tests count as passed).
 */
export async function runPlaywrightSuite({args, env = {}, outputDir}) {
  const browser = await ensureChromium();
  console.log(browser.message);
  if (!browser.ok) finish(0, 1);
  spawnSync('npx', ['playwright', 'test', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...browser.env, ...env, E2E_OUTPUT_DIR: outputDir},
  });
  const resultsFile = path.join(root, outputDir, 'e2e-results.json');
  if (!fs.existsSync(resultsFile)) finish(0, 1);
  const {stats} = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, minutes: stats.duration / 60_000};
}
