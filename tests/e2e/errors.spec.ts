// Error states of spec section 8, and the route-loading behaviours of section 4 (lines 7,
// 8, 12 and 13 of the reader-behaviours issue; 14 is in mini-site.spec.ts).
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Starts a clock in the page: it notes when the next click happens and when an element
 * matching `selector` first appears. readDelay gives the time between the two, in ms.
 */
async function startDelayClock(page: Page, selector: string): Promise<void> {
  await page.evaluate((watched) => {
    const marks = {click: 0, shown: 0};
    (window as unknown as {marks: typeof marks}).marks = marks;
    document.addEventListener('click', () => (marks.click ||= performance.now()), {capture: true});
    new MutationObserver(() => {
      if (!marks.shown && document.querySelector(watched)) {
        marks.shown = performance.now();
      }
    }).observe(document.documentElement, {childList: true, subtree: true});
  }, selector);
}

async function readDelay(page: Page): Promise<number> {
  const marks = await page.evaluate(() => (window as unknown as {marks: {click: number; shown: number}}).marks);
  expect(marks.click).toBeGreaterThan(0);
  expect(marks.shown).toBeGreaterThan(0);
  return marks.shown - marks.click;
}

test.describe('12–13. crashes and error boundaries', () => {
  // These buttons throw on purpose; React reports each caught error in the console.
  test.use({expectedConsoleError: /Crash|caught|error|Cause/i});

  test('12. a crash outside the Layout replaces the whole page, and Try again recovers', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash outside the Layout'}).click();
    // The app's root boundary renders the core fallback page, which has no navbar.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/^This page crashed\.?$/);
    await expect(page.getByText('Crash outside the Layout: the whole page is replaced')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
  });

  test('12. the Layout boundary keeps the navbar and shows "This page crashed." with the chained messages', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash this component'}).last().click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    const text = await main.innerText();
    expect(text).toMatch(
      /Crash caught by the boundary of the Layout\s*\n\s*\n?\s*Cause:\s*\n\s*The underlying cause, printed after the message/,
    );
    await main.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
  });

  test('12. a local boundary can print the cause chain too', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    const section = page.locator('section', {has: page.getByRole('heading', {name: 'Error with a cause'})});
    await section.getByRole('button').click();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('Crash with a chained cause: the component could not render');
    const text = await alert.innerText();
    const message = text.indexOf('could not render');
    const cause = text.indexOf('Cause:');
    expect(message).toBeGreaterThan(-1);
    expect(cause).toBeGreaterThan(message);
    expect(text.indexOf('The cause of the crash: the data it needed was missing')).toBeGreaterThan(cause);
  });

  test('13. the theme fallback shows the error message and Try again, which recovers', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    const section = page.locator('section', {
      has: page.getByRole('heading', {name: "Boundary with the theme's fallback"}),
    });
    await section.getByRole('button').click();
    await expect(section).toContainText('Crash caught by the boundary with the theme fallback');
    await section.getByRole('button', {name: 'Try again'}).click();
    await expect(section.getByRole('button', {name: 'Crash this component'})).toBeVisible();
  });
});

test.describe('7. route change', () => {
  test('the next route is loaded before the page switches', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    // Slow the route chunks down: the old page must stay on screen until they arrive.
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Showcase', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus Site Showcase'})).toBeVisible();
  });

  test.describe('when preloading fails', () => {
    test.use({expectedConsoleError: /Failed to load|Loading chunk|ChunkLoadError|net::ERR_FAILED|status of/i});

    test('the page reloads fully at the new address', async ({page}) => {
      await gotoHydrated(page, '/docs/');
      await page.evaluate(() => {
        (window as unknown as {beforeNavigation: boolean}).beforeNavigation = true;
      });
      // Block every script not loaded yet: the blog route's chunks cannot be preloaded.
      await page.route(/\/assets\/js\/.+\.js$/, (route) => route.abort());
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
      await expect(page).toHaveURL(/\/blog\/$/);
      // A full reload starts a new document: the marker set on the old window is gone. While the
      // reload is under way there is no document to ask: try again.
      await expect
        .poll(() =>
          page
            .evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation ?? false)
            .catch(() => true),
        )
        .toBe(false);
    });
  });
});

test.describe('8. progress bar', () => {
  test('appears only when loading the next page takes more than 200 ms', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await startDelayClock(page, '#nprogress');
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Showcase', exact: true}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus Site Showcase'})).toBeVisible();
    await expect(page.locator('#nprogress')).not.toBeAttached();
    expect(await readDelay(page)).toBeGreaterThanOrEqual(200);
  });

  test('a fast page change shows no progress bar', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true});
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as {barSeen: boolean}).barSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          (window as unknown as {barSeen: boolean}).barSeen = true;
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {barSeen: boolean}).barSeen)).toBe(false);
  });
});

test.describe('8. page loader', () => {
  // The failed chunk request is reported by the browser.
  test.use({expectedConsoleError: /Failed to load resource|ChunkLoadError|Loading chunk/i});

  test('shows nothing for 200 ms, then a spinner; a failed load shows the error with Retry, and Retry retries', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/pages/page-loader-tests/');
    const demo = page.getByRole('region', {name: 'Live demo'});
    // Hold the part's chunk until the test lets it go, then fail it once.
    let failNextRequest = true;
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(/\/assets\/js\/page-loader-tests-part\.[^/]+\.js$/, async (route) => {
      if (failNextRequest) {
        failNextRequest = false;
        await held;
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await startDelayClock(page, '[aria-labelledby="live-demo"] [role="status"]');

    await demo.getByRole('button', {name: 'Load the part'}).click();
    await expect(demo.getByRole('status')).toHaveText('Loading…');
    expect(await readDelay(page)).toBeGreaterThanOrEqual(200);

    letGo();
    const failure = demo.getByRole('alert');
    await expect(failure).toContainText('This content could not be loaded.');
    await expect(failure).toContainText(/Loading chunk .+ failed/);
    await expect(demo.getByRole('status')).toHaveCount(0);
    // A red box, centred, half as wide as the column it sits in.
    const [box, column] = await Promise.all([failure.boundingBox(), demo.boundingBox()]);
    expect(box!.width / column!.width).toBeCloseTo(0.5, 1);
    expect(box!.x - column!.x).toBeCloseTo(column!.x + column!.width - (box!.x + box!.width), -1);
    expect(await failure.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(175, 39, 43)');

    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(demo.getByText('The part loaded')).toBeVisible();
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('content that loads after hydration', () => {
  // The not-found content and the unlisted banner come from chunks of their own
  // (src/components/ServerHtmlUntilLoaded); their HTML must still be in the page, in place.
  const UNLISTED_MESSAGE = 'This page is unlisted. Search engines will not index it';
  // The not-found address answers 404, which the browser reports.
  test.use({expectedConsoleError: /404/});
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the not-found page and an unlisted page show their content', async ({page}) => {
      await page.goto('/docs/no-such-page-here/');
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'home page'})).toBeVisible();
      await page.goto('/tests/pages/unlisted/');
      await expect(page.getByText(UNLISTED_MESSAGE)).toBeVisible();
    });
  });

  test('once the page has hydrated, the same content is there and works', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/unlisted/');
    await expect(page.getByText(UNLISTED_MESSAGE)).toBeVisible();
    await gotoHydrated(page, '/docs/no-such-page-here/');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    // The search suggestion is computed in the browser: it shows that the component itself runs.
    await expect(page.getByRole('link', {name: /Search the site for “no such page here”/})).toBeVisible();
    await page.getByRole('link', {name: 'home page'}).click();
    await expect(page).toHaveURL('/');
  });
});
