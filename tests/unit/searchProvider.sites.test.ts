import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The search provider is one switch (DOCUSAURUS_SEARCH, config/env.ts): local search is one
 * plugin that brings its search bar, its page and its index (src/plugins/search), and leaving it
 * out lets @docusaurus/theme-search-algolia provide all three. For each provider, the site is
 * loaded as the build loads it; the Algolia site is also built, to check that nothing of the
 * local search ships with it.
 */
const siteDir = path.resolve(__dirname, '../..');

type Summary = {plugins: string[]; searchRoutes: string[]; themeComponents: Record<string, string | null>};

function loadSummary(provider: 'local' | 'algolia'): Summary {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/loadSiteSummary.mjs'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_SEARCH: provider},
  });
  const line = /^@@summary (.*)$/m.exec(result.stdout)?.[1];
  assert.ok(line, `the site did not load with DOCUSAURUS_SEARCH=${provider}:\n${result.stderr}`);
  return JSON.parse(line) as Summary;
}

describe('search providers', () => {
  // Loading and building the site rewrite its generated files (.docusaurus/), which the
  // build-output tests read for the site in build/: they are put back afterwards.
  const generated = path.join(siteDir, '.docusaurus');
  const saved = path.join(os.tmpdir(), `generated-before-${process.pid}`);
  before(() => {
    if (fs.existsSync(generated)) fs.cpSync(generated, saved, {recursive: true});
  });
  after(() => {
    if (fs.existsSync(saved)) {
      fs.rmSync(generated, {recursive: true, force: true});
      fs.cpSync(saved, generated, {recursive: true});
      fs.rmSync(saved, {recursive: true, force: true});
    }
  });

  it('local: the local-search plugin provides the search bar and the one /search/ page', () => {
    const summary = loadSummary('local');
    assert.ok(summary.plugins.includes('local-search'));
    assert.ok(!summary.plugins.includes('docusaurus-theme-search-algolia'));
    assert.deepEqual(summary.searchRoutes, ['@theme/SearchPage']);
    assert.deepEqual(summary.themeComponents, {
      '@theme/SearchBar': 'src/plugins/search/theme/SearchBar/index.tsx',
      '@theme/SearchPage': 'src/plugins/search/theme/SearchPage/index.tsx',
    });
  });

  it('algolia: DocSearch provides both, and the build ships nothing of the local search', () => {
    const summary = loadSummary('algolia');
    assert.ok(!summary.plugins.includes('local-search'));
    assert.ok(summary.plugins.includes('docusaurus-theme-search-algolia'));
    assert.deepEqual(summary.searchRoutes, ['@theme/SearchPage']);
    for (const component of Object.values(summary.themeComponents)) {
      assert.match(component ?? '', /^node_modules\/@docusaurus\/theme-search-algolia\//);
    }

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-algolia-'));
    try {
      // The partial site of `build:fast` (Canary docs, no fixtures) has every search component
      // and entry point of the whole one in half the time; with no persistent cache, since this
      // build's cache would serve no other build and only take room beside the site's.
      const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
        cwd: siteDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          DOCUSAURUS_SEARCH: 'algolia',
          DOCUSAURUS_FAST: 'true',
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        },
      });
      const output = `${build.stdout}\n${build.stderr}`;
      assert.equal(build.status, 0, output.slice(-3000));
      assert.doesNotMatch(output, /duplicate routes/i);
      assert.ok(!fs.existsSync(path.join(outDir, 'pagefind')), 'a Pagefind index was built');
      assert.match(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), /DocSearch-Button/);
      const scripts = fs.readdirSync(path.join(outDir, 'assets/js'));
      const withPagefind = scripts.filter((file) =>
        fs.readFileSync(path.join(outDir, 'assets/js', file), 'utf8').includes('pagefind'),
      );
      assert.deepEqual(withPagefind, [], 'scripts that load the local index');
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});
