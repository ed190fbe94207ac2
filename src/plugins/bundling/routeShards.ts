// Splits the route data that Docusaurus puts in main.js into one module per site section.
//
// For each route, Docusaurus generates the names of the chunks that render it
// (.docusaurus/routesChunkNames.json) and, for each chunk name, the import that loads it
// (.docusaurus/registry.js). Both are imported by the client's entry, so every page's main.js
// carried the data of all ~1,000 routes (170 KB raw, 32 KB gzip), and the browser had to
// parse and evaluate it before it could hydrate anything. Here they are written again as one
// module per section ("shard"): a page loads the shards of its own routes, listed in its HTML
// next to its chunks (src/client/routes/ComponentCreator.server.tsx reports them), and a
// prefetched link loads the shard of its target.
//
// A section is a route's first path segment below the base URL; within a section, a second
// segment with SPLIT_THRESHOLD routes or more (a docs version, the API reference, the test fixtures' docs) gets a
// shard of its own. The browser finds a route's shard with the same function
// (src/client/routes/shardTable.ts), from the table written here.
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT_SHARD,
  routePathOfKey,
  segmentsBelowBase,
  shardChunkName,
  shardOf,
  type ShardTable,
} from '../../client/routes/shardTable';
import {encodeRoutes, type TableRoute} from '../../client/routes/routeTable';

/** Below the generated-files folder (`.docusaurus`), so that `@generated/route-shards/...` resolves. */
export const ROUTE_SHARDS_DIR = 'route-shards';

type ChunkNames = Record<string, unknown>;

/**
 * Routes that a second path segment needs before it gets a shard of its own. At 30, the 32
 * pages of the Canary API reference (`/docs/api/...`) leave the Canary docs shard, a third of
 * it, which every Canary doc page loads; below that, segments are a handful of pages each.
 */
const SPLIT_THRESHOLD = 30;

function buildTable(routePaths: string[], baseUrl: string): ShardTable {
  const perSegment = new Map<string, number>();
  const sections = new Set<string>();
  for (const routePath of routePaths) {
    const [section, segment] = segmentsBelowBase(routePath, baseUrl);
    if (section === undefined) continue;
    sections.add(section);
    if (segment !== undefined) {
      const key = `${section}/${segment}`;
      perSegment.set(key, (perSegment.get(key) ?? 0) + 1);
    }
  }
  const shards: Record<string, string> = {};
  const name = (key: string) => key.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || ROOT_SHARD;
  for (const section of [...sections].sort()) {
    shards[section] = name(section);
  }
  for (const [key, count] of [...perSegment].sort(([a], [b]) => a.localeCompare(b))) {
    if (count >= SPLIT_THRESHOLD) {
      shards[key] = name(key);
    }
  }
  return {baseUrl, shards};
}

/** One line of registry.js: `  "chunkName": [() => import(/* webpackChunkName: "chunkName" *\/ "request"), ...],` */
const REGISTRY_LINE =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\("(?:[^"\\]|\\.)*"\)\],?(?:\};)?$/;

type RegistryEntry = {request: string; aliasedPath: string};

/** The import request (a JSON string) and aliased path of each chunk name, from the generated registry.js. */
function readRegistry(registryFile: string): Map<string, RegistryEntry> {
  const source = fs.readFileSync(registryFile, 'utf8');
  const entries = new Map<string, RegistryEntry>();
  const entryLines = source.split('\n').filter((line) => /^\s*"[^"]+": \[/.test(line));
  for (const line of entryLines) {
    const match = REGISTRY_LINE.exec(line);
    if (!match || match[1] !== match[2]) {
      throw new Error(
        `route shards: cannot read this line of ${registryFile} (did @docusaurus/core change its registry format?):\n${line}`,
      );
    }
    entries.set(match[1]!, {request: match[3]!, aliasedPath: match[4]!});
  }
  if (entries.size === 0) {
    throw new Error(`route shards: found no entries in ${registryFile}`);
  }
  return entries;
}

/** Every string leaf of a route's chunk names (its `__comp`, `__props`, `content`...). */
function chunkNamesIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    into.add(value);
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) chunkNamesIn(child, into);
  }
  return into;
}

