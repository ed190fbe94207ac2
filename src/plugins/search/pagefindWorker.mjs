// Runs Pagefind for the local-search plugin in a plain Node process: Pagefind is an ES module,
// which the config loader's sandbox cannot import. The job (a JSON file, the first argument)
// lists the pages to index: their built files, addresses and search filters. This process reads
// and prepares them (./prepareHtml.mjs) and names the index by a hash of what it was built from;
// when the cache folder (third argument) already holds that index it stops there, else it writes
// the index to the folder given second. Either way it tells the plugin, over the IPC channel,
// the index's key, whether it was cached, and how many pages it holds. Reading and preparing the
// pages here rather than in the plugin took 0.7 s off the pages process's main thread, which
// postBuild's other work (and the social cards) need, and saved passing 16 MB of JSON.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {EXCLUDE_SELECTORS, prepareHtml} from './prepareHtml.mjs';

const [jobFile, outputPath, cacheDir] = process.argv.slice(2);
/** @type {{pagefindVersion: string; pages: {file: string; url: string; route: import('./classifyRoute').SearchRoute}[]}} */
const job = JSON.parse(await fs.readFile(jobFile, 'utf8'));

const pages = [];
for (const {file, url, route} of job.pages) {
  const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const prepared = html && prepareHtml(html, route);
  if (prepared) {
    pages.push({url, html: prepared});
  }
}

// The index is a function of the pages' text, the excluded parts and Pagefind's version: a build
// whose pages did not change (a warm rebuild, a config or style change) takes the cached index.
const hash = createHash('sha256').update(job.pagefindVersion).update(JSON.stringify(EXCLUDE_SELECTORS));
for (const page of pages) {
  hash.update(`\0${page.url}\0`).update(page.html);
}
const key = hash.digest('hex').slice(0, 32);
/**
 * Tells the plugin, then lets the process end (an open IPC channel would keep it alive).
 * @param {boolean} cached
 */
async function report(cached) {
  await new Promise((resolve) =>
    process.send ? process.send({key, cached, pages: pages.length}, resolve) : resolve(),
  );
  process.disconnect?.();
}

if (existsSync(path.join(cacheDir, key))) {
  await report(true);
  process.exit(0);
}

const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDE_SELECTORS});
if (!index) {
  console.error(`Pagefind could not start: ${errors.join('; ')}`);
  process.exit(1);
}
// All pages at once: one at a time, each waited for Pagefind's answer before the next was sent
// (3.6 and 5.7 s against 3.3 and 5.0 s for the site's 392 pages; the same index).
await Promise.all(
  pages.map(async (page) => {
    const response = await index.addHTMLFile({url: page.url, content: page.html});
    if (response.errors.length > 0) {
      console.error(`Pagefind cannot index ${page.url}: ${response.errors.join('; ')}`);
      process.exit(1);
    }
  }),
);
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) {
  console.error(`Pagefind cannot write the index: ${written.errors.join('; ')}`);
  process.exit(1);
}
await pagefind.close();
await report(false);
