// What offline mode precaches: what a reader needs to come back offline, not the whole site.
//
// @docusaurus/plugin-pwa precaches every file of the build when offline mode is on (on phones,
// for readers who save data, in installed apps): 3,619 files and 60 MB here, every docs version
// and test fixture included, downloaded in the background by every phone visitor. This plugin
// writes the list that src/sw.js precaches instead (`offline-precache.json`, next to sw.js):
// the app shell (entry scripts, CSS, the not-found page, icons), the home page and every page
// of the current docs version, with the JavaScript and CSS chunks those pages load and the
// images they show. Everything else is cached by the service worker when it is read. The PWA
// plugin's own list is emptied in config/pwa.ts.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ROUTE_SHARDS_DIR} from '../bundling/routeShards';
import {shardChunkName, shardOf, type ShardTable} from '../../client/routes/shardTable';

export type OfflinePluginOptions = {
  /** Route paths (without the base URL, e.g. `docs/installation/`) whose pages are precached. */
  includeRoute: (routePath: string) => boolean;
  /** The build fails when the precache grows past this many bytes. */
  maxBytes: number;
};

export type PrecacheEntry = {url: string; revision: string | null};

/** The file the service worker reads, relative to the base URL. */
export const PRECACHE_FILE = 'offline-precache.json';

type ChunkGroups = Record<string, string[]>;

/** The entry of the chunk-groups file that lists the shell's lazy code (SHELL_CHUNK_GROUPS). */
const SHELL_GROUP = '(offline shell)';

/** Where the client build records its chunk groups, under the generated files folder. */
export const CHUNK_GROUPS_FILE = path.join('offline', 'chunk-groups.json');

/**
 * Code pages load after they have hydrated, outside the route chunks: the service-worker
 * registration (src/clientModules/deferredServiceWorker.ts) and what it imports in turn (Workbox's
 * window library, the reload popup), and the "Copy page" control of docs and blog pages
 * (src/components/CopyPage/LazyCopyPage.tsx, with its menu). A page read offline runs it too, so
 * it is precached with everything it loads: the first page a reader opens is loaded before the
 * worker controls the page, so nothing it fetched is in the worker's cache, and a page left just
 * after hydration may not have fetched the control yet. Offline without it, the page crashed.
 */
const SHELL_CHUNK_GROUPS = ['register-sw', 'copy-page'];

/** Every chunk name of a routesChunkNames.json entry (component, content, props...). */
export function chunkNamesOf(value: unknown, names: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    names.add(value);
  } else if (value && typeof value === 'object') {
    for (const nested of Object.values(value)) chunkNamesOf(nested, names);
  }
  return names;
}

const IMAGE_ATTRIBUTE = /\s(?:src|href)=["']?([^"'\s>]+\.(?:svg|png|jpe?g|gif|webp|ico))["'\s>]/g;

