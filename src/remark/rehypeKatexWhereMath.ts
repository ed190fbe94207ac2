// rehype-katex, run only on the pages that can have math. rehype-katex walks every element of
// every page looking for math classes: about 0.6 s of the bundling process's main thread (where
// the MDX loader runs) on this site, where a handful of pages have an equation. Math comes from
// remark-math (`$...$`, `$$...$$`) or from a fenced code block in the `math` language, so a page
// whose text has neither a dollar sign nor the word "math" is left alone.
import rehypeKatex, {type Options} from 'rehype-katex';
import type {Root} from 'hast';
import {sourceMayContain} from './sourceText';

const MAY_HAVE_MATH = /\$|math/;

export default function rehypeKatexWhereMath(options?: Options) {
  const render = rehypeKatex(options);
  return (tree: Root, file?: unknown): void => {
    if (!sourceMayContain(file, MAY_HAVE_MATH)) return;
    // rehype-katex reports errors on the file (`file.message`), so it is given the real one.
    render(tree, file as Parameters<typeof render>[1]);
  };
}
