import {describe, it, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {mdxToMarkdown, type Mdx1Compat, type TwinSourceContext} from '../../src/plugins/markdownTwins/mdxToMarkdown';
import {
  LOADER_TREES_FILE,
  LoaderTrees,
  LoaderTreesWriter,
  syntaxPlugins,
  treesHeader,
} from '../../src/plugins/markdownTwins/loaderTrees';
import remarkMath from 'remark-math';
import {markdownPlugins} from '../../config/docs';
import {compileToJSX, DEFAULT_MARKDOWN_CONFIG} from '../support/mdxLoader';

/**
 * src/plugins/markdownTwins/loaderTrees.ts: the bundling process keeps the trees its MDX loaders
 * parse, and the twins read them back instead of parsing the sources again. Here the real
 * @docusaurus/mdx-loader compiles pages with the site's remark plugins (which include the one
 * that keeps the trees), and each twin made from a kept tree must be the twin made by parsing,
 * down to the tree itself (positions included).
 */

const siteDir = path.resolve(__dirname, '../..');
const tmpDirs: string[] = [];
after(() => tmpDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-trees-'));
  tmpDirs.push(dir);
  return dir;
}

/** The site's configuration (`future.v4`: no MDX 1 comments or admonition titles) and Docusaurus 3's defaults. */
const SITE_COMPAT: Mdx1Compat = {comments: false, admonitions: false, headingIds: true};
const V3_COMPAT: Mdx1Compat = {comments: true, admonitions: true, headingIds: true};

/** Pages that use every syntax the loader reads: MDX, front matter, directives, GFM, math, heading ids. */
const PAGES: Record<string, string> = {
  'everything.mdx': `---
title: Everything
sidebar_position: 2
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const flavours = ['npm', 'yarn'];

# Everything at once {#everything}

Some **bold**, _emphasis_, ~~struck~~ and \`code\`, a bare address www.example.com and a footnote.[^1]

:::tip[A titled tip]

Press [[Ctrl]] + [[C]] to copy.

:::

| option | type |
| --- | --- |
| \`name\` | \`string\` |

- [x] done
- [ ] to do

The sum $a + b$ and a block:

$$
\\int_0^1 x\\,dx
$$

<Tabs>
  <TabItem value="npm" label={flavours[0]}>

\`\`\`bash title="install"
npm install
\`\`\`

  </TabItem>
</Tabs>

Text with an expression: {flavours.length} flavours.

[^1]: The footnote.
`,
  'plain.mdx':
    '## A section {#section}\n\nA paragraph with a [link](https://example.com/).\n\n```js\nconst answer = 42;\n```\n',
};

/** A page with the MDX 1 syntax that only Docusaurus 3's defaults read. */
const V3_PAGE = {'mdx1.mdx': '# MDX 1 syntax\n\n<!-- a comment -->\n\n:::note Old-style title\n\nNoted.\n\n:::\n'};

function loaderOptions(mdx1Compat: Mdx1Compat, remarkPlugins: unknown[] = markdownPlugins.remarkPlugins) {
  return {
    siteDir,
    staticDirs: [],
    admonitions: true,
    remarkPlugins,
    rehypePlugins: markdownPlugins.rehypePlugins,
    markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, mermaid: true, mdx1Compat},
  };
}

/** Compiles the pages as a bundling process does, keeping the trees in `dir`. */
async function bundle(dir: string, pages: Record<string, string>, mdx1Compat: Mdx1Compat, remarkPlugins?: unknown[]) {
  const plugins = syntaxPlugins(mdx1Compat);
  const writer = new LoaderTreesWriter(dir, treesHeader(siteDir, plugins), plugins);
  writer.activate();
  const options = loaderOptions(mdx1Compat, remarkPlugins);
  try {
    for (const [name, fileContent] of Object.entries(pages)) {
      await compileToJSX({
        filePath: path.join(dir, name),
        fileContent,
        frontMatter: {},
        options,
        compilerName: 'client',
      });
    }
  } finally {
    writer.finish();
  }
  return writer;
}

