// The rule that sorts routes into shards (see src/plugins/bundling/routeShards.ts), shared by
// the generator, which runs in Node, and the browser, which loads a route's shard. No Node
// imports here: this module is bundled for the browser.

/** Shard of the routes that have no section (the home page, `/search/`...). */
export const ROOT_SHARD = 'root';

/** The shard chunks' names; registry chunk names are 8 hex digits and cannot collide. */
export const shardChunkName = (shard: string): string => `routes-${shard}`;

export type ShardTable = {
  /** The site's base URL, which every route path starts with. */
  baseUrl: string;
  /** `section` or `section/segment` -> shard name. */
  shards: Record<string, string>;
};

/** The route path of a routesChunkNames key (`/docs/intro-5e4` -> `/docs/intro`). */
export const routePathOfKey = (key: string): string => key.replace(/-[^-]+$/, '');

export function segmentsBelowBase(routePath: string, baseUrl: string): string[] {
  const rest = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  return rest.split('/').filter(Boolean);
}

/**
 * The shard of a route path, by the table: the generator sorts routes into shards with it,
 * and the browser finds the shard to load with it.
 */
export function shardOf(routePath: string, table: ShardTable): string {
  const [section, segment] = segmentsBelowBase(routePath, table.baseUrl);
  if (section === undefined) {
    return ROOT_SHARD;
  }
  return (
    (segment !== undefined ? table.shards[`${section}/${segment}`] : undefined) ?? table.shards[section] ?? ROOT_SHARD
  );
}
