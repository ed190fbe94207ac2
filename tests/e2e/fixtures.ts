import {test as base, expect, type Page} from '@playwright/test';

/**
 * Console messages that are not the page's fault. Each has a reason; anything else
 * logged as an error fails the test.
 */
const IGNORED_CONSOLE_ERRORS: RegExp[] = [
  // Tests that block requests on purpose (failure states) see the browser report them.
  /net::ERR_FAILED/,
  /net::ERR_BLOCKED_BY_CLIENT/,
  // playwright.config.ts blocks service workers so that no test reads a cached page; the
  // PWA plugin then gets no registration object back and says so. Real browsers without
  // service workers skip registration instead.
  /registerSW failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/,
];

type Fixtures = {
  /**
   * Errors a test provokes on purpose (a 404 document, a blocked request), set with
   * test.use. One pattern (use `|` for several): Playwright reads an array as [value, options].
   */
  expectedConsoleError: RegExp | null;
  /** Console errors seen during the test; asserted empty after each test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleError: [null, {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleError}, use) => {
      const errors: string[] = [];
      const ignored = expectedConsoleError ? [...IGNORED_CONSOLE_ERRORS, expectedConsoleError] : IGNORED_CONSOLE_ERRORS;
      page.on('console', (message) => {
        if (message.type() === 'error' && !ignored.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!ignored.some((pattern) => pattern.test(error.message))) {
          errors.push(`uncaught: ${error.message}`);
        }
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path and waits until React has hydrated the server-rendered HTML (see `waitForHydration`). */
export async function gotoHydrated(page: Page, path: string, timeout?: number): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, timeout);
}

/** `timeout` replaces the expect timeout (the dev server compiles a page on a first visit). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}

/**
 * Waits until the page at `path` is on screen. After a click the address changes at once,
 * but the app keeps showing the previous page until the next one is loaded; the canonical
 * link, which each page sets when it renders, tells the two apart.
 */
export async function expectRoute(page: Page, path: string): Promise<void> {
  const endsWithPath = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page).toHaveURL(endsWithPath);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', endsWithPath);
}
