// The whole site built under a sub-path, as a project site is hosted (DOCUSAURUS_BASE_URL=
// /docusaurus/, served by scripts/serve-build.mjs --base): pages, assets, search, feeds,
// redirects, the hosting headers and the service worker all stay under it. Run by
// `npm run test:base-url` (scripts/test-base-url.mjs builds build-base-url/ first).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, waitForHydration} from '../e2e/fixtures';
import {freePort, siteDir, startServer, stopServer} from '../support/servers';
import {BASE_PATH} from '../../playwright.base-url.config';

const buildDir = path.join(siteDir, 'build-base-url');

/** Every request the page makes, to check that none leaves the sub-path. */
function recordRequests(page: import('@playwright/test').Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) urls.push(request.url());
  });
  return urls;
}

test('the home page and its assets load from the sub-path only', async ({page, baseURL}) => {
  const requests = recordRequests(page);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await gotoHydrated(page, '');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://docusaurus.io${BASE_PATH}`);
  expect(requests.length).toBeGreaterThan(5);
  expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  expect(failed).toEqual([]);
});

test('links and client-side navigation stay under the sub-path', async ({page}) => {
  await gotoHydrated(page, '');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => !href!.startsWith(BASE_PATH))).toEqual([]);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}docs/`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('search finds pages and links to them under the sub-path', async ({page}) => {
  await gotoHydrated(page, 'search/?q=sidebar');
  const first = page
    .getByRole('main')
    .getByRole('link', {name: /sidebar/i})
    .first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('href')).toMatch(new RegExp(`^${BASE_PATH}docs/`));
});

test('a diagram draws, with Mermaid loaded from under the sub-path', async ({page, baseURL}) => {
  // Mermaid comes from its own build, emitted beside the bundle (src/plugins/bundling/mermaidPrebuilt.ts)
  // and imported by URL: the URL must carry the base URL.
  const requests = recordRequests(page);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await gotoHydrated(page, 'docs/markdown-features/diagrams/');
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  for (let step = 0; step < 8 && (await diagram.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
  }
  await expect(diagram).toBeVisible();
  expect(requests.filter((url) => url.includes('/assets/mermaid/')).length).toBeGreaterThan(5);
  expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  expect(failed).toEqual([]);
});

test('an old .html address redirects to the page under the sub-path, keeping query and anchor', async ({page}) => {
  await page.goto('docs/installation.html?from=old#requirements');
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}docs/installation/\\?from=old#requirements$`));
});

test('the feeds, the sitemap and the hosting headers name sub-path addresses', async ({request}) => {
  const rss = await (await request.get('blog/rss.xml')).text();
  expect(rss).toContain(`<link>https://docusaurus.io${BASE_PATH}blog/</link>`);
  expect(rss).not.toMatch(/https:\/\/docusaurus\.io\/blog\//);
  const sitemap = await (await request.get('sitemap.xml')).text();
  expect(sitemap).toContain(`https://docusaurus.io${BASE_PATH}docs/installation/`);
  const headers = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const rulePaths = headers.split('\n').filter((line) => line.startsWith('/'));
  expect(rulePaths.length).toBeGreaterThan(3);
  expect(rulePaths.filter((rulePath) => !rulePath.startsWith(BASE_PATH))).toEqual([]);
});

test.describe('offline mode under the sub-path', () => {
  test.use({serviceWorkers: 'allow', viewport: {width: 412, height: 823}});
  // Offline, prefetches of pages never read fail; the browser reports each failed request.
  test.use({expectedConsoleError: /ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource/});

  test('the service worker is scoped to the sub-path and serves pages read before, offline', async ({page}) => {
    test.setTimeout(120_000);
    const port = await freePort();
    const home = `http://localhost:${port}${BASE_PATH}`;
    const server = await startServer(
      [path.join(siteDir, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', buildDir, '--base', BASE_PATH],
      home,
    );
    try {
      await page.goto(`${home}docs/installation/`);
      await waitForHydration(page);
      const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
      expect(scope).toBe(home);
      const precached = await page.evaluate(async () =>
        (await (await caches.open('offline-precache')).keys()).map((request) => request.url),
      );
      expect(precached.length).toBeGreaterThan(100);
      expect(precached.filter((url) => !url.startsWith(home))).toEqual([]);
      await page.goto(`${home}blog/releases/3.2/`);
      await waitForHydration(page);

      await stopServer(server, home);

      await page.goto(`${home}blog/releases/3.2/`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText('3.2');
      await page.goto(`${home}docs/deployment/`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Deployment');
    } finally {
      server.kill();
    }
  });
});
