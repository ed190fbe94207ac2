import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadPagefind, matchingResults, toHit, type PagefindResult, type SearchHit} from './pagefind';
import {versionFilters} from './useSearchScope';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; query: string; results: PagefindResult[]; hits: SearchHit[]};

type Options = {
  /** Docs version to search (plus unversioned content), or null for every version. */
  version: string | null;
  /** Pages whose details (title, excerpt, sections) are loaded at first, and per loadMore(). */
  pageSize: number;
  /** Sections shown under each page. */
  maxSections: number;
  /** Pause after the last keystroke before searching. */
  debounceMs: number;
};

/**
 * Runs a query against the local index as the reader types: the modal and the search page
 * share it. A failure to load or query the index ends in the `error` state, never in an
 * uncaught exception.
 */
export function usePagefindSearch(
  query: string,
  {version, pageSize, maxSections, debounceMs}: Options,
): {state: SearchState; loadMore: () => Promise<void>} {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    // Keep showing the previous results while the next ones load, instead of flickering.
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    (async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const filters = version === null ? undefined : versionFilters(version);
        const response = await pagefind.debouncedSearch(trimmed, {filters}, debounceMs);
        if (cancelled || response === null) {
          return;
        }
        const results = matchingResults(response);
        const hits = await Promise.all(results.slice(0, pageSize).map((result) => toHit(result, maxSections)));
        if (!cancelled) {
          setState({status: 'done', query: trimmed, results, hits});
        }
      } catch (error) {
        if (!cancelled) {
          console.warn('Search is unavailable:', error);
          setState({status: 'error'});
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [query, version, baseUrl, pageSize, maxSections, debounceMs]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'done') {
      return;
    }
    const next = await Promise.all(
      state.results.slice(state.hits.length, state.hits.length + pageSize).map((result) => toHit(result, maxSections)),
    );
    setState({...state, hits: [...state.hits, ...next]});
  }, [state, pageSize, maxSections]);

  return {state, loadMore};
}
