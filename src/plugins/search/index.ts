// Local search, the whole of it in one plugin: the navbar's search button and modal
// (theme/SearchBar, which takes the classic theme's empty slot), the search page at /search/
// (theme/SearchPage, added as a route here), and the index: after the production build, the
// built HTML is indexed with Pagefind into build/pagefind/. Pagefind splits the index into
// small chunks, so a query downloads only the pieces it needs, and nothing is sent to a third
// party. Leaving the plugin out of the config (DOCUSAURUS_SEARCH=algolia) leaves all of it out,
// so that @docusaurus/theme-search-algolia's search bar and page take over.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {restoreDir} from '../shared/cacheFiles';
import {classifyRoute, type SearchRoute} from './classifyRoute';

/** The indexes built last, each named by the hash of what it was built from (see CACHED_INDEXES). */
const CACHE_DIR = 'node_modules/.cache/local-search';

/** Pagefind's version, from its package.json (which its `exports` do not expose to require). */
function pagefindVersion(siteDir: string): string {
  const manifest = path.join(siteDir, 'node_modules/pagefind/package.json');
  if (!existsSync(manifest)) {
    throw new Error(`Local search: ${manifest} is missing (is pagefind installed?)`);
  }
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** What the Pagefind process tells the plugin: the index's key, whether the cache has it, its pages. */
type IndexReport = {key: string; cached: boolean; pages: number};

/**
 * Runs Pagefind in a child process (src/plugins/search/pagefindWorker.mjs; Pagefind's Node API
 * keeps its own service process alive until the process ends), which reads and prepares the
 * pages, and indexes them unless the cache holds their index. The child starts before this
 * function first yields, and the other plugins' postBuild work goes on meanwhile: a synchronous
 * spawn held them all for 4 s.
 */
async function indexPages(job: string, indexDir: string, cacheDir: string): Promise<IndexReport> {
  const jobFile = path.join(os.tmpdir(), `local-search-${process.pid}-${Date.now()}.json`);
  writeFileSync(jobFile, job);
  try {
    let report: IndexReport | undefined;
    const code = await new Promise<number | string>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(__dirname, 'pagefindWorker.mjs'), jobFile, indexDir, cacheDir], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (message: IndexReport) => {
        report = message;
      });
      child.on('error', reject);
      child.on('close', (status, signal) => resolve(status ?? signal ?? 'unknown'));
    });
    if (code !== 0 || !report) {
      throw new Error(
        `Local search: indexing failed (Pagefind exited with ${code}${report ? '' : ', without a report'})`,
      );
    }
    return report;
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

export {prepareHtml} from './prepareHtml.mjs';

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
      const pages: {file: string; url: string; route: SearchRoute}[] = [];
      for (const routePath of new Set(routesPaths)) {
        const sitePath = `/${routePath.slice(baseUrl.length)}`;
        const route = classifyRoute(sitePath, options.versions, options.canaryLabel);
        if (route) {
          // The address is below the base URL: the browser's Pagefind client prepends it (its
          // `baseUrl` option, src/components/Search/pagefind.ts), so a full path came out doubled.
          pages.push({file: path.join(outDir, routePath.slice(baseUrl.length), 'index.html'), url: sitePath, route});
        }
      }
      const indexDir = path.join(outDir, 'pagefind');
      const cacheDir = path.join(context.siteDir, CACHE_DIR);
      const job = JSON.stringify({pagefindVersion: pagefindVersion(context.siteDir), pages});
      const {key, cached: fromCache, pages: indexed} = await indexPages(job, indexDir, cacheDir);
      const cached = path.join(cacheDir, key);
      if (fromCache) {
        // The index is a function of the pages' text and Pagefind's version (pagefindWorker.mjs):
        // a build whose pages did not change copies it from the cache instead of spending 4 to 7 s
        // indexing again.
        await restoreDir(cached, indexDir);
        const now = new Date();
        await fs.utimes(cached, now, now);
      } else {
        await fs.rm(`${cached}.tmp`, {recursive: true, force: true});
        await fs.cp(indexDir, `${cached}.tmp`, {recursive: true});
        await fs.rename(`${cached}.tmp`, cached);
        await keepRecentIndexes(cacheDir);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[local-search] ${fromCache ? 'reused the index of' : 'indexed'} ${indexed} pages (${path.relative(context.siteDir, indexDir)}) in ${seconds} s`,
      );
    },
  };
}
