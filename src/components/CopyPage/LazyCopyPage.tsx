// The "Copy page" control as the pages include it: its code (./index.tsx) is a chunk of its own,
// loaded after the page has started to hydrate, so it neither delays the page nor weighs on
// the chunks of pages that do not show it (fixture docs share the docs' chunks). The server
// renders it in full; until its code arrives, the browser shows that HTML. The chunk is named
// so that the offline precache can list it with the app shell (src/plugins/offline): a page read
// offline loads it too.
import {lazy, Suspense, type ReactNode} from 'react';

const CopyPage = lazy(() => import(/* webpackChunkName: "copy-page" */ './index'));

export default function LazyCopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  return (
    <Suspense fallback={null}>
      <CopyPage markdownUrl={markdownUrl} />
    </Suspense>
  );
}
