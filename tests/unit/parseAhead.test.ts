// unit: full run: each case starts the MDX parser's worker thread, and the first compiles pages with and without it (scripts/unit.mjs; test:quick leaves it out).
import {describe, it, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {once} from 'node:events';
import {Worker} from 'node:worker_threads';
import {
  likelyMdxSources,
  mdxSourcesOf,
  ParseAhead,
  PARSING,
  type MdxSource,
} from '../../src/plugins/markdownTwins/parseAhead';
import {hashOf} from '../../src/plugins/markdownTwins/twinCache';
import {syntaxPlugins} from '../../src/plugins/markdownTwins/loaderTrees';
import {prepareMdx, type Mdx1Compat} from '../../src/plugins/markdownTwins/mdxToMarkdown';
import {markdownPlugins} from '../../config/docs';
import {compileToJSX, createMDXLoaderItem, DEFAULT_MARKDOWN_CONFIG} from '../support/mdxLoader';

/**
 * src/plugins/markdownTwins/parseAhead.ts: a worker thread parses the MDX sources ahead of the
 * MDX loader, which takes the worker's trees instead of parsing. Here the real
 * @docusaurus/mdx-loader compiles pages with the site's remark plugins, with the worker and
 * without it, and the compiled pages must be the same, byte for byte; a file with a syntax error
 * must fail as it does without the worker.
 */

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
 * The loader's options as a content plugin makes them, with its processors made once, and run
 * once on a page of their own: a processor's plugins attach during its first run, so the first
 * file a processor compiles is parsed by the loader.
 */
async function loaderOptions(dir: string): Promise<unknown> {
  const {options} = await createMDXLoaderItem({
    siteDir,
    staticDirs: [],
    admonitions: true,
    remarkPlugins: markdownPlugins.remarkPlugins,
    rehypePlugins: markdownPlugins.rehypePlugins,
    markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, mermaid: true, mdx1Compat: SITE_COMPAT},
  });
  await compileToJSX({
    filePath: path.join(dir, 'first.mdx'),
    fileContent: '# First\n',
    frontMatter: {},
    options,
    compilerName: 'client',
  });
  return options;
}

/** The texts the loader compiles: each page, and the post cut at its marker as the list pages show it. */
function inputsOf(dir: string, pages: Record<string, string>) {
  const inputs = Object.entries(pages).map(([name, fileContent]) => ({filePath: path.join(dir, name), fileContent}));
  const post = pages['post.mdx'];
  return post
    ? [...inputs, {filePath: path.join(dir, 'post.mdx'), fileContent: post.split('{/* truncate */}')[0]!}]
    : inputs;
}

/** Compiles the texts all at once, as Rspack hands the loader every module it finds. */
async function compileAll(options: unknown, inputs: {filePath: string; fileContent: string}[]): Promise<string[]> {
  return Promise.all(
    inputs.map(async ({filePath, fileContent}) => {
      const {content} = await compileToJSX({filePath, fileContent, frontMatter: {}, options, compilerName: 'client'});
      return content;
    }),
  );
}

function sourcesOf(dir: string, pages: Record<string, string>): MdxSource[] {
  return Object.keys(pages).map((name) => ({file: path.join(dir, name), truncated: name === 'post.mdx'}));
}

function startParseAhead(
  dir: string,
  pages: Record<string, string>,
  {sources = sourcesOf(dir, pages), speculate = false}: {sources?: MdxSource[]; speculate?: boolean} = {},
): ParseAhead {
  return new ParseAhead(
    sources,
    {admonitionKeywords: ADMONITIONS, mdx1Compat: SITE_COMPAT},
    syntaxPlugins(SITE_COMPAT),
    {speculate},
  ).activate();
}

/** Resolves once `condition` holds, checking every 20 ms; fails after 10 s. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 10_000) assert.fail(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Compiles the pages without the worker, then with it, and returns both results and the worker's figures. */
async function compileBothWays(
  pages: Record<string, string>,
  beforeCompiling?: (ahead: ParseAhead, dir: string) => Promise<void>,
  start: {sources?: (dir: string) => MdxSource[]; speculate?: boolean; dir?: string} = {},
) {
  const dir = start.dir ?? writePages(pages);
  const inputs = inputsOf(dir, pages);
  const alone = await compileAll(await loaderOptions(dir), inputs);
  const options = await loaderOptions(dir);
  const ahead = startParseAhead(dir, pages, {sources: start.sources?.(dir), speculate: start.speculate});
  try {
    await beforeCompiling?.(ahead, dir);
    const withWorker = await compileAll(options, inputs).catch((error: Error) => error);
    return {alone, withWorker, stats: {...ahead.stats}};
  } finally {
    ahead.stop();
  }
}

