import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {ANNOUNCEMENT_ID_KEY, preferredVersionKey} from '../../src/utils/storageKeys';

async function switchVersion(page: Page, from: string, to: string): Promise<void> {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('button', {name: from}).hover();
  await navbar.getByRole('link', {name: to, exact: true}).click();
}

test.describe('docs versions', () => {
  test('the dropdown lists Canary, 3.2.1, 3.1.1 and all versions', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'Canary 🚧'}).hover();
    for (const label of ['Canary 🚧', '3.2.1', '3.1.1', 'All versions']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions/');
  });

  test('switching version keeps the reader on the same page', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await switchVersion(page, 'Canary 🚧', '3.1.1');
    await expect(page).toHaveURL(/\/docs\/3\.1\.1\/installation\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();

    await gotoHydrated(page, '/docs/api/plugins/@docusaurus/plugin-content-blog/');
    await switchVersion(page, 'Canary 🚧', '3.2.1');
    await expect(page).toHaveURL(/\/docs\/3\.2\.1\/api\/plugins\/@docusaurus\/plugin-content-blog\/$/);
    await expect(page.getByRole('heading', {level: 1, name: '📦 plugin-content-blog'})).toBeVisible();
  });

  test('each page shows its version badge', async ({page}) => {
    await gotoHydrated(page, '/docs/3.2.1/cli/');
    await expect(page.getByText('Version: 3.2.1')).toBeVisible();
    await gotoHydrated(page, '/docs/cli/');
    await expect(page.getByText('Version: Canary 🚧')).toBeVisible();
  });

  test('the Vercel Analytics plugin page exists in Canary and 3.2.1 only', async ({page}) => {
    for (const path of [
      '/docs/api/plugins/@docusaurus/plugin-vercel-analytics/',
      '/docs/3.2.1/api/plugins/@docusaurus/plugin-vercel-analytics/',
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1, name: '📦 plugin-vercel-analytics'})).toBeVisible();
    }
  });

  test.describe('an old release', () => {
    // 404.html is pre-rendered once for every unknown path; under /docs/3.1.1/ the client
    // then shows that version in the navbar, a text difference React recovers from (#418).
    test.use({expectedConsoleError: /the server responded with a status of 404|Minified React error #418/});

    test('has no Vercel Analytics page', async ({page}) => {
      const response = await page.goto('/docs/3.1.1/api/plugins/@docusaurus/plugin-vercel-analytics/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    });
  });

  test('3.1.1 points to the same page in the newest release and is kept out of search engines', async ({page}) => {
    await gotoHydrated(page, '/docs/3.1.1/installation/');
    const banner = page.getByRole('note').filter({hasText: 'no longer actively maintained'});
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', {name: '3.2.1'})).toHaveAttribute('href', '/docs/3.2.1/installation/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('Canary says it documents unreleased work, in one line', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const note = page.getByText('documents unreleased work from the main branch');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', {name: '3.2.1'})).toHaveAttribute('href', '/docs/3.2.1/installation/');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a release page names the Canary page as canonical', async ({page}) => {
    await gotoHydrated(page, '/docs/3.2.1/installation/');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', 'https://docusaurus.io/docs/installation/');
  });

  test('9. the preferred version is saved for its docs instance and used when coming back to /docs/', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    await switchVersion(page, 'Canary 🚧', '3.1.1');
    await expect(page).toHaveURL(/\/docs\/3\.1\.1\/installation\/$/);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.1\.1\/$/);
    // One key per docs instance: only the instance whose version was picked has one.
    const stored = await page.evaluate(
      (prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)),
      preferredVersionKey(''),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]![0].startsWith(preferredVersionKey('default'))).toBe(true);
    expect(stored[0]![1]).toBe('3.1.1');
  });
});

test('9. a remembered version that no longer exists is forgotten', async ({page}) => {
  // A reader who last read the docs of a version since removed from the site.
  await gotoHydrated(page, '/');
  const key = await page.evaluate(
    ({idKey, versionKey}) => {
      // The theme may add a namespace suffix to its keys; the announcement id key shows it.
      const namespaced = Object.keys(localStorage).find((name) => name.startsWith(idKey));
      const suffix = namespaced?.slice(idKey.length) ?? '';
      const storageKey = `${versionKey}${suffix}`;
      localStorage.setItem(storageKey, '2.4.3');
      return storageKey;
    },
    {idKey: ANNOUNCEMENT_ID_KEY, versionKey: preferredVersionKey('default')},
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
});

test.describe('versions page', () => {
  test('lists Canary, the latest release and past releases, and every internal link resolves', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/versions/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus documentation versions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {name: 'Latest release (stable)'})).toBeVisible();
    await expect(main.getByRole('heading', {name: 'Canary (unreleased)'})).toBeVisible();
    await expect(main.getByRole('heading', {name: 'Past versions (not maintained anymore)'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Documentation of 3.2.1'})).toHaveAttribute('href', '/docs/3.2.1/');
    await expect(main.getByRole('link', {name: 'Release notes of 3.2.1'})).toHaveAttribute('href', '/changelog/3.2.1/');
    await expect(main.getByRole('link', {name: 'Source code of 3.2.1'})).toHaveAttribute('href', /\/tree\/v3\.2\.1$/);
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});
