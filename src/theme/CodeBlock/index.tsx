// Replaces theme-live-codeblock's CodeBlock (3.10.2), which imports the live editor (react-live
// and the Sucrase compiler, about 50 KB of gzipped JavaScript) for every code block: every page
// with a code block downloaded it, though only a few pages have a live one. Here ordinary
// blocks render with the classic CodeBlock, and a live block takes the editor from the
// <LiveCodeBlockProvider> that src/remark/remarkLiveCodeBlocks.ts puts around the live blocks
// of MDX pages, so the editor loads with those pages only. A live block outside MDX (a
// <CodeBlock live> in a React page) loads the editor lazily instead.
import {lazy, Suspense, useContext, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ClassicCodeBlock from '@theme-init/CodeBlock';
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
