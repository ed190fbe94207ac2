// Stands in for @docusaurus/core/lib/client/docusaurus.js, the `window.docusaurus` object that
// <Link> calls to prefetch (a link in view) and preload (a link hovered) its target, in the
// browser bundle of a production build (src/plugins/bundling swaps the module). The core's
// reads every route's chunk names from routesChunkNames.json, which made the whole table part
// of main.js; this one reads the target's from its route-data shard
// (src/plugins/bundling/routeShards.ts), loaded on demand. The rules are the core's: nothing is
// prefetched or preloaded on a 2G or data-saving connection, nor twice.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {loadShard} from './shards';
import {routePathOfKey} from './shardTable';

const prefetched = new Set<string>();
const preloaded = new Set<string>();
const prefetchedChunks = new Set<string>();

type NetworkInformation = {effectiveType: string; saveData: boolean};

function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return Boolean(connection?.saveData || connection?.effectiveType.includes('2g'));
}

/** The chunk names of every route entry of this path (a path can have a layout and a page). */
async function chunkNamesOfPath(routePath: string): Promise<string[]> {
  const shard = await loadShard(routePath);
  return Object.entries(shard.chunkNames)
    .filter(([key]) => routePathOfKey(key) === routePath)
    .flatMap(([, chunkNames]) => Object.values(flat(chunkNames) as Record<string, string>));
}

async function prefetchRoute(routePath: string): Promise<void> {
  const matches = matchRoutes(routes, routePath);
  const chunkNames = (await Promise.all(matches.map(({route}) => chunkNamesOfPath(route.path as string)))).flat();
  await Promise.all(
    chunkNames.map((chunkName) => {
      // Chunk ids are chunk names in production (src/plugins/bundling), so the runtime's own
      // id -> file function gives the URL. A chunk that the bundler merged into another has
      // no file of its own (no hash: "name.undefined.js"); the other chunk's name brings it.
      // Links to sibling pages share their layout and data chunks: one <link> per chunk.
      if (prefetchedChunks.has(chunkName)) {
        return undefined;
      }
      prefetchedChunks.add(chunkName);
      const url = __webpack_require__.p + __webpack_require__.u(chunkName);
      return url.includes('undefined') ? undefined : prefetchUrl(url);
    }),
  );
}

const docusaurus = {
  prefetch(routePath: string): false | Promise<void> {
    if (isSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) {
      return false;
    }
    prefetched.add(routePath);
    // A prefetch is a hint: when it fails (offline, a new deployment), the click still works.
    return prefetchRoute(routePath).catch(() => undefined);
  },
  preload(routePath: string): false | Promise<unknown> {
    if (isSlowConnection() || preloaded.has(routePath)) {
      return false;
    }
    preloaded.add(routePath);
    return preloadRoute(routePath);
  },
};

export default Object.freeze(docusaurus);
