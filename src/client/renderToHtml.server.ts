// The page renderer of the static render (src/client/staticRender.tsx) and of the server bundle, in
// place of the core's (@docusaurus/core/lib/client/renderToHtml.js, whose import
// src/plugins/bundling/index.ts replaces in the server bundle of a production build).
//
// The core renders each page with React's stream (renderToPipeableStream), waits until every
// Suspense boundary has resolved (`onAllReady`), pipes the stream through a PassThrough and reads
// it back as text: React encodes each chunk of HTML to UTF-8 bytes, and Node decodes them again.
// On this site nothing suspends during static generation (the page's components are loaded before
// it renders), so React's synchronous renderToString makes the same HTML without the detour:
// each SSG thread spent 0.36 s less of its 5 s (`--cpu-prof`, cold build, 2 December), and the
// 4,940 files of a build came out byte for byte the same. A page where something does suspend
// (a lazy component not loaded yet) comes out of renderToString with that boundary's fallback,
// marked for the browser to render (`<!--$!`): such a page is rendered again the core's way.
import type {ReactNode} from 'react';
import {renderToReadableStream, renderToString} from 'react-dom/server';

/** React's marker of a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * The core's way: React's stream once everything has rendered, read back as text. The web
 * stream, not Node's (the core pipes renderToPipeableStream through a PassThrough), so that the
 * browser bundle, which renders the pages under `npm run build` (src/client/staticRender.tsx),
 * can bundle it: React makes the same HTML either way.
 */
async function renderStreamed(app: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(app);
  await stream.allReady;
  return new Response(stream).text();
}

export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderStreamed(app) : html;
}
