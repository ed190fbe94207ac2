// Stands in for @docusaurus/ComponentCreator (core 3.10.2), which the generated route table
// (.docusaurus/routes.js) calls once per route when main.js starts: with about 600 routes, that
// built 600 react-loadable components, on every page load, before anything could hydrate (a
// third of main.js's evaluation time on a phone). Here each route gets a small stand-in that
// builds the core's component the first time the route is preloaded or rendered, which for a
// page load is the current route only. Rendering is unchanged: the stand-in renders the core's
// component, on the server and in the browser alike. src/plugins/bundling points the alias here.
import type {ComponentType} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => (component ??= createRouteComponent(path, hash) as RouteComponent);
  function Route(props: object) {
    const Component = routeComponent();
    return <Component {...props} />;
  }
  Route.preload = () => routeComponent().preload?.() ?? Promise.resolve();
  return Route;
}
