import {defineConfig} from '@playwright/test';
import config from './playwright.config';

/**
 * The site built under a sub-path (scripts/test-base-url.mjs builds it into build-base-url/ with
 * DOCUSAURUS_BASE_URL=/docusaurus/) and served there, as a host serves a project site: the
 * tests of tests/base-url check that nothing escapes the sub-path. Same browser and server
 * settings as playwright.config.ts.
 */
export const BASE_PATH = '/docusaurus/';
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  ...config,
  testDir: './tests/base-url',
  use: {...config.use, baseURL: `http://localhost:${port}${BASE_PATH}`},
  webServer: {
    command: `node scripts/serve-build.mjs --port ${port} --dir build-base-url --base ${BASE_PATH}`,
    url: `http://localhost:${port}${BASE_PATH}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
