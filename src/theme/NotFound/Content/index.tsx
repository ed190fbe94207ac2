// Replaces the classic NotFound/Content (3.10.2) with src/components/NotFoundContent, loaded
// when it renders. The docs layout (DocRoot) imports this component for unknown docs paths,
// so a static import put it on the first load of every doc page, which never shows it. The
// not-found page renders it; the server waits for it, so its HTML is complete.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundContent = lazy(
  () => import(/* webpackChunkName: "not-found-content" */ '@site/src/components/NotFoundContent'),
);

export default function NotFoundContentLoader(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
