import {describe, it, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {esModulePackages, jitiNativeModulesFor} from '../../scripts/es-module-packages.mjs';

/**
 * scripts/es-module-packages.mjs: the ES module packages that scripts/build.mjs and
 * scripts/start.mjs hand to Node.js instead of jiti (JITI_NATIVE_MODULES), so that a build or dev
 * server process loads each of them once; and scripts/start.mjs, `npm start`, which passes its
 * arguments and exit status through.
 */

const ROOT = path.resolve(__dirname, '../..');
let dir: string;

function writePackage(name: string, manifest: Record<string, unknown> | string) {
  fs.mkdirSync(path.join(dir, name), {recursive: true});
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2);
  fs.writeFileSync(path.join(dir, name, 'package.json'), text);
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-module-packages-'));
  writePackage('esm-one', {name: 'esm-one', type: 'module'});
  writePackage('cjs-one', {name: 'cjs-one', main: 'index.js'});
  writePackage('typed-commonjs', {name: 'typed-commonjs', type: 'commonjs'});
  // "type": "module" only inside another field: not an ES module package.
  writePackage('nested-type', {name: 'nested-type', publishConfig: {type: 'module'}});
  writePackage('@scope/esm-two', '{\n  "name": "@scope/esm-two",\n  "type" :  "module"\n}\n');
  writePackage('@scope/cjs-two', {name: '@scope/cjs-two'});
  fs.mkdirSync(path.join(dir, 'no-manifest'));
  fs.mkdirSync(path.join(dir, '.bin'));
  fs.writeFileSync(path.join(dir, '.package-lock.json'), '{}');
});

after(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('the ES module packages of a node_modules folder', () => {
  it('lists the packages that say "type": "module", scoped ones by their full name, and nothing else', () => {
    assert.deepEqual(esModulePackages(dir).sort(), ['@scope/esm-two', 'esm-one']);
  });

  it("finds the site's unified packages, and none of its CommonJS ones", () => {
    const found = new Set(esModulePackages(path.join(ROOT, 'node_modules')));
    for (const name of ['unified', 'micromark', 'mdast-util-to-markdown', 'remark-gfm'])
      assert.ok(found.has(name), name);
    for (const name of ['katex', '@docusaurus/core', 'react']) assert.ok(!found.has(name), name);
  });

  it(
    'with them in JITI_NATIVE_MODULES, a module jiti loads shares the ES module Node.js loads',
    {skip: !process.features.require_module && 'Node.js cannot require() an ES module here'},
    async (t) => {
      // Inside the site, so that the import resolves from its node_modules.
      fs.mkdirSync(path.join(ROOT, 'node_modules/.cache'), {recursive: true});
      const here = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/es-module-packages-'));
      t.after(() => fs.rmSync(here, {recursive: true, force: true}));
      const file = path.join(here, 'uses-unified.ts');
      fs.writeFileSync(
        file,
        "import {unified} from 'unified';\nexport const made: string = typeof unified;\nexport {unified};\n",
      );
      const script = `
const {createRequire} = require('node:module');
const siteRequire = createRequire(${JSON.stringify(`${ROOT}/`)});
const jiti = createRequire(siteRequire.resolve('@docusaurus/utils'))('jiti')(${JSON.stringify(path.join(ROOT, 'x.js'))}, {cache: false, interopDefault: true});
const mod = jiti(${JSON.stringify(file)});
import('unified').then((native) => console.log(JSON.stringify({
  made: mod.made, shared: mod.unified === native.unified,
})));`;
      const env = {
        ...process.env,
        JITI_NATIVE_MODULES: JSON.stringify(esModulePackages(path.join(ROOT, 'node_modules'))),
      };
      const {stdout} = await promisify(execFile)(process.execPath, ['-e', script], {cwd: ROOT, env});
      assert.deepEqual(JSON.parse(stdout), {made: 'function', shared: true});
      // And without the list, jiti compiles its own copy (the cost the list removes).
      const {stdout: alone} = await promisify(execFile)(process.execPath, ['-e', script], {
        cwd: ROOT,
        env: {...process.env, JITI_NATIVE_MODULES: '[]'},
      });
      assert.deepEqual(JSON.parse(alone), {made: 'function', shared: false});
    },
  );
});

describe('JITI_NATIVE_MODULES for the build and the dev server', () => {
  /** A site folder whose node_modules is the one made in `before`. */
  function site(t: {after: (fn: () => void) => void}) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jiti-native-site-'));
    t.after(() => fs.rmSync(root, {recursive: true, force: true}));
    fs.symlinkSync(dir, path.join(root, 'node_modules'));
    return root;
  }
  const esm = process.features.require_module ? ['@scope/esm-two', 'esm-one'] : [];

  it('names KaTeX and the ES module packages of the site', (t) => {
    const names = JSON.parse(jitiNativeModulesFor(site(t), {}));
    assert.equal(names[0], 'katex');
    assert.deepEqual(names.slice(1).sort(), esm);
  });

  it('keeps, first, what JITI_NATIVE_MODULES already named: a JSON list or one name', (t) => {
    const root = site(t);
    assert.deepEqual(JSON.parse(jitiNativeModulesFor(root, {JITI_NATIVE_MODULES: '["a","b"]'})).slice(0, 3), [
      'a',
      'b',
      'katex',
    ]);
    assert.deepEqual(JSON.parse(jitiNativeModulesFor(root, {JITI_NATIVE_MODULES: 'sharp'})).slice(0, 2), [
      'sharp',
      'katex',
    ]);
  });
});

describe('npm start (scripts/start.mjs)', () => {
  const start = (args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), ...args], {
      cwd: ROOT,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });

  it('passes its arguments to docusaurus start and ends with its status', async () => {
    const {stdout} = await start(['--help']);
    assert.match(stdout, /Usage: docusaurus start/);
    await assert.rejects(start(['--no-such-option']), (error: {code?: number; stderr?: string}) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr ?? '', /unknown option '--no-such-option'/);
      return true;
    });
  });
});
