// Local search, the whole of it in one plugin: the navbar's search button and modal
// (theme/SearchBar, which takes the classic theme's empty slot), the search page at /search/
// (theme/SearchPage, added as a route here), and the index: after the production build, the
// built HTML is indexed with Pagefind into build/pagefind/. Pagefind splits the index into
// small chunks, so a query downloads only the pieces it needs, and nothing is sent to a third
// party. Leaving the plugin out of the config (DOCUSAURUS_SEARCH=algolia) leaves all of it out,
// so that @docusaurus/theme-search-algolia's search bar and page take over.
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {restoreDir} from '../shared/cacheFiles';
import {classifyRoute, type SearchRoute} from './classifyRoute';

/** The last index built, by the hash of what it was built from (one entry: a newer build replaces it). */
const CACHE_DIR = 'node_modules/.cache/local-search';

/** Pagefind's version, from its package.json (which its `exports` do not expose to require). */
function pagefindVersion(siteDir: string): string {
  const manifest = path.join(siteDir, 'node_modules/pagefind/package.json');
  if (!existsSync(manifest)) {
    throw new Error(`Local search: ${manifest} is missing (is pagefind installed?)`);
  }
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * Runs Pagefind in a child process (src/plugins/search/pagefindWorker.mjs; Pagefind's Node API
 * keeps its own service process alive until the process ends). The child starts before this
 * function first yields, and the other plugins' postBuild work goes on meanwhile: a synchronous
 * spawn held them all for 4 s.
 */
async function indexPages(job: string, indexDir: string): Promise<void> {
  const jobFile = path.join(os.tmpdir(), `local-search-${process.pid}-${Date.now()}.json`);
  writeFileSync(jobFile, job);
  try {
    const code = await new Promise<number | string>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(__dirname, 'pagefindWorker.mjs'), jobFile, indexDir], {
        stdio: 'inherit',
      });
      child.on('error', reject);
      child.on('close', (status, signal) => resolve(status ?? signal ?? 'unknown'));
    });
    if (code !== 0) {
      throw new Error(`Local search: indexing failed (Pagefind exited with ${code})`);
    }
  } finally {
    await fs.rm(jobFile, {force: true});
  }
}

export type SearchPluginOptions = {
  /** Released docs versions, newest first. */
  versions: string[];
  /** Label of the Canary (`current`) docs version, shown in results. */
  canaryLabel: string;
};

/** Parts of a page that repeat other pages or are navigation, never content. */
const EXCLUDE_SELECTORS = [
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  '.hash-link',
  '.clean-btn',
  'nav',
  'button',
];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Script and `<link>` elements: Pagefind reads neither (it indexes the body's text, the title
 * and the metadata), and they name the build's hashed asset files. Without them
 * the index depends on the pages' text alone, so a rebuild whose bundler output moved (a new
 * runtime hash after a warm build) still reuses the cached index.
 */
const ASSET_REFERENCES = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/** Where the element that starts at `start` ends (after its closing tag), or -1. */
function elementEnd(html: string, tagName: string, start: number): number {
  const tags = new RegExp(`<(/?)${tagName}\\b`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const close = html.indexOf('>', tag.index);
      return close < 0 ? -1 : close + 1;
    }
  }
  return -1;
}

/**
 * What Pagefind indexes of a page: its content element, the first `<article>` (docs, posts) or
 * else `<main>` (pages), marked as the indexed body and carrying the filters, in a document with
 * the page's `<html>` tag and title. Returns null for a page with neither element.
 *
 * Only that element goes to Pagefind: it indexes the marked body alone, and parsing the rest
 * (navigation bar, sidebar, footer: 40 % of the HTML) took it 1.1 to 1.4 s of the 4.5 to 5.9 s it
 * spent on the site's 392 pages (28 November). The result image is set empty: the search page
 * shows none, and Pagefind took the first image it met, the footer's logo on most pages.
 */
