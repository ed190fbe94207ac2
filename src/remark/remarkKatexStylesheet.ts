// Adds the KaTeX stylesheet to the <head> of the pages that have math, and only to them.
// It used to be a site-wide stylesheet: a render-blocking request on every page, though a
// handful of pages show an equation. Runs after remark-math, which turns `$...$` and
// `$$...$$` into `inlineMath` and `math` nodes. The link goes in a <Head> element (the
// MDX component of @docusaurus/Head, which Docusaurus substitutes for a written <head>, but
// before the site's remark plugins run), so it is in the server-rendered <head> and the math
// never paints unstyled.
import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';
import {sourceMayContain} from './sourceText';

export type RemarkKatexStylesheetOptions = {
  /** The stylesheet's URL, base URL included. */
  href: string;
};

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

export default function remarkKatexStylesheet({href}: RemarkKatexStylesheetOptions) {
  return (tree: Root, file?: unknown): void => {
    // Math is written between dollar signs.
    if (!sourceMayContain(file, '$') || !hasMath(tree)) {
      return;
    }
    const link = {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
        {type: 'mdxJsxAttribute', name: 'href', value: href},
      ],
      children: [],
    };
    const head = {type: 'mdxJsxFlowElement', name: 'Head', attributes: [], children: [link]};
    tree.children.push(head as unknown as Root['children'][number]);
  };
}
