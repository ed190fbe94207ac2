import {describe, it, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {EventEmitter} from 'node:events';
import {createRequire} from 'node:module';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import {
  mdxToMarkdown,
  mdxToMdast,
  stringifyMarkdown,
  STRINGIFY_OPTIONS,
  type TwinSourceContext,
} from '../../src/plugins/markdownTwins/mdxToMarkdown';
import {stripMagicComments} from '../../src/plugins/markdownTwins/codeBlocks';
import {twinPathOf} from '../../src/plugins/markdownTwins/twinPath';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/markdownTwins/llmsTxt';
import {requestTracker, twinCacheVariant} from '../../src/plugins/markdownTwins';

/**
 * The Markdown twins of src/plugins/markdownTwins: MDX in, the Markdown a reader of the twin
 * gets out. Each case writes the MDX the site's pages use and checks the whole relevant output.
 */

let siteDir = '';
let docsDir = '';
const warnings: string[] = [];

function context(overrides: Partial<TwinSourceContext> = {}): TwinSourceContext {
  return {
    filePath: path.join(docsDir, 'guides', 'page.mdx'),
    siteDir,
    pageUrl: 'https://example.com/docs/guides/page/',
    siteUrl: 'https://example.com/',
    contentRoots: [docsDir],
    pageOf: (file) =>
      ({
        [path.join(docsDir, 'guides', 'other.mdx')]: 'https://example.com/docs/guides/other/',
        [path.join(docsDir, 'cli.mdx')]: 'https://example.com/docs/cli/',
      })[file],
    assetUrl: (file) => `https://example.com/assets/markdown/${path.basename(file)}`,
    admonitionKeywords: ['note', 'tip', 'info', 'warning', 'danger', 'experimental'],
    magicComments: ['highlight-next-line', 'highlight-start', 'highlight-end', 'error-next-line'],
    warn: (message) => warnings.push(message),
    ...overrides,
  };
}

const twin = (mdx: string, overrides?: Partial<TwinSourceContext>) => mdxToMarkdown(mdx, context(overrides)).trim();

before(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-twins-'));
  docsDir = path.join(siteDir, 'docs');
  fs.mkdirSync(path.join(docsDir, 'guides', 'img'), {recursive: true});
  fs.writeFileSync(path.join(docsDir, 'guides', 'img', 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(docsDir, 'guides', 'checklist.pdf'), 'pdf');
  fs.writeFileSync(
    path.join(docsDir, 'guides', '_partial.mdx'),
    "### From a partial {#from-partial}\n\nHello <strong>{props.name ?? 'reader'}</strong>, see [the CLI](../cli.mdx).\n",
  );
});

after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('Markdown twins: escaping', () => {
  // The twins' stringifier tries only the unsafe patterns whose character is in the text
  // (mdxToMarkdown.ts, withFewerPatterns); remark-stringify as it comes tries them all.
  const everyPattern = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkMath)
    .use(remarkStringify, STRINGIFY_OPTIONS);
  const same = (source: string, ctx: TwinSourceContext) => {
    const tree = mdxToMdast(source, ctx);
    assert.equal(stringifyMarkdown(tree), everyPattern.stringify(tree), ctx.filePath);
  };

  it('escapes as remark-stringify does with every pattern', () => {
    const tricky = [
      'A_b, a__b and _c_; 2 * 3 = 6 and a\\*b; [not a link] and [x]: y; a \\< b; 1 &amp; 2 &lt; 3',
      '1. one\n2. two\n\n10\\. not a list; # not a heading; + not a list; - not a list either',
      '| a | b |\n| - | - |\n| `x \\| y` | ~z~ and $5 |\n\nText with a pipe | and a tilde ~~ and a dollar $.',
      '`code with ` backticks`` and *emphasis*, **strong**, ***both***; ![alt](x.png "t") and [a link](https://x.y "title")',
      '> quote with # and 1. and - at the start\n\n***\n\nSetext?\n===\n\nEnd with a backslash \\\\',
    ];
    for (const source of tricky) same(source, context());
  });

  it('writes every page of the docs as remark-stringify does with every pattern', () => {
    const repo = path.resolve(__dirname, '../..');
    const docs = path.join(repo, 'docs');
    const pages = fs
      .readdirSync(docs, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));
    assert.ok(pages.length > 50, `${pages.length} pages in docs/`);
    for (const page of pages) {
      const filePath = path.join(docs, page);
      same(fs.readFileSync(filePath, 'utf8'), {...context(), filePath, siteDir: repo, contentRoots: [docs]});
    }
  });
});