export function prepareHtml(page: string, route: SearchRoute): string | null {
  const tagName = page.includes('<article') ? 'article' : 'main';
  const start = page.indexOf(`<${tagName}`);
  if (start < 0) {
    return null;
  }
  const openEnd = page.indexOf('>', start);
  const end = elementEnd(page, tagName, start);
  if (openEnd < 0 || end < 0) {
    return null;
  }
  const htmlTag = /<html\b[^>]*>/i.exec(page)?.[0] ?? '<html>';
  const title = /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(page)?.[0] ?? '';
  const markers =
    `<span hidden data-pagefind-filter="version:${escapeAttribute(route.version)}"></span>` +
    `<span hidden data-pagefind-filter="type:${route.type}"></span>` +
    `<span hidden data-pagefind-meta="section:${escapeAttribute(route.section)}"></span>` +
    '<span hidden data-pagefind-meta="image:"></span>';
  const body =
    `<${tagName} data-pagefind-body${page.slice(start + tagName.length + 1, openEnd + 1)}${markers}` +
    page.slice(openEnd + 1, end);
  return `<!doctype html>${htmlTag}<head>${title}</head><body>${body.replace(ASSET_REFERENCES, '')}</body></html>`;
}

/** Where the search page is served, under the base URL. */
export const SEARCH_PAGE_PATH = 'search/';

/**
 * The cached indexes kept: the site's, `build:fast`'s and the sub-path build's
 * (`npm run test:base-url`) each have their own pages, and keeping one index only made each of
 * these builds index again after another (4 to 7 s). Each is about 3 MB.
 */
const CACHED_INDEXES = 4;

/** Deletes all but the most recently used cached indexes. */
async function keepRecentIndexes(cacheDir: string): Promise<void> {
  const entries = await Promise.all(
    (await fs.readdir(cacheDir)).map(async (name) => ({
      name,
      used: (await fs.stat(path.join(cacheDir, name))).mtimeMs,
    })),
  );
  entries.sort((a, b) => b.used - a.used);
  for (const {name} of entries.slice(CACHED_INDEXES)) {
    await fs.rm(path.join(cacheDir, name), {recursive: true, force: true});
  }
}

export default function pluginLocalSearch(context: LoadContext, options: SearchPluginOptions): Plugin {
  return {
    name: 'local-search',

    // TypeScript sources: the site's bundler compiles them like any file of src/.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}${SEARCH_PAGE_PATH}`, component: '@theme/SearchPage', exact: true});
    },

    // Indexing is the longest part of postBuild and runs in a child process on the other core:
    // everything up to its start is synchronous, so that it does not wait for a turn behind the
    // other plugins' postBuild work on the main thread (the blog feeds, the redirect pages...).
    // Pagefind started about 2 s sooner (28 November).
    async postBuild({outDir, routesPaths, baseUrl}) {
      const started = performance.now();
      const pages: {url: string; html: string}[] = [];
      for (const routePath of new Set(routesPaths)) {
        const sitePath = `/${routePath.slice(baseUrl.length)}`;
        const route = classifyRoute(sitePath, options.versions, options.canaryLabel);
        if (!route) {
          continue;
        }
        const file = path.join(outDir, routePath.slice(baseUrl.length), 'index.html');
        const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
        const prepared = html && prepareHtml(html, route);
        if (prepared) {
          // Below the base URL: the browser's Pagefind client prepends it (its `baseUrl`
          // option, src/components/Search/pagefind.ts), so a full path came out doubled.
          pages.push({url: sitePath, html: prepared});
        }
      }
      const job = JSON.stringify({pages, excludeSelectors: EXCLUDE_SELECTORS});
      const indexDir = path.join(outDir, 'pagefind');
      // The index is a function of the pages' text and Pagefind's version: a build whose pages
      // did not change (a warm rebuild, a config or style change) copies the previous index
      // from the cache instead of spending 4 to 7 s indexing again.
      const key = createHash('sha256').update(pagefindVersion(context.siteDir)).update(job).digest('hex').slice(0, 32);
      const cached = path.join(context.siteDir, CACHE_DIR, key);
      const fromCache = existsSync(cached);
      if (fromCache) {
        await restoreDir(cached, indexDir);
        const now = new Date();
        await fs.utimes(cached, now, now);
      } else {
        await indexPages(job, indexDir);
        await fs.rm(`${cached}.tmp`, {recursive: true, force: true});
        await fs.cp(indexDir, `${cached}.tmp`, {recursive: true});
        await fs.rename(`${cached}.tmp`, cached);
        await keepRecentIndexes(path.join(context.siteDir, CACHE_DIR));
      }
      const indexed = pages.length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[local-search] ${fromCache ? 'reused the index of' : 'indexed'} ${indexed} pages (${path.relative(context.siteDir, indexDir)}) in ${seconds} s`,
      );
    },
  };
}
