// Loads the Pagefind client that the local-search plugin writes to /pagefind/ at build time.
// It is fetched at run time, never bundled: the index and its client change with every build.

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string; image?: string};
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
};

export type PagefindResult = {
  id: string;
  score: number;
  /** Positions of the matched words in the page; empty when nothing of the query matched. */
  words: number[];
  data: () => Promise<PagefindResultData>;
};

export type PagefindSearchResponse = {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: Record<string, Record<string, number>>;
};

export type PagefindFilters = Record<string, string | string[] | {any: string[]}>;

export type Pagefind = {
  options: (options: {baseUrl?: string; excerptLength?: number}) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: PagefindFilters}) => Promise<PagefindSearchResponse | null>;
  debouncedSearch: (
    query: string,
    options?: {filters?: PagefindFilters},
    timeout?: number,
  ) => Promise<PagefindSearchResponse | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
};

let loading: Promise<Pagefind> | null = null;

/**
 * Imports `${baseUrl}pagefind/pagefind.js` once. A failed load is forgotten, so the next
 * attempt (for example after the network comes back) tries again.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (!loading) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    loading = (async () => {
      const module = (await import(/* webpackIgnore: true */ url)) as Pagefind;
      await module.options({baseUrl, excerptLength: 24});
      await module.init();
      return module;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Pagefind also returns pages in which no word of the query occurs (loose matches with an
 * empty word list); a reader would take them for noise, so they are dropped.
 */
export function matchingResults(response: PagefindSearchResponse): PagefindResult[] {
  return response.results.filter((result) => result.words.length > 0);
}

export type SearchHit = {
  url: string;
  title: string;
  section: string;
  excerpt: string;
  subResults: PagefindSubResult[];
};

/** Turns a Pagefind result into what the UI shows: the page, and up to `maxSections` sections. */
export async function toHit(result: PagefindResult, maxSections = 3): Promise<SearchHit> {
  const data = await result.data();
  const pageUrl = data.url;
  return {
    url: pageUrl,
    title: data.meta.title ?? pageUrl,
    section: data.meta.section ?? '',
    excerpt: data.excerpt,
    subResults: data.sub_results.filter((sub) => sub.url !== pageUrl && sub.url.includes('#')).slice(0, maxSections),
  };
}
