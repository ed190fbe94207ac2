// What the core's @docusaurus/ComponentCreator does with a route once its chunks are loaded,
// shared by this site's two stand-ins for it (ComponentCreator.server.tsx and
// ComponentCreator.client.tsx), which differ only in where they find the route's chunks.
//
// A route's chunk names form a small tree ({__comp, __context, __props, content, ...}); each
// leaf is loaded, and the tree is rebuilt with each leaf replaced by what its module exports.
// `__comp` is the component, `__context` the route context (the plugin that made the route),
// `__props` its props; the other keys become props too (a doc's `content`, a blog list's
// `items`...).
import type {ComponentType} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import type {ChunkNames} from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

export type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

/** A route once its chunks are loaded: its chunk names, and the module of each leaf by key path. */
export type LoadedRoute = {chunkNames: ChunkNames; modules: Record<string, {default?: unknown}>};

type Tree = Record<string, unknown>;

/** Loads every leaf of a route's chunk names with `load`, in parallel. */
export async function loadRoute(
  chunkNames: ChunkNames,
  load: (chunkName: string) => Promise<{default?: unknown}>,
): Promise<LoadedRoute> {
  const leaves = Object.entries(flat(chunkNames) as Record<string, string>);
  const loaded = await Promise.all(leaves.map(([, chunkName]) => load(chunkName)));
  return {chunkNames, modules: Object.fromEntries(leaves.map(([keyPath], index) => [keyPath, loaded[index]!]))};
}

/** The value a leaf stands for: its module's default export, carrying the named exports too. */
function leafValue(routePath: string, module: {default?: unknown} & Record<string, unknown>): unknown {
  const value = module.default;
  if (value === undefined || value === null) {
    throw new Error(
      `The route ${routePath} loads a module without a default export: nothing to render or pass as a prop.`,
    );
  }
  // An MDX page's module exports its metadata, front matter and table of contents by name
  // next to its component; the theme reads them from the component.
  if (typeof value === 'object' || typeof value === 'function') {
    for (const [name, named] of Object.entries(module)) {
      if (name !== 'default') (value as Tree)[name] = named;
    }
  }
  return value;
}

export function renderRoute(routePath: string, {chunkNames, modules}: LoadedRoute, props: object) {
  const tree = JSON.parse(JSON.stringify(chunkNames)) as Tree;
  for (const [keyPath, module] of Object.entries(modules)) {
    const keys = keyPath.split('.');
    const parent = keys.slice(0, -1).reduce((node, key) => node[key] as Tree, tree);
    parent[keys.at(-1)!] = leafValue(routePath, module as {default?: unknown} & Record<string, unknown>);
  }
  const {
    __comp: Component,
    __context: context,
    __props: routeProps,
    ...chunkProps
  } = tree as Tree & {
    __comp: ComponentType<object>;
    __context: unknown;
    __props?: object;
  };
  return (
    <RouteContextProvider value={context as never}>
      <Component {...chunkProps} {...routeProps} {...props} />
    </RouteContextProvider>
  );
}

/** The catch-all route (`path: '*'`): the theme's NotFound page. */
export function notFoundRoute(): RouteComponent {
  return Loadable({
    loading: Loading,
    loader: () => import(/* webpackChunkName: "not-found" */ '@theme/NotFound'),
    render(loaded: {default: ComponentType<object>}, props: object) {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  }) as RouteComponent;
}

/**
 * The generated route table (.docusaurus/routes.js) calls ComponentCreator once per route when
 * main.js starts: about 1,000 routes. Each gets this stand-in, which builds the real component
 * the first time the route is preloaded or rendered (for a page load, the current route only).
 */
export function lazyRoute(create: () => RouteComponent): RouteComponent {
  let component: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => (component ??= create());
  function Route(props: object) {
    const Component = routeComponent();
    return <Component {...props} />;
  }
  Route.preload = () => routeComponent().preload?.() ?? Promise.resolve();
  return Route;
}
