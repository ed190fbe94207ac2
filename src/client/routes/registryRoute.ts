// A route's chunk names and their loading from the full registry (.docusaurus/registry.js):
// what the server bundle and the development server share. The browser bundle of a production
// build reads route-data shards instead (ComponentCreator.client.tsx).
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames} from '@docusaurus/types';
import {latestExports} from './contentUpdates';
import {loadRoute, type LoadedRoute} from './render';

/** The chunk names of the route `routePath` with the hash the route table gives it. */
export function routeChunkNames(routePath: string, hash: string): ChunkNames {
  const chunkNames = routesChunkNames[`${routePath}-${hash}`];
  if (!chunkNames) {
    throw new Error(`No chunk names for the route ${routePath}-${hash} in routesChunkNames.json`);
  }
  return chunkNames;
}

/** Loads every chunk of a route from the registry. */
export function loadFromRegistry(routePath: string, chunkNames: ChunkNames): Promise<LoadedRoute> {
  return loadRoute(chunkNames, (chunkName) => {
    const entry = registry[chunkName];
    if (!entry) {
      throw new Error(`The chunk ${chunkName} of the route ${routePath} is not in the registry`);
    }
    return (entry[0]() as Promise<{default?: unknown}>).then(latestExports);
  });
}
