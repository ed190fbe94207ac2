// @docusaurus/ComponentCreator in the server (static-rendering) bundle of a production build
// (src/plugins/bundling points the alias here). It loads a route's chunks from the full
// registry, as the core's does, and reports what the page uses by *chunk name*: the core
// reports module paths, which the client manifest does not list, so the core's pages named
// only main.js and fetched their route's chunks after it had run. With chunk names, the page's
// HTML lists its route chunks and the route-data shard (src/plugins/bundling/routeShards.ts),
// which the browser fetches in parallel with main.js.
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import table from '@generated/route-shards/table.json';
import flat from '@docusaurus/core/lib/client/flat';
import {lazyRoute, notFoundRoute, renderRoute, type LoadedRoute, type RouteComponent} from './render';
import {loadFromRegistry, routeChunkNames} from './registryRoute';
import {shardChunkName, shardOf} from './shardTable';

export default function ComponentCreator(routePath: string, hash: string): RouteComponent {
  if (routePath === '*') {
    return notFoundRoute();
  }
  return lazyRoute(() => {
    const chunkNames = routeChunkNames(routePath, hash);
    return Loadable({
      loading: Loading,
      loader: () => loadFromRegistry(routePath, chunkNames),
      modules: [
        shardChunkName(shardOf(routePath, table)),
        ...Object.values(flat(chunkNames) as Record<string, string>),
      ],
      render: (loaded: LoadedRoute, props: object) => renderRoute(routePath, loaded, props),
    }) as RouteComponent;
  });
}
