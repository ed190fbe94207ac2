// Code blocks as a reader meets them: highlighted on a page opened directly (with the tokens the
// server rendered, and without the browser downloading Prism), highlighted after a client-side
// navigation (Prism loads then), inside tabs, and copyable.
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

const PAGE = '/docs/installation/';
/** A JSON block of that page: its keys are tokenized as properties. */
const packageJsonBlock = (page: Page) => page.locator('.theme-code-block', {hasText: 'package.json (repository root)'});

/** Records whether any script the page loads carries Prism's tokenizer. */
function watchForPrism(page: Page): {loaded: () => boolean} {
  let loaded = false;
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) {
      const body = await response.text().catch(() => '');
      // A function of Prism's core that every grammar file calls.
      if (body.includes('insertBefore:function')) {
        loaded = true;
      }
    }
  });
  return {loaded: () => loaded};
}

test('a page opened directly shows the server-highlighted code and never downloads Prism', async ({page}) => {
  const prism = watchForPrism(page);
  await gotoHydrated(page, PAGE);
  const block = packageJsonBlock(page);
  await expect(block.locator('.token.property').first()).toBeVisible();
  await expect(block.locator('code')).toContainText('"workspaces"');
  // The tabs remount their panels after hydration; their blocks keep the server's tokens too.
  await page.getByRole('tab', {name: 'Yarn'}).first().click();
  await expect(
    page.getByRole('tabpanel').filter({hasText: 'yarn create docusaurus'}).locator('.token').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prism.loaded(), 'a script with Prism was downloaded').toBe(false);
});

test('a page reached by client-side navigation highlights its code once Prism has loaded', async ({page}) => {
  const prism = watchForPrism(page);
  await gotoHydrated(page, '/docs/introduction/');
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const block = packageJsonBlock(page);
  await expect(block.locator('code')).toContainText('"workspaces"');
  await expect(block.locator('.token.property').first()).toBeVisible();
  expect(prism.loaded()).toBe(true);
});

test('the copy button copies the code as written', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  const block = packageJsonBlock(page);
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // As docs/installation.mdx writes it: lines joined by single newlines, indentation kept.
  expect(copied).toBe(
    [
      '{',
      '  "private": true,',
      '  "workspaces": ["packages/*", "website"],',
      '  "scripts": {',
      '    "docs:start": "npm run start --workspace website",',
      '    "docs:build": "npm run build --workspace website"',
      '  }',
      '}',
    ].join('\n'),
  );
});
