import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {contentMoved, latestExports} from '../../src/client/routes/contentUpdates';
import {withLazyCompilation} from '../../src/plugins/bundling';

/**
 * `npm start` compiles a page's modules when a browser first asks for it (src/plugins/bundling:
 * `withLazyCompilation`). A registry like Docusaurus's, compiled by Rspack with lazy compilation:
 * as Docusaurus writes it (`import()` and `require.resolveWeak()` of each module), the first
 * compilation builds the lazily imported pages all the same; through ./devRegistryLoader.cjs, it
 * builds none of them.
 */

const {rspack} = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as typeof import('@rspack/core');
const LOADER = path.resolve(__dirname, '../../src/plugins/bundling/devRegistryLoader.cjs');

function registrySource(pages: string[]): string {
  const entries = pages.map(
    (page) =>
      `  ${JSON.stringify(page)}: [() => import(/* webpackChunkName: ${JSON.stringify(page)} */ "./${page}.js"), "./${page}.js", require.resolveWeak("./${page}.js")],`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** A development compiler for `dir/entry.js` with lazy compilation of `import()`, as under `npm start`. */
function lazyCompiler(dir: string, options: import('@rspack/core').RspackOptions) {
  return rspack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out')},
    lazyCompilation: {imports: true, entries: false},
    ...options,
  });
}

/**
 * Compiles `dir/entry.js` once as the dev server does (lazy compilation applies while watching,
 * with its middleware made), removes `dir`, and returns the files of `dir` that the first
 * compilation built, relative to it.
 */
async function firstCompilation(dir: string, options: import('@rspack/core').RspackOptions): Promise<string[]> {
  const compiler = lazyCompiler(dir, options);
  try {
    rspack.lazyCompilationMiddleware(compiler);
    let watching: ReturnType<typeof compiler.watch> | undefined;
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) => {
      watching = compiler.watch({}, (error, result) => (error || !result ? reject(error) : resolve(result)));
    });
    await new Promise<void>((resolve) => watching?.close(() => resolve()));
    assert.equal(stats.hasErrors(), false, stats.toString({all: false, errors: true}));
    return [...stats.compilation.modules]
      .map((module) => (module as {resource?: string}).resource)
      .filter((resource): resource is string => Boolean(resource))
      .map((resource) => path.relative(dir, resource))
      .sort();
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The modules of pages that the first compilation built. */
async function builtPages(withLoader: boolean): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-registry-'));
  const pages = ['intro', 'install', 'guide'];
  for (const page of pages) {
    fs.writeFileSync(path.join(dir, `${page}.js`), `export default ${JSON.stringify(page)};\n`);
  }
  fs.writeFileSync(path.join(dir, 'registry.js'), registrySource(pages));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'import registry from "./registry.js";\nconsole.log(registry);\n');
  const built = await firstCompilation(dir, {
    module: {rules: withLoader ? [{resource: path.join(dir, 'registry.js'), use: [{loader: LOADER}]}] : []},
  });
  return built.map((file) => path.basename(file, '.js')).filter((name) => pages.includes(name));
}

describe('lazy compilation under npm start', () => {
  it('builds every page in the first compilation when the registry keeps its weak requires', async () => {
    assert.deepEqual(await builtPages(false), ['guide', 'install', 'intro']);
  });

  it('builds no page in the first compilation through the dev registry loader', async () => {
    assert.deepEqual(await builtPages(true), []);
  });

  it("compiles the site's code-line highlighting and copy button in the first compilation, as every doc page asks for them at once", async () => {
    // npm start's lazyCompilation, with its `test` (src/plugins/bundling: LAZY_MODULES).
    const config = {optimization: {}};
    withLazyCompilation(config, [], '/site/.docusaurus', {lazyCompilationMiddleware: () => () => undefined});
    const {lazyCompilation} = config as {lazyCompilation?: import('@rspack/core').RspackOptions['lazyCompilation']};
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-eager-'));
    const files = [
      'src/components/CodeLines/Highlighted.tsx',
      'src/components/CopyPage/index.tsx',
      'src/components/CopyPage/Menu.tsx',
      'docs/intro.js',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), `export default ${JSON.stringify(file)};\n`);
    }
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      files.map((file) => `import(${JSON.stringify(`./${file}`)});\n`).join(''),
    );
    const built = await firstCompilation(dir, {lazyCompilation});
    assert.deepEqual(
      built.filter((file) => files.includes(file)),
      ['src/components/CodeLines/Highlighted.tsx', 'src/components/CopyPage/index.tsx'],
    );
  });

  it('keeps the imports and leaves null in place of each weak require', () => {
    const source = registrySource(['intro']);
    const loaded = (require(LOADER) as (source: string) => string)(source);
    assert.match(loaded, /\(\) => import\(\/\* webpackChunkName: "intro" \*\/ "\.\/intro\.js"\)/);
    assert.match(loaded, /"\.\/intro\.js", null\]/);
    assert.doesNotMatch(loaded, /resolveWeak/);
  });
});

