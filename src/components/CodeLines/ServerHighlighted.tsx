// The server's rendering of a code block's lines (./index.tsx requires it in the server bundle
// only): the markup of ./Highlighted.tsx, rendered once per distinct block and thread, then
// written into each page as the `<code>` element's inner HTML.
//
// Why: the static render spent about a quarter of its time on code blocks (Prism tokenizing, then
// React rendering one element per token), and most blocks are rendered more than once: the three
// docs versions share most of their code, so of the 2,629 blocks on the site's pages, 964 are
// distinct. The markup is the same either way (the browser reads it back as inner HTML, see
// ./index.tsx); `npm run check:determinism` and the code-block tests compare it.
//
// The lines are rendered apart from the page with renderToStaticMarkup, so a swizzled
// `@theme/CodeBlock/Line` or `Line/Token` used here must not read React context (theme-classic's
// read none).
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {PrismTheme} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {TokenizedLines} from './Highlighted';
import {linesKey} from './linesKey';
import type {CodeLinesProps} from './types';

/** Rendered lines by Prism theme, then by everything else that shapes them. */
const renderedLines = new WeakMap<PrismTheme, Map<string, string>>();

export default function ServerHighlightedCodeLines({codeProps, ...props}: CodeLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  let byBlock = renderedLines.get(prismTheme);
  if (!byBlock) {
    byBlock = new Map();
    renderedLines.set(prismTheme, byBlock);
  }
  const key = linesKey(props);
  let html = byBlock.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<TokenizedLines {...props} prismTheme={prismTheme} />);
    byBlock.set(key, html);
  }
  return <code {...codeProps} dangerouslySetInnerHTML={{__html: html}} />;
}
