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
 * timeout fails it).
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

const ENTRY = `export const pages = [import('./first.mdx'), import('./second.mdx')];\n`;

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

/** Both bundles at once, as `docusaurus build` runs them. Returns the log and each bundle's files. */
async function build(siteDir: string) {
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
    module: {rules: [rule as import('@rspack/core').RuleSetRule]},
    cache: true,
    experiments: {
      cache: {
        type: 'persistent',
        storage: {type: 'filesystem', directory: path.join(siteDir, 'cache', name)},
      },
    },
    plugins: [new MdxServerFallbackPlugin(name === 'server', true, (line) => log.push(line))],
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
  const rule = await mdxRule(siteDir);
  await run([config('client', rule), config('server', rule)]);
  const files = (name: Bundle) => {
    const dir = path.join(siteDir, 'out', name);
    return Object.fromEntries(fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  };
  return {log, client: files('client'), server: files('server')};
}

function site(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-server-fallback-'));
  fs.writeFileSync(path.join(siteDir, 'entry.js'), ENTRY);
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
