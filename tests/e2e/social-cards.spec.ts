// Social cards as a link preview reads them: the og:image of a page is an absolute address on the
// site (siteConfig.url + baseUrl) that serves a real 1200 x 630 PNG, the same as twitter:image,
// and it follows the page on client-side navigation. tests/unit/socialCards.build.test.ts checks
// every page of the build.
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {pngSize} from '../support/png';

const metaContent = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');

/** The card's address on the site under test: its path, since the absolute URL names the production host. */
async function fetchCard(page: Page, imageUrl: string): Promise<{type: string | undefined; body: Buffer}> {
  const response = await page.request.get(new URL(imageUrl).pathname);
  expect(response.status(), imageUrl).toBe(200);
  return {type: response.headers()['content-type'], body: await response.body()};
}

test.describe('social cards', () => {
  test("a doc page's og:image is its own 1200 x 630 PNG card, also named as twitter:image", async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const image = await metaContent(page, 'property', 'og:image');
    // Absolute, on the site's public origin (the canonical link's) and base URL.
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
    expect(image).toBe(`${canonical.origin}/social-cards/docs/installation.png`);
    expect(await metaContent(page, 'name', 'twitter:image')).toBe(image);
    expect(await metaContent(page, 'property', 'og:image:width')).toBe('1200');
    expect(await metaContent(page, 'property', 'og:image:height')).toBe('630');
    expect(await metaContent(page, 'property', 'og:image:alt')).toMatch(/^Docs \(Canary.*\): Installation$/);
    const card = await fetchCard(page, image!);
    expect(card.type).toMatch(/^image\/png/);
    expect(pngSize(card.body)).toEqual({width: 1200, height: 630});
  });

  test('the card follows the page on client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Configuration', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/social-cards\/docs\/configuration\.png$/,
    );
    const image = await metaContent(page, 'property', 'og:image');
    expect(pngSize((await fetchCard(page, image!)).body)).toEqual({width: 1200, height: 630});
  });

  test('a blog post and a changelog entry have cards; a page outside those sections keeps the site image', async ({
    page,
  }) => {
    for (const [path, card] of [
      ['/blog/releases/3.0/', '/social-cards/blog/releases/3.0.png'],
      ['/changelog/3.0.0/', '/social-cards/changelog/3.0.0.png'],
    ]) {
      await gotoHydrated(page, path!);
      const image = await metaContent(page, 'property', 'og:image');
      expect(new URL(image!).pathname).toBe(card);
      expect(pngSize((await fetchCard(page, image!)).body)).toEqual({width: 1200, height: 630});
    }
    await gotoHydrated(page, '/showcase/');
    expect(new URL((await metaContent(page, 'property', 'og:image'))!).pathname).toBe(
      '/img/docusaurus-social-card.png',
    );
  });
});
