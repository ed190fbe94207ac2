// Replaces theme-live-codeblock's CodeBlock (3.10.2), which imports the live editor (react-live
// and the Sucrase compiler, about 50 KB of gzipped JavaScript) for every code block: every page
// with a code block downloaded it, though only a few pages have a live one. Here ordinary
// blocks render with the classic CodeBlock, and a live block takes the editor from the
// <LiveCodeBlockProvider> that src/remark/remarkLiveCodeBlocks.ts puts around the live blocks
// of MDX pages, so the editor loads with those pages only. A live block outside MDX (a
// <CodeBlock live> in a React page) loads the editor lazily instead.
//
// Ordinary blocks also skip the classic CodeBlock's remount after hydration (`key={isBrowser}`),
// which existed to repaint inline token colours in the reader's colour mode: the colours are
// CSS here (src/plugins/codeTheme), so the server's HTML is already right and the remount only
// tokenized and replaced every block a second time.
import {Children, isValidElement, lazy, Suspense, useContext, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {LiveCodeBlockContext} from '@site/src/components/LiveCodeBlockProvider/context';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Set by the MDX loader for ```jsx live blocks. */
    live?: boolean;
  }
}

const LazyLiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

/** The same test as theme-live-codeblock's: a live block holds a string of code, or nothing. */
function isLiveCodeBlock(props: Props): props is Props & {live: true; children: string | undefined} {
  return Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
}

/**
 * As theme-classic's CodeBlock, less the remount: plain strings are joined so that the copy
 * button can copy them. (The lines are tokenized in src/components/CodeLines.)
 */
function ClassicCodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const hasElements = Children.toArray(rawChildren).some((child) => isValidElement(child));
  const children = !hasElements && Array.isArray(rawChildren) ? rawChildren.join('') : rawChildren;
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const LiveCodeBlock = useContext(LiveCodeBlockContext);
  if (!isLiveCodeBlock(props)) {
    return <ClassicCodeBlock {...props} />;
  }
  if (LiveCodeBlock) {
    return <LiveCodeBlock {...props} />;
  }
  return (
    <Suspense fallback={<ClassicCodeBlock {...props} />}>
      <LazyLiveCodeBlock {...props} />
    </Suspense>
  );
}
