// Wraps each live code block (```jsx live) of an MDX file in <LiveCodeBlockProvider>, imported
// once at the top of the file. The provider brings the live editor (react-live and the Sucrase
// compiler) with it, so that only the pages with a live block load the editor, and load it
// with the page rather than after it (see src/theme/CodeBlock/index.tsx). The provider renders
// no element: the HTML is the same as without this plugin.
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit, SKIP} from 'unist-util-visit';
import {defaultImport} from './mdxImport';
import {sourceMayContain} from './sourceText';

const PROVIDER = 'LiveCodeBlockProvider';
const PROVIDER_MODULE = '@site/src/components/LiveCodeBlockProvider';

/** The test by which Docusaurus's MDX loader sets the `live` prop of a code block. */
function isLive(node: Code): boolean {
  return node.meta?.split(' ').includes('live') ?? false;
}

export default function remarkLiveCodeBlocks() {
  return (tree: Root, file?: unknown): void => {
    if (!sourceMayContain(file, 'live')) return;
    let wrapped = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !isLive(node)) {
        return undefined;
      }
      const provider: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: PROVIDER, attributes: [], children: [node]};
      (parent.children as RootContent[]).splice(index, 1, provider);
      wrapped += 1;
      return [SKIP, index + 1];
    });
    if (wrapped > 0) {
      tree.children.unshift(defaultImport(PROVIDER, PROVIDER_MODULE));
    }
  };
}
