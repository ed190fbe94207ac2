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
//
// The static render runs on several worker threads, each with its own copy of this module, and
// the pages that share a block often land on different threads: each thread rendered about two
// thirds of its blocks itself. So a thread tells the others each block it renders (./renderedLines.ts:
// a BroadcastChannel, whose messages a thread reads between two pages), and they take it from
// there: measured on 2 December (cold build, `--cpu-prof`), the code lines took 424 and 494 ms
// of the two threads instead of 674 ms each, and the threads 4.3 s each instead of 4.6 s.
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {PrismTheme} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {TokenizedLines} from './Highlighted';
import {RenderedLines} from './renderedLines';
import type {ServerCodeLinesProps} from './types';

/** The lines rendered here and in the other threads. */
const renderedLines = new RenderedLines('docusaurus-website:code-lines');

/** Each Prism theme's part of the key: the theme as JSON, the same in every thread. */
const themeKeys = new WeakMap<PrismTheme, string>();

function themeKey(prismTheme: PrismTheme): string {
  let key = themeKeys.get(prismTheme);
  if (key === undefined) {
    key = JSON.stringify(prismTheme);
    themeKeys.set(prismTheme, key);
  }
  return key;
}

/**
 * `linesKey` comes from ./index.tsx, which computes it anyway: imported here too, ./linesKey.ts
 * would be a module of its own in each of the browser's chunks that show code, since the static
 * render (src/client/staticRender.tsx) bundles this module beside them.
 */
export default function ServerHighlightedCodeLines({
  codeProps,
  linesKey: key,
  ...props
}: ServerCodeLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  const theme = themeKey(prismTheme);
  let html = renderedLines.get(theme, key);
  if (html === undefined) {
    html = renderToStaticMarkup(<TokenizedLines {...props} prismTheme={prismTheme} />);
    renderedLines.remember(theme, key, html);
  }
  return <code {...codeProps} dangerouslySetInnerHTML={{__html: html}} />;
}
