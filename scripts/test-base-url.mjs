#!/usr/bin/env node
// `npm run test:base-url`: builds the whole site under a sub-path (DOCUSAURUS_BASE_URL=
// /docusaurus/) into build-base-url/, then runs the browser tests of tests/base-url against it
// (playwright.base-url.config.ts). About one build (45 s) and 30 s of tests on 2 cores, so CI
// runs it next to `npm test` rather than inside it. Prints `N passed, N failed` last. The build
// rewrites .docusaurus/ for the sub-path: run `npm run build` again before the tests that read
// the main build (`node scripts/unit.mjs --build-output`).
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {finish, runPlaywrightSuite} from './playwright-suite.mjs';

const root = path.resolve(import.meta.dirname, '..');

function run(command, args, env = {}) {
  return spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}}).status ?? 1;
}

console.log('=== build under /docusaurus/ into build-base-url/');
if (
  run(process.execPath, ['scripts/build.mjs', '--out-dir', 'build-base-url'], {
    DOCUSAURUS_BASE_URL: '/docusaurus/',
    // Its own cold build: the sub-path build must not share (or disturb) the main build's
    // bundler cache.
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
  }) !== 0
) {
  finish(0, 1);
}

console.log('\n=== browser tests (tests/base-url)');
const {passed, failed} = await runPlaywrightSuite({
  args: ['--config', 'playwright.base-url.config.ts'],
  outputDir: path.join('test-results', 'base-url'),
});
finish(passed, failed);
