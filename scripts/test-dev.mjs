#!/usr/bin/env node
// `npm run test:dev`: the development server's inner loop (tests/dev, playwright.dev.config.ts):
// starts the dev server as `npm start` does (scripts/start.mjs), saves content files and checks
// that the open page shows the change without a reload; the files are put back after each test.
// About a minute for the first start with an empty development cache on 2 cores, then a few
// seconds a test, so CI runs it next to `npm test` rather than inside it. Prints `N passed, N
// failed` last.
import path from 'node:path';
import {finish, runPlaywrightSuite} from './playwright-suite.mjs';

const {passed, failed} = await runPlaywrightSuite({
  args: ['--config', 'playwright.dev.config.ts'],
  outputDir: path.join('test-results', 'dev'),
});
finish(passed, failed);
