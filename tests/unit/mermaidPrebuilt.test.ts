import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {MermaidPrebuiltPlugin, readPrebuiltMermaid} from '../../src/plugins/bundling/mermaidPrebuilt';

/**
 * src/plugins/bundling/mermaidPrebuilt.ts emits Mermaid's own minified build with the browser
 * bundle and puts the site's loader in place of theme-mermaid's. What would break a diagram: a
 * file importing one that is not emitted (or by its old .mjs name), the theme's loader left in
 * place, or the minimizer rewriting files that are already minified.
 */

const siteDir = path.resolve(__dirname, '../..');

/** Rspack as the build uses it: a dependency of @docusaurus/faster, not of the site itself. */
const {rspack, SwcJsMinimizerRspackPlugin} = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as typeof import('@rspack/core');

const SPECIFIERS = /"\.\/([^"]+)"/g;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-prebuilt-'));
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
}

/** A site folder with a stand-in mermaid package: its dist build as given. */
function fakeSite(dist: Record<string, string>): string {
  const dir = tempDir();
  write(dir, {
    'package.json': '{"name": "site", "private": true}',
    'node_modules/mermaid/package.json': '{"name": "mermaid", "version": "11.0.0-test"}',
    ...Object.fromEntries(
      Object.entries(dist).map(([file, content]) => [`node_modules/mermaid/dist/${file}`, content]),
    ),
  });
  return dir;
}

const ENTRY =
  'import{a}from"./chunks/mermaid.esm.min/chunk-AB12.mjs";export default{render:()=>import("./chunks/mermaid.esm.min/flowDiagram-CD34.mjs"),a};';
const CHUNK = 'export const a = 1;   /* kept as it is */';
const DIAGRAM = 'import{a}from"./chunk-AB12.mjs";export const flow=a;';
/** A stand-in of Mermaid's minified build: the entry, a shared chunk and a diagram's chunk. */
const DIST = {
  'mermaid.esm.min.mjs': ENTRY,
  'chunks/mermaid.esm.min/chunk-AB12.mjs': CHUNK,
  'chunks/mermaid.esm.min/flowDiagram-CD34.mjs': DIAGRAM,
};

describe('readPrebuiltMermaid', () => {
  it("takes every file of the installed package's minified build, with every import naming an emitted file", () => {
    const mermaid = readPrebuiltMermaid(siteDir);
    const dir = path.posix.dirname(mermaid.entry);
    assert.match(dir, /^assets\/mermaid\/[0-9a-f]{8}$/);
    assert.ok(mermaid.files.has(mermaid.entry), 'the entry file is emitted');
    const chunks = fs
      .readdirSync(path.join(siteDir, 'node_modules/mermaid/dist/chunks/mermaid.esm.min'))
      .filter((name) => name.endsWith('.mjs'));
    assert.equal(mermaid.files.size, chunks.length + 1);
    let imports = 0;
    for (const [file, content] of mermaid.files) {
      assert.equal(path.posix.dirname(file), dir);
      const text = content.toString('utf8');
      assert.doesNotMatch(text, /["']\.{1,2}\/[^"']*\.mjs["']/, `${file} still imports a .mjs file`);
      for (const [, imported] of text.matchAll(SPECIFIERS)) {
        if (!imported!.endsWith('.js')) continue;
        imports += 1;
        assert.ok(mermaid.files.has(`${dir}/${imported}`), `${file} imports ./${imported}, which is not emitted`);
      }
    }
    assert.ok(imports > 500, `only ${imports} imports found: did the build's layout change?`);
  });

  it('renames the files to .js, in one folder named by their content', () => {
    const first = readPrebuiltMermaid(fakeSite(DIST));
    const dir = path.posix.dirname(first.entry);
    assert.deepEqual([...first.files.keys()].sort(), [
      `${dir}/chunk-AB12.js`,
      `${dir}/flowDiagram-CD34.js`,
      `${dir}/mermaid.esm.min.js`,
    ]);
    assert.equal(
      first.files.get(first.entry)!.toString(),
      'import{a}from"./chunk-AB12.js";export default{render:()=>import("./flowDiagram-CD34.js"),a};',
    );
    assert.equal(
      first.files.get(`${dir}/flowDiagram-CD34.js`)!.toString(),
      'import{a}from"./chunk-AB12.js";export const flow=a;',
    );
    assert.equal(first.files.get(`${dir}/chunk-AB12.js`)!.toString(), CHUNK);
    const changed = readPrebuiltMermaid(
      fakeSite({...DIST, 'chunks/mermaid.esm.min/chunk-AB12.mjs': 'export const a = 2;'}),
    );
    assert.notEqual(path.posix.dirname(changed.entry), dir, 'a changed file moves the folder');
  });

  it('fails, naming the file, when a file imports one that is not there or by a path it does not rewrite', () => {
    assert.throws(
      () =>
        readPrebuiltMermaid(fakeSite({'mermaid.esm.min.mjs': ENTRY, 'chunks/mermaid.esm.min/chunk-AB12.mjs': CHUNK})),
      /dist\/mermaid\.esm\.min\.mjs imports "flowDiagram-CD34\.mjs", which is not in dist\/chunks\/mermaid\.esm\.min\//,
    );
    assert.throws(
      () =>
        readPrebuiltMermaid(fakeSite({...DIST, 'chunks/mermaid.esm.min/chunk-AB12.mjs': "import '../shared/x.mjs';"})),
      /dist\/chunks\/mermaid\.esm\.min\/chunk-AB12\.mjs imports a file by a path that .* does not rewrite/,
    );
  });

  it('fails with the reason when the build or the package is missing', () => {
    assert.throws(
      () => readPrebuiltMermaid(fakeSite({'mermaid.core.mjs': CHUNK})),
      /mermaid 11\.0\.0-test has no minified ES module build at node_modules\/mermaid\/dist\/mermaid\.esm\.min\.mjs/,
    );
    const empty = tempDir();
    write(empty, {'package.json': '{"name": "site"}'});
    assert.throws(() => readPrebuiltMermaid(empty), /the mermaid package is not installed/);
  });
});

