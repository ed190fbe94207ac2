// The lines of a code block, without Prism in the browser's first load.
//
// The server tokenizes every block (./Highlighted.tsx) and its HTML carries the highlighted
// lines; their colours are CSS (src/plugins/codeTheme). Hydrating that HTML the usual way meant
// running Prism again in the browser, to build the very same tokens: on a phone-speed doc page,
// evaluating prism-react-renderer's bundled grammars and re-tokenizing took about 150 ms of
// main-thread time before the page answered input. Here, while React hydrates, each block's
// `<code>` takes the lines that are already in the document as its inner HTML, which React
// keeps as they are; Prism loads only when a block mounts after hydration (a page reached by
// client-side navigation), and such a block shows its plain text until the tokens arrive.
//
// The server build renders ./ServerHighlighted.tsx directly (the same lines, rendered once per
// distinct block): `__SERVER_BUILD__` is a constant that src/plugins/bundling defines per build,
// so the client bundle has no static path to Prism.
import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {linesKey} from './linesKey';
import type {CodeLinesProps, ServerCodeLinesProps} from './types';

const LazyHighlightedCodeLines = lazy(() => import('./Highlighted'));

/** The server's rendering of the lines (./ServerHighlighted.tsx), or null in a browser. */
const serverHighlighted = (): ((props: ServerCodeLinesProps) => ReactNode) | null =>
  __SERVER_BUILD__
    ? (require('./ServerHighlighted') as typeof import('./ServerHighlighted')).default
    : (globalThis.__serverOnly?.codeLines ?? null);

/** The attribute that pairs a server-rendered `<code>` with the component that hydrates it. */
const CODE_ID_ATTRIBUTE = 'data-code-lines';

/**
 * Lines already in the document, by everything that shapes them. theme-classic's Tabs remount
 * their panels once hydrated (`key={isBrowser}`), so the code blocks in tabs mount a second
 * time right after hydration, with new ids: they find their lines here instead of loading Prism.
 */
const linesSeen = new Map<string, string>();

/**
 * The inner HTML of this block's server-rendered `<code>`: found by id while the page hydrates,
 * by content afterwards (see above); kept for as long as the block shows the same lines.
 */
function useServerRenderedLines(id: string, key: string, serverRenders: boolean, isBrowser: boolean): string | null {
  const [serverLines] = useState(() => {
    if (serverRenders) {
      return null;
    }
    if (isBrowser) {
      const html = linesSeen.get(key);
      return html === undefined ? null : {key, html};
    }
    const html = document.querySelector(`[${CODE_ID_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
    if (html === undefined) {
      return null;
    }
    linesSeen.set(key, html);
    return {key, html};
  });
  return serverLines?.key === key ? serverLines.html : null;
}

/** The block's text, one line per row as the tokenized lines lay it out, until Prism is here. */
function PlainCodeLines({code, codeProps}: CodeLinesProps): ReactNode {
  return (
    <code {...codeProps}>
      {code.split('\n').map((line, index) => (
        <div key={index} className="token-line">
          {line}
          <br />
        </div>
      ))}
    </code>
  );
}

export default function CodeLines(props: CodeLinesProps): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const key = linesKey(props);
  const ServerHighlightedCodeLines = serverHighlighted();
  const serverLines = useServerRenderedLines(id, key, ServerHighlightedCodeLines !== null, isBrowser);
  const codeProps = {...props.codeProps, [CODE_ID_ATTRIBUTE]: id};
  if (ServerHighlightedCodeLines) {
    return <ServerHighlightedCodeLines {...props} codeProps={codeProps} linesKey={key} />;
  }
  if (serverLines !== null) {
    return <code {...codeProps} dangerouslySetInnerHTML={{__html: serverLines}} />;
  }
  return (
    <Suspense fallback={<PlainCodeLines {...props} codeProps={codeProps} />}>
      <LazyHighlightedCodeLines {...props} codeProps={codeProps} />
    </Suspense>
  );
}
