import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {firstLoad, loadBuildContext} from '../support/firstLoad';
import budgets from '../../bench/budgets.json';

/**
 * The byte budgets of bench/budgets.json: what each kind of page makes a browser load before it
 * is hydrated, and which heavy code (Mermaid, KaTeX, the live editor, search, the showcase) only
 * the pages that show it may load. Bytes are deterministic, so unlike timings they are tested.
 */

const siteDir = path.resolve(__dirname, '../..');
const SKIP_REASON = fs.existsSync(path.join(siteDir, 'build/index.html'))
  ? false
  : 'build/ is absent: run `npm run build` first';

type HeavyCode = {marker?: string; stylesheet?: string; allowedOn: string[]};

describe('byte budgets per page kind', {skip: SKIP_REASON}, () => {
  const context = SKIP_REASON ? undefined : loadBuildContext(siteDir);
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

  for (const [kind, budget] of Object.entries(budgets.pages)) {
    it(`${kind} (${budget.path}) loads at most ${budget.js} KB of JS, ${budget.css} KB of CSS and ${budget.html} KB of HTML`, () => {
      const loaded = firstLoad(context!, budget.path);
      assert.ok(kib(loaded.jsGzip) <= budget.js, `JS: ${kib(loaded.jsGzip)} KB gzip (${loaded.js.join(', ')})`);
      assert.ok(kib(loaded.cssGzip) <= budget.css, `CSS: ${kib(loaded.cssGzip)} KB gzip (${loaded.css.join(', ')})`);
      assert.ok(kib(loaded.htmlGzip) <= budget.html, `HTML: ${kib(loaded.htmlGzip)} KB gzip`);
    });
  }

  it('each page starts, after its first paint, the scripts it needs to hydrate and no others', () => {
    for (const {path: pagePath} of Object.values(budgets.pages)) {
      const loaded = firstLoad(context!, pagePath);
      assert.deepEqual([...loaded.htmlScripts].sort(), [...loaded.js].sort(), `scripts of ${pagePath}`);
    }
  });

  for (const [name, code] of Object.entries(budgets.heavyCode as Record<string, HeavyCode>)) {
    it(`${name}: loaded first only by ${code.allowedOn.join(', ') || 'no page (it loads on demand)'}`, () => {
      for (const [kind, {path: pagePath}] of Object.entries(budgets.pages)) {
        const loaded = firstLoad(context!, pagePath);
        const carries = code.stylesheet
          ? loaded.css.includes(code.stylesheet)
          : loaded.js.some((file) => fs.readFileSync(path.join(siteDir, 'build', file), 'utf8').includes(code.marker!));
        assert.equal(
          carries,
          code.allowedOn.includes(kind),
          `${kind} (${pagePath}) ${carries ? 'loads' : 'does not load'} ${name}`,
        );
      }
    });
  }
});
