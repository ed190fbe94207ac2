import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
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

/**
 * Renders one route with a server bundle, as the core's static generation does
 * (`@docusaurus/core/lib/ssg/ssgRenderer.js`): the bundle is evaluated with its own `require`, and
 * its default export renders the app for a pathname.
 */
async function renderWithServerBundle(bundlePath: string, pathname: string): Promise<string> {
  const evaluate = createRequire(require.resolve('@docusaurus/core/package.json'))('eval') as (
    source: string,
    filename: string,
    scope: object,
    includeGlobals: boolean,
  ) => {default: (args: {pathname: string}) => Promise<{html: string}>};
  const entry = evaluate(
    fs.readFileSync(bundlePath, 'utf8'),
    path.basename(bundlePath),
    {__filename: '', require: createRequire(bundlePath)},
    true,
  );
  return (await entry.default({pathname})).html;
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

  it('algolia: DocSearch provides both, and the build ships nothing of the local search', async () => {
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
      // build's cache would serve no other build and only take room beside the site's. It stops
      // after bundling (the core's DOCUSAURUS_EXIT_AFTER_BUNDLING, as `npm run build` uses it):
      // what ships is in the bundles, and rendering the other 300 pages, drawing their social
      // cards and writing their Markdown twins took 20 s of this test and checked nothing more.
      // (No Pagefind index can be built: the plugin that builds it is not loaded, above.) Nor
      // are social cards drawn, so their head start (src/plugins/socialCards/headStart.ts) is off.
      const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
        cwd: siteDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          DOCUSAURUS_SEARCH: 'algolia',
          DOCUSAURUS_FAST: 'true',
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
          DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true',
          DOCUSAURUS_CARDS_HEAD_START: 'false',
        },
      });
      const output = `${build.stdout}\n${build.stderr}`;
      assert.equal(build.status, 0, output.slice(-3000));
      assert.doesNotMatch(output, /duplicate routes/i);
      const scripts = fs.readdirSync(path.join(outDir, 'assets/js'));
      const withPagefind = scripts.filter((file) =>
        fs.readFileSync(path.join(outDir, 'assets/js', file), 'utf8').includes('pagefind'),
      );
      assert.deepEqual(withPagefind, [], 'scripts that load the local index');
      // The home page as static generation renders it, from the server bundle just built.
      const home = await renderWithServerBundle(path.join(outDir, '__server/server.bundle.js'), '/');
      assert.match(home, /DocSearch-Button/);
      assert.doesNotMatch(home, /pagefind/i);
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});
