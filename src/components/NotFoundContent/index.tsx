// The site's NotFound/Content (src/theme/NotFound/Content loads it): the classic one's title
// and message (3.10.2), plus the ways back a lost reader needs: home, the docs, search and the
// blog, and a search for the words of the broken URL. The theme's own offers no link at all.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import FallbackDescription from '@site/src/components/FallbackDescription';
import {NOT_FOUND_DESCRIPTION} from './description';

/** `/docs/sidebar-itemz/` → `sidebar itemz`: a first guess at what the reader wanted. */
function guessQuery(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => segment && !/^(docs|blog|\d+(\.\d+)*)$/.test(segment))
    .map((segment) =>
      decodeURIComponent(segment)
        .replace(/\.html$/, '')
        .replace(/[-_]+/g, ' '),
    )
    .join(' ')
    .trim();
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The 404 page is pre-rendered once for all unknown paths: the search suggestion can
  // only be computed in the browser, after hydration.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? guessQuery(pathname) : '';
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <FallbackDescription>{NOT_FOUND_DESCRIPTION}</FallbackDescription>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>The page may have moved when the docs were reorganised, or the link may have a typo. These should help:</p>
          <ul>
            {query && (
              <li>
                <Link to={`/search/?q=${encodeURIComponent(query)}`}>Search the site for “{query}”</Link>
              </li>
            )}
            <li>
              Start again from the <Link to="/">home page</Link>
            </li>
            <li>
              Browse the <Link to="/docs/">documentation</Link> or the{' '}
              <Link to="/docs/api/docusaurus-config/">API reference</Link>
            </li>
            <li>
              Read the <Link to="/blog/">blog</Link> or the <Link to="/changelog/">changelog</Link>
            </li>
          </ul>
          <p>
            If a page of this site sent you here, please{' '}
            <Link href="https://github.com/facebook/docusaurus/issues">report the broken link</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
