import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {JsMinifyCachePlugin} from '../../src/plugins/bundling/minifyCache';

/**
 * src/plugins/bundling/minifyCache.ts gives Rspack's minimizer a cache across builds. A cache
 * that answers wrongly would ship a stale file, so each build here is checked against what a
 * cold build of the same input writes, and the counts say what was minified.
 */

/** Rspack as the build uses it: a dependency of @docusaurus/faster, not of the site itself. */
const {rspack, SwcJsMinimizerRspackPlugin} = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as typeof import('@rspack/core');

const MINIMIZER_OPTIONS = {minimizerOptions: {minify: true, mangle: true, format: {comments: false}}} as const;

const ENTRY = `
// A comment that minification drops.
export function greetingFor(personWithAVeryLongName) {
  const greetingPrefix = 'Hello, ';
  return greetingPrefix + personWithAVeryLongName;
}
import('./lazy.js').then((lazy) => console.log(greetingFor(lazy.name)));
`;

const lazyModule = (name: string) => `export const name = ${JSON.stringify(name)};\n`;

type Build = {plugin: JsMinifyCachePlugin; files: Record<string, string>};

async function build(projectDir: string, cacheDir: string, {withMinimizer = true} = {}): Promise<Build> {
  const outDir = path.join(projectDir, 'out');
  fs.rmSync(outDir, {recursive: true, force: true});
  const plugin = new JsMinifyCachePlugin({cacheDir, minimizerOptions: MINIMIZER_OPTIONS});
  const compiler = rspack({
    mode: 'production',
    context: projectDir,
    entry: './entry.js',
    output: {path: outDir, filename: '[name].js', chunkFilename: '[name].chunk.js'},
    optimization: {
      minimize: true,
      minimizer: withMinimizer ? [new SwcJsMinimizerRspackPlugin(MINIMIZER_OPTIONS), plugin] : [plugin],
      chunkIds: 'named',
    },
    infrastructureLogging: {level: 'error'},
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  assert.ok(!stats.hasErrors(), stats.toString({all: false, errors: true}));
  const files = Object.fromEntries(
    fs.readdirSync(outDir).map((name) => [name, fs.readFileSync(path.join(outDir, name), 'utf8')]),
  );
  return {plugin, files};
}

describe('cached JavaScript minimizer', () => {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minify-cache-'));
  const cacheDir = path.join(projectDir, 'cache');
  const coldDir = path.join(projectDir, 'cold-cache');
  fs.writeFileSync(path.join(projectDir, 'entry.js'), ENTRY);
  fs.writeFileSync(path.join(projectDir, 'lazy.js'), lazyModule('Ada'));
  let first: Build;

  it('leaves every file of a first build to the minimizer and keeps the results', async () => {
    first = await build(projectDir, cacheDir);
    assert.deepEqual(first.plugin.stats, {files: 2, minified: 2, fromCache: 0});
    const entry = first.files['main.js']!;
    assert.ok(!entry.includes('A comment') && !entry.includes('personWithAVeryLongName'), entry);
    assert.ok(fs.existsSync(path.join(cacheDir, 'cache.bin')));
  });

  it('takes unchanged files from the cache and writes the same bytes', async () => {
    const second = await build(projectDir, cacheDir);
    assert.deepEqual(second.plugin.stats, {files: 2, minified: 0, fromCache: 2});
    assert.deepEqual(second.files, first.files);
  });

  it('minifies again only the files whose input changed, as a cold build would', async () => {
    fs.writeFileSync(path.join(projectDir, 'lazy.js'), lazyModule('Grace'));
    const warm = await build(projectDir, cacheDir);
    assert.equal(warm.plugin.stats.minified, 1, JSON.stringify(warm.plugin.stats));
    const cold = await build(projectDir, coldDir);
    assert.deepEqual(warm.files, cold.files);
    assert.ok(warm.files['lazy_js.chunk.js']?.includes('Grace'), Object.keys(warm.files).join(', '));
  });

  it('fails the build, naming the file, when no minimizer ran', async () => {
    fs.writeFileSync(path.join(projectDir, 'lazy.js'), lazyModule('Linus'));
    await assert.rejects(build(projectDir, cacheDir, {withMinimizer: false}), /lazy_js\.chunk\.js was not minified/);
  });

  it('starts empty from a cache file it cannot read', async () => {
    fs.writeFileSync(path.join(cacheDir, 'cache.bin'), 'not a cache');
    const rebuilt = await build(projectDir, cacheDir);
    assert.deepEqual(rebuilt.plugin.stats, {files: 2, minified: 2, fromCache: 0});
    fs.rmSync(projectDir, {recursive: true, force: true});
  });
});
