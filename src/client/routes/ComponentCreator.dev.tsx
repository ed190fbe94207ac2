// @docusaurus/ComponentCreator for the development server (src/plugins/bundling points the
// alias here). Like the server bundle's, it loads a route's chunks from the full registry, which
// the dev server regenerates on every content change; the component is built only when the
// route is first preloaded or rendered. A route also loads its modules afresh after a content
// module takes a hot update (./contentUpdates.ts): an edit to a doc re-renders that doc, not
// the whole app.
import {useEffect, useState} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import {contentReplacements, onContentReplaced, routeTableRan} from './contentUpdates';
import {lazyRoute, notFoundRoute, renderRoute, type LoadedRoute, type RouteComponent} from './render';
import {loadFromRegistry, routeChunkNames} from './registryRoute';

/** This module runs again with each new route table: its routes leave content updates to the new ones. */
const routeTable = routeTableRan();

/** A route's modules, and how many content updates had been applied when they were loaded. */
type HotLoaded = {route: LoadedRoute; replacements: number};

type HotRouteProps = {routePath: string; loaded: HotLoaded; load: () => Promise<HotLoaded>; props: object};

/** A loaded route that loads its modules again when content modules are replaced. */
function HotRoute({routePath, loaded, load, props}: HotRouteProps) {
  // Loadable keeps the modules it loaded first and passes them at each mount.
  const [current, setCurrent] = useState(loaded);
  useEffect(() => {
    let mounted = true;
    const reload = () => {
      void load().then((next) => {
        if (mounted) setCurrent(next);
      });
    };
    if (loaded.replacements !== contentReplacements()) {
      reload();
    }
    const unsubscribe = onContentReplaced(routeTable, reload);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [load, loaded]);
  return renderRoute(routePath, current.route, props);
}

export default function ComponentCreator(routePath: string, hash: string): RouteComponent {
  if (routePath === '*') {
    return notFoundRoute();
  }
  return lazyRoute(() => {
    const chunkNames = routeChunkNames(routePath, hash);
    const load = async (): Promise<HotLoaded> => {
      const replacements = contentReplacements();
      return {route: await loadFromRegistry(routePath, chunkNames), replacements};
    };
    return Loadable({
      loading: Loading,
      loader: load,
      render: (loaded: HotLoaded, props: object) => (
        <HotRoute routePath={routePath} loaded={loaded} load={load} props={props} />
      ),
    }) as RouteComponent;
  });
}
