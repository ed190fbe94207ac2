import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import remarkGfm from 'remark-gfm';
import rehypeTaskListLabels from '../../src/remark/rehypeTaskListLabels';

async function render(markdown: string, withPlugin = true): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile} = await import('@mdx-js/mdx');
  return String(
    await compile(markdown, {
      remarkPlugins: [remarkGfm],
      rehypePlugins: withPlugin ? [rehypeTaskListLabels] : [],
      jsx: true,
    }),
  );
}

describe('rehypeTaskListLabels', () => {
  it("names each task-list checkbox with its item's text", async () => {
    const output = await render('- [x] Changelog **written**\n- [ ] Post reviewed\n');
    assert.match(output, /<_components\.input type="checkbox" checked disabled aria-label="Changelog written" \/>/);
    assert.match(output, /<_components\.input type="checkbox" disabled aria-label="Post reviewed" \/>/);
  });

  it('leaves nested lists out of the name', async () => {
    const output = await render('- [ ] Release\n  - [x] Tag pushed\n');
    assert.match(output, /aria-label="Release"/);
    assert.match(output, /aria-label="Tag pushed"/);
  });

  it('is needed: without it the boxes have no name', async () => {
    assert.doesNotMatch(await render('- [x] Done\n', false), /aria-label/);
  });

  it('leaves ordinary lists alone', async () => {
    assert.doesNotMatch(await render('- one\n- two\n'), /aria-label|input/);
  });
});
