#!/usr/bin/env node
// `npm test`: everything a change must pass, with one summary line at the end. Steps: the
// TypeScript check, the content lint and lint, side by side with the unit tests (see the lanes
// below); then the production build and the browser tests.
// Each check step counts as one test; unit and browser tests count one per test case.
// The last line is `N passed, N failed` (CI reads it). A failed step does not stop the
// later ones unless they need its output (browser tests need the build).
//
// `--quick` (`npm run test:quick`, the inner loop): typecheck, lint, content lint and the unit
// tests that build nothing; no build, no browser.
// Before the browser tests, the runner makes sure there is a Chromium to drive
// (scripts/ensure-chromium.mjs) and picks a free port for the server (playwright.config.ts).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {ensureChromium} from './ensure-chromium.mjs';

const quick = process.argv.includes('--quick');
const onlySteps = quick
  ? ['typecheck', 'lint', 'content', 'unit']
  : process.env.TEST_STEPS?.split(',').map((step) => step.trim());

/**
 * Runs a command (under a `=== header` line when given) and resolves with its exit code and
 * output. The output streams as it comes, or, with `buffered` (a step that runs beside another),
 * is printed with its header in one block when the command ends, so that two steps' lines never
 * interleave.
 */
function run(command, args, {env, header, buffered = false} = {}) {
  if (header && !buffered) console.log(`\n=== ${header}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!buffered) target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n=== ${header}\n${output}`);
      resolve({code: code ?? 1, output});
    });
  });
}

const testStarted = Date.now();
const results = [];
/** A step's wall time, for the summary. */
const since = (started) => `${((Date.now() - started) / 1000).toFixed(0)} s`;
function record(step, passed, failed, note = '') {
  results.push({step, passed, failed, note});
}
/** The summary lists the steps in this order, whichever ended first. */
const STEP_ORDER = ['typecheck', 'lint', 'content', 'unit', 'build', 'unit:build', 'e2e'];

async function checkStep(step, command, args, options) {
  if (onlySteps && !onlySteps.includes(step)) {
    return true;
  }
  const started = Date.now();
  const {code} = await run(command, args, {...options, header: `${step}: ${command} ${args.join(' ')}`});
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, since(started));
  return code === 0;
}

/** Runs scripts/unit.mjs and counts its test cases from the TAP summary. */
async function unitStep(step, args, {buffered = false} = {}) {
  if (onlySteps && !onlySteps.includes('unit')) {
    return;
  }
  const started = Date.now();
  const {code, output} = await run('node', ['scripts/unit.mjs', ...args], {
    buffered,
    header: `${step}: node --import tsx --test ${args.join(' ')}`,
  });
  const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  record(step, passed, code !== 0 && failed === 0 ? 1 : failed, since(started));
}

// The static checks and the unit tests need nothing from each other: they run side by side, each
// step's output printed in one block when it ends. Lane 1: the TypeScript check, then the content
// lint; ESLint then Prettier (the `lint` step); the unit tests, in two processes of their own.
// In the quick loop the lint step has a lane of its own: each check is one thread, and with lint
// queued behind the first lane to end, a new checkout's first quick loop (no caches, without the
// docs options file) took 56 s, the last 14 s of it ESLint then Prettier alone on one of the 2
// cores; 45 s in three lanes. In `npm test` the unit step (throwaway sites included, 2 to 3 min)
// outlasts the checks anyway, so lint follows the content lint in lane 1 and leaves the unit
// tests the second core, as before the quick loop's change: `npm test` on a fresh clone ran its
// checks and unit tests in 173 s with lint in a lane of its own (CI, 3 December evening, a slow
// machine), against 149 s with lint in lane 1 that afternoon (not side by side).
// The TypeScript check, ESLint and Prettier keep caches in node_modules/.cache (package.json), so
// a repeated run checks only what changed.
/** ESLint then Prettier (`npm run lint`). */
const lintStep = () => checkStep('lint', 'npm', ['run', '--silent', 'lint'], {buffered: true});
await Promise.all([
  (async () => {
    await checkStep('typecheck', 'npm', ['run', '--silent', 'typecheck'], {buffered: true});
    await checkStep('content', 'npm', ['run', '--silent', 'check:content'], {buffered: true});
    if (!quick) await lintStep();
  })(),
  quick && lintStep(),
  unitStep('unit', quick ? ['--quick'] : [], {buffered: true}),
]);

const wantsBuild = !onlySteps || onlySteps.includes('build');
const built = wantsBuild && (await checkStep('build', 'npm', ['run', '--silent', 'build']));

// Unit tests that read the build output (feeds), once the build exists.
if (built) {
  await unitStep('unit:build', ['--build-output']);
}

if (!onlySteps || onlySteps.includes('e2e')) {
  if (!built && !fs.existsSync('build/index.html')) {
    record('e2e', 0, 1, 'skipped: no build');
  } else {
    console.log('\n=== e2e: playwright test');
    const started = Date.now();
    const browser = await ensureChromium();
    if (!browser.ok) {
      record('e2e', 0, 1, browser.message);
      printSummary();
    }
    console.log(browser.message);
    const {code} = await run('npx', ['playwright', 'test'], {env: browser.env});
    let passed = 0;
    let failed = 0;
    try {
      const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
      const report = JSON.parse(fs.readFileSync(`${outputDir}/e2e-results.json`, 'utf8'));
      passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      failed = report.stats?.unexpected ?? 0;
    } catch {
      failed = 1;
    }
    record('e2e', passed, code !== 0 && failed === 0 ? 1 : failed, since(started));
  }
}

printSummary();

function printSummary() {
  console.log('\n=== summary');
  results.sort((a, b) => STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step));
  for (const {step, passed, failed, note} of results) {
    console.log(
      `${step.padEnd(10)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${note}`,
    );
  }
  const totalPassed = results.reduce((sum, result) => sum + result.passed, 0);
  const totalFailed = results.reduce((sum, result) => sum + result.failed, 0);
  const seconds = Math.round((Date.now() - testStarted) / 1000);
  console.log(`(${Math.floor(seconds / 60)} min ${seconds % 60} s in all)`);
  console.log(`${totalPassed} passed, ${totalFailed} failed`);
  process.exit(totalFailed > 0 ? 1 : 0);
}
