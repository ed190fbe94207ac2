import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EMPTY_STATE, readState, writeState, type ShowcaseState} from './showcaseState';

export type ShowcaseStateApi = {
  state: ShowcaseState;
  /** Merges the change into the current state and writes it to the URL. */
  update: (change: Partial<ShowcaseState>) => void;
  /** Removes the tags, the operator and the name from the URL. */
  clear: () => void;
};

/**
 * The filter state, kept in the query string only: every component that calls this hook
 * sees the same state, a reload restores it and a copied URL shares it.
 *
 * The server renders the page without a query string, so the first client render (the
 * hydration) must match it: until `useIsBrowser()` turns true right after hydration, the
 * state is the empty one. Updates use history.replace so that typing a name or ticking a
 * tag does not fill the browser history with one entry per keystroke.
 */
export function useShowcaseState(): ShowcaseStateApi {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const state = useMemo(() => (isBrowser ? readState(search) : EMPTY_STATE), [isBrowser, search]);

  const replaceState = useCallback(
    (next: ShowcaseState) => {
      // Read the location from history at call time: two updates in one event see each other.
      const current = history.location;
      history.replace({pathname: current.pathname, search: writeState(current.search, next), hash: current.hash});
    },
    [history],
  );

  const update = useCallback(
    (change: Partial<ShowcaseState>) => {
      replaceState({...readState(history.location.search), ...change});
    },
    [history, replaceState],
  );

  const clear = useCallback(() => replaceState(EMPTY_STATE), [replaceState]);

  return {state, update, clear};
}
