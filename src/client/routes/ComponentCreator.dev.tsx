// @docusaurus/ComponentCreator for the development server (src/plugins/bundling points the
// alias here): the core's own, built only when a route is first preloaded or rendered. The
// production stand-ins (ComponentCreator.server.tsx, ComponentCreator.client.tsx) read
// route-data shards that are written once per build; the dev server regenerates the route
// table on every content change, so it keeps the core's complete one.
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyRoute, type RouteComponent} from './render';

export default function ComponentCreator(routePath: string, hash: string): RouteComponent {
  return lazyRoute(() => createRouteComponent(routePath, hash) as RouteComponent);
}
