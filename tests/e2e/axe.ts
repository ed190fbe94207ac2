import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import type {AxeResults, ContextObject, Result, RunOptions} from 'axe-core';

/** The rule tags every accessibility check of the site runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core as @axe-core/playwright has it (the same copy its AxeBuilder injected).
const AXE_SOURCE = fs.readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * An axe run over a page with the site's WCAG tags. axe is most of the time of the browser tests
 * (the sweep runs it twice on each of ~590 routes), so this runs axe-core itself rather than
 * through @axe-core/playwright's AxeBuilder:
 * - axe's 570 KB of script are evaluated once per document. AxeBuilder evaluated them twice at
 *   each `analyze()` (once to look for `runPartial`, once per frame), four times per route in the
 *   sweep: on two cores a route's two passes took 1.2 to 2.2 s longer that way (the home page
 *   3.4 s against 2.2 s, the config reference 12.2 s against 10.0 s, same violations).
 * - axe runs in the page alone, as AxeBuilder's legacy mode did (its default runs in each frame
 *   and merges the results in a blank page: 1 to 4 s more per run). Frames are not entered
 *   (`iframes: false`): the one page with frames, the embeds fixture, shows pages of this site,
 *   which are checked at their own addresses.
 * - `resultTypes: ['violations']`: every failing element is still listed; for the rules that
 *   pass, axe keeps one element instead of describing all of them (thousands of code-token spans
 *   for color-contrast on a large page).
 */
class AxeRun {
  private readonly includes: string[] = [];
  private readonly excludes: string[] = [];
  private rules: string[] | undefined;

  constructor(private readonly page: Page) {}

  /** Checks only what matches the selector (by default, the whole document). */
  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  /** Leaves out what matches the selector. */
  exclude(selector: string): this {
    this.excludes.push(selector);
    return this;
  }

  /** Runs these rules instead of every rule of the WCAG tags. */
  withRules(rules: string[]): this {
    this.rules = rules;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    // A page that navigated or reloaded has lost the script.
    const loaded = await this.page.evaluate(() => typeof (window as {axe?: {run?: unknown}}).axe?.run === 'function');
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    const context = {
      ...(this.includes.length > 0 ? {include: this.includes.map((selector) => [selector])} : {}),
      exclude: this.excludes.map((selector) => [selector]),
    } as ContextObject;
    const options: RunOptions = {
      runOnly: this.rules ? {type: 'rule', values: this.rules} : {type: 'tag', values: WCAG_TAGS},
      resultTypes: ['violations'],
      iframes: false,
    };
    // The results are JSON (axe's own reporters send them as such); typed here, not through evaluate().
    const results = await this.page.evaluate(
      ([context, options]) =>
        (window as unknown as {axe: {run: (...args: unknown[]) => Promise<unknown>}}).axe.run(context, options),
      [context, options] as unknown[],
    );
    return results as AxeResults;
  }
}

export function axe(page: Page): AxeRun {
  return new AxeRun(page);
}

/** A violation as a test failure reads it: the rule, what it asks for, and where (at most three elements). */
export function describeViolation(violation: Result): string {
  return (
    `${violation.id} (${violation.impact}): ${violation.help}: ` +
    violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')
  );
}
