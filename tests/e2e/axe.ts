import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule tags every accessibility check of the site runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run over `page` with the site's WCAG tags, set up for speed, since axe is most of the
 * time of the browser tests (the sweep runs it twice on each of ~590 routes):
 * - Legacy mode runs axe in the page itself. The default runs it in each frame, then opens a
 *   blank page to merge the frames' results, which on two cores added 1 to 4 s to every run.
 *   The one thing legacy mode gives up, frames from another origin, this site does not have.
 * - `resultTypes: ['violations']`: every failing element is still listed; for the rules that
 *   pass, axe keeps one element instead of describing all of them (thousands of code-token
 *   spans for color-contrast on a large page).
 * Together they take about 40 % off an axe pass; the same violations are found.
 */
export function axe(page: Page): AxeBuilder {
  // `options()` replaces every option set before it, the tags included: it comes first.
  return new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
}

/** A violation as a test failure reads it: the rule, what it asks for, and where (at most three elements). */
export function describeViolation(violation: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]): string {
  return (
    `${violation.id} (${violation.impact}): ${violation.help}: ` +
    violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')
  );
}
