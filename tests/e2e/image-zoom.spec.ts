// Image zoom as a reader meets it: a content image or a Mermaid diagram opens enlarged by pointer
// or keyboard, closes with Escape, a click or a scroll, gives the focus back, respects reduced
// motion, and its code reaches only the pages that have such images, the dialog's only on demand.
import {axe, describeViolation} from './axe';
import {test, expect, gotoHydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/** A doc whose first content image is an SVG diagram of the build. */
const PAGE = '/docs/static-assets/';
const IMAGE = /^Enlarge image: Files of the static folder are copied unchanged/;
const DIALOG = /^Enlarged image: Files of the static folder are copied unchanged/;
const DIAGRAMS_PAGE = '/docs/markdown-features/diagrams/';

async function zoomableImage(page: Page): Promise<Locator> {
  await gotoHydrated(page, PAGE);
  const image = page.getByRole('button', {name: IMAGE});
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  return image;
}

/** Width of the enlarged copy once its opening transition has ended (it stops changing). */
async function settledWidth(copy: Locator): Promise<number> {
  let previous = -1;
  await expect
    .poll(async () => {
      const width = (await copy.boundingBox())?.width ?? 0;
      const settled = width === previous;
      previous = width;
      return settled;
    })
    .toBe(true);
  return previous;
}

test.describe('image zoom', () => {
  test('a click enlarges the image in a dialog and another click closes it', async ({page}) => {
    const image = await zoomableImage(page);
    const shown = (await image.boundingBox())!;
    await image.click();
    const dialog = page.getByRole('dialog', {name: DIALOG});
    await expect(dialog).toBeVisible();
    const copy = dialog.getByRole('img');
    expect(await settledWidth(copy)).toBeGreaterThan(shown.width * 1.2);
    // The original keeps its place, hidden while its copy is shown.
    await expect(image).toBeHidden();
    await copy.click();
    await expect(dialog).toHaveCount(0);
    await expect(image).toBeVisible();
  });

  test('Enter opens it, the focus stays in the dialog, Escape closes it and the focus returns to the image', async ({
    page,
  }) => {
    const image = await zoomableImage(page);
    await image.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: DIALOG});
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', {name: 'Close the enlarged image'});
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('Space opens it and the close button closes it, from the keyboard', async ({page}) => {
    const image = await zoomableImage(page);
    await image.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', {name: DIALOG});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('scrolling the page closes it', async ({page}) => {
    const image = await zoomableImage(page);
    await image.click();
    const dialog = page.getByRole('dialog', {name: DIALOG});
    await expect(dialog).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(dialog).toHaveCount(0);
    await expect(image).toBeVisible();
  });

  test('with reduced motion the copy appears at its size at once, without a transition', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const image = await zoomableImage(page);
    const shown = (await image.boundingBox())!;
    await image.click();
    const copy = page.getByRole('dialog', {name: DIALOG}).getByRole('img');
    await expect(copy).toHaveCSS('transition-duration', '0s');
    await expect(copy).toHaveCSS('transform', 'none');
    expect((await copy.boundingBox())!.width).toBeGreaterThan(shown.width * 1.2);

    await page.keyboard.press('Escape');
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await image.click();
    await expect(page.getByRole('dialog', {name: DIALOG}).getByRole('img')).toHaveCSS('transition-duration', '0.25s');
  });

  test('a Mermaid diagram opens enlarged from its button, with unique ids, and gives the focus back', async ({
    page,
  }) => {
    await gotoHydrated(page, DIAGRAMS_PAGE);
    const button = page.getByRole('button', {name: 'Enlarge diagram'}).first();
    await button.scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    const id = await diagram.getAttribute('id');
    const duplicateIds = () =>
      page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.length - new Set(ids).size;
      });
    const duplicatesBefore = await duplicateIds();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Enlarged diagram'});
    await expect(dialog).toBeVisible();
    const copy = dialog.locator('svg');
    await expect(copy).toHaveAttribute('id', `${id}-enlarged`);
    expect(await settledWidth(copy)).toBeGreaterThan((await diagram.boundingBox())!.width);
    // The copy's ids are its own: Mermaid's styles, markers and accessible names refer to them.
    expect(await duplicateIds()).toBe(duplicatesBefore);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // A click on the diagram itself does the same. (On its margin: leaving a node of a flowchart
    // throws "e.transition is not a function" from Mermaid's tooltip code, with or without zoom,
    // since the site's bundle drops d3-transition.)
    await diagram.click({position: {x: 3, y: 3}});
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the open dialog has no axe violations in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      const image = await zoomableImage(page);
      await image.click();
      await expect(page.getByRole('dialog', {name: DIALOG})).toBeVisible();
      const results = await axe(page).include('[role="dialog"]').analyze();
      expect(results.violations.map(describeViolation)).toEqual([]);
    });
  }

  test('the controls load only on pages with images, the dialog only when a reader reaches for it', async ({page}) => {
    const loaded = {controls: false, dialog: false};
    page.on('response', async (response) => {
      // Scripts the page runs; idle prefetches of linked pages (`<link rel=prefetch>`) are not loads.
      if (response.request().resourceType() === 'script') {
        const body = await response.text().catch(() => '');
        if (body.includes('imageZoom.enlarge')) loaded.controls = true;
        if (body.includes('image-zoom__backdrop')) loaded.dialog = true;
      }
    });
    // The CLI reference has no content image.
    await gotoHydrated(page, '/docs/cli/');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual({controls: false, dialog: false});
    await expect(page.locator('article img[role="button"]')).toHaveCount(0);

    await gotoHydrated(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual({controls: true, dialog: false});
    const image = page.getByRole('button', {name: IMAGE});
    await image.scrollIntoViewIfNeeded();
    await image.hover();
    await expect.poll(() => loaded.dialog).toBe(true);
  });
});
