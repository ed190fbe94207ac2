// Part of `npm run bench`: the first-load bytes of every page kind of bench/budgets.json, next
// to its budget and goal, and the size of the offline precache. Prints JSON for bench.mjs.
import fs from 'node:fs';
import path from 'node:path';
import {firstLoad, loadBuildContext} from '../tests/support/firstLoad';
import budgets from '../bench/budgets.json';

const siteDir = path.resolve(__dirname, '..');
const context = loadBuildContext(siteDir);
const pages: Record<string, object> = {};
for (const [kind, budget] of Object.entries(budgets.pages)) {
  const {jsGzip, cssGzip, htmlGzip} = firstLoad(context, budget.path);
  pages[kind] = {
    path: budget.path,
    jsGzip,
    cssGzip,
    htmlGzip,
    budget,
    goal: 'goal' in budget ? budget.goal : undefined,
  };
}
const precacheList = JSON.parse(fs.readFileSync(path.join(siteDir, 'build/offline-precache.json'), 'utf8')) as {
  url: string;
}[];
const precacheBytes = precacheList.reduce((sum, {url}) => {
  const file = path.join(siteDir, 'build', url === '' || url.endsWith('/') ? `${url}index.html` : url);
  return sum + fs.statSync(file).size;
}, 0);
process.stdout.write(JSON.stringify({pages, precache: {files: precacheList.length, bytes: precacheBytes}}));