/** A JS module written by the generator: it is read by the bundler, so plain ES syntax. */
function shardModule(routes: [string, ChunkNames][], registry: Map<string, RegistryEntry>, file: string): string {
  const names = new Set<string>();
  for (const [, chunkNames] of routes) chunkNamesIn(chunkNames, names);
  const imports = [...names].sort().map((name) => {
    const request = registry.get(name)?.request;
    if (request === undefined) {
      throw new Error(`route shards: chunk "${name}" of ${file} is not in registry.js`);
    }
    return `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}),`;
  });
  return [
    '// Generated by src/plugins/bundling/routeShards.ts. Do not edit.',
    `export const chunkNames = ${JSON.stringify(Object.fromEntries(routes))};`,
    'export const registry = {',
    ...imports,
    '};',
    '',
  ].join('\n');
}

/**
 * The registry for the debug plugin's registry page (src/theme/DebugRegistry), which shows
 * each entry's aliased path and module id: registry.js's entries without their import(). The
 * page imported registry.js itself, and so was a second way to load every route chunk of the
 * site, which kept them out of src/plugins/bundling/chunkHashes.ts.
 */
export const REGISTRY_IDS_FILE = 'registry-ids.js';

function registryIdsModule(registry: Map<string, RegistryEntry>): string {
  const lines = [...registry].map(
    ([name, {request, aliasedPath}]) =>
      `  ${JSON.stringify(name)}: [null, ${aliasedPath}, require.resolveWeak(${request})],`,
  );
  return [
    '// Generated by src/plugins/bundling/routeShards.ts. Do not edit.',
    'export default {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * The route tree of the generated routes.js, each ComponentCreator(path, hash) call replaced by
 * what `creator` returns. The file is data written by Docusaurus: an array literal of route
 * objects, after two imports.
 */
export function readGeneratedRoutes<Component>(
  generatedFilesDir: string,
  creator: (routePath: string, hash: string) => Component,
): unknown[] {
  const source = fs
    .readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const evaluate = new Function('ComponentCreator', source) as (create: typeof creator) => unknown[];
  return evaluate(creator);
}

/** The compact route table of the browser bundle (src/client/routes/routeTable.ts). */
export const ROUTE_TABLE_FILE = 'routes.js';

function routeTableModule(generatedFilesDir: string): string {
  const routes = readGeneratedRoutes(generatedFilesDir, (routePath, hash) => ({path: routePath, hash}));
  const {sidebars, table} = encodeRoutes(routes as TableRoute[]);
  return [
    '// Generated by src/plugins/bundling/routeShards.ts from routes.js. Do not edit.',
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {decodeRoutes} from ${JSON.stringify(path.resolve(__dirname, '../../client/routes/routeTable.ts'))};`,
    '',
    `export default decodeRoutes(ComponentCreator, ${JSON.stringify(sidebars)}, ${JSON.stringify(table)});`,
    '',
  ].join('\n');
}

/**
 * Writes `.docusaurus/route-shards/`: `table.json` (section -> shard), one module per shard,
 * and `index.js` (shard name -> the import of its module). Returns the table.
 */
export function writeRouteShards(generatedFilesDir: string, baseUrl: string): ShardTable {
  const registry = readRegistry(path.join(generatedFilesDir, 'registry.js'));
  const routesChunkNames = JSON.parse(
    fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, ChunkNames>;
  const keys = Object.keys(routesChunkNames);
  const table = buildTable(keys.map(routePathOfKey), baseUrl);

  const byShard = new Map<string, [string, ChunkNames][]>();
  for (const key of keys) {
    const shard = shardOf(routePathOfKey(key), table);
    if (!byShard.has(shard)) byShard.set(shard, []);
    byShard.get(shard)!.push([key, routesChunkNames[key]!]);
  }

  const dir = path.join(generatedFilesDir, ROUTE_SHARDS_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'table.json'), `${JSON.stringify(table, null, 2)}\n`);
  const loaders: string[] = [];
  for (const shard of [...byShard.keys()].sort()) {
    const file = `${shard}.js`;
    fs.writeFileSync(path.join(dir, file), shardModule(byShard.get(shard)!, registry, file));
    loaders.push(
      `  ${JSON.stringify(shard)}: () => import(/* webpackChunkName: ${JSON.stringify(shardChunkName(shard))} */ ${JSON.stringify(`./${file}`)}),`,
    );
  }
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    [
      '// Generated by src/plugins/bundling/routeShards.ts. Do not edit.',
      'export default {',
      ...loaders,
      '};',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, REGISTRY_IDS_FILE), registryIdsModule(registry));
  fs.writeFileSync(path.join(dir, ROUTE_TABLE_FILE), routeTableModule(generatedFilesDir));
  return table;
}
