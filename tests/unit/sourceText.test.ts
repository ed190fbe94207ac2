import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {VFile} from 'vfile';
import {sourceMayContain} from '../../src/remark/sourceText';
import remarkKatexStylesheet from '../../src/remark/remarkKatexStylesheet';

/** src/remark/sourceText.ts: the quick test by which the site's plugins skip pages that cannot concern them. */
describe('sourceMayContain', () => {
  it('tests the text of the file being compiled, as a string or as bytes', () => {
    assert.equal(sourceMayContain(new VFile({value: 'Press [[Ctrl]].'}), '[['), true);
    assert.equal(sourceMayContain(new VFile({value: 'No keys here.'}), '[['), false);
    assert.equal(sourceMayContain(new VFile({value: new TextEncoder().encode('- [x] done')}), /\[[\sxX]\]/), true);
  });

  it('says yes when there is no file, so that a plugin given a bare tree walks it as before', () => {
    assert.equal(sourceMayContain(undefined, '$'), true);
    assert.equal(sourceMayContain(new VFile(), '$'), true);
  });

  it('lets a plugin skip the walk: a tree with math but a text without dollars is left alone', () => {
    const tree = {type: 'root' as const, children: [{type: 'inlineMath', value: 'x'}]};
    const transform = remarkKatexStylesheet({href: '/katex.css'});
    transform(tree as never, new VFile({value: 'no dollars'}));
    assert.equal(tree.children.length, 1);
    transform(tree as never, new VFile({value: '$x$'}));
    assert.equal(tree.children.length, 2);
  });
});
