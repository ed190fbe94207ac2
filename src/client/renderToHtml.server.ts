// The server bundle's page renderer, in place of the core's (@docusaurus/core/lib/client/renderToHtml.js,
// whose import src/plugins/bundling/index.ts replaces in the server bundle of a production build).
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
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {renderToPipeableStream, renderToString} from 'react-dom/server';

/** React's marker of a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/** The core's way: React's stream once everything has rendered, read back as text. */
function renderStreamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderStreamed(app) : html;
}
