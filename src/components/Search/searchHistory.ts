// Recent and favourite searches, kept in localStorage. Storage can be unavailable
// (privacy modes, quotas): then the lists simply stay empty for the session.
import {FAVORITE_SEARCHES_KEY, RECENT_SEARCHES_KEY} from '@site/src/utils/storageKeys';

const MAX_RECENT = 5;
const MAX_FAVORITES = 8;

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, values: string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Nothing to do: the lists are a convenience.
  }
}

export function getRecentSearches(): string[] {
  return read(RECENT_SEARCHES_KEY);
}

export function getFavoriteSearches(): string[] {
  return read(FAVORITE_SEARCHES_KEY);
}

export function addRecentSearch(query: string): void {
  const trimmed = query.trim();
  if (!trimmed || getFavoriteSearches().includes(trimmed)) {
    return;
  }
  write(RECENT_SEARCHES_KEY, [trimmed, ...getRecentSearches().filter((item) => item !== trimmed)].slice(0, MAX_RECENT));
}

export function removeRecentSearch(query: string): void {
  write(
    RECENT_SEARCHES_KEY,
    getRecentSearches().filter((item) => item !== query),
  );
}

export function addFavoriteSearch(query: string): void {
  removeRecentSearch(query);
  write(
    FAVORITE_SEARCHES_KEY,
    [query, ...getFavoriteSearches().filter((item) => item !== query)].slice(0, MAX_FAVORITES),
  );
}

export function removeFavoriteSearch(query: string): void {
  write(
    FAVORITE_SEARCHES_KEY,
    getFavoriteSearches().filter((item) => item !== query),
  );
}
