#!/usr/bin/env node
// `npm start` and `npm run start:fast`: `docusaurus start` with the arguments given
// (`npm start -- --port 3001`), in a Node.js process that loads the site the way `npm run build`'s
// processes do:
//   - scripts/jiti-esbuild.mjs: jiti compiles the site's TypeScript (the config, the plugins, the
//     remark and rehype plugins) with esbuild instead of Babel, and keeps the results in
//     node_modules/.cache/jiti-esbuild, shared with the build;
//   - JITI_NATIVE_MODULES (scripts/es-module-packages.mjs): KaTeX and the ES module packages are
//     loaded by Node.js itself instead of compiled by jiti, file by file.
// Both matter on a first start, when jiti's cache is empty: on a fresh clone, in a browser as
// scripts/bench-dev.mjs measures (4 December 2026, 2 cores, six pairs interleaved, machine speed
// 5.8 to 7.7 s), the first doc page came 17.9 to 28.1 s after `npm start` (24.8 s on average)
// instead of 26.9 to 37.7 s (33.5 s). A second start, with the caches of the first, came as soon
// either way (15.7 and 21.7 s against 17.6 and 20.3 s).
// Worker threads (the Markdown twins') inherit the flag. The dev server's exit status is this
// script's; Ctrl-C reaches both processes (the terminal signals the whole group), and a signal
// sent to this one alone is passed on.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {jitiNativeModulesFor} from './es-module-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const jitiEsbuild = `--import=${pathToFileURL(path.join(root, 'scripts/jiti-esbuild.mjs')).href}`;

const child = spawn(process.execPath, [jitiEsbuild, docusaurus, 'start', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {...process.env, JITI_NATIVE_MODULES: jitiNativeModulesFor(root)},
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.once('error', (error) => {
  console.error(`[start] could not start docusaurus start: ${error.message}`);
  process.exit(1);
});
child.once('exit', (status, signal) => {
  if (signal) {
    // Ended by a signal: this process ends by the same one, as a shell expects.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(status ?? 1);
});
