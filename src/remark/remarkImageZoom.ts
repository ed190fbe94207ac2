// Makes the content images and Mermaid diagrams of a Markdown file enlargeable: each image
// becomes <ZoomableImage> and each diagram is wrapped in <ZoomableDiagram>, imported at the top of
// the file only when it has one. Pages without images or diagrams therefore load none of the
// zoom code (src/components/ImageZoom). Runs after Docusaurus's own plugins, which have already
// turned local images into <img> elements and ```mermaid blocks into `mermaidCodeBlock` nodes.
import type {Image, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Node, Parent} from 'unist';
import {visitParents, SKIP} from 'unist-util-visit-parents';
import {defaultImport} from './mdxImport';
import {sourceMayContain} from './sourceText';

const IMAGE = 'ZoomableImage';
const DIAGRAM = 'ZoomableDiagram';
const MODULE_DIR = '@site/src/components/ImageZoom';

/** Elements whose images are links already: a click must follow the link, not enlarge the image. */
const LINK_ELEMENTS = new Set(['a', 'Link']);

function isJsxElement(node: Node): node is MdxJsxFlowElement | MdxJsxTextElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function insideLink(ancestors: Node[]): boolean {
  return ancestors.some(
    (ancestor) =>
      ancestor.type === 'link' ||
      ancestor.type === 'linkReference' ||
      (isJsxElement(ancestor) && LINK_ELEMENTS.has(ancestor.name ?? '')),
  );
}

/** alt="" marks a decorative image, which stays out of the reading (and the tab) order. */
function isDecorative(attributes: MdxJsxFlowElement['attributes']): boolean {
  return attributes.some(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt' && attribute.value === '',
  );
}

function attribute(name: string, value: string | null | undefined): MdxJsxAttribute[] {
  return value === null || value === undefined ? [] : [{type: 'mdxJsxAttribute', name, value}];
}

/** `![alt](url "title")` left as a Markdown image (remote URLs), as the JSX element it renders. */
function imageElement(node: Image): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: IMAGE,
    attributes: [...attribute('src', node.url), ...attribute('alt', node.alt), ...attribute('title', node.title)],
    children: [],
    position: node.position,
  };
}

function importOf(name: string) {
  return defaultImport(name, `${MODULE_DIR}/${name}`);
}

export default function remarkImageZoom() {
  return (tree: Root, file?: unknown): void => {
    // Markdown images, <img> elements, Mermaid code blocks.
    if (!sourceMayContain(file, /!\[|<img|mermaid/)) return;
    let images = 0;
    let diagrams = 0;
    visitParents(tree, (node: Node, ancestors: Parent[]) => {
      const parent = ancestors.at(-1);
      if (!parent) {
        return undefined;
      }
      // Looked up only for the nodes replaced: a search of the parent's children for every node
      // of the page made the walk quadratic on long pages.
      const index = () => parent.children.indexOf(node as RootContent);
      if (node.type === 'mermaidCodeBlock') {
        const wrapper: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: DIAGRAM,
          attributes: [],
          children: [node as RootContent as MdxJsxFlowElement['children'][number]],
        };
        parent.children.splice(index(), 1, wrapper);
        diagrams += 1;
        return SKIP;
      }
      if (insideLink(ancestors)) {
        return undefined;
      }
      if (node.type === 'image') {
        parent.children.splice(index(), 1, imageElement(node as Image));
        images += 1;
        return SKIP;
      }
      if (isJsxElement(node) && node.name === 'img' && !isDecorative(node.attributes)) {
        node.name = IMAGE;
        images += 1;
        return SKIP;
      }
      return undefined;
    });
    if (diagrams > 0) tree.children.unshift(importOf(DIAGRAM));
    if (images > 0) tree.children.unshift(importOf(IMAGE));
  };
}
