#!/usr/bin/env node
// The speed of this machine at the moment, for reading build figures taken on different days.
// The 2-core machines the site is built on drift by 25 % within an evening and by a factor of
// two between days, so a build time alone says little; next to this figure it can be compared.
// The workload stands for the build's bottleneck, MDX compilation on the main thread: the same
// synthetic document (headings, emphasis, links, lists, a table, a code block, JSX) compiled
// with @mdx-js/mdx and remark-gfm, the packages the site's MDX loader runs. It does not read the
// site's content, so an edit of the docs does not change it. Prints the seconds of the timed
// compilations (after two untimed ones); lower is quicker. `npm run bench` runs it before and
// after its builds.
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

// Resolved as the site's MDX loader resolves them.
const loaderRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/mdx-loader'));
const {compile} = await import(pathToFileURL(loaderRequire.resolve('@mdx-js/mdx')).href);
const {default: remarkGfm} = await import(pathToFileURL(loaderRequire.resolve('remark-gfm')).href);

const TIMED_RUNS = 8;

function section(index) {
  return [
    `## Section ${index}`,
    `A paragraph with **strong**, _emphasised_ and \`inline code\` text, a [relative link](../page-${index}.mdx), and a bare address: https://example.com/${index}.`,
    `- one item\n- a second item, [linked](/docs/item-${index}/)\n  - a nested item`,
    `| option | type | default |\n| --- | --- | --- |\n| \`name${index}\` | \`string\` | \`'${index}'\` |\n| \`size${index}\` | \`number\` | \`${index * 2}\` |`,
    '```js title="example.js"\nexport default function example() {\n  return ' + index + ';\n}\n```',
    `<details>\n  <summary>More about section ${index}</summary>\n\n  Folded text ${index}.\n\n</details>`,
  ].join('\n\n');
}
const source = `# Calibration\n\n${Array.from({length: 120}, (_, index) => section(index)).join('\n\n')}\n`;

const options = {remarkPlugins: [remarkGfm]};
for (let run = 0; run < 2; run += 1) await compile(source, options);
const started = performance.now();
for (let run = 0; run < TIMED_RUNS; run += 1) await compile(source, options);
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({seconds: Number(seconds.toFixed(2)), runs: TIMED_RUNS}));
