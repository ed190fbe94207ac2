import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import remarkLiveCodeBlocks from '../../src/remark/remarkLiveCodeBlocks';

async function render(markdown: string): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(markdown, {remarkPlugins: [remarkLiveCodeBlocks], jsx: true}));
}

const IMPORT = /^import LiveCodeBlockProvider from ['"]@site\/src\/components\/LiveCodeBlockProvider['"];?$/gm;

describe('remarkLiveCodeBlocks', () => {
  it('wraps each live block in the provider and imports it once', async () => {
    const output = await render(
      [
        '```jsx live',
        '<p>One</p>',
        '```',
        '',
        '<div>',
        '',
        '```jsx live noInline',
        'render(<p>Two</p>);',
        '```',
        '',
        '</div>',
      ].join('\n'),
    );
    assert.equal(output.match(IMPORT)?.length, 1);
    assert.equal(output.match(/<LiveCodeBlockProvider>/g)?.length, 2);
    assert.match(output, /<LiveCodeBlockProvider><_components\.pre><_components\.code className="language-jsx">/);
  });

  it('leaves files without a live block alone', async () => {
    const output = await render(['```jsx title="live.jsx"', '<p>Static</p>', '```'].join('\n'));
    assert.doesNotMatch(output, /LiveCodeBlockProvider/);
  });
});
