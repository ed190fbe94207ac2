import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import remarkImageZoom from '../../src/remark/remarkImageZoom';

/**
 * Stands in for the MDX loader's own Mermaid plugin, which runs before the site's plugins: it
 * turns a ```mermaid block into a `mermaidCodeBlock` node rendered as <mermaid value=...>.
 */
function remarkMermaidLikeDocusaurus() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid') {
        Object.assign(node, {type: 'mermaidCodeBlock', data: {hName: 'mermaid', hProperties: {value: node.value}}});
      }
    });
  };
}

async function render(markdown: string): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(markdown, {remarkPlugins: [remarkMermaidLikeDocusaurus, remarkImageZoom], jsx: true}));
}

const IMAGE_IMPORT = /^import ZoomableImage from ['"]@site\/src\/components\/ImageZoom\/ZoomableImage['"];?$/gm;
const DIAGRAM_IMPORT = /^import ZoomableDiagram from ['"]@site\/src\/components\/ImageZoom\/ZoomableDiagram['"];?$/gm;

describe('remarkImageZoom', () => {
  it('makes Markdown and JSX images enlargeable and imports the component once', async () => {
    const output = await render(
      [
        '![A chart](https://example.com/chart.png "Cold starts")',
        '',
        '<img src="/img/dashboard.png" alt="The dashboard" width={800} />',
      ].join('\n'),
    );
    assert.equal(output.match(IMAGE_IMPORT)?.length, 1);
    assert.match(
      output,
      /<ZoomableImage src="https:\/\/example\.com\/chart\.png" alt="A chart" title="Cold starts" \/>/,
    );
    assert.match(output, /<ZoomableImage src="\/img\/dashboard\.png" alt="The dashboard" width=\{800\} \/>/);
    assert.doesNotMatch(output, /<_components\.img|<img/);
  });

  it('leaves linked images, decorative images and image-free pages alone', async () => {
    const output = await render(
      [
        '[![Build status](https://example.com/badge.svg)](https://example.com/ci)',
        '',
        '<a href="/showcase/"><img src="/img/site.png" alt="A site" /></a>',
        '',
        '<img src="/img/divider.png" alt="" />',
      ].join('\n'),
    );
    assert.doesNotMatch(output, /ZoomableImage/);
    assert.match(output, /<_components\.img src="https:\/\/example\.com\/badge\.svg" alt="Build status" \/>/);
    assert.match(output, /<img src="\/img\/site\.png" alt="A site" \/>/);
    assert.match(output, /<img src="\/img\/divider\.png" alt="" \/>/);

    const plain = await render('# Title\n\nText with `code`.');
    assert.doesNotMatch(plain, /ImageZoom/);
  });

  it('wraps each Mermaid diagram and imports the wrapper once', async () => {
    const output = await render(
      [
        '```mermaid',
        'flowchart LR',
        '  a --> b',
        '```',
        '',
        '```mermaid',
        'sequenceDiagram',
        '  A->>B: hi',
        '```',
      ].join('\n'),
    );
    assert.equal(output.match(DIAGRAM_IMPORT)?.length, 1);
    assert.doesNotMatch(output, IMAGE_IMPORT);
    assert.equal(output.match(/<ZoomableDiagram><_components\.mermaid value="flowchart LR/g)?.length, 1);
    assert.equal(output.match(/<ZoomableDiagram><_components\.mermaid value="sequenceDiagram/g)?.length, 1);
  });
});
