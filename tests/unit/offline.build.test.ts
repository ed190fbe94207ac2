import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {offlinePrecache} from '../../config/pwa';
import {releasedVersions} from '../../config/docsVersions';
import {scriptsOfPage} from '../support/firstLoad';
import {builtPages} from '../support/builtPages';
import {PRECACHE_FILE, type PrecacheEntry} from '../../src/plugins/offline';

/**
 * What offline mode precaches (src/plugins/offline): small enough for a phone, and enough to
 * read the Canary docs offline. Bytes are deterministic, so the budget is a test.
 */

const buildDir = path.resolve(__dirname, '../../build');
const listFile = path.join(buildDir, PRECACHE_FILE);
const SKIP_REASON = fs.existsSync(listFile) ? false : 'build/ is absent: run `npm run build` first';

const fileOf = (url: string) => path.join(buildDir, url === '' || url.endsWith('/') ? `${url}index.html` : url);

/** The Canary docs pages of the build (`docs/installation/`): not those of the released versions. */
function canaryDocPages(): string[] {
  return builtPages(buildDir)
    .map((route) => route.slice(1))
    .filter(
      (page) => page.startsWith('docs/') && !releasedVersions.some((version) => page.startsWith(`docs/${version}/`)),
    );
}

describe('the offline precache', {skip: SKIP_REASON}, () => {
  const entries = SKIP_REASON ? [] : (JSON.parse(fs.readFileSync(listFile, 'utf8')) as PrecacheEntry[]);
  const urls = new Set(entries.map((entry) => entry.url));

  it(`stays within ${offlinePrecache.maxBytes / 1e6} MB`, () => {
    const bytes = entries.reduce((sum, entry) => sum + fs.statSync(fileOf(entry.url)).size, 0);
    assert.ok(bytes <= offlinePrecache.maxBytes, `${bytes} bytes`);
  });

  it('holds the app shell, the home page and every Canary guide', () => {
    const guides = canaryDocPages().filter((page) => offlinePrecache.includeRoute(page));
    assert.ok(guides.length > 50, `${guides.length} guides`);
    for (const url of ['', '404.html', 'manifest.json', 'docs/', 'docs/installation/', ...guides]) {
      assert.ok(urls.has(url), `${url || 'the home page'} is not precached`);
    }
    for (const pattern of [
      /^assets\/js\/main\.[0-9a-f]+\.js$/,
      /^assets\/js\/runtime~main\.[0-9a-f]+\.js$/,
      /^assets\/css\/styles\.[0-9a-f]+\.css$/,
      // Every page, read offline, runs the service-worker registration, which loads Workbox's
      // window library: both fetched before the worker controlled the first page, so never cached.
      /^assets\/js\/register-sw\.[0-9a-f]+\.js$/,
      /^assets\/js\/node_modules_workbox-window_[\w-]+\.[0-9a-f]+\.js$/,
      // Docs and blog pages load the "Copy page" control once they hydrate; offline without it,
      // a page read before crashed if it had been left before the control arrived.
      /^assets\/js\/copy-page\.[0-9a-f]+\.js$/,
    ]) {
      assert.ok(
        [...urls].some((url) => pattern.test(url)),
        `nothing matches ${pattern}`,
      );
    }
  });

  it('holds every script that a precached page starts, so that it loads offline with no network', () => {
    for (const url of urls) {
      if (!(url === '' || url.endsWith('/') || url.endsWith('.html'))) continue;
      const html = fs.readFileSync(fileOf(url), 'utf8');
      const scripts = scriptsOfPage(html);
      assert.ok(scripts.length >= 2, `${url || 'the home page'} starts no scripts`);
      for (const script of scripts) {
        assert.ok(
          urls.has(script.replace(/^\//, '')),
          `${url || 'the home page'} starts ${script}, which is not precached`,
        );
      }
    }
  });

  it('leaves the reference pages, released versions, the blog, the changelog, the showcase and the fixtures to be cached when read', () => {
    const excluded = [
      'docs/cli/',
      'docs/api/docusaurus-config/',
      ...releasedVersions.map((version) => `docs/${version}/`),
      'blog/',
      'changelog/',
      'showcase/',
      'tests/',
      'pagefind/',
    ];
    for (const url of urls) {
      assert.ok(!excluded.some((prefix) => url.startsWith(prefix)), `${url} is precached`);
    }
  });

  it('gives pages a revision and leaves hashed assets without one', () => {
    for (const entry of entries) {
      assert.equal(entry.revision === null, entry.url.startsWith('assets/'), entry.url);
    }
  });
});
