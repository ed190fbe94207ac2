// unit: full run: each case loads the core's CLI in a process of its own (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/**
 * scripts/lazy-modules.mjs, loaded into every process of `npm run build`: the modules it lists
 * are not loaded when their parent requires them, load at first use, and are then the package's
 * own exports. Each case runs a Node.js process (the preload patches the module loader), and
 * requires the module from its parent's file, as the parent does.
 */

const ROOT = path.resolve(__dirname, '../..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts/lazy-modules.mjs')).href;

function run(script: string, {preload = true} = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...(preload ? [`--import=${PRELOAD}`] : []), '-e', script],
      {cwd: ROOT, encoding: 'utf8'},
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as unknown),
    );
  });
}

/**
 * Script prelude: `entries`, each lazy module with its parent's file and the module's resolved
 * file, and `isLoaded(file)`. The parents are found as the build finds them, from the core.
 */
const PRELUDE = String.raw`
  const {createRequire} = require('node:module');
  const path = require('node:path');
  const core = createRequire(require.resolve('@docusaurus/core/package.json'));
  const parents = {
    minifyHtml: path.join(path.dirname(core.resolve('@docusaurus/bundler')), 'minifyHtml.js'),
    currentBundler: path.join(path.dirname(core.resolve('@docusaurus/bundler')), 'currentBundler.js'),
    babelIndex: core.resolve('@docusaurus/babel'),
    webpackClient: core.resolve('@docusaurus/core/lib/webpack/client.js'),
    pwa: core.resolve('@docusaurus/plugin-pwa'),
  };
  const parentOf = {
    'html-minifier-terser': parents.minifyHtml,
    './babelTranslationsExtractor': parents.babelIndex,
    webpackbar: parents.currentBundler,
    'mini-css-extract-plugin': parents.currentBundler,
    'copy-webpack-plugin': parents.currentBundler,
    'webpack-bundle-analyzer': parents.webpackClient,
    'workbox-build': parents.pwa,
  };
  const isLoaded = (file) => Boolean(require.cache[file]);
`;

describe('scripts/lazy-modules.mjs', () => {
  it('lists each module its parent requires today, so that a moved require cannot go unnoticed', async () => {
    const result = await run(
      PRELUDE +
        String.raw`
        const {LAZY_MODULES} = require('./scripts/lazy-modules.mjs');
        const listed = LAZY_MODULES.map((entry) => {
          const parent = parentOf[entry.request];
          const source = parent ? require('node:fs').readFileSync(parent, 'utf8') : '';
          return {
            request: entry.request,
            parentMatches: Boolean(parent) && entry.parent.test(parent),
            required: source.includes('require("' + entry.request + '")'),
          };
        });
        console.log(JSON.stringify(listed));
      `,
      {preload: false},
    );
    for (const entry of result as {request: string; parentMatches: boolean; required: boolean}[]) {
      assert.deepEqual(entry, {request: entry.request, parentMatches: true, required: true});
    }
    assert.equal((result as unknown[]).length, 7);
  });

  it('loads none of them while the CLI loads, and each at the first use of an export, as the same values', async () => {
    const result = (await run(
      PRELUDE +
        String.raw`
        require(core.resolve('@docusaurus/core/lib/commands/cli.js'));
        const fileOf = (request) => createRequire(parentOf[request]).resolve(request);
        const report = {};
        for (const [request, exportName] of [
          ['html-minifier-terser', 'minify'],
          ['./babelTranslationsExtractor', 'extractAllSourceCodeFileTranslations'],
          ['webpack-bundle-analyzer', 'BundleAnalyzerPlugin'],
        ]) {
          const file = fileOf(request);
          const afterCli = isLoaded(file);
          const standIn = createRequire(parentOf[request])(request);
          const afterRequire = isLoaded(file);
          const value = standIn[exportName];
          report[request] = {
            afterCli,
            afterRequire,
            afterUse: isLoaded(file),
            type: typeof value,
            same: value === require(file)[exportName],
            keys: Object.keys(standIn).includes(exportName),
          };
        }
        console.log(JSON.stringify(report));
      `,
    )) as Record<string, unknown>;
    for (const [request, report] of Object.entries(result)) {
      assert.deepEqual(
        report,
        {afterCli: false, afterRequire: false, afterUse: true, type: 'function', same: true, keys: true},
        request,
      );
    }
  });

  it("passes @docusaurus/bundler's webpack plugins through __importDefault unloaded, and constructs them when used", async () => {
    const result = (await run(
      PRELUDE +
        String.raw`
        const {__importDefault} = createRequire(parents.currentBundler)('tslib');
        const report = {};
        for (const request of ['webpackbar', 'mini-css-extract-plugin', 'copy-webpack-plugin']) {
          const file = createRequire(parents.currentBundler).resolve(request);
          const imported = __importDefault(createRequire(parents.currentBundler)(request));
          const afterImport = isLoaded(file);
          const Plugin = imported.default;
          const type = typeof Plugin;
          const instance = request === 'copy-webpack-plugin' ? new Plugin({patterns: [{from: 'static'}]}) : new Plugin({});
          report[request] = {afterImport, type, instanceOfPackage: instance instanceof require(file), afterUse: isLoaded(file)};
        }
        console.log(JSON.stringify(report));
      `,
    )) as Record<string, unknown>;
    for (const [request, report] of Object.entries(result)) {
      assert.deepEqual(
        report,
        {afterImport: false, type: 'function', instanceOfPackage: true, afterUse: true},
        request,
      );
    }
  });

  it('declares the shape of each module it stands in for as the package has it (a function, no __esModule)', async () => {
    const result = (await run(
      PRELUDE +
        String.raw`
        const {LAZY_MODULES} = require('./scripts/lazy-modules.mjs');
        const shapes = LAZY_MODULES.filter((entry) => entry.shape).map((entry) => {
          const real = createRequire(parentOf[entry.request])(entry.request);
          return {request: entry.request, declared: entry.shape, actual: typeof real, esModule: real.__esModule ?? null};
        });
        console.log(JSON.stringify(shapes));
      `,
      {preload: false},
    )) as {request: string; declared: string; actual: string; esModule: unknown}[];
    assert.equal(result.length, 3);
    for (const shape of result) {
      assert.deepEqual(shape, {request: shape.request, declared: shape.actual, actual: shape.actual, esModule: null});
    }
  });

  it("gives plugin-pwa workbox-build's injectManifest alone, on first use, and the rest of the package when asked", async () => {
    const result = await run(
      PRELUDE +
        String.raw`
        const {loadFreshModule} = core('@docusaurus/utils');
        const has = (pattern) => Object.keys(require.cache).some((file) => pattern.test(file));
        const loaded = () => ({
          entry: has(/[\/]workbox-build[\/]build[\/]index\.js$/),
          injectManifestFile: has(/[\/]workbox-build[\/]build[\/]inject-manifest\.js$/),
        });
        loadFreshModule(parents.pwa).then(() => {
          const before = loaded();
          const pluginRequire = createRequire(parents.pwa);
          const workbox = pluginRequire('workbox-build');
          const afterRequire = loaded();
          const injectManifest = workbox.injectManifest;
          const same = injectManifest === pluginRequire('workbox-build/build/inject-manifest').injectManifest;
          const afterUse = loaded();
          const generateSW = typeof workbox.generateSW;
          console.log(JSON.stringify({before, afterRequire, injectManifest: typeof injectManifest, same, afterUse, afterOther: loaded(), generateSW}));
        });
      `,
    );
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
