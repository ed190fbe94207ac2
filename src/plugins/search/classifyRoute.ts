// Which built pages go into the local search index, and with which filters. Kept apart from
// the plugin so that the rules are unit-tested.

export type SearchContentType = 'docs' | 'community' | 'blog' | 'changelog' | 'page';

export type SearchRoute = {
  type: SearchContentType;
  /** Docs version name (`current`, `3.2.1`, ...) or `none` for content that is not versioned. */
  version: string;
  /** Shown above each result: where the page lives. */
  section: string;
};

/** Lists, tags, archives and fixtures: pages that only repeat what other pages say. */
const EXCLUDED: RegExp[] = [
  /^\/tests\//,
  /^\/__docusaurus\//,
  /^\/search\/$/,
  /^\/404\.html$/,
  /\/tags\//,
  /\/archive\/$/,
  /\/page\/\d+\/$/,
  /^\/blog\/$/,
  /^\/changelog\/$/,
  /^\/blog\/authors\//,
  /^\/feature-requests\/.+/,
];

/**
 * @param routePath a route of the build, with the site's trailing slash
 * @param versions released docs versions, newest first (versions.json)
 * @param canaryLabel label of the `current` docs version
 */
export function classifyRoute(routePath: string, versions: string[], canaryLabel: string): SearchRoute | null {
  if (EXCLUDED.some((pattern) => pattern.test(routePath))) {
    return null;
  }
  const docs = /^\/docs\/(?:([^/]+)\/)?/.exec(routePath);
  if (docs) {
    const maybeVersion = docs[1];
    const version = maybeVersion && versions.includes(maybeVersion) ? maybeVersion : 'current';
    const label = version === 'current' ? canaryLabel : version;
    return {type: 'docs', version, section: `Docs · ${label}`};
  }
  if (routePath.startsWith('/community/')) {
    return {type: 'community', version: 'none', section: 'Community'};
  }
  if (routePath.startsWith('/blog/')) {
    return {type: 'blog', version: 'none', section: 'Blog'};
  }
  if (routePath.startsWith('/changelog/')) {
    return {type: 'changelog', version: 'none', section: 'Changelog'};
  }
  return {type: 'page', version: 'none', section: 'Pages'};
}
