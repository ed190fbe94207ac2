import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/**
 * scripts/lazy-workbox.mjs, loaded into every process of `npm run build`: plugin-pwa loads without
 * workbox-build, its postBuild's `injectManifest` loads the one file that holds it, and anything
 * else of the package loads the package whole. Each case runs a Node.js process with the module
 * preloaded; the plugin is loaded as the core loads plugins (fresh, through jiti), then
 * workbox-build is required as the plugin requires it, from the plugin's file.
 */

const ROOT = path.resolve(__dirname, '../..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts/lazy-workbox.mjs')).href;

type Loaded = {entry: boolean; injectManifestFile: boolean};
type Probe = {
  before: Loaded;
  afterRequire: Loaded;
  injectManifest: string;
  same: boolean;
  afterUse: Loaded;
  afterOther: Loaded;
  generateSW: string;
};

const SCRIPT = String.raw`
  const {createRequire} = require('node:module');
  const core = createRequire(require.resolve('@docusaurus/core/package.json'));
  const {loadFreshModule} = core('@docusaurus/utils');
  const has = (pattern) => Object.keys(require.cache).some((file) => pattern.test(file));
  const loaded = () => ({
    entry: has(/[\/]workbox-build[\/]build[\/]index\.js$/),
    injectManifestFile: has(/[\/]workbox-build[\/]build[\/]inject-manifest\.js$/),
  });
  const plugin = require.resolve('@docusaurus/plugin-pwa');
  loadFreshModule(plugin).then(() => {
    const before = loaded();
    const pluginRequire = createRequire(plugin);
    const workbox = pluginRequire('workbox-build');
    const afterRequire = loaded();
    const injectManifest = workbox.injectManifest;
    const same = injectManifest === pluginRequire('workbox-build/build/inject-manifest').injectManifest;
    const afterUse = loaded();
    const generateSW = typeof workbox.generateSW;
    console.log(JSON.stringify({before, afterRequire, injectManifest: typeof injectManifest, same, afterUse, afterOther: loaded(), generateSW}));
  });
`;

function probe(): Promise<Probe> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [`--import=${PRELOAD}`, '-e', SCRIPT],
      {cwd: ROOT, encoding: 'utf8'},
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as Probe),
    );
  });
}

describe('scripts/lazy-workbox.mjs', () => {
  it("gives plugin-pwa workbox-build's injectManifest alone, on first use, and the rest of the package when asked", async () => {
    const result = await probe();
    const none = {entry: false, injectManifestFile: false};
    assert.deepEqual(result, {
      before: none,
      afterRequire: none,
      injectManifest: 'function',
      // The package's entry exports that file's function as it is.
      same: true,
      afterUse: {entry: false, injectManifestFile: true},
      afterOther: {entry: true, injectManifestFile: true},
      generateSW: 'function',
    });
  });
});
