// unit: own process: it patches Node's module loader while it runs and counts which modules are loaded (scripts/unit.mjs).
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {deferModule} from '../../scripts/ssg-thread-modules.mjs';

/**
 * scripts/ssg-thread-modules.mjs: in the SSG worker threads of `npm run build`, @docusaurus/bundler
 * serves getHtmlMinifier without loading the rest of itself (webpack, Babel, html-minifier-terser),
 * and anything else loads the whole module as a plain require would.
 */

const root = path.resolve(__dirname, '../..');
const tmpDirs: string[] = [];
after(() => tmpDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Writes `text` to a file `name` in a new temporary folder, and returns the file's path. */
function tmpFile(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-thread-modules-'));
  tmpDirs.push(dir);
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('deferring a module', () => {
  it('serves its own properties without loading the module, then loads it once for anything else', () => {
    const file = tmpFile(
      'heavy.js',
      'globalThis.heavyLoads = (globalThis.heavyLoads ?? 0) + 1;\nexports.used = () => "real";\nexports.other = 42;\n',
    );
    const state = deferModule(file, {used: () => 'stand-in'});
    const heavy = require(file) as {used: () => string; other: number};
    const loads = () => (globalThis as {heavyLoads?: number}).heavyLoads ?? 0;
    assert.equal(heavy.used(), 'stand-in');
    assert.equal(loads(), 0);
    assert.equal(state.loaded(), false);
    assert.equal(heavy.other, 42);
    assert.equal(loads(), 1);
    assert.equal(state.loaded(), true);
    assert.deepEqual(Object.keys(heavy).sort(), ['other', 'used']);
    // From now on the module itself, loaded once.
    assert.equal((require(file) as {used: () => string}).used(), 'real');
    assert.equal(loads(), 1);
    delete (Module as unknown as {_cache: Record<string, unknown>})._cache[file];
  });
});

describe('an SSG worker thread of npm run build', () => {
  it("loads only the bundler's HTML minifier with the core's renderer, and the rest when asked", () => {
    // A worker thread of a process started with the module, as the pages process starts its SSG threads.
    const probe = tmpFile(
      'probe.cjs',
      `const {parentPort} = require('node:worker_threads');
const {createRequire} = require('node:module');
const coreRequire = createRequire(${JSON.stringify(require.resolve('@docusaurus/core/package.json'))});
const loaded = (pattern) => Object.keys(require.cache).some((file) => pattern.test(file));
const WEBPACK = /[\\/]webpack[\\/]lib[\\/]Compiler\\.js$/;
(async () => {
  coreRequire('@docusaurus/core/lib/ssg/ssgRenderer.js');
  const bundler = coreRequire('@docusaurus/bundler');
  const atStart = {webpack: loaded(WEBPACK), terser: loaded(/[\\\\/]clean-css[\\\\/]/)};
  const minifier = await bundler.getHtmlMinifier({type: 'swc'});
  const {code} = await minifier.minify('<!DOCTYPE html><html><head><title>T</title></head><body><p>  a  </p></body></html>');
  const afterMinifying = {webpack: loaded(WEBPACK), terser: loaded(/[\\\\/]clean-css[\\\\/]/)};
  const compile = typeof bundler.compile;
  parentPort.postMessage({atStart, afterMinifying, code, compile, afterCompile: {webpack: loaded(WEBPACK)}});
})();
`,
    );
    const script = `new (require('node:worker_threads').Worker)(${JSON.stringify(probe)})
      .on('message', (message) => console.log(JSON.stringify(message)))
      .on('error', (error) => { console.error(error); process.exit(1); });`;
    const result = spawnSync(
      process.execPath,
      ['--import', pathToFileURL(path.join(root, 'scripts/ssg-thread-modules.mjs')).href, '-e', script],
      {cwd: root, encoding: 'utf8'},
    );
    assert.equal(result.status, 0, result.stderr);
    const report = JSON.parse(result.stdout.trim()) as {
      atStart: {webpack: boolean; terser: boolean};
      afterMinifying: {webpack: boolean; terser: boolean};
      code: string;
      compile: string;
      afterCompile: {webpack: boolean};
    };
    assert.deepEqual(report.atStart, {webpack: false, terser: false});
    assert.deepEqual(report.afterMinifying, {webpack: false, terser: false});
    // The page went through the core's own HTML minifier (the inline-script one is not installed
    // here): the paragraph's spaces are gone.
    assert.match(report.code, /<p>a(<\/p>)?<\/body>/);
    assert.equal(report.compile, 'function');
    assert.deepEqual(report.afterCompile, {webpack: true});
  });
});