function twinContext(
  dir: string,
  name: string,
  mdx1Compat: Mdx1Compat,
  extra: Partial<TwinSourceContext>,
): TwinSourceContext {
  return {
    filePath: path.join(dir, name),
    siteDir: dir,
    pageUrl: `https://example.com/docs/${path.parse(name).name}/`,
    siteUrl: 'https://example.com/',
    contentRoots: [dir],
    pageOf: () => undefined,
    assetUrl: (file) => `https://example.com/assets/markdown/${path.basename(file)}`,
    admonitionKeywords: ['note', 'tip', 'info', 'warning', 'danger'],
    magicComments: ['highlight-next-line'],
    mdx1Compat,
    ...extra,
  };
}

/** Each page's twin and parsed tree, made with the kept trees and made by parsing. */
function compareTwins(dir: string, pages: Record<string, string>, mdx1Compat: Mdx1Compat) {
  const trees = new LoaderTrees(dir, treesHeader(siteDir, syntaxPlugins(mdx1Compat)));
  for (const [name, source] of Object.entries(pages)) {
    const kept = new Map<string, Root>();
    const parsed = new Map<string, Root>();
    const fromKept = mdxToMarkdown(source, twinContext(dir, name, mdx1Compat, {loaderTrees: trees, parsedTrees: kept}));
    const fromParse = mdxToMarkdown(source, twinContext(dir, name, mdx1Compat, {parsedTrees: parsed}));
    assert.equal(fromKept, fromParse, name);
    // Compared as JSON: acorn's expression nodes are instances of its own class when parsed and
    // plain objects when read back.
    assert.ok(kept.get(source) && parsed.get(source), name);
    assert.equal(JSON.stringify(kept.get(source)), JSON.stringify(parsed.get(source)), name);
  }
  return trees.stats;
}

describe('loader trees for the Markdown twins', () => {
  it("keeps every page's tree with the site's configuration, and a twin made from it is the twin made by parsing", async () => {
    const dir = tmpDir();
    const writer = await bundle(dir, PAGES, SITE_COMPAT);
    assert.deepEqual(writer.stats, {kept: 2, skipped: 0});
    assert.deepEqual(compareTwins(dir, PAGES, SITE_COMPAT), {found: 2, missing: 0});
  });

  it("does the same with Docusaurus 3's MDX 1 compatibility (comments, admonition titles)", async () => {
    const dir = tmpDir();
    const pages = {...PAGES, ...V3_PAGE};
    const writer = await bundle(dir, pages, V3_COMPAT);
    assert.deepEqual(writer.stats, {kept: 3, skipped: 0});
    assert.deepEqual(compareTwins(dir, pages, V3_COMPAT), {found: 3, missing: 0});
    // The old-style title became the admonition's title on the way.
    assert.match(mdxToMarkdown(V3_PAGE['mdx1.mdx'], twinContext(dir, 'mdx1.mdx', V3_COMPAT, {})), /Old-style title/);
  });

  it('keeps nothing from a loader whose syntax differs from the twins parser (no remark-math here)', async () => {
    const dir = tmpDir();
    const withoutMath = markdownPlugins.remarkPlugins.filter((plugin) => plugin !== remarkMath);
    assert.equal(withoutMath.length, markdownPlugins.remarkPlugins.length - 1);
    const writer = await bundle(dir, PAGES, SITE_COMPAT, withoutMath);
    assert.deepEqual(writer.stats, {kept: 0, skipped: 2});
    assert.equal(fs.existsSync(path.join(dir, LOADER_TREES_FILE)), false);
  });

  it('reads no tree from a file written for other parser packages', async () => {
    const dir = tmpDir();
    await bundle(dir, PAGES, SITE_COMPAT);
    const other = new LoaderTrees(dir, treesHeader(siteDir, syntaxPlugins(V3_COMPAT)));
    assert.equal(other.take(PAGES['plain.mdx']!), undefined);
    assert.deepEqual(other.stats, {found: 0, missing: 1});
  });

  it('keeps nothing outside a bundling process: the remark plugin only passes the trees on', async () => {
    const dir = tmpDir();
    await compileToJSX({
      filePath: path.join(dir, 'plain.mdx'),
      fileContent: PAGES['plain.mdx']!,
      frontMatter: {},
      options: loaderOptions(SITE_COMPAT),
      compilerName: 'client',
    });
    assert.deepEqual(fs.readdirSync(dir), []);
  });
});
