// unit: full run: each case starts a Node.js process with scripts/bundle-only.mjs preloaded (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/**
 * scripts/bundle-only.mjs, loaded into the bundling process of `npm run build`: the core's
 * `compile()` gets only the browser bundle's config (DOCUSAURUS_BUNDLE_ONLY=client). Each case
 * runs in a Node.js process of its own with the module preloaded, as scripts/build.mjs runs it,
 * and calls the core's functions themselves, the bundler replaced by one that records its configs.
 */

const ROOT = path.resolve(__dirname, '../..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts/bundle-only.mjs')).href;

// What the process runs: the core's compile() with two configs, then its clearPath() on a folder.
const PROBE = `
const {createRequire} = require('node:module');
const fs = require('node:fs');
const core = createRequire(require.resolve('@docusaurus/core/package.json'));
const {compile} = core('@docusaurus/bundler');
const clearPath = core('./lib/commands/utils/clearPath.js').default;
const compiled = [];
const stats = {toJson: () => ({errors: [], warnings: []}), hasErrors: () => false};
// Each config has an MDX loader with Faster's cross-compiler cache, left as the core makes it.
const mdxEntry = () => ({loader: require.resolve('@docusaurus/mdx-loader'), options: {crossCompilerCache: new Map()}});
// The browser bundle's config has the static-render entry that src/plugins/bundling adds, unless PROBE_PLAIN_SITE.
const entry = (name) =>
  name === 'client' && !process.env.PROBE_PLAIN_SITE ? {main: './client.js', 'static-render': {import: './render.js', dependOn: 'main'}} : './entry.js';
const configs = JSON.parse(process.env.PROBE_CONFIGS).map((name) => ({
  name,
  entry: entry(name),
  module: {rules: [{oneOf: [{test: 'mdx', use: [mdxEntry()]}]}]},
}));
// Each compiler runs the callbacks tapped on its finishMake hook (its modules built) as it runs.
const instance = (given) => {
  compiled.push(...given.map((config) => config.name));
  const compilers = given.map((options) => {
    const taps = [];
    return {options, taps, hooks: {finishMake: {tap: (name, callback) => taps.push(callback)}}};
  });
  const run = (done) => {
    compilers.forEach((compiler) => compiler.taps.forEach((callback) => callback()));
    done(null, stats);
  };
  return {compilers, run, close: (done) => done()};
};
// Counts the full garbage collections asked for (the process runs with --expose-gc).
let collected = 0;
const exposedGc = globalThis.gc;
if (exposedGc) globalThis.gc = () => { collected += 1; exposedGc(); };
const crossCompilerCache = (config) => config.module.rules[0].oneOf[0].use[0].options.crossCompilerCache !== undefined;
compile({configs, currentBundler: {name: 'rspack', instance}})
  .then(() => clearPath(process.env.PROBE_DIR))
  .then(() =>
    console.log(
      JSON.stringify({
        compiled,
        collected,
        folderKept: fs.existsSync(process.env.PROBE_DIR),
        crossCompilerCache: Object.fromEntries(configs.map((config) => [config.name, crossCompilerCache(config)])),
      }),
    ),
  )
  .catch((error) => {
    console.log(JSON.stringify({error: error.message}));
  });
`;

/** Runs `script` in a Node.js process with the module preloaded, as scripts/build.mjs runs it. */
function runPreloaded(script: string, env: NodeJS.ProcessEnv): Promise<{stdout: string; stderr: string; code: number}> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--expose-gc', `--import=${PRELOAD}`, '-e', script],
      {cwd: ROOT, encoding: 'utf8', env: {...process.env, ...env}},
      (error, stdout, stderr) => resolve({stdout, stderr, code: error ? Number(error.code ?? 1) : 0}),
    );
  });
}

async function probe(
  only: string,
  configs: string[] = ['client', 'server'],
  env: NodeJS.ProcessEnv = {},
): Promise<{stdout: string; stderr: string; code: number}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-only-'));
  fs.writeFileSync(path.join(dir, 'written-by-the-browser-bundle.js'), '');
  try {
    return await runPreloaded(PROBE, {
      DOCUSAURUS_BUNDLE_ONLY: only,
      PROBE_CONFIGS: JSON.stringify(configs),
      PROBE_DIR: dir,
      ...env,
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('scripts/bundle-only.mjs', {concurrency: true}, () => {
  it('the browser bundle process compiles the client config alone, empties the output folder and collects its garbage once the modules are built', async () => {
    const {stdout, stderr} = await probe('client');
    assert.deepEqual(
      JSON.parse(stdout),
      {compiled: ['client'], collected: 1, folderKept: false, crossCompilerCache: {client: true, server: true}},
      stderr,
    );
  });

  it('builds the server bundle beside it for a site whose browser bundle has no static-render entry', async () => {
    const {stdout, stderr} = await probe('client', ['client', 'server'], {PROBE_PLAIN_SITE: 'true'});
    const lines = stdout.trim().split('\n');
    assert.equal(
      lines[0],
      '[bundle-only] the browser bundle has no static-render entry (src/plugins/bundling adds it): the server bundle is built beside it, and the pages are rendered from that',
    );
    assert.deepEqual(
      JSON.parse(lines[1]!),
      {
        compiled: ['client', 'server'],
        collected: 2,
        folderKept: false,
        crossCompilerCache: {client: true, server: true},
      },
      stderr,
    );
  });

  it('fails, naming the bundle, when no config of that name is given to compile()', async () => {
    const {stdout} = await probe('client', ['server']);
    assert.deepEqual(JSON.parse(stdout), {
      error: 'scripts/bundle-only.mjs: no single "client" bundler config to build among: server',
    });
  });

  it('refuses a value other than client: no server bundle is built alone', async () => {
    for (const only of ['server', 'both']) {
      const {code, stderr} = await probe(only);
      assert.notEqual(code, 0);
      assert.match(stderr, new RegExp(`DOCUSAURUS_BUNDLE_ONLY must be client; got ${only}`));
    }
  });
});
