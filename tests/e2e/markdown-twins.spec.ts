import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {siteUrl} from '../../config/env';

/**
 * The Markdown twins (src/plugins/markdownTwins): the "Copy page" control on docs, blog and
 * changelog pages copies the page's twin, its menu opens the twin, it is announced and works
 * from the keyboard; pages without a twin have neither the control nor the head link; every
 * link of /llms.txt is a twin that exists.
 */

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuButton = (page: Page) => page.getByRole('button', {name: 'More Markdown options'});

/** The path of the twin the page announces in its head. */
async function announcedTwin(page: Page): Promise<string> {
  const href = await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
  expect(href, 'the page links its Markdown twin').toBeTruthy();
  return href!;
}

for (const [kind, path, twin] of [
  ['doc', '/docs/installation/', '/docs/installation.md'],
  ['community page', '/community/support/', '/community/support.md'],
  ['released version doc', '/docs/3.1.1/installation/', '/docs/3.1.1/installation.md'],
  ['blog post', '/blog/releases/3.0/', '/blog/releases/3.0.md'],
  ['changelog entry', '/changelog/3.0.0/', '/changelog/3.0.0.md'],
] as const) {
  test(`a ${kind} copies its Markdown twin to the clipboard and says so`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, path);
    expect(await announcedTwin(page)).toBe(twin);
    const response = await page.request.get(twin);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# \S/);

    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });
}

test('the Markdown menu works from the keyboard and opens the twin', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/installation/');
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'Markdown'});
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const view = menu.getByRole('menuitem', {name: 'View as Markdown'});
  const address = menu.getByRole('menuitem', {name: 'Copy Markdown address'});
  await expect(view).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(address).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(view).toBeFocused();
  await page.keyboard.press('End');
  await expect(address).toBeFocused();

  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // ArrowDown opens it too; the second item copies the twin's address.
  await page.keyboard.press('ArrowDown');
  await expect(view).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('status').filter({hasText: 'Markdown address copied.'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL('/docs/installation.md', page.url()).href,
  );

  // "View as Markdown" opens the twin in a new tab, where the browser shows it as text.
  await button.click();
  await expect(view).toHaveAttribute('href', '/docs/installation.md');
  const [twin] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(twin).toHaveURL(/\/docs\/installation\.md$/);
  await expect(twin.locator('body')).toContainText('# Installation');
});

test('the menu closes when the focus or a click goes elsewhere', async ({page}) => {
  await gotoHydrated(page, '/blog/releases/3.0/');
  await menuButton(page).click();
  const menu = page.getByRole('menu', {name: 'Markdown'});
  await expect(menu).toBeVisible();
  await page.getByRole('main').getByRole('heading', {level: 1}).click();
  await expect(menu).toBeHidden();
});

for (const [kind, path] of [
  ['blog list', '/blog/'],
  ['changelog list', '/changelog/'],
  ['docs category index', '/docs/category/guides/'],
  ['test fixture doc', '/tests/docs/'],
  ['home page', '/'],
] as const) {
  test(`a ${kind} has no twin: no control and no Markdown link`, async ({page}) => {
    await gotoHydrated(page, path);
    await expect(copyButton(page)).toHaveCount(0);
    await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
  });
}

test('every link of /llms.txt is a Markdown twin that exists', async ({page}) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Docusaurus\n\n> \S/);
  const origin = siteUrl.replace(/\/+$/, '');
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
  expect(links.length, 'llms.txt lists the twins').toBeGreaterThan(100);
  for (const section of ['Docs', 'API reference', 'Community', 'Blog', 'Changelog']) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  for (const link of links) {
    expect(link.startsWith(`${origin}/`), `${link} is on the site`).toBe(true);
    expect(link).toMatch(/\.md$/);
    const twin = await page.request.get(link.slice(origin.length));
    expect(twin.status(), link).toBe(200);
    expect(twin.headers()['content-type'], link).toMatch(/^text\/markdown/);
    expect(await twin.text(), link).toMatch(/^# \S/);
  }
  const full = await page.request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain(`\nSource: ${origin}/docs/installation/\n`);
});
