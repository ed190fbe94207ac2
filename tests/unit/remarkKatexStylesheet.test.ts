import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import remarkMath from 'remark-math';
import remarkKatexStylesheet from '../../src/remark/remarkKatexStylesheet';

async function render(markdown: string): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(
    await compile(markdown, {
      remarkPlugins: [remarkMath, [remarkKatexStylesheet, {href: '/base/katex/katex.min.css'}]],
      jsx: true,
    }),
  );
}

describe('remarkKatexStylesheet', () => {
  it('links the KaTeX stylesheet from the head of a page with inline math', async () => {
    const output = await render('The area is $\\pi r^2$.');
    assert.match(output, /<Head><_components\.link rel="stylesheet" href="\/base\/katex\/katex\.min\.css" \/><\/Head>/);
  });

  it('does the same for a block of math', async () => {
    const output = await render('Euler:\n\n$$\ne^{i\\pi} + 1 = 0\n$$\n');
    assert.match(output, /href="\/base\/katex\/katex\.min\.css"/);
  });

  it('leaves pages without math alone, dollar signs in code included', async () => {
    const output = await render('Costs `$5` a month.\n\n```bash\necho $HOME\n```\n');
    assert.doesNotMatch(output, /katex/);
  });
});
