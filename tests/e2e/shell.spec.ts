import {test, expect, gotoHydrated} from './fixtures';

test.describe('site shell', () => {
  test('home renders with the navbar and the footer', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Showcase', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Community', exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toContainText('Build optimized websites quickly');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Copyright © 2024 Meta Platforms, Inc. Built with Docusaurus.')).toBeVisible();
    for (const column of ['Learn', 'Community', 'More', 'Legal']) {
      await expect(footer.getByText(column, {exact: true})).toBeVisible();
    }
  });

  test('the skip link moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await skipLink.press('Enter');
    // The next Tab goes to the first link of the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain).toBe(true);
  });

  test('the colour toggle changes the theme and the choice survives a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // With a light system, the first press already shows dark mode.
    await page.getByRole('button', {name: /^Colour mode: /}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: /^Colour mode: dark mode\./})).toBeEnabled();
  });

  test('the announcement bar closes and stays closed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', {name: 'Announcement'});
    await expect(bar).toContainText('Docusaurus v3.2');
    await expect(bar.getByRole('link', {name: 'Docusaurus v3.2'})).toHaveAttribute('href', '/blog/releases/3.2/');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByText('Docusaurus v3.2 is out!')).toHaveCount(0);
  });
});

test.describe('routes and redirects', () => {
  test('/docs/support/ lands on /community/support/', async ({page}) => {
    await page.goto('/docs/support/');
    await expect(page).toHaveURL(/\/community\/support\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Support'})).toBeVisible();
  });

  test.describe('not found', () => {
    // The browser reports the 404 status of the document itself.
    test.use({expectedConsoleError: /the server responded with a status of 404/});

    test('an unknown path shows the not-found page with ways back', async ({page}) => {
      const response = await page.goto('/this/page/does-not-exist/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', {name: 'home page'})).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', {name: 'documentation'})).toHaveAttribute('href', '/docs/');
      await expect(main.getByRole('link', {name: 'Search the site for “this page does not exist”'})).toHaveAttribute(
        'href',
        '/search/?q=this%20page%20does%20not%20exist',
      );
    });
  });

  test('a .html path ends at the clean page', async ({page}) => {
    await page.goto('/docs/installation.html');
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  });
});
