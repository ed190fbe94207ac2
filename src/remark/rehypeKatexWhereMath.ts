// rehype-katex, run only on the pages that can have math. rehype-katex walks every element of
// every page looking for math classes: about 0.6 s of the bundling process's main thread (where
// the MDX loader runs) on this site, where a handful of pages have an equation. Math comes from
// remark-math (`$...$`, `$$...$$`) or from a fenced code block in the `math` language, so a page
// whose text has neither a dollar sign nor the word "math" is left alone.
// rehype-katex itself (with KaTeX and an HTML parser) is loaded by the first page that can have
// math: loading it with the site's config took each process of a build 70 ms, the pages process
// and the server bundle's, which compile no MDX, included. It is loaded by Node.js, not by jiti
// (../plugins/shared/nativeImport.cjs says why).
import type {Options} from 'rehype-katex';
import type {Root} from 'hast';
import type {VFile} from 'vfile';
import nativeImport from '../plugins/shared/nativeImport.cjs';
import {sourceMayContain} from './sourceText';

const MAY_HAVE_MATH = /\$|math/;

type Render = (tree: Root, file: VFile) => void;

export default function rehypeKatexWhereMath(options?: Options) {
  let render: Promise<Render> | undefined;
  return (tree: Root, file?: unknown): Promise<void> | undefined => {
    if (!sourceMayContain(file, MAY_HAVE_MATH)) return undefined;
    render ??= (nativeImport('rehype-katex') as Promise<typeof import('rehype-katex')>).then(
      ({default: rehypeKatex}) => rehypeKatex(options) as Render,
    );
    // rehype-katex reports errors on the file (`file.message`), so it is given the real one.
    return render.then((renderMath) => renderMath(tree, file as VFile));
  };
}
