import {describe, it, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {mdxSourcesOf, ParseAhead} from '../../src/plugins/markdownTwins/parseAhead';
import {syntaxPlugins} from '../../src/plugins/markdownTwins/loaderTrees';
import {prepareMdx, type Mdx1Compat} from '../../src/plugins/markdownTwins/mdxToMarkdown';
import {markdownPlugins} from '../../config/docs';

/**
 * src/plugins/markdownTwins/parseAhead.ts: a worker thread parses the MDX sources ahead of the
 * MDX loader, which takes the worker's trees instead of parsing. Here the real
 * @docusaurus/mdx-loader compiles pages with the site's remark plugins, with the worker and
 * without it, and the compiled pages must be the same, byte for byte; a file with a syntax error
 * must fail as it does without the worker.
 */

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));
const {compileToJSX} = coreRequire('@docusaurus/mdx-loader/lib/utils.js') as {
  compileToJSX: (args: {
    filePath: string;
    fileContent: string;
    frontMatter: Record<string, unknown>;
    options: unknown;
    compilerName: string;
  }) => Promise<{content: string}>;
};
const {createMDXLoaderItem} = coreRequire('@docusaurus/mdx-loader/lib/createMDXLoader.js') as {
  createMDXLoaderItem: (options: unknown) => Promise<{options: unknown}>;
};
const {DEFAULT_MARKDOWN_CONFIG} = coreRequire('./lib/server/configValidation.js') as {
  DEFAULT_MARKDOWN_CONFIG: Record<string, unknown>;
};

const siteDir = path.resolve(__dirname, '../..');
const SITE_COMPAT: Mdx1Compat = {comments: false, admonitions: false, headingIds: true};
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];
const tmpDirs: string[] = [];
after(() => tmpDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

const PAGES: Record<string, string> = {
  'guide.mdx': `---
title: A guide
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const managers = ['npm', 'yarn'];

# Installing {#installing}

Run the installer with **npm**, ~~bower~~ or \`yarn\`; see www.example.com for more.[^1]

:::tip[Faster]

Press [[Ctrl]] + [[C]] to stop it.

:::

| flag | meaning |
| --- | --- |
| \`--force\` | reinstall |

$$
e^{i\\pi} + 1 = 0
$$

<Tabs>
  <TabItem value="npm" label={managers[0]}>

\`\`\`bash npm2yarn
npm install
\`\`\`

  </TabItem>
</Tabs>

[^1]: A footnote.
`,
  // The same text in a second docs version: parsed once.
  'copy.mdx': '',
  'post.mdx': `---
title: A post
---

What the list pages show.

{/* truncate */}

What only the post shows, with {managers.length} managers.

export const managers = ['npm'];
`,
};
PAGES['copy.mdx'] = PAGES['guide.mdx']!;

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-ahead-'));
  tmpDirs.push(dir);
  return dir;
}

function writePages(pages: Record<string, string>): string {
  const dir = tmpDir();
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/**
 * The loader's options as a content plugin makes them, with its processors made once (new ones
 * each time: the processor that first runs with the worker active is the one that waits for it).
 */
const loaderOptions = async () =>
  (
    await createMDXLoaderItem({
      siteDir,
      staticDirs: [],
      admonitions: true,
      remarkPlugins: markdownPlugins.remarkPlugins,
      rehypePlugins: markdownPlugins.rehypePlugins,
      markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, mermaid: true, mdx1Compat: SITE_COMPAT},
    })
  ).options;

/** The texts the loader compiles: each page, and the post cut at its marker as the list pages show it. */
function inputsOf(dir: string, pages: Record<string, string>) {
  const inputs = Object.entries(pages).map(([name, fileContent]) => ({filePath: path.join(dir, name), fileContent}));
  const post = pages['post.mdx'];
  return post
    ? [...inputs, {filePath: path.join(dir, 'post.mdx'), fileContent: post.split('{/* truncate */}')[0]!}]
    : inputs;
}

async function compileAll(inputs: {filePath: string; fileContent: string}[]): Promise<string[]> {
  const options = await loaderOptions();
  return Promise.all(
    inputs.map(async ({filePath, fileContent}) => {
      const {content} = await compileToJSX({filePath, fileContent, frontMatter: {}, options, compilerName: 'client'});
      return content;
    }),
  );
}

