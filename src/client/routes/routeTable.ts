// The route table of the browser bundle in a compact form (src/plugins/bundling/routeShards.ts
// writes it). Docusaurus's routes.js is a nested array of route objects, each naming its path
// twice (`path` and the component's ComponentCreator call): 67 KB raw and 7.2 KB gzip of
// main.js for the site's 600 routes. Here each route is one line of tab-separated fields, in
// the same depth-first order, with its path front-coded against the line before (the length of
// the prefix they share, then the rest): 4.8 KB gzip. The browser rebuilds the same objects
// (the same calls to ComponentCreator, in the same order) when main.js starts.
// No Node imports here: this module is bundled for the browser.
import type {RouteConfig} from 'react-router-config';

type Creator = (path: string, hash?: string) => RouteConfig['component'];

/** A route of the generated routes.js: its component is a ComponentCreator(path, hash) call. */
export type TableRoute = {
  path: string;
  component: {path: string; hash?: string};
  exact?: boolean;
  sidebar?: string;
  routes?: TableRoute[];
};

const FIELDS = ['path', 'component', 'exact', 'sidebar', 'routes'];

/** Encodes a route tree; stops on what the compact form cannot carry, so nothing is dropped. */
export function encodeRoutes(routes: TableRoute[]): {sidebars: string[]; table: string} {
  const sidebars: string[] = [];
  const lines: string[] = [];
  let previous = '';
  const visit = (route: TableRoute, depth: number) => {
    const unknown = Object.keys(route).filter((key) => !FIELDS.includes(key));
    const where = `route table: the route ${route.path}`;
    if (unknown.length > 0)
      throw new Error(`${where} has fields the compact table does not carry: ${unknown.join(', ')}`);
    if (route.component.path !== route.path) throw new Error(`${where} names another path in its component`);
    if (route.exact === false) throw new Error(`${where} says exact: false; the table only marks exact routes`);
    for (const value of [route.path, route.component.hash ?? '', route.sidebar ?? '']) {
      if (/[\t\n]/.test(value)) throw new Error(`${where} has a tab or a line break in "${value}"`);
    }
    let common = 0;
    while (common < route.path.length && route.path[common] === previous[common]) common += 1;
    previous = route.path;
    let sidebar = '';
    if (route.sidebar !== undefined) {
      if (!sidebars.includes(route.sidebar)) sidebars.push(route.sidebar);
      sidebar = String(sidebars.indexOf(route.sidebar));
    }
    // The catch-all route (`*`) is created without a hash.
    const fields = [String(depth), common.toString(36), route.path.slice(common), route.component.hash ?? ''];
    fields.push(route.exact ? '1' : '', sidebar);
    lines.push(fields.join('\t').replace(/\t+$/, ''));
    route.routes?.forEach((child) => visit(child, depth + 1));
  };
  routes.forEach((route) => visit(route, 0));
  return {sidebars, table: lines.join('\n')};
}

/** Rebuilds the route tree, calling `create` for each route in the order routes.js does. */
export function decodeRoutes(create: Creator, sidebars: string[], table: string): RouteConfig[] {
  const top: RouteConfig[] = [];
  const ancestors: RouteConfig[] = [];
  let previous = '';
  for (const line of table.split('\n')) {
    const [depth, common, rest, hash, exact, sidebar] = line.split('\t') as [
      string,
      string,
      string,
      string,
      string?,
      string?,
    ];
    const path = previous.slice(0, parseInt(common, 36)) + rest;
    previous = path;
    const route: RouteConfig = {path, component: hash ? create(path, hash) : create(path)};
    if (exact) route.exact = true;
    if (sidebar) (route as RouteConfig & {sidebar?: string}).sidebar = sidebars[Number(sidebar)];
    const level = Number(depth);
    if (level === 0) top.push(route);
    else (ancestors[level - 1]!.routes ??= []).push(route);
    ancestors[level] = route;
  }
  return top;
}
