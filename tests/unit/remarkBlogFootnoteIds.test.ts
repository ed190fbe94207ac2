import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import footnoteIDFixer from '@docusaurus/plugin-content-blog/lib/remark/footnoteIDFixer.js';
import remarkGfm from 'remark-gfm';
import remarkBlogFootnoteIds from '../../src/remark/remarkBlogFootnoteIds';

const POST = 'A claim.[^1] Another one.[^note]\n\n[^1]: The first source.\n[^note]: The second source.\n';

/** Compiles a post at `file` of a site in `siteDir` as the blog plugin does, with or without this plugin. */
async function compile(siteDir: string, file: string, fixed = true): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a dynamic import from this CommonJS test.
  const {compile: compileMdx} = await import('@mdx-js/mdx');
  const remarkPlugins = [remarkGfm, footnoteIDFixer, ...(fixed ? [[remarkBlogFootnoteIds, {siteDir}] as const] : [])];
  return String(
    await compileMdx({path: path.join(siteDir, file), value: POST}, {remarkPlugins: remarkPlugins as never, jsx: true}),
  );
}

const ids = (output: string) => [...output.matchAll(/id="(user-content-fn[^"]*)"/g)].map((match) => match[1]);

describe('remarkBlogFootnoteIds', () => {
  it('gives a post the same footnote ids in every checkout', async () => {
    const here = await compile('/srv/site', 'blog/2024-01-01-post.md');
    const there = await compile('/home/someone/checkout', 'blog/2024-01-01-post.md');
    assert.equal(here, there);
    assert.equal(ids(here).length, 4);
    // Without it, the blog plugin's suffix differs with the folder.
    assert.notEqual(
      await compile('/srv/site', 'blog/2024-01-01-post.md', false),
      await compile('/home/someone/checkout', 'blog/2024-01-01-post.md', false),
    );
  });

  it('still tells two posts apart, so that a list page showing both has unique ids', async () => {
    const first = ids(await compile('/srv/site', 'blog/2024-01-01-post.md'));
    const second = ids(await compile('/srv/site', 'blog/2024-02-01-other.md'));
    assert.equal(first.length, 4);
    assert.deepEqual(
      first.filter((id) => second.includes(id)),
      [],
    );
  });
});