function startParseAhead(dir: string, pages: Record<string, string>): ParseAhead {
  const sources = Object.keys(pages).map((name) => ({file: path.join(dir, name), truncated: name === 'post.mdx'}));
  return new ParseAhead(
    sources,
    {admonitionKeywords: ADMONITIONS, mdx1Compat: SITE_COMPAT},
    syntaxPlugins(SITE_COMPAT),
  ).activate();
}

async function untilDone(ahead: ParseAhead): Promise<void> {
  while (!ahead.done) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('parsing ahead of the MDX loader', () => {
  it('compiles every page, the truncated post included, to the same code as the loader alone', async () => {
    const dir = writePages(PAGES);
    const inputs = inputsOf(dir, PAGES);
    const alone = await compileAll(inputs);
    const ahead = startParseAhead(dir, PAGES);
    try {
      await untilDone(ahead);
      const withWorker = await compileAll(inputs);
      assert.deepEqual(withWorker, alone);
      // Four texts, one of them twice: three trees parsed by the worker, all four taken.
      assert.equal(ahead.stats.workerParsed, 3);
      assert.deepEqual([ahead.stats.taken, ahead.stats.parsedByLoader], [4, 0]);
    } finally {
      ahead.stop();
    }
  });

  it('lets the loader wait for the worker instead of parsing, when it asks before the worker is done', async () => {
    // Sixty different pages, compiled all at once as soon as the worker has sent its first tree.
    const many = Object.fromEntries(
      Array.from({length: 60}, (_, index) => [
        `page-${index}.mdx`,
        PAGES['guide.mdx']!.replace('A guide', `Guide ${index}`),
      ]),
    );
    const dir = writePages(many);
    const inputs = inputsOf(dir, many);
    const alone = await compileAll(inputs);
    const ahead = startParseAhead(dir, many);
    try {
      // The loader asks by the text its preprocessor made (here, the heading id escaped).
      const first = prepareMdx(many['page-0.mdx']!, ADMONITIONS, SITE_COMPAT);
      while (!ahead.take(first)) await new Promise((resolve) => setTimeout(resolve, 2));
      assert.equal(ahead.done, false);
      const withWorker = await compileAll(inputs);
      assert.deepEqual(withWorker, alone);
      // Each page's tree was parsed once, by the worker, and the loader waited for the rest.
      assert.deepEqual([ahead.stats.taken, ahead.stats.parsedByLoader], [60, 0]);
    } finally {
      ahead.stop();
    }
  });

  it('leaves a syntax error to the loader, which reports it as it does alone', async () => {
    const broken = {'broken.mdx': '# Broken\n\n<Tabs>\n\nNo closing tag.\n'};
    const dir = writePages(broken);
    const inputs = inputsOf(dir, broken);
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => assert.fail('the page compiled'),
        (error: Error) => error.message,
      );
    const alone = await failure(compileAll(inputs));
    const ahead = startParseAhead(dir, broken);
    try {
      await untilDone(ahead);
      assert.equal(await failure(compileAll(inputs)), alone);
      assert.match(alone, /Tabs/);
      assert.deepEqual([ahead.stats.workerParsed, ahead.stats.taken, ahead.stats.parsedByLoader], [0, 0, 1]);
    } finally {
      ahead.stop();
    }
  });

  it('lists the MDX sources of the loaded content, with the blog posts that have a truncation marker', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{source: '@site/docs/intro.mdx'}, {source: '@site/docs/notes.md'}]}]},
      },
      'docusaurus-plugin-content-blog': {
        default: {
          blogPosts: [
            {metadata: {source: '@site/blog/2024/post.mdx', hasTruncateMarker: true}},
            {metadata: {source: '@site/blog/2024/short.mdx', hasTruncateMarker: false}},
          ],
        },
      },
      'docusaurus-plugin-content-pages': {default: [{type: 'jsx', source: '@site/src/pages/index.tsx'}]},
      other: {source: 'https://example.com/readme.md'},
    };
    assert.deepEqual(mdxSourcesOf(allContent, '/site'), [
      {file: '/site/docs/intro.mdx', truncated: false},
      {file: '/site/docs/notes.md', truncated: false},
      {file: '/site/blog/2024/post.mdx', truncated: true},
      {file: '/site/blog/2024/short.mdx', truncated: false},
    ]);
  });
});
