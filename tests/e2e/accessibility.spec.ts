// WCAG 2.2 AA: no axe violation on any page kind, in light and in dark mode.
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';

const PAGE_KINDS: Record<string, string> = {
  home: '/',
  'docs root': '/docs/',
  'doc page': '/docs/markdown-features/code-blocks/',
  'API reference': '/docs/api/plugins/@docusaurus/plugin-content-docs/',
  // Wide option tables: each one scrolls sideways, from the keyboard too.
  'config reference': '/docs/api/docusaurus-config/',
  'generated index': '/docs/category/guides/',
  'old version': '/docs/3.1.1/installation/',
  'blog list': '/blog/',
  'blog post': '/blog/releases/3.0/',
  'blog tags': '/blog/tags/',
  'blog tag': '/blog/tags/release/',
  'blog archive': '/blog/archive/',
  'changelog list': '/changelog/',
  'changelog entry': '/changelog/3.0.0/',
  community: '/community/team/',
  showcase: '/showcase/',
  versions: '/versions/',
  'feature requests': '/feature-requests/',
  search: '/search/?q=sidebar',
  'markdown page': '/examples/markdownPageExample/',
  'debug page': '/__docusaurus/debug/',
  // The loader's spinner and its red failure box, rendered side by side on a fixture page.
  'page loader states': '/tests/pages/page-loader-tests/',
};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.use({colorScheme: mode});

    for (const [kind, path] of Object.entries(PAGE_KINDS)) {
      test(`${kind} (${path})`, async ({page}) => {
        // Pages with hundreds of elements (the showcase) take axe a while on two cores.
        test.setTimeout(90_000);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n` +
            violation.nodes
              .slice(0, 5)
              .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
              .join('\n'),
        );
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  });
}

test('the search modal has no violations', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search docs'}).fill('sidebar');
  await expect(page.getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({page})
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
