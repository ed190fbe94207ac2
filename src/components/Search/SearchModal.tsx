import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePagefindSearch} from './usePagefindSearch';
import {
  addFavoriteSearch,
  addRecentSearch,
  getFavoriteSearches,
  getRecentSearches,
  removeFavoriteSearch,
  removeRecentSearch,
} from './searchHistory';
import type {SearchScope} from './useSearchScope';
import styles from './styles.module.css';

// Each page shown costs one fragment download (about 4 KB): six keep a first query small.
const MAX_PAGES = 6;
const SUGGESTIONS = ['sidebar', 'versioning', 'deployment', 'swizzling', 'i18n'];
const REPORT_URL =
  'https://github.com/facebook/docusaurus/issues/new?labels=documentation&title=Search%3A+no+results+for+';

type Option = {id: string; url: string; label: string};

type Props = {
  scope: SearchScope;
  initialQuery: string;
  onClose: () => void;
};

/** A result's address as a path of this site (Pagefind may give a full URL). */
function sitePath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

function Excerpt({html}: {html: string}): ReactNode {
  // Pagefind returns excerpts as escaped text with <mark> around the matched words.
  return <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: html}} />;
}

export default function SearchModal({scope, initialQuery, onClose}: Props): ReactNode {
  const searchPageUrl = useBaseUrl('/search/');
  const history = useHistory();
  const [query, setQuery] = useState(initialQuery);
  const [activeIndex, setActiveIndex] = useState(0);
  const [recent, setRecent] = useState<string[]>(getRecentSearches);
  const [favorites, setFavorites] = useState<string[]>(getFavoriteSearches);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const titleId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const {state} = usePagefindSearch(query, {
    version: scope.version,
    pageSize: MAX_PAGES,
    maxSections: 3,
    debounceMs: 150,
  });

  // New results: the first one is the active option again.
  useEffect(() => setActiveIndex(0), [state]);

  const options = useMemo<Option[]>(() => {
    if (state.status !== 'done') {
      return [];
    }
    return state.hits.flatMap((hit, pageIndex) => [
      {id: `${listboxId}-${pageIndex}`, url: hit.url, label: hit.title},
      ...hit.subResults.map((sub, subIndex) => ({
        id: `${listboxId}-${pageIndex}-${subIndex}`,
        url: sub.url,
        label: sub.title,
      })),
    ]);
  }, [state, listboxId]);

  /** Leaves the modal for a result (or the search page): client-side, or in a new tab. */
  const go = useCallback(
    (url: string, {newTab = false} = {}) => {
      addRecentSearch(query);
      if (newTab) {
        window.open(sitePath(url), '_blank', 'noopener');
        return;
      }
      onClose();
      history.push(sitePath(url));
    },
    [history, onClose, query],
  );

  /**
   * A click on a result link: a plain click is a client-side navigation (the Link does it) that
   * closes the modal; a click with a modifier or the middle button is the browser's (new tab,
   * new window), and the modal stays open.
   */
  const onResultClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      addRecentSearch(query);
      onClose();
    }
  };

  const seeAllUrl = `${searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      const option = options[activeIndex];
      // Ctrl/Cmd+Enter opens the active result in a new tab, as Ctrl/Cmd+click does.
      const newTab = event.ctrlKey || event.metaKey;
      if (option) {
        go(option.url, {newTab});
      } else if (query.trim()) {
        go(seeAllUrl, {newTab});
      }
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]');
      if (focusable && focusable.length > 0) {
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
  };

  const activeOption = options[activeIndex];
  let optionCounter = -1;

  const renderSavedList = (title: string, items: string[], favorite: boolean): ReactNode =>
    items.length > 0 && (
      <section className={styles.saved} aria-label={title}>
        <Heading as="h3" className={styles.groupTitle}>
          {title}
        </Heading>
        <ul>
          {items.map((item) => (
            <li key={item} className={styles.savedItem}>
              <button type="button" className={styles.savedQuery} onClick={() => setQuery(item)}>
                {item}
              </button>
              {!favorite && (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Save “${item}” as a favorite search`}
                  title="Save this search"
                  onClick={() => {
                    addFavoriteSearch(item);
                    setFavorites(getFavoriteSearches());
                    setRecent(getRecentSearches());
                  }}>
                  ☆
                </button>
              )}
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove “${item}” from ${favorite ? 'favorite' : 'recent'} searches`}
                title="Remove"
                onClick={() => {
                  if (favorite) {
                    removeFavoriteSearch(item);
                    setFavorites(getFavoriteSearches());
                  } else {
                    removeRecentSearch(item);
                    setRecent(getRecentSearches());
                  }
                }}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.modal}
        onKeyDown={onKeyDown}>
        <p id={titleId} className="sr-only">
          Search the documentation ({scope.versionLabel}), blog and changelog
        </p>
        <div className={styles.searchForm}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-autocomplete="list"
            aria-label="Search docs"
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
        </div>
        <p className={styles.scope}>
          Docs version: <strong>{scope.versionLabel}</strong>, plus the blog, changelog and community pages.
        </p>
        <div className={styles.body}>
          {state.status === 'idle' && (
            <>
              {renderSavedList('Recent', recent, false)}
              {renderSavedList('Favorite', favorites, true)}
              {recent.length === 0 && favorites.length === 0 && <p className={styles.message}>No recent searches</p>}
            </>
          )}
          {state.status === 'loading' && (
            <p className={styles.message} role="status">
              Searching…
            </p>
          )}
          {state.status === 'error' && (
            <div className={styles.message} role="alert">
              <p className={styles.messageTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {state.status === 'done' && state.hits.length === 0 && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>
                No results for “<strong>{state.query}</strong>”
              </p>
              <p>Try searching for</p>
              <ul className={styles.suggestions}>
                {SUGGESTIONS.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" className={styles.savedQuery} onClick={() => setQuery(suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
              <p>
                Believe this query should return results?{' '}
                <Link href={`${REPORT_URL}${encodeURIComponent(`"${state.query}"`)}`}>Let us know.</Link>
              </p>
            </div>
          )}
          {state.status === 'done' && state.hits.length > 0 && (
            <>
              <p className="sr-only" role="status">
                {state.results.length} results
              </p>
              <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.results}>
                {state.hits.map((hit) => {
                  optionCounter += 1;
                  const pageOption = optionCounter;
                  return (
                    <li key={hit.url} role="presentation" className={styles.hitGroup}>
                      <Link
                        to={sitePath(hit.url)}
                        id={options[pageOption]?.id}
                        role="option"
                        aria-selected={activeIndex === pageOption}
                        // Focus stays in the search box; the arrow keys move the active option.
                        tabIndex={-1}
                        className={clsx(styles.hit, activeIndex === pageOption && styles.hitActive)}
                        onMouseMove={() => setActiveIndex(pageOption)}
                        onClick={onResultClick}>
                        <span className={styles.hitSection}>{hit.section}</span>
                        <span className={styles.hitTitle}>{hit.title}</span>
                        <Excerpt html={hit.excerpt} />
                      </Link>
                      {hit.subResults.map((sub) => {
                        optionCounter += 1;
                        const subOption = optionCounter;
                        return (
                          <Link
                            key={sub.url}
                            to={sitePath(sub.url)}
                            id={options[subOption]?.id}
                            role="option"
                            aria-selected={activeIndex === subOption}
                            tabIndex={-1}
                            className={clsx(styles.hit, styles.subHit, activeIndex === subOption && styles.hitActive)}
                            onMouseMove={() => setActiveIndex(subOption)}
                            onClick={onResultClick}>
                            <span className={styles.hitTitle}># {sub.title}</span>
                            <Excerpt html={sub.excerpt} />
                          </Link>
                        );
                      })}
                    </li>
                  );
                })}
              </ul>
              <p className={styles.seeAll}>
                <Link
                  to={seeAllUrl}
                  onClick={() => {
                    addRecentSearch(query);
                    onClose();
                  }}>
                  See all {state.results.length} results
                </Link>
              </p>
            </>
          )}
        </div>
        <footer className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
