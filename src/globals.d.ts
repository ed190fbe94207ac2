/**
 * True in the server (static-rendering) bundle, false in the browser bundle: defined by
 * src/plugins/bundling, so that the bundler drops the branch a build does not use.
 */
declare const __SERVER_BUILD__: boolean;

/**
 * The components only the static render shows, set by its entry when `npm run build` renders the
 * pages from the browser bundle (src/client/serverComponents.ts); undefined in a browser.
 */
// eslint-disable-next-line no-var -- a global property, which only `var` declares
declare var __serverOnly: import('@site/src/client/serverComponents').ServerComponents | undefined;

/** The bundler's module runtime: its public path (`p`) and chunk id -> file function (`u`). */
declare const __webpack_require__: {p: string; u: (chunkId: string) => string};

/** Written by src/plugins/bundling/routeShards.ts in production builds. */
declare module '@generated/route-shards/table.json' {
  import type {ShardTable} from '@site/src/client/routes/shardTable';

  const table: ShardTable;
  export default table;
}

declare module '@generated/route-shards/index.js' {
  import type {Shard} from '@site/src/client/routes/shards';

  const shards: Record<string, () => Promise<Shard>>;
  export default shards;
}

/** The complete generated site config (the bundled one is trimmed: src/plugins/bundling/clientConfig.ts). */
declare module '@generated/docusaurus.config.mjs' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const config: DocusaurusConfig;
  export default config;
}

/**
 * The registry shown by src/theme/DebugRegistry: registry.js's entries (chunk name -> [loader,
 * aliased path, module id]), without the loader in production (src/plugins/bundling).
 */
declare module '@generated/debug-registry' {
  const registry: Record<string, [(() => Promise<unknown>) | null, string, string | number]>;
  export default registry;
}
