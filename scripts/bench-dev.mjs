#!/usr/bin/env node
// Part of `npm run bench` (and on its own: `node scripts/bench-dev.mjs [--fast]`): the
// maintainer's inner loop. Starts the dev server as a maintainer does (`npm start`, or
// `npm run start:fast` with --fast) with its caches as they are, and measures, in a browser:
//   - start: from launching the command to the first doc page rendered with its title;
//   - edit: from saving a change to a doc to the browser showing it (hot reload).
// The browser is started first, as a maintainer's is already open: started beside the server, it
// took CPU from the server's start on 2 cores. `npx docusaurus start`, which this script ran
// until 29 November, adds npx's own start (about 0.7 s).
// The doc is restored afterwards, even when a step fails. Writes .bench/dev[-fast][-again].json.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import {chromium} from '@playwright/test';
import {fullChromium} from './ensure-chromium.mjs';

const fast = process.argv.includes('--fast');
// `--again`: a second run right after one, with the caches that one left (the bundler's persistent
// cache, the Markdown twins'): what every `npm start` after the first one costs. Only the name of
// the result changes.
const again = process.argv.includes('--again');
const name = `dev${fast ? '-fast' : ''}${again ? '-again' : ''}`;
const DOC_FILE = 'docs/installation.mdx';
const DOC_PATH = '/docs/installation/';
const TIMEOUT_MS = 300_000;

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const original = fs.readFileSync(DOC_FILE, 'utf8');
const browser = await chromium.launch({executablePath: fullChromium(), args: ['--no-sandbox']});
const started = performance.now();
const server = spawn('npm', ['run', fast ? 'start:fast' : 'start', '--', '--no-open', '--port', String(port)], {
  env: {...process.env, BROWSER: 'none'},
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const result = {mode: `${fast ? 'start:fast' : 'start'}${again ? ', caches from the run before' : ''}`};
try {
  const page = await browser.newPage();
  // The server answers once its first compilation is done; until then the port is closed.
  for (;;) {
    if (performance.now() - started > TIMEOUT_MS) throw new Error('the dev server did not answer in 5 minutes');
    try {
      const response = await page.goto(`http://localhost:${port}${DOC_PATH}`, {timeout: TIMEOUT_MS});
      if (response?.ok()) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.getByRole('heading', {level: 1}).waitFor({timeout: TIMEOUT_MS});
  result.startSeconds = (performance.now() - started) / 1000;

  const marker = `Bench edit ${Date.now()}`;
  const edited = performance.now();
  fs.writeFileSync(DOC_FILE, `${original.trimEnd()}\n\n${marker}\n`);
  await page.getByText(marker).waitFor({timeout: TIMEOUT_MS});
  result.editSeconds = (performance.now() - edited) / 1000;
} finally {
  fs.writeFileSync(DOC_FILE, original);
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
fs.mkdirSync('.bench', {recursive: true});
fs.writeFileSync(`.bench/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `${result.mode}: first doc page after ${result.startSeconds.toFixed(1)} s, an edited doc shown after ${result.editSeconds.toFixed(1)} s`,
);
