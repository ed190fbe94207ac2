import {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {usePagefindSearch} from '@site/src/components/Search/usePagefindSearch';
import {useSearchScope} from '@site/src/components/Search/useSearchScope';
import styles from '@site/src/components/Search/styles.module.css';

const PAGE_SIZE = 10;
const ALL_VERSIONS = 'all';

/** The query string is unknown when the page is pre-rendered: read it only after hydration. */
function useQueryParams(): {q: string; version: string | null} {
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? search : '');
  return {q: params.get('q') ?? '', version: params.get('version')};
}

function SearchPageContent(): ReactNode {
  const history = useHistory();
  const versions = useVersions('default');
  const scope = useSearchScope();
  const {q, version: versionParam} = useQueryParams();
  const version = versionParam ?? scope.version;
  const [input, setInput] = useState(q);
  const inputId = useId();
  const versionId = useId();

  useEffect(() => setInput(q), [q]);

  // The URL is the state: typing replaces ?q= so that the page can be shared and reloaded.
  const updateUrl = (nextQuery: string, nextVersion: string): void => {
    const params = new URLSearchParams();
    if (nextQuery) {
      params.set('q', nextQuery);
    }
    if (nextVersion !== scope.version) {
      params.set('version', nextVersion);
    }
    const search = params.toString();
    history.replace({search: search ? `?${search}` : ''});
  };

  const {state, loadMore} = usePagefindSearch(q, {
    version: version === ALL_VERSIONS ? null : version,
    pageSize: PAGE_SIZE,
    maxSections: 5,
    debounceMs: 200,
  });

  const title = q ? `Search results for “${q}”` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.pageForm} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>
            Search docs
            <input
              id={inputId}
              className={styles.input}
              type="search"
              value={input}
              autoComplete="off"
              onChange={(event) => {
                setInput(event.target.value);
                updateUrl(event.target.value, version);
              }}
            />
          </label>
          <label htmlFor={versionId}>
            Docs version
            <select
              id={versionId}
              className={styles.select}
              value={version}
              onChange={(event) => updateUrl(input, event.target.value)}>
              {versions.map((docsVersion) => (
                <option key={docsVersion.name} value={docsVersion.name}>
                  {docsVersion.label}
                </option>
              ))}
              <option value={ALL_VERSIONS}>All versions</option>
            </select>
          </label>
        </form>
        <div aria-live="polite">
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div role="alert">
              <p>
                <strong>Unable to fetch results</strong>
              </p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {state.status === 'done' && state.results.length === 0 && (
            <div>
              <p>
                <strong>No results for “{state.query}”</strong>
              </p>
              <p>
                Try searching for <Link to="/search/?q=sidebar">sidebar</Link>,{' '}
                <Link to="/search/?q=versioning">versioning</Link> or <Link to="/search/?q=deployment">deployment</Link>
                , or another docs version.
              </p>
              <p>
                Believe this query should return results?{' '}
                <Link
                  href={`https://github.com/facebook/docusaurus/issues/new?labels=documentation&title=${encodeURIComponent(`Search: no results for "${state.query}"`)}`}>
                  Let us know.
                </Link>
              </p>
            </div>
          )}
          {state.status === 'done' && state.results.length > 0 && (
            <p>
              {state.results.length} {state.results.length === 1 ? 'result' : 'results'} for “{state.query}”
            </p>
          )}
        </div>
        {state.status === 'done' && state.hits.length > 0 && (
          <>
            <ul className={styles.pageResults}>
              {state.hits.map((hit) => (
                <li key={hit.url} className={styles.pageResult}>
                  <span className={styles.hitSection}>{hit.section}</span>
                  <Heading as="h2">
                    <Link to={hit.url}>{hit.title}</Link>
                  </Heading>
                  <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
                  {hit.subResults.length > 0 && (
                    <ul>
                      {hit.subResults.map((sub) => (
                        <li key={sub.url}>
                          <Link to={sub.url}>{sub.title}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            {state.hits.length < state.results.length && (
              <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
                Load more results ({state.results.length - state.hits.length} left)
              </button>
            )}
          </>
        )}
      </main>
    </>
  );
}

// The docs-version hooks need the providers that Layout sets up, so the content is a child.
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Docusaurus documentation, blog and changelog.">
      <SearchPageContent />
    </Layout>
  );
}
