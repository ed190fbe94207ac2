// unit: own process: it sets NODE_ENV to production when it loads, for every module loaded after it (scripts/unit.mjs).
// unit: full run: it bundles pages with Rspack (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {MdxServerFallbackPlugin} from '../../src/plugins/bundling/mdxServerFallback';

/**
 * src/plugins/bundling/mdxServerFallback.ts: with the cross-compiler cache, the server bundle
 * waits for the browser bundle's compilation of each MDX file. When the browser bundle takes its
 * modules from Rspack's persistent cache and the server bundle's cache is gone, nobody compiles
 * them: the build hung. Here two small bundles (named `client` and `server`, as Docusaurus names
 * them) compile two MDX files with @docusaurus/mdx-loader as the content plugins configure it,
 * each with its own persistent cache; then one cache is removed and the build must still end,
 * with the same server output. Without the plugin, the second build never ends (the test's
 * timeout fails it). The sites also import an SVG through SVGR, whose component the server
 * bundle's process takes from the browser bundle's when the two are built apart
 * (src/plugins/bundling/svgrHandoffLoader.cjs).
 */

// The cross-compiler cache exists in production builds only (@docusaurus/mdx-loader reads this
// when the rule is made). node:test runs each test file in a process of its own.
process.env.NODE_ENV = 'production';

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));
const {rspack} = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as typeof import('@rspack/core');
const {createMDXLoaderRule} = coreRequire('@docusaurus/mdx-loader') as typeof import('@docusaurus/mdx-loader');
const {DEFAULT_MARKDOWN_CONFIG} = coreRequire('./lib/server/configValidation.js') as {
  DEFAULT_MARKDOWN_CONFIG: unknown;
};

const PAGES = {
  'first.mdx': '# First page\n\nSome **bold** text and a list:\n\n- one\n- two\n',
  'second.mdx': '---\ntitle: Second\n---\n\nA paragraph with `code`.\n\n:::tip\n\nA tip.\n\n:::\n',
};

const ENTRY = `export const pages = [import('./first.mdx'), import('./second.mdx')];\nexport {default as Logo} from './logo.svg';\n`;

/** An SVG imported from code, which SVGR turns into a React component (src/plugins/bundling/svgrHandoffLoader.cjs). */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><circle cx="5" cy="5" r="4"/></svg>\n';

/** The rule @docusaurus/plugin-svgr makes, with its default options. */
const SVGR_RULE = {
  test: /\.svg$/i,
  use: [
    {
      loader: require.resolve('@svgr/webpack'),
      options: {
        prettier: false,
        svgo: true,
        svgoConfig: {
          plugins: [{name: 'preset-default', params: {overrides: {removeTitle: false, removeViewBox: false}}}],
        },
        titleProp: true,
      },
    },
  ],
};

type Bundle = 'client' | 'server';

async function mdxRule(siteDir: string) {
  return createMDXLoaderRule({
    include: [siteDir],
    options: {
      useCrossCompilerCache: true,
      admonitions: true,
      remarkPlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
      beforeDefaultRemarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      staticDirs: [],
      siteDir,
      isMDXPartial: () => false,
      markdownConfig: DEFAULT_MARKDOWN_CONFIG,
    } as unknown as Parameters<typeof createMDXLoaderRule>[0]['options'],
  });
}

/**
 * Both bundles at once, as `docusaurus build` runs them, or (`apart`) one after the other, each
 * with its own compiler and loader rule, as the two bundling processes of `npm run build` build
 * them (scripts/bundle-only.mjs), the MDX results passing through `apart.handoffFile`;
 * `apart.between` runs after the browser bundle. Returns the log and each bundle's files.
 */
