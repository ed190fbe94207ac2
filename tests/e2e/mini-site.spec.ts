// Behaviours that need a site configured differently from this one: a small fixture site
// (tests/fixtures/mini-site) is built in two variants and served on a random local port.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from './fixtures';

// Both variants build from the same fixture folder: never at the same time.
test.describe.configure({mode: 'serial'});

type Variant = 'wrong-base-url' | 'single-version';

/** Builds the fixture site in one variant and serves build/ as a plain static host. */
async function buildAndServe(variant: Variant): Promise<{origin: string; close: () => void}> {
  const siteDir = path.resolve(__dirname, '../fixtures/mini-site');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `mini-site-${variant}-`));
  const bin = path.resolve(__dirname, '../../node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [bin, 'build', siteDir, '--out-dir', outDir], {
    encoding: 'utf8',
    env: {...process.env, MINI_SITE_VARIANT: variant},
  });
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  expect(result.status, result.stderr).toBe(0);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
      response.writeHead(200, {'Content-Type': type});
      fs.createReadStream(file).pipe(response);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {origin: `http://localhost:${port}`, close: () => server.close()};
}

/**
 * Builds and serves the variant for the tests of the calling describe block, then stops the
 * server. Returns a getter: the site exists only once beforeAll has run.
 */
function servedVariant(variant: Variant): () => {origin: string; close: () => void} {
  let site: {origin: string; close: () => void} | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await buildAndServe(variant);
  });
  test.afterAll(() => site?.close());
  return () => {
    if (!site) {
      throw new Error(`the ${variant} mini site is not served yet`);
    }
    return site;
  };
}

test.describe('14. wrong baseUrl', () => {
  const site = servedVariant('wrong-base-url');

  // The site's scripts live under /wrong/ and cannot load from the root: that is the point.
  test.use({expectedConsoleError: /status of 404|Failed to load|MIME type/i});

  test('the home page shows the red banner with a suggested baseUrl', async ({page}) => {
    await page.goto(`${site().origin}/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = /wrong/');
    await expect(banner).toContainText('We suggest trying baseUrl = /');
  });
});

test.describe('a site with a single docs version', () => {
  const site = servedVariant('single-version');

  test('the version dropdown becomes a plain link', async ({page}) => {
    await page.goto(`${site().origin}/docs/intro/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Next'})).toBeVisible();
    await expect(navbar.locator('.dropdown')).toHaveCount(0);
  });

  test('2. a bar that cannot be closed has no close button', async ({page}) => {
    await page.goto(`${site().origin}/docs/intro/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByText('A bar that stays: it has no close button.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);
  });
});
