// Turns `[[Ctrl]]` in Markdown text into <kbd>Ctrl</kbd>, so docs can write keyboard
// shortcuts without inline JSX. Used live on the "MDX Plugins" docs page.
import type {Root, Text, PhrasingContent} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {sourceMayContain} from './sourceText';

const KEY_PATTERN = /\[\[([^[\]\n]{1,20})\]\]/g;

function splitKeys(value: string): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let lastIndex = 0;
  for (const match of value.matchAll(KEY_PATTERN)) {
    const index = match.index ?? 0;
    if (index > lastIndex) {
      nodes.push({type: 'text', value: value.slice(lastIndex, index)});
    }
    nodes.push({
      type: 'mdxJsxTextElement',
      name: 'kbd',
      attributes: [],
      children: [{type: 'text', value: match[1] ?? ''}],
    } as unknown as PhrasingContent);
    lastIndex = index + match[0].length;
  }
  if (lastIndex < value.length) {
    nodes.push({type: 'text', value: value.slice(lastIndex)});
  }
  return nodes;
}

export default function remarkKbd() {
  return (tree: Root, file?: unknown): void => {
    if (!sourceMayContain(file, '[[')) return;
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || !KEY_PATTERN.test(node.value)) {
        return undefined;
      }
      KEY_PATTERN.lastIndex = 0;
      const replacement = splitKeys(node.value);
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      return [SKIP, index + replacement.length];
    });
  };
}
