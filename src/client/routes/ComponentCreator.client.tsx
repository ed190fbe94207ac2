// @docusaurus/ComponentCreator in the browser bundle of a production build (src/plugins/bundling
// points the alias here). The core's imports the chunk names and the chunk imports of every
// route, which made them part of main.js; this one finds a route's in its section's shard
// (src/plugins/bundling/routeShards.ts), which the page's HTML already lists.
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import {lazyRoute, loadRoute, notFoundRoute, renderRoute, type LoadedRoute, type RouteComponent} from './render';
import {loadShard} from './shards';

export default function ComponentCreator(routePath: string, hash: string): RouteComponent {
  if (routePath === '*') {
    return notFoundRoute();
  }
  const key = `${routePath}-${hash}`;
  return lazyRoute(
    () =>
      Loadable({
        loading: Loading,
        // What the static render reports for the page's HTML (src/client/staticRender.tsx).
        modules: [key],
        loader: async () => {
          const shard = await loadShard(routePath);
          const chunkNames = shard.chunkNames[key];
          if (!chunkNames) {
            throw new Error(`The route ${key} is missing from its route-data shard`);
          }
          return loadRoute(chunkNames, (chunkName) => {
            const load = shard.registry[chunkName];
            if (!load) {
              throw new Error(`The chunk ${chunkName} of the route ${routePath} is missing from its route-data shard`);
            }
            return load();
          });
        },
        render: (loaded: LoadedRoute, props: object) => renderRoute(routePath, loaded, props),
      }) as RouteComponent,
  );
}
