#!/usr/bin/env node
// Part of `npm run bench`: what a reader's browser downloads. Serves build/ on a local port
// and, in Chromium, (1) opens one page of each kind and adds up the JS and CSS it loads,
// raw and as gzip would send them; (2) runs a first search through the modal and adds up
// the /pagefind/ files it fetches. Writes .bench/browser.json.
// Usage: node scripts/bench-browser.mjs '<page kinds as JSON>'
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {fullChromium} from './ensure-chromium.mjs';

const port = 4199;
const query = 'sidebar category';
const pageKinds = JSON.parse(process.argv[2] ?? '{"home": "/"}');
const htmlFile = (route) => path.join('build', route.endsWith('.html') ? route : `${route}index.html`);

function dirSize(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

const server = spawn(process.execPath, ['scripts/serve-build.mjs', '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));
const browser = await chromium.launch({executablePath: fullChromium(), args: ['--no-sandbox', '--disable-gpu']});
try {
  const pages = {};
  for (const [kind, route] of Object.entries(pageKinds)) {
    if (!fs.existsSync(htmlFile(route))) {
      continue;
    }
    const kindPage = await browser.newPage();
    const assets = new Set();
    kindPage.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname) && !url.pathname.startsWith('/pagefind/')) {
        assets.add(url.pathname);
      }
    });
    await kindPage.goto(`http://localhost:${port}${route}`);
    await kindPage.waitForSelector('html[data-has-hydrated="true"]');
    await kindPage.waitForLoadState('networkidle');
    const totals = {js: 0, jsGzip: 0, css: 0, cssGzip: 0, html: fs.statSync(htmlFile(route)).size};
    for (const asset of assets) {
      const content = fs.readFileSync(path.join('build', decodeURIComponent(asset)));
      const type = asset.endsWith('.css') ? 'css' : 'js';
      totals[type] += content.length;
      totals[`${type}Gzip`] += zlib.gzipSync(content).length;
    }
    pages[kind] = totals;
    await kindPage.close();
  }

  const page = await browser.newPage();
  const files = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/pagefind/')) {
      files.add(url.pathname);
    }
  });
  await page.goto(`http://localhost:${port}/docs/installation/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search docs'}).fill(query);
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join('build', file));
    raw += content.length;
    // .pf_* files are already gzip-compressed by Pagefind: a server sends them as they are.
    gzip += /\.pf_/.test(file) ? content.length : zlib.gzipSync(content).length;
  }
  const search = {
    query,
    requests: files.size,
    firstQueryBytes: raw,
    firstQueryGzipBytes: gzip,
    indexBytesOnDisk: dirSize('build/pagefind'),
    indexFiles: fs.readdirSync('build/pagefind', {recursive: true}).length,
  };
  fs.mkdirSync('.bench', {recursive: true});
  fs.writeFileSync('.bench/browser.json', JSON.stringify({pageKinds: pages, search}, null, 2));
} finally {
  await browser.close();
  server.kill();
}
