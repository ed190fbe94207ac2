// What the navbar's search button loads on first use (src/plugins/search/theme/SearchBar): the
// modal with the docs version to search, and a way to warm the index client. Both live here,
// not in the button's module, which is part of main.js: working out the version means matching
// the address against every docs plugin and version, and the index client is a few KB of code
// that pages without a search have no use for.
import type {ReactNode} from 'react';
import SearchModal from './SearchModal';
import {loadPagefind} from './pagefind';
import {useSearchScope} from './useSearchScope';

export type ScopedSearchModalProps = {initialQuery: string; onClose: () => void};

export default function ScopedSearchModal(props: ScopedSearchModalProps): ReactNode {
  const scope = useSearchScope();
  return <SearchModal scope={scope} {...props} />;
}

/** Starts loading the index client; a failure shows up when a query runs, not here. */
export function warmIndex(baseUrl: string): void {
  loadPagefind(baseUrl).catch(() => undefined);
}