describe('MermaidPrebuiltPlugin in a build', () => {
  /** A project whose "theme" imports its loader as theme-mermaid's client does. */
  function project(themeClient: string): {dir: string; loader: string} {
    const dir = tempDir();
    write(dir, {
      'src/index.js': "import {go} from '@docusaurus/theme-mermaid/lib/client/index.js';\nwindow.go = go;\n",
      'node_modules/@docusaurus/theme-mermaid/package.json':
        '{"name": "@docusaurus/theme-mermaid", "version": "0.0.0"}',
      'node_modules/@docusaurus/theme-mermaid/lib/client/index.js': themeClient,
      'node_modules/@docusaurus/theme-mermaid/lib/client/loadMermaid.js':
        "export const loadMermaid = () => 'THE THEME LOADER';\n",
      'loader.js':
        'export const loadMermaid = () => import(/* webpackIgnore: true */ __webpack_public_path__ + __MERMAID_PREBUILT_ENTRY__);\n',
    });
    return {dir, loader: path.join(dir, 'loader.js')};
  }

  async function build(dir: string, loader: string): Promise<{errors: string[]; files: Map<string, string>}> {
    const mermaidSite = fakeSite(DIST);
    const outDir = path.join(dir, 'out');
    fs.rmSync(outDir, {recursive: true, force: true});
    // With Rspack's persistent cache, as the site builds: a second build takes its modules from it.
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: {path: outDir, publicPath: '/base/'},
      optimization: {minimize: true, minimizer: [new SwcJsMinimizerRspackPlugin({})]},
      plugins: [new MermaidPrebuiltPlugin(mermaidSite, loader) as never],
      cache: true,
      experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', directory: path.join(dir, 'cache')}}},
    });
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const files = new Map<string, string>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else files.set(path.relative(outDir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
      }
    };
    if (fs.existsSync(outDir)) walk(outDir);
    return {errors: stats.toJson({all: false, errors: true}).errors!.map((error) => error.message), files};
  }

  it("replaces the theme's loader, gives it the entry's path and emits the files as they are", async () => {
    const {dir, loader} = project(
      "import {loadMermaid} from './loadMermaid';\nexport const go = () => loadMermaid();\n",
    );
    const cold = await build(dir, loader);
    assert.deepEqual(cold.errors, []);
    // Warm: the modules come from the cache, without being resolved again.
    const {errors, files} = await build(dir, loader);
    assert.deepEqual(errors, []);
    assert.deepEqual(files, cold.files);
    const main = files.get('main.js')!;
    assert.ok(!main.includes('THE THEME LOADER'), "the theme's loader is still in the bundle");
    const entry = [...files.keys()].find((file) => file.endsWith('/mermaid.esm.min.js'))!;
    assert.match(entry, /^assets\/mermaid\/[0-9a-f]{8}\/mermaid\.esm\.min\.js$/);
    assert.ok(main.includes(JSON.stringify(entry)), `main.js does not name ${entry}`);
    // Not minified again: the minimizer would have dropped the spaces and the comment.
    assert.equal(files.get(entry.replace('mermaid.esm.min.js', 'chunk-AB12.js')), CHUNK);
  });

  it("fails the build when the theme's client no longer imports ./loadMermaid", async () => {
    const {dir, loader} = project(
      "import {loadMermaid} from './loadMermaid.js';\nexport const go = () => loadMermaid();\n",
    );
    const {errors, files} = await build(dir, loader);
    assert.equal(errors.length, 1);
    assert.match(
      errors[0]!,
      /to import \.\/loadMermaid, .* found no such import; update src\/plugins\/bundling\/mermaidPrebuilt\.ts/,
    );
    assert.ok(![...files.keys()].some((file) => file.startsWith('assets/mermaid/')), 'files emitted all the same');
  });
});