async function build(siteDir: string, apart?: {handoffFile: string; between?: () => void}) {
  const log: string[] = [];
  const config = (name: Bundle, rule: unknown): import('@rspack/core').RspackOptions => ({
    name,
    mode: 'production',
    context: siteDir,
    target: name === 'server' ? 'node' : 'web',
    entry: './entry.js',
    output: {path: path.join(siteDir, 'out', name), filename: '[name].js', chunkFilename: '[name].js'},
    optimization: {minimize: false, chunkIds: 'named'},
    // The MDX output imports React's runtime and the MDX provider: not what this test is about.
    externals: [/^react(\/|$)/, /^@mdx-js\//, /^@theme\//, /^@docusaurus\//],
    // A copy of the SVGR rule for each bundle, as each of Docusaurus's configs has its own.
    module: {rules: [rule as import('@rspack/core').RuleSetRule, structuredClone(SVGR_RULE)]},
    cache: true,
    experiments: {
      cache: {
        type: 'persistent',
        storage: {type: 'filesystem', directory: path.join(siteDir, 'cache', name)},
      },
    },
    plugins: [new MdxServerFallbackPlugin(name === 'server', true, (line) => log.push(line), apart?.handoffFile)],
    infrastructureLogging: {level: 'error'},
  });
  const run = async (configs: import('@rspack/core').RspackOptions[]) => {
    const compiler = rspack(configs);
    const stats = await new Promise<import('@rspack/core').MultiStats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    assert.ok(!stats.hasErrors(), stats.toString({all: false, errors: true}));
  };
  if (apart) {
    await run([config('client', await mdxRule(siteDir))]);
    apart.between?.();
    await run([config('server', await mdxRule(siteDir))]);
  } else {
    const rule = await mdxRule(siteDir);
    await run([config('client', rule), config('server', rule)]);
  }
  const files = (name: Bundle) => {
    const dir = path.join(siteDir, 'out', name);
    return Object.fromEntries(fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  };
  return {log, client: files('client'), server: files('server')};
}

function site(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-server-fallback-'));
  fs.writeFileSync(path.join(siteDir, 'entry.js'), ENTRY);
  fs.writeFileSync(path.join(siteDir, 'logo.svg'), LOGO);
  Object.entries(PAGES).forEach(([name, content]) => fs.writeFileSync(path.join(siteDir, name), content));
  return siteDir;
}

describe('MDX compiled for the server bundle when only its persistent cache is gone', {timeout: 60_000}, () => {
  it('ends, and the server bundle holds the same pages as with both caches', async () => {
    const siteDir = site();
    try {
      const first = await build(siteDir);
      assert.deepEqual(first.log, [], 'a first build shares every compilation');
      const serverPage = Object.values(first.server).find((code) => code.includes('Some '));
      assert.ok(serverPage, 'the server bundle has the first page');

      fs.rmSync(path.join(siteDir, 'cache', 'server'), {recursive: true});
      const second = await build(siteDir);
      assert.deepEqual(second.log, [
        '[mdx] 2 MDX files compiled for the server bundle alone: the browser bundle took them from its persistent cache',
      ]);
      assert.deepEqual(second.server, first.server);
      assert.deepEqual(second.client, first.client);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });

  it('ends when the browser bundle is the one built again (its results go unused by the server)', async () => {
    const siteDir = site();
    try {
      const first = await build(siteDir);
      fs.rmSync(path.join(siteDir, 'cache', 'client'), {recursive: true});
      const second = await build(siteDir);
      assert.deepEqual(second.log, []);
      assert.deepEqual(second.server, first.server);
      assert.deepEqual(second.client, first.client);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});

describe('MDX results handed from the browser bundle to the server bundle built apart', {timeout: 60_000}, () => {
  it('the server bundle takes every result, and both bundles are those of a build of the two at once', async () => {
    const together = site();
    const apart = site();
    try {
      const expected = await build(together);
      const handoffFile = path.join(apart, 'generated', 'mdx-handoff.bin');
      let handedOver = false;
      const result = await build(apart, {handoffFile, between: () => (handedOver = fs.existsSync(handoffFile))});
      assert.ok(handedOver, 'the browser bundle wrote its results');
      assert.deepEqual(result.log, [
        "[svgr] server bundle: 1 SVG components from the browser bundle's process, 0 made here",
        "[mdx] server bundle: 2 MDX results from the browser bundle's process, 0 compiled here (text changed, or the browser bundle took the module from its persistent cache)",
      ]);
      assert.ok(!fs.existsSync(handoffFile), 'the server bundle removes the file it read');
      assert.deepEqual(result.server, expected.server);
      assert.deepEqual(result.client, expected.client);
    } finally {
      fs.rmSync(together, {recursive: true, force: true});
      fs.rmSync(apart, {recursive: true, force: true});
    }
  });

  it('a file edited between the two bundles, or with no result at all, is compiled (or made) for the server bundle', async () => {
    const siteDir = site();
    try {
      const handoffFile = path.join(siteDir, 'generated', 'mdx-handoff.bin');
      const edited = await build(siteDir, {
        handoffFile,
        between: () => {
          fs.writeFileSync(path.join(siteDir, 'first.mdx'), '# First page\n\nEdited in between.\n');
          fs.writeFileSync(
            path.join(siteDir, 'logo.svg'),
            LOGO.replace('<title>Logo</title>', '<title>Edited logo</title>'),
          );
        },
      });
      assert.deepEqual(edited.log, [
        "[svgr] server bundle: 0 SVG components from the browser bundle's process, 1 made here",
        "[mdx] server bundle: 1 MDX results from the browser bundle's process, 1 compiled here (text changed, or the browser bundle took the module from its persistent cache)",
      ]);
      assert.ok(Object.values(edited.server).some((code) => code.includes('Edited in between.')));
      assert.ok(!Object.values(edited.client).some((code) => code.includes('Edited in between.')));
      assert.ok(Object.values(edited.server).some((code) => code.includes('Edited logo')));
      assert.ok(!Object.values(edited.client).some((code) => code.includes('Edited logo')));

      fs.rmSync(path.join(siteDir, 'cache'), {recursive: true});
      const lost = await build(siteDir, {handoffFile, between: () => fs.rmSync(handoffFile)});
      assert.deepEqual(lost.log, [
        "[svgr] server bundle: 0 SVG components from the browser bundle's process, 1 made here",
        "[mdx] server bundle: 0 MDX results from the browser bundle's process, 2 compiled here (text changed, or the browser bundle took the module from its persistent cache)",
      ]);
      assert.deepEqual(lost.server, edited.server);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
