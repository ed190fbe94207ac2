import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

type QuerySet = {queries: {query: string; expect: string}[]};

const querySet = JSON.parse(fs.readFileSync(path.join(__dirname, '../search/queries.json'), 'utf8')) as QuerySet;

test('search relevance: at least 90 % of the query set finds its page in the top 5', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  const outcomes = await page.evaluate(async (queries) => {
    // A variable keeps TypeScript from resolving the browser-side module path.
    const pagefindUrl = '/pagefind/pagefind.js';
    const pagefind = await import(pagefindUrl);
    await pagefind.init();
    const results = [];
    for (const {query, expect} of queries) {
      const response = await pagefind.search(query, {filters: {version: {any: ['current', 'none']}}});
      // The UI shows only results in which a word of the query occurs; so does this test.
      const matching = response.results.filter((result: {words: number[]}) => result.words.length > 0);
      const top = await Promise.all(
        matching.slice(0, 5).map((result: {data: () => Promise<{url: string}>}) => result.data()),
      );
      results.push({query, expect, top: top.map((data: {url: string}) => data.url)});
    }
    return results;
  }, querySet.queries);
  const misses = outcomes.filter((outcome) => !outcome.top.includes(outcome.expect));
  const score = (outcomes.length - misses.length) / outcomes.length;
  console.log(
    `search relevance: ${outcomes.length - misses.length}/${outcomes.length} in the top 5 (${(score * 100).toFixed(0)} %)`,
  );
  for (const miss of misses) {
    console.log(`  missed "${miss.query}": expected ${miss.expect}, got ${miss.top.join(', ')}`);
  }
  expect(outcomes.length).toBeGreaterThanOrEqual(25);
  expect(score).toBeGreaterThanOrEqual(0.9);
});
