import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {themeConfig} from '../../config/themeConfig';

/**
 * src/utils/prismLanguages.ts registers a configured Prism language on first use, also when a
 * block uses another name of it (```dockerfile for docker). Its alias table must list every
 * other name that prismjs gives those languages: a missing one makes that block's highlighting
 * depend on which blocks were rendered before it, and the built HTML change between builds.
 * The module imports the generated site config, so its table is read from its source here.
 */
const require = createRequire(import.meta.url);

describe('Prism language aliases', () => {
  it('cover every alias of the configured additional languages', async () => {
    const fs = await import('node:fs');
    const source = fs.readFileSync(require.resolve('../../src/utils/prismLanguages.ts'), 'utf8');
    const table = /PRISM_ALIASES: Record<string, string> = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const aliases = Object.fromEntries([...table.matchAll(/(\w+): '(\w+)'/g)].map(([, alias, name]) => [alias, name]));
    const components = (require('prismjs/components.json') as {languages: Record<string, {alias?: string | string[]}>})
      .languages;
    const expected: Record<string, string> = {};
    for (const language of themeConfig.prism.additionalLanguages ?? []) {
      for (const alias of [components[language]?.alias ?? []].flat()) expected[alias] = language;
    }
    assert.ok(Object.keys(expected).length > 0);
    assert.deepEqual(aliases, expected);
  });
});
