import {defineConfig} from '@playwright/test';
import config from './playwright.config';

/**
 * The development server's inner loop (scripts/test-dev.mjs, `npm run test:dev`): `npm start`'s
 * `docusaurus start` (scripts/start.mjs), with the tests of tests/dev editing content files and
 * reading the open page. One worker: the edits would otherwise reach each other's pages. Same
 * browser settings as playwright.config.ts.
 */
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  ...config,
  testDir: './tests/dev',
  fullyParallel: false,
  workers: 1,
  use: {...config.use, baseURL: `http://localhost:${port}`},
  webServer: {
    command: `node scripts/start.mjs --no-open --port ${port}`,
    url: `http://localhost:${port}/`,
    env: {BROWSER: 'none', NO_UPDATE_NOTIFIER: '1'},
    reuseExistingServer: false,
    // A first start with an empty development cache bundles the whole site: about a minute on
    // 2 cores.
    timeout: 300_000,
  },
});
