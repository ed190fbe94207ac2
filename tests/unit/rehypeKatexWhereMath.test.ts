import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexWhereMath from '../../src/remark/rehypeKatexWhereMath';

async function render(markdown: string, rehypePlugin: unknown = rehypeKatexWhereMath): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(
    await compile(markdown, {remarkPlugins: [remarkMath], rehypePlugins: [rehypePlugin as never], jsx: true}),
  );
}

describe('rehypeKatexWhereMath', () => {
  const pages = {
    'inline math': 'The area is $\\pi r^2$.',
    'a block of math': 'Euler:\n\n$$\ne^{i\\pi} + 1 = 0\n$$\n',
    'a math code block': '```math\na^2 + b^2 = c^2\n```\n',
    'no math': '# Title\n\nA [link](./other.md), `code` and a table:\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
  };

  for (const [what, markdown] of Object.entries(pages)) {
    it(`renders ${what} as rehype-katex does`, async () => {
      assert.equal(await render(markdown), await render(markdown, rehypeKatex));
    });
  }

  it('renders the math with KaTeX', async () => {
    assert.match(await render(pages['inline math']), /className="katex"/);
    assert.match(await render(pages['a math code block']), /className="katex-display"/);
  });
});
