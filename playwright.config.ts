import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {findChromium} from './tests/support/browser';

/**
 * The port of the test server: E2E_PORT when set (the run fails, saying so, if something
 * already listens there), else a port the system reports free. The main process picks it and
 * stores it in E2E_PORT, which the worker processes inherit, so that every process of the run
 * talks to the same server. A server left over from another run is never reused: it could
 * serve another checkout's build.
 */
function testPort(): number {
  if (!process.env.E2E_PORT) {
    const script =
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
    process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}).trim();
  }
  return Number(process.env.E2E_PORT);
}

const port = testPort();
// Separate runs (several maintainers' checkouts, parallel jobs) can keep separate results.
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';

/**
 * Browser tests against the production build (`npm run build` first), served the way a
 * static host serves it. Chromium comes from the system when Playwright cannot download
 * its own (see tests/support/browser.ts).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  expect: {timeout: 7_500},
  outputDir,
  reporter: [['list'], ['json', {outputFile: `${outputDir}/e2e-results.json`}]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The PWA service worker would cache pages between tests; tests that need it opt in.
    serviceWorkers: 'block',
    // Tracing records DOM snapshots and a screencast of every action, for every test, to keep
    // only the failures': three spec files (56 tests, 2 cores) took 101 s with
    // 'retain-on-failure', 91 s without its screenshots, 79 s with no trace. A failed test is
    // traced when it runs again: CI retries once, and locally `--trace on` (or `--retries 1`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve-build.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
