import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

/**
 * The site under the headers of build/_headers (src/plugins/hosting), which
 * scripts/serve-build.mjs sends as a static host does: the pages that use the most unusual
 * features (the live code editor evaluates code, search runs WebAssembly, diagrams and math
 * write inline styles) run with no Content-Security-Policy violation, and redirect pages
 * still forward the query string and the anchor.
 */

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

test('pages are served with the security headers', async ({page}) => {
  const response = await page.goto('/docs/installation/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

for (const [what, path] of [
  ['the home page', '/'],
  ['a doc page', '/docs/installation/'],
  ['live code blocks', '/docs/markdown-features/code-blocks/'],
  ['diagrams', '/docs/markdown-features/diagrams/'],
  ['math', '/docs/markdown-features/math-equations/'],
  ['the showcase', '/showcase/'],
] as const) {
  test(`${what} run with no policy violation`, async ({page}) => {
    await gotoHydrated(page, path);
    // Let lazy parts (diagrams, live previews) render.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(await violations(page)).toEqual([]);
  });
}

test('search (WebAssembly) runs with no policy violation', async ({page}) => {
  await gotoHydrated(page, '/search/?q=sidebar');
  await expect(page.getByRole('link', {name: /sidebar/i}).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a redirect page forwards the query string and the anchor with its shared script', async ({page}) => {
  await page.goto('/docs/installation.html?from=old#requirements');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/docs\/installation\/\?from=old#requirements$/);
  expect(await violations(page)).toEqual([]);
});
