// Gives the checkbox of each Markdown task-list item (`- [x] Done`) an accessible name: the
// item's own text. remark-gfm renders the box as a bare, disabled <input type="checkbox"> before
// the text, so a screen reader announced "checkbox, checked" with no name, and axe reports every
// such box (WCAG 4.1.2, rule `label`). Nested lists inside the item are not part of its name.
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {sourceMayContain} from './sourceText';

const hasClass = (node: Element, name: string): boolean => {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(name);
};

/** The text of an item, without its nested lists, on one line. */
function ownText(children: ElementContent[]): string {
  return children
    .map((child): string => {
      if (child.type === 'text') return child.value;
      if (child.type === 'element' && child.tagName !== 'ul' && child.tagName !== 'ol') return ownText(child.children);
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export default function rehypeTaskListLabels() {
  return (tree: Root, file?: unknown): void => {
    // A GFM task list item starts with `[ ]`, `[x]` or `[X]`.
    if (!sourceMayContain(file, /\[[\sxX]\]/)) return;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li' || !hasClass(node, 'task-list-item')) return;
      const checkbox = node.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
      );
      const label = ownText(node.children);
      if (checkbox && label && checkbox.properties.ariaLabel === undefined) {
        checkbox.properties.ariaLabel = label;
      }
    });
  };
}