describe('Markdown twins: tabs', () => {
  it('writes each tab as a section whose heading is the tab label, one level below the current section', () => {
    const mdx = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Install {#install}

<Tabs groupId="pm">
<TabItem value="npm" label="npm">

\`\`\`bash
npm install
\`\`\`

</TabItem>
<TabItem value="yarn" label="Yarn">

Run **yarn**.

</TabItem>
</Tabs>

## Next`;
    assert.equal(
      twin(mdx),
      '## Install\n\n### npm\n\n```bash\nnpm install\n```\n\n### Yarn\n\nRun **yarn**.\n\n## Next',
    );
  });

  it('reads labels from one-line tab items and from the values prop, and falls back to the value', () => {
    const mdx = `### Where

<Tabs values={[{label: 'macOS', value: 'mac'}, {label: 'Windows', value: 'win'}]}>
  <TabItem value="mac">In *Terminal*.</TabItem>
  <TabItem value="win">In PowerShell.</TabItem>
  <TabItem value="linux">In a shell.</TabItem>
</Tabs>`;
    assert.equal(
      twin(mdx),
      '### Where\n\n#### macOS\n\nIn _Terminal_.\n\n#### Windows\n\nIn PowerShell.\n\n#### linux\n\nIn a shell.',
    );
  });

  it('writes tab labels as bold lines inside a quote, where a heading would not belong', () => {
    const mdx = `:::tip

<Tabs>
<TabItem value="a" label="First">

One.

</TabItem>
</Tabs>

:::`;
    assert.equal(twin(mdx), '> **Tip**\n>\n> **First**\n>\n> One.');
  });
});

describe('Markdown twins: admonitions', () => {
  it('turns each kind into a blockquote that names it, with its title', () => {
    const mdx = `:::warning[Node.js \`18\` required]

Older versions fail.

:::

:::experimental

May change.

:::`;
    assert.equal(
      twin(mdx),
      '> **Warning: Node.js `18` required**\n>\n> Older versions fail.\n\n> **Experimental**\n>\n> May change.',
    );
  });

  it('handles the legacy title syntax, nesting and the <Admonition> component', () => {
    const mdx = `::::info Release schedule

Every two months.

:::tip

Subscribe.

:::

::::

<Admonition type="danger" title="Careful">
  Never commit <code>.env</code>.
</Admonition>`;
    assert.equal(
      twin(mdx),
      '> **Info: Release schedule**\n>\n> Every two months.\n>\n> > **Tip**\n> >\n> > Subscribe.\n\n> **Danger: Careful**\n>\n> Never commit `.env`.',
    );
  });
});

describe('Markdown twins: code blocks', () => {
  it('keeps the language and the title, drops line ranges and site-only meta', () => {
    const mdx =
      '```js title="docusaurus.config.js" showLineNumbers live\nexport default {};\n```\n\n```bash npm2yarn\nnpm install\n```';
    assert.equal(twin(mdx), '```js title="docusaurus.config.js"\nexport default {};\n```\n\n```bash\nnpm install\n```');
  });

  it('removes the lines that hold only a magic comment, in the comment syntax of the language', () => {
    const mdx = [
      '```jsx',
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '{/* highlight-start */}',
      '<Page />',
      '{/* highlight-end */}',
      '```',
      '',
      '```py',
      '# error-next-line',
      'print(1)',
      '// highlight-next-line',
      '```',
    ].join('\n');
    assert.equal(
      twin(mdx),
      '```jsx\nconst a = 1;\nconst b = 2;\n<Page />\n```\n\n```py\nprint(1)\n// highlight-next-line\n```',
    );
  });

  it('leaves magic comments alone in a block that highlights with a line range, as the site does', () => {
    assert.equal(
      stripMagicComments('// highlight-next-line\nx();', 'js', '{1}', ['highlight-next-line']),
      '// highlight-next-line\nx();',
    );
  });

  it('turns <CodeBlock> into a fenced block, with the code of an exported constant', () => {
    const mdx = `import CodeBlock from '@theme/CodeBlock';

export const snippet = \`retry(task);\`;

<CodeBlock language="js" title="src/retry.js" showLineNumbers>
  {snippet}
</CodeBlock>

<CodeBlock><b>npm run build</b>{'\\n'}[SUCCESS] Done.</CodeBlock>`;
    assert.equal(
      twin(mdx),
      '```js title="src/retry.js"\nretry(task);\n```\n\n```\nnpm run build\n[SUCCESS] Done.\n```',
    );
  });
});

describe('Markdown twins: API tables', () => {
  it('keeps the table of an <APITable> as a Markdown table, escaped pipes included', () => {
    const mdx = `<APITable name="options">

| Name | Type | Default | Description |
| --- | --- | --- | --- |
| \`path\` | \`string\` | \`'docs'\` | Folder of the docs. See [the CLI](../cli.mdx). |
| \`tags\` | \`string \\| false\` | \`undefined\` | Tags file. |

</APITable>`;
    assert.equal(
      twin(mdx),
      [
        '| Name | Type | Default | Description |',
        '| - | - | - | - |',
        "| `path` | `string` | `'docs'` | Folder of the docs. See [the CLI](https://example.com/docs/cli/). |",
        '| `tags` | `string \\| false` | `undefined` | Tags file. |',
      ].join('\n'),
    );
  });
});

describe('Markdown twins: links and images', () => {
  it('makes every link absolute: Markdown files by their page, site paths, anchors and relative URLs', () => {
    const mdx = `See [other](./other.mdx#setup), [cli](cli.mdx), [a path](/docs/cli), [here](#install), [up](../intro/), [GitHub](https://github.com/facebook/docusaurus), [mail](mailto:a@example.com) and [the file](pathname:///files/a.zip).`;
    assert.equal(
      twin(mdx),
      'See [other](https://example.com/docs/guides/other/#setup), [cli](https://example.com/docs/cli/), [a path](https://example.com/docs/cli), [here](https://example.com/docs/guides/page/#install), [up](https://example.com/docs/guides/intro/), [GitHub](https://github.com/facebook/docusaurus), [mail](mailto:a@example.com) and [the file](https://example.com/files/a.zip).',
    );
  });

  it('resolves against the base URL of the site', () => {
    const mdx = '[cli](/docs/cli) and ![logo](/img/logo.svg)';
    assert.equal(
      twin(mdx, {
        siteUrl: 'https://example.com/some/path/',
        pageUrl: 'https://example.com/some/path/docs/guides/page/',
      }),
      '[cli](https://example.com/some/path/docs/cli) and ![logo](https://example.com/some/path/img/logo.svg)',
    );
  });

  it('links images and files next to the page through their published copies', () => {
    const mdx = `![A diagram](./img/diagram.svg)

<img src={require('./img/diagram.svg').default} alt="Same diagram" />

<a href={require('./checklist.pdf').default}>Checklist</a> and [the checklist](./checklist.pdf)`;
    assert.equal(
      twin(mdx),
      '![A diagram](https://example.com/assets/markdown/diagram.svg)\n\n![Same diagram](https://example.com/assets/markdown/diagram.svg)\n\n[Checklist](https://example.com/assets/markdown/checklist.pdf) and [the checklist](https://example.com/assets/markdown/checklist.pdf)',
    );
  });

  it('reports a link to a Markdown file that is no page', () => {
    warnings.length = 0;
    twin('[gone](./missing.mdx)');
    assert.deepEqual(warnings, ['docs/guides/page.mdx: the link to ./missing.mdx names no page']);
  });
});

describe('Markdown twins: what only means something on the site', () => {
  it('drops imports, exports, comments, heading ids and site-only JSX, and keeps the text of wrappers', () => {
    const mdx = `---
title: Page
---

import BrowserWindow from '@site/src/components/BrowserWindow';
import Head from '@docusaurus/Head';

export const answer = 6 * 7;

{/* A note for editors. */}

<Head><meta name="robots" content="noindex" /></Head>

## Result {#result}

<BrowserWindow url="http://localhost:3000">

The answer is {answer}, titled {frontMatter.title}; <Highlight color="#25c2a0">highlighted</Highlight>, <kbd>Ctrl</kbd> and [[K]].

</BrowserWindow>

<ColorGenerator />

<TOCInline toc={toc} />`;
    assert.equal(
      twin(mdx, {frontMatter: {title: 'Page'}}),
      '## Result\n\nThe answer is 42, titled Page; highlighted, `Ctrl` and `K`.',
    );
  });

  it('keeps a details block with its summary as a bold line, and turns shortcodes into emoji', () => {
    const mdx = `<details>
<summary>:bug: Bug fixes (2)</summary>

- One
- Two

</details>

<Details summary="Why?">

Because.

</Details>`;
    assert.equal(twin(mdx), '**🐛 Bug fixes (2)**\n\n- One\n- Two\n\n**Why?**\n\nBecause.');
  });

  it('inlines an imported Markdown partial with the props it is given', () => {
    const mdx = `import Partial from './_partial.mdx';

<Partial name="Ada" />`;
    assert.equal(twin(mdx), '### From a partial\n\nHello **Ada**, see [the CLI](https://example.com/docs/cli/).');
  });

  it('lists the cards of <DocCardList /> as links with their descriptions', () => {
    const cardItems = [
      {title: 'Installation', url: 'https://example.com/docs/installation/', description: 'Set up a site.'},
      {title: 'Guides', url: 'https://example.com/docs/category/guides/'},
    ];
    assert.equal(
      twin('<DocCardList />', {cardItems}),
      '- [Installation](https://example.com/docs/installation/): Set up a site.\n- [Guides](https://example.com/docs/category/guides/)',
    );
  });

  it('gives pages that share a source (docs versions) their own links from one parsed tree', () => {
    const parsedTrees = new Map();
    const mdx = '## Setup {#setup}\n\nSee [the CLI](../cli.mdx) and [below](#setup) :tada:.';
    const current = twin(mdx, {parsedTrees});
    const released = twin(mdx, {
      parsedTrees,
      pageUrl: 'https://example.com/docs/3.1.1/guides/page/',
      pageOf: (file) => (file === path.join(docsDir, 'cli.mdx') ? 'https://example.com/docs/3.1.1/cli/' : undefined),
    });
    assert.equal(parsedTrees.size, 1);
    assert.equal(
      current,
      '## Setup\n\nSee [the CLI](https://example.com/docs/cli/) and [below](https://example.com/docs/guides/page/#setup) 🎉.',
    );
    assert.equal(
      released,
      '## Setup\n\nSee [the CLI](https://example.com/docs/3.1.1/cli/) and [below](https://example.com/docs/3.1.1/guides/page/#setup) 🎉.',
    );
    assert.equal(twin(mdx, {parsedTrees}), current);
  });

  it('stops with the file and the problem when the MDX does not parse', () => {
    assert.throws(() => twin('<Tabs>\n\nunclosed'), /Markdown twins: cannot read docs\/guides\/page\.mdx: .*Tabs/);
  });
});

describe('Markdown twins: addresses and llms.txt', () => {
  it('serves a twin next to the page folder, also under a base URL', () => {
    assert.equal(twinPathOf('/docs/installation/', '/'), '/docs/installation.md');
    assert.equal(twinPathOf('/docs/', '/'), '/docs.md');
    assert.equal(twinPathOf('/docs/3.1.1/', '/'), '/docs/3.1.1.md');
    assert.equal(twinPathOf('/some/path/blog/releases/3.0/', '/some/path/'), '/some/path/blog/releases/3.0.md');
    assert.equal(twinPathOf('/some/path/', '/some/path/'), '/some/path/index.md');
    assert.equal(twinPathOf('/', '/'), '/index.md');
  });

  it('writes llms.txt as a title, a summary quote and sections of links with descriptions', () => {
    const text = llmsTxt({
      title: 'Docusaurus',
      summary: 'A static-site\ngenerator.',
      details: ['Twins are Markdown.'],
      sections: [
        {
          title: 'Docs',
          entries: [{title: 'Intro [start]', url: 'https://example.com/docs.md', description: 'Where\nto begin.'}],
        },
        {title: 'Empty', entries: []},
        {title: 'Blog', entries: [{title: 'Post', url: 'https://example.com/blog/post.md', description: ''}]},
      ],
    });
    assert.equal(
      text,
      '# Docusaurus\n\n> A static-site generator.\n\nTwins are Markdown.\n\n## Docs\n\n- [Intro \\[start\\]](https://example.com/docs.md): Where to begin.\n\n## Blog\n\n- [Post](https://example.com/blog/post.md)\n',
    );
  });

  it('writes llms-full.txt as the twins one after the other, each with its source address', () => {
    const text = llmsFullTxt({
      title: 'Docusaurus: Docs',
      summary: 'All docs.',
      pages: [
        {url: 'https://example.com/docs/', markdown: '# Intro\n\nHello.\n'},
        {url: 'https://example.com/docs/cli/', markdown: '# CLI\n\nRun it.\n'},
      ],
    });
    assert.equal(
      text,
      '# Docusaurus: Docs\n\n> All docs.\n\n---\n\n# Intro\n\nSource: https://example.com/docs/\n\nHello.\n\n---\n\n# CLI\n\nSource: https://example.com/docs/cli/\n\nRun it.\n',
    );
  });
});

describe('Markdown twins: the dev server request tracker', () => {
  it('joins the core dev server middlewares once, in front of them, when docusaurus start merges it', () => {
    // As `docusaurus start` merges a plugin's devServer into its own (core/lib/commands/start/webpack.js).
    const {merge} = createRequire(require.resolve('@docusaurus/core/package.json'))('webpack-merge') as {
      merge: (configs: object[]) => {setupMiddlewares: (middlewares: unknown[], server: unknown) => unknown[]};
    };
    const core = (middlewares: unknown[]) => {
      middlewares.unshift('core overlay');
      return middlewares;
    };
    let requests = 0;
    let answered = 0;
    const tracker = requestTracker(() => {
      requests += 1;
      return () => (answered += 1);
    });
    const merged = merge([{setupMiddlewares: core}, {setupMiddlewares: tracker}]);
    const list = merged.setupMiddlewares(['static files'], {});
    assert.equal(list.length, 3, `got ${list.length} middlewares`);
    assert.deepEqual(list.slice(1), ['core overlay', 'static files']);
    let nextCalled = false;
    const response = new EventEmitter();
    (list[0] as (request: unknown, response: unknown, next: () => void) => void)(
      {},
      response,
      () => (nextCalled = true),
    );
    assert.equal(requests, 1);
    assert.ok(nextCalled, 'the tracker must pass every request on');
    assert.equal(answered, 0, 'the response has not ended yet');
    response.emit('close');
    response.emit('close');
    assert.equal(answered, 1, 'the end of the response is reported once');
  });
});

describe('Markdown twins: the cache file of each kind of build', () => {
  const siteUrl = 'https://example.com/';
  it('keeps a build, `build:fast` and the development server apart, and a base URL from another', () => {
    const variants = [
      twinCacheVariant({siteUrl, fast: false, development: false}),
      twinCacheVariant({siteUrl, fast: true, development: false}),
      twinCacheVariant({siteUrl, fast: false, development: true}),
      twinCacheVariant({siteUrl, fast: true, development: true}),
      twinCacheVariant({siteUrl: 'https://example.com/preview/', fast: false, development: false}),
    ];
    assert.equal(new Set(variants).size, variants.length, variants.join(' | '));
  });

  it("leaves a full build's variant as it was, so that its existing cache stays valid", () => {
    assert.equal(twinCacheVariant({siteUrl, fast: false, development: false}), siteUrl);
  });
});
