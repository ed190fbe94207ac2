// The browser's side of the route-data shards (src/plugins/bundling/routeShards.ts): finds
// and loads the shard that holds a route's chunk names and the imports of its chunks.
import type {ChunkNames} from '@docusaurus/types';
import shards from '@generated/route-shards/index.js';
import table from '@generated/route-shards/table.json';
import {shardOf} from './shardTable';

export type Shard = {
  /** routesChunkNames.json's entries for the shard's routes (`path-hash` -> chunk names). */
  chunkNames: Record<string, ChunkNames>;
  /** Chunk name -> the import of its module. */
  registry: Record<string, () => Promise<{default?: unknown}>>;
};

export function loadShard(routePath: string): Promise<Shard> {
  const shard = shardOf(routePath, table);
  const load = shards[shard];
  if (!load) {
    return Promise.reject(new Error(`No route-data shard "${shard}" for ${routePath}`));
  }
  return load();
}
