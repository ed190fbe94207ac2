// What a browser loads to show and hydrate one page of the production build, computed from the
// build itself (so the figures are exact and the same on every run): the page's HTML, its
// stylesheets, the entry scripts, and the chunks of every route the page renders (the route and
// its parent layouts) with the route-data shards that list them (src/plugins/bundling/
// routeShards.ts), each with its gzip size. Idle prefetches of linked pages are not part
// of it. Used by tests/unit/budgets.build.test.ts and `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {SCRIPT_LIST_ID} from '../../config/ssrTemplate';
import {CHUNK_GROUPS_FILE, chunkNamesOf} from '../../src/plugins/offline';
import {shardChunkName, shardOf, type ShardTable} from '../../src/client/routes/shardTable';
import {readGeneratedRoutes} from '../../src/plugins/bundling/routeShards';

export type FirstLoad = {
  /** Files under build/, each once. */
  js: string[];
  css: string[];
  /** The scripts that the page's HTML starts after its first paint (config/ssrTemplate.ts). */
  htmlScripts: string[];
  /** gzip bytes. */
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
};

type Context = {
  buildDir: string;
  routes: RouteConfig[];
  chunkNames: Record<string, unknown>;
  groups: Record<string, string[]>;
  shards: ShardTable;
};

const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/** `.docusaurus/routes.js` with its components replaced by the keys of routesChunkNames.json. */
const loadRoutes = (generatedDir: string): RouteConfig[] =>
  readGeneratedRoutes(generatedDir, (routePath, hash) => `${routePath}-${hash}`) as RouteConfig[];

export function loadBuildContext(siteDir: string): Context {
  const generatedDir = path.join(siteDir, '.docusaurus');
  return {
    buildDir: path.join(siteDir, 'build'),
    routes: loadRoutes(generatedDir),
    chunkNames: JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')),
    groups: JSON.parse(fs.readFileSync(path.join(generatedDir, CHUNK_GROUPS_FILE), 'utf8')),
    shards: JSON.parse(fs.readFileSync(path.join(generatedDir, 'route-shards/table.json'), 'utf8')),
  };
}

/**
 * The script URLs that a built page starts after its first paint: the JSON list that
 * config/ssrTemplate.ts writes for its loader.
 */
export function scriptsOfPage(html: string): string[] {
  const list = new RegExp(`<script[^>]*id="?${SCRIPT_LIST_ID}"?[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

export function firstLoad(context: Context, pagePath: string): FirstLoad {
  const htmlFile = path.join(context.buildDir, pagePath.endsWith('.html') ? pagePath : `${pagePath}index.html`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const js = new Set<string>(context.groups.main?.filter((file) => file.endsWith('.js')));
  const css = new Set<string>();
  // Stylesheets of the <head> only: a <link> in the body would load too late to style the page.
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [, href] of head.matchAll(/<link[^>]*rel=["']?stylesheet["']?[^>]*href=["']?\/([^"'\s>]+)/g))
    css.add(href!);
  for (const {route} of matchRoutes(context.routes, pagePath)) {
    const key = route.component as unknown as string;
    const names = chunkNamesOf(context.chunkNames[key]);
    // The catch-all route (the not-found page) has no chunk names and no shard.
    if (names.size > 0) names.add(shardChunkName(shardOf(route.path as string, context.shards)));
    for (const name of names) {
      for (const file of context.groups[name] ?? []) (file.endsWith('.css') ? css : js).add(file);
    }
  }
  const sum = (files: Set<string>) =>
    [...files].reduce((total, file) => total + gzipSize(path.join(context.buildDir, file)), 0);
  const htmlScripts = scriptsOfPage(html).map((url) => url.slice(context.shards.baseUrl.length));
  return {
    js: [...js],
    css: [...css],
    htmlScripts,
    jsGzip: sum(js),
    cssGzip: sum(css),
    htmlGzip: gzipSize(htmlFile),
  };
}