export default function pluginOffline(context: LoadContext, options: OfflinePluginOptions): Plugin {
  const chunkGroupsFile = path.join(context.generatedFilesDir, CHUNK_GROUPS_FILE);
  const {baseUrl} = context;
  return {
    name: 'offline',

    // The client build records, for every named chunk group (each `import()` of the route
    // registry, and the `main` entry), the files the browser loads for it. Production only: only
    // postBuild reads them, and under `npm start` the stats took 0.3 s of every recompilation.
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap: (name: string, callback: (stats: StatsLike) => void) => void}}}) {
              compiler.hooks.done.tap('offline-chunk-groups', (stats) => {
                // Rspack reports `namedChunkGroups` only with `chunkGroups` on, and not under `all: false`.
                const {namedChunkGroups = {}, chunks = []} = stats.toJson({
                  preset: 'none',
                  chunkGroups: true,
                  namedChunkGroups: true,
                  chunks: true,
                  chunkRelations: true,
                  ids: true,
                });
                const groups: ChunkGroups = {};
                for (const [name, group] of Object.entries(namedChunkGroups)) {
                  groups[name] = (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name));
                }
                groups[SHELL_GROUP] = shellChunkFiles(namedChunkGroups, chunks);
                fs.mkdirSync(path.dirname(chunkGroupsFile), {recursive: true});
                fs.writeFileSync(chunkGroupsFile, JSON.stringify(groups));
              });
            },
          },
        ],
      };
    },

    async postBuild({outDir}) {
      const groups = JSON.parse(fs.readFileSync(chunkGroupsFile, 'utf8')) as ChunkGroups;
      if (!groups.main?.length) {
        throw new Error(`offline plugin: the client build recorded no files for the main entry in ${chunkGroupsFile}`);
      }
      const routesChunkNames = JSON.parse(
        fs.readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>;

      const shardTable = JSON.parse(
        fs.readFileSync(path.join(context.generatedFilesDir, ROUTE_SHARDS_DIR, 'table.json'), 'utf8'),
      ) as ShardTable;
      const shellFiles = groups[SHELL_GROUP] ?? [];
      if (shellFiles.length < SHELL_CHUNK_GROUPS.length) {
        throw new Error(
          `offline plugin: the client build recorded no files for ${SHELL_CHUNK_GROUPS.join(', ')} in ${chunkGroupsFile}`,
        );
      }
      const files = new Set<string>([...(groups.main ?? []), ...shellFiles]);
      const pages = new Set<string>(['', '404.html']);
      for (const [key, chunks] of Object.entries(routesChunkNames)) {
        // Keys are `${routePath}-${hash}`; parent routes (layouts) have keys of their own.
        const routePath = key.replace(/-[^-]+$/, '');
        if (!routePath.startsWith(baseUrl)) continue;
        const relative = routePath.slice(baseUrl.length);
        if (!options.includeRoute(relative)) continue;
        // The route's chunks, and the route-data shard that lists them (src/plugins/bundling/routeShards.ts).
        for (const name of chunkNamesOf(chunks).add(shardChunkName(shardOf(routePath, shardTable)))) {
          // Every chunk name of a route is an `import()` of the client bundle: one it did not
          // record means these route files are not the ones the bundle was made from.
          const group = groups[name];
          if (!group) {
            throw new Error(
              `offline plugin: the client build recorded no chunk "${name}" (route ${routePath}) in ${chunkGroupsFile}; are routesChunkNames.json and the chunk groups from the same bundling?`,
            );
          }
          for (const file of group) files.add(file);
        }
        if (fs.existsSync(path.join(outDir, relative, 'index.html'))) {
          pages.add(relative);
        }
      }
      // The images the precached pages show (logos, icons, illustrations).
      for (const page of pages) {
        const html = fs.readFileSync(path.join(outDir, page.endsWith('.html') ? page : `${page}index.html`), 'utf8');
        for (const [, src] of html.matchAll(IMAGE_ATTRIBUTE)) {
          if (src?.startsWith(baseUrl) && !src.startsWith('//')) {
            const file = decodeURIComponent(src.slice(baseUrl.length));
            if (fs.existsSync(path.join(outDir, file))) files.add(file);
          }
        }
      }
      files.add('manifest.json');

      const entries: PrecacheEntry[] = [];
      let bytes = 0;
      const add = (url: string, file: string, hashed: boolean) => {
        const content = fs.readFileSync(path.join(outDir, file));
        bytes += content.length;
        // Hashed asset names change with their content: no revision needed.
        entries.push({url, revision: hashed ? null : createHash('md5').update(content).digest('hex')});
      };
      for (const page of [...pages].sort()) add(page, page.endsWith('.html') ? page : `${page}index.html`, false);
      for (const file of [...files].sort()) add(file, file, file.startsWith('assets/'));
      if (bytes > options.maxBytes) {
        throw new Error(
          `offline plugin: the offline precache is ${(bytes / 1e6).toFixed(1)} MB, over its budget of ${(options.maxBytes / 1e6).toFixed(1)} MB (src/plugins/offline/index.ts explains what it holds)`,
        );
      }
      fs.writeFileSync(path.join(outDir, PRECACHE_FILE), JSON.stringify(entries));
      console.log(
        `[offline] precache: ${entries.length} files, ${(bytes / 1e6).toFixed(1)} MB (${pages.size} pages) in ${PRECACHE_FILE}`,
      );
    },
  };
}

/**
 * The files of the shell's lazy code (SHELL_CHUNK_GROUPS): the chunks of those groups and,
 * transitively, of the chunks they import. Initial chunks (the main entry's, such as the shared
 * stylesheet) are precached already, and their children are every page's chunks: the walk stops
 * at them.
 */
function shellChunkFiles(namedChunkGroups: NamedChunkGroups, chunks: StatsChunk[]): string[] {
  const chunksById = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const pending = SHELL_CHUNK_GROUPS.flatMap((name) => (namedChunkGroups[name]?.chunks ?? []).map(String));
  const seen = new Set<string>();
  const files = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const chunk = chunksById.get(id);
    if (seen.has(id) || chunk?.initial) continue;
    seen.add(id);
    for (const file of chunk?.files ?? []) files.add(file);
    pending.push(...(chunk?.children ?? []).map(String));
  }
  return [...files].sort();
}

type NamedChunkGroups = Record<string, {assets?: (string | {name: string})[]; chunks?: (string | number)[]}>;
type StatsChunk = {id?: string | number; initial?: boolean; files?: string[]; children?: (string | number)[]};

/** The part of Rspack's (and webpack's) stats object this plugin reads. */
type StatsLike = {
  toJson: (options: object) => {
    namedChunkGroups?: NamedChunkGroups;
    chunks?: StatsChunk[];
  };
};
