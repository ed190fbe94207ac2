import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import remarkKbd from '../../src/remark/remarkKbd';

async function render(markdown: string): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(markdown, {remarkPlugins: [remarkKbd], jsx: true}));
}

describe('remarkKbd', () => {
  it('turns [[Key]] into <kbd> elements', async () => {
    const output = await render('Press [[Ctrl]]+[[K]] to search.');
    assert.match(
      output,
      /\{"Press "\}<_components\.kbd>\{"Ctrl"\}<\/_components\.kbd>\{"\+"\}<_components\.kbd>\{"K"\}<\/_components\.kbd>\{" to search\."\}/,
    );
  });

  it('leaves code and ordinary brackets alone', async () => {
    const output = await render('Use `[[Ctrl]]` literally, and [a link](https://example.com) or [text].');
    assert.doesNotMatch(output, /kbd/);
  });
});
