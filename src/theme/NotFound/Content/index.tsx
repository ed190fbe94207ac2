// Replaces the classic NotFound/Content (3.10.2) with src/components/NotFoundContent, loaded
// when it renders (src/components/ServerHtmlUntilLoaded). The docs layout (DocRoot) imports
// this component for unknown docs paths, so a static import put it on the first load of every
// doc page, which never shows it; the not-found page keeps its HTML.
import type {Props} from '@theme/NotFound/Content';
import serverHtmlUntilLoaded from '@site/src/components/ServerHtmlUntilLoaded';

export default serverHtmlUntilLoaded<Props>(
  () => import(/* webpackChunkName: "not-found-content" */ '@site/src/components/NotFoundContent'),
  () =>
    __SERVER_BUILD__
      ? (require('@site/src/components/NotFoundContent') as typeof import('@site/src/components/NotFoundContent'))
          .default
      : (globalThis.__serverOnly?.notFoundContent ?? null),
);
