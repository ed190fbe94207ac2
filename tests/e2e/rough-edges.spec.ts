// Rough edges a reader found on the built site (issue "every page, every mode, every host"),
// each checked where it was found.
import {spawn} from 'node:child_process';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

const SITE_URL = 'https://docusaurus.io';

test.describe('an address ending in /index.html shows the page at its clean address', () => {
  for (const path of ['/', '/docs/installation/', '/blog/releases/3.2/', '/changelog/3.0.0/', '/community/team/']) {
    test(`${path}index.html`, async ({page}) => {
      await page.goto(`${path}index.html?from=test#top`);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe('?from=test');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await expect(page).not.toHaveTitle(/Page Not Found/);
    });
  }

  test('under `npm run serve` too', async ({page}) => {
    const port = 4600 + Math.floor(Math.random() * 300);
    const server = spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
    });
    try {
      const origin = `http://localhost:${port}`;
      await expect
        .poll(async () => (await fetch(`${origin}/`).catch(() => undefined))?.status, {timeout: 30_000})
        .toBe(200);
      await page.goto(`${origin}/docs/installation/index.html`);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe('/docs/installation/');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/docs/installation/`);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  });
});

test.describe('list pages have one h1 naming the list', () => {
  for (const [path, title, pageLabel] of [
    ['/blog/', 'Docusaurus blog', 'Page 1 of 5'],
    ['/blog/page/2/', 'Docusaurus blog', 'Page 2 of 5'],
    ['/changelog/', 'Docusaurus changelog', null],
    ['/changelog/page/5/', 'Docusaurus changelog', null],
    ['/tests/blog/', null, 'Page 1 of 6'],
    ['/tests/blog/page/2/', null, 'Page 2 of 6'],
  ] as const) {
    test(path, async ({page}) => {
      await gotoHydrated(page, path);
      const h1 = page.getByRole('heading', {level: 1});
      await expect(h1).toHaveCount(1);
      if (title) await expect(h1).toHaveText(title);
      else await expect(h1).not.toHaveText('');
      if (pageLabel) await expect(page.getByRole('main').getByText(pageLabel, {exact: true})).toBeVisible();
      // The posts' titles stay one level below.
      await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', {level: 2})).toBeVisible();
    });
  }
});

test('a wide option table scrolls from the keyboard', async ({page}) => {
  await page.setViewportSize({width: 480, height: 900});
  await gotoHydrated(page, '/docs/api/docusaurus-config/');
  const region = page.getByRole('region', {name: 'i18n options'});
  await region.scrollIntoViewIfNeeded();
  await region.focus();
  await expect(region).toBeFocused();
  const before = await region.evaluate((element) => element.scrollLeft);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
});

test('a blog post in a sub-folder keeps the address of the facts', async ({page}) => {
  const response = await page.goto('/tests/blog/2020/08/03/second-blog-intro/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Using twice the blog plugin');
});

test('moving the pointer over and off a flowchart node raises no error', async ({page}) => {
  await gotoHydrated(page, '/docs/markdown-features/diagrams/');
  // Diagrams are drawn when they come near the viewport.
  for (let step = 0; step < 6 && (await page.locator('svg g.node').count()) === 0; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
  }
  const node = page.locator('svg g.node').first();
  await node.scrollIntoViewIfNeeded();
  const box = (await node.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(5, 5);
  // The console-error check of every test (fixtures.ts) sees "e.transition is not a function".
  await page.waitForTimeout(500);
});