describe('parsing ahead of the MDX loader', () => {
  it('compiles every page, the truncated post included, to the same code as the loader alone', async () => {
    const {alone, withWorker, stats} = await compileBothWays(PAGES);
    assert.deepEqual(withWorker, alone);
    // Four texts, one of them twice: three trees parsed by the worker, all four taken.
    assert.equal(stats.workerParsed, 3);
    assert.deepEqual([stats.taken, stats.parsedByLoader], [4, 0]);
  });

  it('takes the worker started with the process (scripts/parse-ahead-early.mjs), sends it the job, and ends it', async () => {
    const key = Symbol.for('docusaurus-website.markdownTwins.earlyParseWorker');
    const global = globalThis as Record<symbol, {running: boolean} | undefined>;
    await import('../../scripts/parse-ahead-early.mjs');
    const early = global[key];
    assert.equal(early?.running, true, 'the preload started a worker');
    const {alone, withWorker, stats} = await compileBothWays(PAGES);
    assert.equal(global[key], undefined, 'the first ParseAhead took it');
    assert.deepEqual(withWorker, alone);
    assert.deepEqual([stats.workerParsed, stats.taken, stats.parsedByLoader], [3, 4, 0]);
    // Ended with the ParseAhead that took it: it was the worker that parsed.
    await until(() => !early.running, 'the early worker to end');
  });

  it('parses the docs it can guess while it waits for its job, and hands the loader those trees', async () => {
    const site = tmpDir();
    const docs = path.join(site, 'docs');
    fs.mkdirSync(docs);
    for (const [name, text] of Object.entries(PAGES)) fs.writeFileSync(path.join(docs, name), text);
    const worker = new Worker(path.join(siteDir, 'src/plugins/markdownTwins/parseAheadWorker.mjs'), {
      workerData: {early: true, siteDir: site},
    });
    const early = {worker, running: true};
    worker.once('exit', () => {
      early.running = false;
    });
    // The guide (and its copy, the same text) and the whole post: the truncated post is no file.
    const [guessing] = await once(worker, 'message');
    assert.deepEqual(guessing, {guessed: 2});
    const global = globalThis as Record<symbol, unknown>;
    global[Symbol.for('docusaurus-website.markdownTwins.earlyParseWorker')] = early;
    const {alone, withWorker, stats} = await compileBothWays(PAGES, undefined, {dir: docs});
    assert.deepEqual(withWorker, alone);
    assert.deepEqual([stats.workerParsed, stats.guessed, stats.taken, stats.parsedByLoader], [3, 2, 4, 0]);
    await until(() => !early.running, 'the early worker to end');
  });

  it('lets the loader wait for the worker, many pages at once, instead of parsing', async () => {
    const many = Object.fromEntries(
      Array.from({length: 24}, (_, index) => [
        `page-${index}.mdx`,
        `# Page ${index} {#page-${index}}\n\nSome **text**, a [link](https://example.com/${index}) and \`code\`.\n\n| a | b |\n| --- | --- |\n| ${index} | ${index * 2} |\n`,
      ]),
    );
    const {alone, withWorker, stats} = await compileBothWays(many);
    assert.deepEqual(withWorker, alone);
    assert.deepEqual([stats.workerParsed, stats.taken, stats.parsedByLoader], [24, 24, 0]);
  });

  it('parses nothing the loader does not ask for (a build whose modules come from the bundler cache)', async () => {
    const {stats} = await compileBothWays(PAGES, async (ahead) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(ahead.stats.workerParsed, 0);
      assert.equal(ahead.take(prepareMdx(PAGES['guide.mdx']!, ADMONITIONS, SITE_COMPAT)), undefined);
    });
    assert.equal(stats.workerParsed, 3);
  });

  it('speculating, parses every text before the loader asks, and the loader takes them all', async () => {
    const {alone, withWorker, stats} = await compileBothWays(
      PAGES,
      async (ahead) => {
        await until(
          () => (ahead.take(prepareMdx(PAGES['post.mdx']!, ADMONITIONS, SITE_COMPAT)) ? true : false),
          'the post',
        );
        await until(() => ahead.stats.workerParsed >= 3, 'the three texts parsed');
        assert.equal(ahead.stats.workerParsed, 3);
      },
      {speculate: true},
    );
    assert.deepEqual(withWorker, alone);
    assert.deepEqual([stats.workerParsed, stats.taken, stats.parsedByLoader], [3, 4, 0]);
  });

  it('does not wait for a tree it has already read while the worker had yet to mark it sent', async () => {
    // The worker posts a text's tree, then marks the text SENT. A loader asking in between read
    // the tree (whenParsed reads what has come), saw PARSING, and waited for a message that had
    // already come: the process hung with the port held (a unit test group, 3 and 4 December).
    // Here the state is set back to PARSING after the tree came, which is that moment.
    const dir = writePages(PAGES);
    const ahead = startParseAhead(dir, PAGES, {speculate: true});
    try {
      await until(() => ahead.stats.workerParsed >= 3, 'the three texts parsed');
      const guide = prepareMdx(PAGES['guide.mdx']!, ADMONITIONS, SITE_COMPAT);
      const inside = ahead as unknown as {states: Int32Array; indexOfKey: Map<string, number>};
      const index = inside.indexOfKey.get(hashOf(guide));
      assert.equal(typeof index, 'number');
      Atomics.store(inside.states, index!, PARSING);
      assert.equal(ahead.whenParsed(guide), undefined, 'nothing to wait for: the tree is here');
      assert.ok(ahead.take(guide), 'the tree the worker sent');
    } finally {
      ahead.stop();
    }
  });

  it('stops speculating when told, and parses only what is asked from then on', async () => {
    // Long enough pages that parsing them all takes the worker well over a second.
    const paragraph = 'Some **bold**, some _emphasis_, a [link](https://example.com) and `code`. '.repeat(40);
    const many = Object.fromEntries(
      Array.from({length: 150}, (_, index) => [
        `page-${index}.mdx`,
        `# Page ${index}\n\n${Array.from({length: 8}, () => paragraph).join('\n\n')}\n\n- one ${index}\n- two\n`,
      ]),
    );
    const dir = writePages(many);
    const ahead = startParseAhead(dir, many, {speculate: true});
    try {
      await until(() => ahead.stats.workerParsed > 0, 'a first text parsed');
      ahead.stopSpeculating();
      // The trees parsed before it was told may still be on their way: wait until none comes for
      // a while (on a busy machine, the messages of several texts can be queued at that point).
      let stopped = -1;
      while (stopped !== ahead.stats.workerParsed) {
        stopped = ahead.stats.workerParsed;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // Without the stop, the worker goes on to the 150th text.
      assert.ok(stopped < 150, `${stopped} of 150 texts parsed after the stop`);
      // A text asked for is still parsed, and nothing else: beside it, at most the one text the
      // worker may still have been parsing (on a busy machine, one text can take longer than the
      // wait above), since it parses one at a time.
      const last = prepareMdx(many['page-149.mdx']!, ADMONITIONS, SITE_COMPAT);
      await ahead.whenParsed(last);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(ahead.stats.workerParsed <= stopped + 2, `${ahead.stats.workerParsed} parsed, ${stopped} at the stop`);
      assert.ok(ahead.take(last));
    } finally {
      ahead.stop();
    }
  });

  it('takes sources added later, reading a file given twice once, and the loader takes every tree', async () => {
    const {alone, withWorker, stats} = await compileBothWays(
      PAGES,
      async (ahead, dir) => {
        // First a guess without the post, then the loaded content's sources, the guide again among them.
        ahead.addSources(sourcesOf(dir, PAGES));
      },
      {
        sources: (dir) => [
          {file: path.join(dir, 'guide.mdx'), truncated: false},
          {file: path.join(dir, 'absent.mdx'), truncated: true},
        ],
      },
    );
    assert.deepEqual(withWorker, alone);
    assert.deepEqual([stats.workerParsed, stats.taken, stats.parsedByLoader], [3, 4, 0]);
  });

  it('guesses the sources from the content folders the site config names, and the docs versions', () => {
    const site = tmpDir();
    const files = [
      'docs/intro.md',
      'docs/guides/deep/page.mdx',
      'docs/_partial.mdx',
      'docs/notes.txt',
      'blog/2024-01-01-post.md',
      'versioned_docs/version-1.0/intro.md',
      'community_versioned_docs/version-2/team.mdx',
      'other/not-content.md',
      'build/docs/intro.md',
      'docs/node_modules/pkg/readme.md',
      'docs/.hidden/draft.md',
      'README.md',
    ];
    for (const file of files) {
      fs.mkdirSync(path.join(site, path.dirname(file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), '# Text\n');
    }
    const siteConfig = {
      presets: [['classic', {docs: {path: 'docs'}, blog: {path: 'blog', blogTitle: 'Blog'}}]],
      plugins: [
        ['content-docs', {id: 'community', path: 'missing'}],
        // A docs version's path is a URL segment, not a folder; the build folder is never content.
        ['content-docs', {versions: {current: {path: ''}, '1.0': {path: '1.0'}}}],
        ['content-pages', {path: 'build'}],
        () => ({name: 'a-function-plugin'}),
        false,
      ],
    };
    const found = likelyMdxSources(site, siteConfig)
      .map(({file, truncated}) => `${path.relative(site, file)}${truncated ? '' : ' (whole)'}`)
      .sort();
    assert.deepEqual(found, [
      'blog/2024-01-01-post.md',
      'community_versioned_docs/version-2/team.mdx',
      'docs/_partial.mdx',
      'docs/guides/deep/page.mdx',
      'docs/intro.md',
      'versioned_docs/version-1.0/intro.md',
    ]);
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
    const alone = await failure(compileAll(await loaderOptions(dir), inputs));
    const options = await loaderOptions(dir);
    const ahead = startParseAhead(dir, broken);
    try {
      assert.equal(await failure(compileAll(options, inputs)), alone);
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