describe('content modules replaced under lazy compilation', () => {
  it('leads from the first exports of a module to its newest', () => {
    const first = {default: 'first'};
    const second = {default: 'second'};
    const third = {default: 'third'};
    assert.equal(latestExports(first), first);
    contentMoved(first, second);
    contentMoved(second, third);
    assert.equal(latestExports(first), third);
    assert.equal(latestExports(second), third);
    assert.equal(latestExports({default: 'other'}).default, 'other');
  });
});

/**
 * The chunk that holds page `a` after the browser opened `a`, then after it also opened `b`,
 * which shares a module with `a`: Rspack compiling with lazy compilation in watch mode, each page
 * activated through its middleware as the dev server's would be.
 */
async function chunkOfAAsPagesOpen(splitChunks: false | {chunks: 'async'; minSize: number}): Promise<string[][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-chunks-'));
  fs.writeFileSync(path.join(dir, 'shared.js'), 'export const shared = "shared";\n');
  fs.writeFileSync(path.join(dir, 'a.js'), 'import {shared} from "./shared.js";\nexport default `a ${shared}`;\n');
  fs.writeFileSync(path.join(dir, 'b.js'), 'import {shared} from "./shared.js";\nexport default `b ${shared}`;\n');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    'import(/* webpackChunkName: "a" */ "./a.js");\nimport(/* webpackChunkName: "b" */ "./b.js");\n',
  );
  const compiler = lazyCompiler(dir, {optimization: {splitChunks}});
  const compiled: Array<(stats: import('@rspack/core').Stats) => void> = [];
  const nextCompilation = () => new Promise<import('@rspack/core').Stats>((resolve) => compiled.push(resolve));
  compiler.hooks.done.tap('test', (stats) => compiled.shift()?.(stats));
  const middleware = rspack.lazyCompilationMiddleware(compiler) as (req: object, res: object) => Promise<void>;
  const open = async (page: string) => {
    const next = nextCompilation();
    const res = {writeHead() {}, write() {}, end() {}};
    await middleware(
      {url: '/lazy-compilation-using-', method: 'POST', body: `lazy-compilation-proxy|${path.join(dir, `${page}.js`)}`},
      res,
    );
    return next;
  };
  /** The modules (file names) of the chunk that holds a.js, as the compilation grouped them. */
  const chunkOfA = (stats: import('@rspack/core').Stats) => {
    const {compilation} = stats;
    for (const chunk of compilation.chunks) {
      const files = compilation.chunkGraph
        .getChunkModules(chunk)
        .map((module) => (module as {resource?: string}).resource)
        .filter((resource): resource is string => Boolean(resource))
        .map((resource) => path.basename(resource))
        .sort();
      if (files.includes('a.js')) return files;
    }
    return [];
  };
  try {
    const first = nextCompilation();
    const watching = compiler.watch({}, () => {});
    await first;
    const afterA = chunkOfA(await open('a'));
    const afterB = chunkOfA(await open('b'));
    await new Promise<void>((resolve) => watching.close(() => resolve()));
    return [afterA, afterB];
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('chunks under lazy compilation', () => {
  it('with chunk splitting, a page opened later moves a shared module out of an open page’s chunk', async () => {
    assert.deepEqual(await chunkOfAAsPagesOpen({chunks: 'async', minSize: 0}), [['a.js', 'shared.js'], ['a.js']]);
  });

  it('without chunk splitting, the chunk of an open page keeps its modules', async () => {
    assert.deepEqual(await chunkOfAAsPagesOpen(false), [
      ['a.js', 'shared.js'],
      ['a.js', 'shared.js'],
    ]);
  });

  it('npm start compiles lazily without chunk splitting', () => {
    const config = {optimization: {splitChunks: {chunks: 'all' as const}, minimize: false}};
    withLazyCompilation(config, [], '/site/.docusaurus', {lazyCompilationMiddleware: () => () => undefined});
    assert.deepEqual(config.optimization, {splitChunks: false, minimize: false});
    const {test, ...lazyCompilation} = (config as unknown as {lazyCompilation: {test?: RegExp}}).lazyCompilation;
    assert.deepEqual(lazyCompilation, {imports: true, entries: false});
    assert.ok(test instanceof RegExp);
  });
});
