// WCAG 2.2 AA in what a page load does not show: the search modal. Every page kind, in light and
// dark mode, is checked by the sweep (sweep.spec.ts: one route per kind in npm test, every route
// in npm run test:sweep).
import {axe, describeViolation} from './axe';
import {test, expect, gotoHydrated} from './fixtures';

test('the search modal has no violations', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search docs'}).fill('sidebar');
  await expect(page.getByRole('option').first()).toBeVisible();
  const results = await axe(page).include('[role="dialog"]').analyze();
  expect(results.violations.map(describeViolation)).toEqual([]);
});
