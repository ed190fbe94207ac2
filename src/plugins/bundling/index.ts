// Bundler adjustments that keep code and data off the pages that do not use them. Each one
// changes how a module is bundled, never what a page shows; the reasons are next to each.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildStep, bundleOnly, isFastBuild, lazyCompilation} from '../../../config/env';
import {REGISTRY_IDS_FILE, ROUTE_SHARDS_DIR, ROUTE_TABLE_FILE, writeRouteShards} from './routeShards';
import {ChunkHashesPlugin} from './chunkHashes';
import {writeClientConfig} from './clientConfig';
import {JsMinifyCachePlugin} from './minifyCache';
import {BundleInputsPlugin} from './bundleInputs';
import {MdxServerFallbackPlugin} from './mdxServerFallback';
import {MermaidPrebuiltPlugin} from './mermaidPrebuilt';
import {ModuleReplacement} from './moduleReplacement';
import {HelmetOnceCheck, helmetOnceRule} from './helmetOnce';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Rule = NonNullable<NonNullable<BundlerConfig['module']>['rules']>[number];
/** A rule proper: not one of the falsy placeholders or the '...' that rule lists allow. */
type RuleObject = Extract<Rule, object>;

/** The showcase preview cards (src/data/showcase/previews/*.png). */
const SHOWCASE_PREVIEWS_DIR = 'src/data/showcase/previews';

function loaderPath(entry: unknown): string | undefined {
  if (typeof entry === 'string') {
    return entry;
  }
  if (typeof entry === 'object' && entry !== null && 'loader' in entry && typeof entry.loader === 'string') {
    return entry.loader;
  }
  return undefined;
}

const isLqipLoader = (entry: unknown): boolean => /[\\/]lqip-loader[\\/]/.test(loaderPath(entry) ?? '');

/**
 * @docusaurus/plugin-ideal-image runs every PNG that a module imports through its loaders:
 * responsive-loader re-encodes it with sharp at each configured width, and lqip-loader adds a
 * blurred base64 placeholder. The showcase preview cards need neither: they are drawn at their
 * display size (scripts/generate-showcase-previews.mjs) and shown as plain lazy <img> elements.
 * Re-encoding 350 of them took seconds and hundreds of megabytes of every cold build, and their
 * 350 placeholders once made up two thirds of the showcase page's chunk. The previews folder
 * therefore leaves the ideal-image rule and is emitted as files, unchanged, with hashed names.
 */
function previewsAsFiles(rules: Rule[], previewsDir: string, isServer: boolean): void {
  const idealImageRules = rules.filter(
    (rule): rule is RuleObject =>
      typeof rule === 'object' && rule !== null && Array.isArray(rule.use) && rule.use.some(isLqipLoader),
  );
  if (idealImageRules.length !== 1) {
    throw new Error(
      `bundling plugin: expected one @docusaurus/plugin-ideal-image rule with lqip-loader, found ${idealImageRules.length}`,
    );
  }
  idealImageRules[0]!.exclude = previewsDir;
  rules.push({
    test: /\.png$/i,
    include: previewsDir,
    type: 'asset/resource',
    // The server bundle needs the files' URLs only; the browser bundle writes the files.
    generator: {filename: 'assets/images/showcase/[name]-[contenthash:8][ext]', emit: !isServer},
  });
}

/**
 * theme-classic registers themeConfig.prism.additionalLanguages from a client module, and
 * client modules are part of main.js: it imported prism-react-renderer's Prism with all its
 * grammars, which every page downloaded, with or without a code block. The module becomes
 * empty here (an alias to `false`), and src/utils/prismLanguages.ts registers each language
 * when a code block first needs it, from the code-block components' chunk. The key is the request that Docusaurus's
 * generated client-modules list makes: the module's absolute path, without extension.
 */
const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/**
 * Route data out of main.js (src/plugins/bundling/routeShards.ts): production builds write the
 * route-data shards, and the modules that read the whole route table are replaced by ones that
 * read a route's shard: @docusaurus/ComponentCreator (an alias, with the same key as the core's
 * own so that this one replaces it: a second key would come after it and never match) and the
 * core's prefetcher, `window.docusaurus`, which the core's client entry imports as './docusaurus'.
 * That request is replaced before it is resolved, so that the new module is resolved, and goes
 * through the loaders, as what it is (TypeScript) and from where it is: swapped after resolution
 * by its resource, webpack kept the old module's folder for the new one's imports, and the
 * webpack build of `npm run bench` failed.
 */
const COMPONENT_CREATOR_ALIAS = '@docusaurus/ComponentCreator';
const CORE_PREFETCHER_REQUEST = /^\.\/docusaurus$/;
/** theme-common's date format hook, made once per format in both bundles (src/client/intlUtils.ts). */
const INTL_UTILS_REQUEST = /^\.\/utils\/IntlUtils$/;
const THEME_COMMON_LIB_DIR = /[\\/]@docusaurus[\\/]theme-common[\\/]lib$/;
const CORE_CLIENT_DIR = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;
/** url-loader's `fallback` option as the MDX loader writes it: file-loader's absolute path. */
const URL_LOADER_FALLBACK = /fallback=[^&!]*[\\/]file-loader[\\/][^&!]*/;

/**
 * The core's server entry renders each page with React's stream and reads it back as text; the
 * site's renderer (src/client/renderToHtml.server.ts) renders it to a string.
 */
const CORE_RENDER_TO_HTML_REQUEST = /^\.\/renderToHtml$/;
const routeModule = (siteDir: string, file: string) => path.join(siteDir, 'src/client/routes', file);

/**
 * Under `npm start`: a doc, a post or an MDX page takes its own hot updates, so that an edit
 * re-renders that page only (./contentHotLoader.cjs says why and how). The condition is
 * `resource`, not `test`: the core's fallback MDX rule excludes the `include` of every rule
 * whose `test` matches MDX files, and this rule, which applies to them all, has none.
 */
function contentHotRule({siteDir, generatedFilesDir}: LoadContext): Rule {
  // Module ids under the development server are paths from the site folder.
  const registryModuleId = `./${path.relative(siteDir, path.join(generatedFilesDir, 'registry.js')).split(path.sep).join('/')}`;
  return {
    resource: /\.mdx?$/i,
    enforce: 'post',
    use: [
      {
        loader: path.join(__dirname, 'contentHotLoader.cjs'),
        options: {updatesModule: routeModule(siteDir, 'contentUpdates.ts'), registryModuleId},
      },
    ],
  };
}

/**
 * Which `import()`ed modules `npm start` compiles lazily: all but the two of the site's own that a
 * doc page imports as soon as it renders, the highlighted code lines (Prism, on every page with a
 * code block) and the page's copy button. Compiled lazily, each came as a compilation of its own
 * right after the first page showed, and an edit saved then waited behind them: shown 3.1 to 3.8 s
 * after saving, against 1.6 to 2.1 s compiled with the first page (four runs each, in turns, with
 * empty dev caches, 2 cores, as scripts/bench-dev.mjs measures; 2.7 against 1.9 s with the caches
 * of a run before). The first doc page came as soon, within the noise (20.6 to 22.7 s and one
 * 29.1 s, against 18.9 to 24.7 s).
 */
const LAZY_MODULES = /^(?!.*[\\/]src[\\/]components[\\/](?:CodeLines[\\/]Highlighted|CopyPage[\\/]index)\.tsx$)/;

/** What `withLazyCompilation` needs of the bundler: Rspack's middleware that compiles on request. */
type LazyCompilationBundler = {lazyCompilationMiddleware: (compiler: unknown) => unknown};

/**
 * Under `npm start` with Rspack (unless DOCUSAURUS_LAZY_COMPILATION=false): a page's modules are
 * compiled when a browser first loads the page, not all before the server answers (Rspack's
 * `lazyCompilation` for `import()`, served by its middleware in the dev server). Three things
 * stood in its way:
 * - The route registry (.docusaurus/registry.js) names each module twice: `import()` and
 *   `require.resolveWeak()`, for react-loadable's check whether a module is already there. The
 *   bundler builds a weakly required module all the same, so the first compilation built every
 *   doc, post and page of the site (492 MDX files) whatever `lazyCompilation` said.
 *   ./devRegistryLoader.cjs leaves the weak requires out of the registry under the dev server,
 *   whose route loader (src/client/routes/ComponentCreator.dev.tsx) never reads them. (The
 *   debug plugin's registry page shows them: a module compiled lazily has no id there anyway.)
 * - A lazily compiled module is imported through a proxy module whose exports are a promise of
 *   the module's exports, resolved once: a doc that took a hot update still rendered its first
 *   version. ./contentHotLoader.cjs and src/client/routes/contentUpdates.ts route around it.
 * - Shared chunks moved under a page being opened. Each compilation adds the modules a browser
 *   asked for, and the chunk splitting regrouped the shared chunks (`vendors-…`, the one `styles`
 *   chunk of all CSS) around them; a page that asked for chunks while the server compiled got them
 *   from the new compilation while its runtime still expected the old grouping, and stayed blank
 *   (seen: "factory is undefined" for DocItem's TOCItems, which had moved to a chunk of its own;
 *   the runtime can also replace a chunk's stylesheet <link> in a hot update while it still
 *   loads, and a removed <link> never settles its load). About one first visit in twenty right
 *   after a content change (29 November). Without chunk splitting (here, under the dev server
 *   only) each chunk holds what its import needs and keeps it: no blank page in 44 first visits
 *   with every stylesheet held back 1 to 2.5 s, against one in twelve before (held back 2.5 s).
 * Measured side by side (29 November, 2 cores, scripts/bench-dev.mjs, machine speed 4.3 to 4.5 s):
 * with every cache empty, the first doc page 11.7 and 12.2 s after `npm start` instead of 33.3 and
 * 25.3 s; with the caches of an earlier start, 8.9 and 8.2 s instead of 14.5 and 12.7 s.
 */
export function withLazyCompilation(
  config: BundlerConfig,
  rules: Rule[],
  generatedFilesDir: string,
  rspack: LazyCompilationBundler,
): BundlerConfig {
  (config as {lazyCompilation?: unknown}).lazyCompilation = {imports: true, entries: false, test: LAZY_MODULES};
  config.optimization = {...config.optimization, splitChunks: false};
  rules.push({
    resource: path.join(generatedFilesDir, 'registry.js'),
    use: [{loader: path.join(__dirname, 'devRegistryLoader.cjs')}],
  });
  return {
    devServer: {
      // Docusaurus's own setupMiddlewares runs too (webpack-merge calls both with the same list
      // and concatenates what they return): this one adds to the list and returns nothing more.
      setupMiddlewares: (middlewares: unknown[], devServer: {compiler: unknown}) => {
        middlewares.unshift(rspack.lazyCompilationMiddleware(devServer.compiler));
        return [];
      },
    },
  } as BundlerConfig;
}

/** Whether the site has theme-mermaid, whose client loads Mermaid (src/plugins/bundling/mermaidPrebuilt.ts). */
function usesThemeMermaid({siteConfig}: LoadContext): boolean {
  return siteConfig.themes.some((theme) => (Array.isArray(theme) ? theme[0] : theme) === '@docusaurus/theme-mermaid');
}

/**
 * Chunk ids. The runtime maps every chunk id to its file: with numeric ids it also held an id ->
 * name map, and Docusaurus's ChunkAssetPlugin added a name -> id map for its prefetcher, both
 * about 1,500 entries (12 KB gzip of every page's runtime). In production, chunk ids are the
 * chunk names (`optimization.chunkIds: 'named'`: the registry's 8-hex names; shared chunks get
 * path-derived names), src/client/routes/docusaurusGlobal.ts finds a chunk's file with the
 * runtime's own id -> file function, and the ChunkAssetPlugin goes.
 * The id -> hash part of that function then moves out of the runtime too, into the files that
 * load each chunk (src/plugins/bundling/chunkHashes.ts).
 */
function withoutChunkAssetPlugin(config: BundlerConfig): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((plugin) => plugin?.constructor?.name === 'ChunkAssetPlugin');
  if (index < 0) {
    throw new Error("bundling plugin: Docusaurus's ChunkAssetPlugin is not in the client config");
  }
  plugins.splice(index, 1);
}

/** Where JsMinifyCachePlugin keeps minified files between builds (see src/plugins/bundling/minifyCache.ts). */
const MINIFY_CACHE_DIR = 'node_modules/.cache/js-minify';

/**
 * Rspack's JavaScript minimizer, which Docusaurus adds to the browser build, gets a cache across
 * builds next to it (src/plugins/bundling/minifyCache.ts says why and how).
 */
function withJsMinifyCache(config: BundlerConfig, siteDir: string): void {
  const minimizers = config.optimization?.minimizer ?? [];
  const minimizer = minimizers.find((plugin) => plugin?.constructor?.name === 'SwcJsMinimizerRspackPlugin');
  // Rspack's built-in plugins keep their options as `_args`: the cache is only as good as its key.
  const options = (minimizer as {_args?: unknown} | undefined)?._args;
  if (!minimizer || options === undefined) {
    throw new Error(
      "bundling plugin: Docusaurus's SwcJsMinimizerRspackPlugin (with its options) is not in the client config",
    );
  }
  minimizers.push(new JsMinifyCachePlugin({cacheDir: path.join(siteDir, MINIFY_CACHE_DIR), minimizerOptions: options}));
}

/**
 * The request by which the app imports the site config; an exact-match alias (`$`) sends it to
 * the trimmed copy (src/plugins/bundling/clientConfig.ts). Other requests under `@generated`
 * (the debug page's `@generated/docusaurus.config.mjs`) still reach the generated files.
 */
const GENERATED_CONFIG_ALIAS = '@generated/docusaurus.config$';

/**
 * Adds an alias in front of the existing ones: the core's `@generated` alias matches every
 * request under it, and the bundler uses the first alias that matches.
 */
function aliasFirst(config: BundlerConfig, key: string, target: string): void {
  config.resolve ??= {};
  const existing = config.resolve.alias;
  if (Array.isArray(existing) || (existing !== undefined && typeof existing !== 'object')) {
    throw new Error('bundling plugin: expected resolve.alias to be an object');
  }
  config.resolve.alias = {[key]: target, ...(existing as Record<string, string | false | string[]> | undefined)};
}

/**
 * The bundler's persistent cache is evicted when docusaurus.config.ts changes, but not when a
 * module that the config imports does (the cache sees the config file only): a changed alias
 * or replacement in this plugin once left the previous build's modules in place. The site's
 * own plugins and config modules become build dependencies of the cache too.
 */
const CONFIG_SOURCE_DIRS = ['config', 'src/plugins'];

function configSources(siteDir: string): string[] {
  return CONFIG_SOURCE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(siteDir, dir), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ).sort();
}

function addCacheBuildDependencies(config: BundlerConfig, files: string[]): void {
  const rspackCache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments?.cache;
  if (rspackCache && typeof rspackCache === 'object' && Array.isArray(rspackCache.buildDependencies)) {
    rspackCache.buildDependencies.push(...files);
  }
  const webpackCache = config.cache as {buildDependencies?: {config?: string[]}} | undefined;
  if (webpackCache && typeof webpackCache === 'object' && Array.isArray(webpackCache.buildDependencies?.config)) {
    webpackCache.buildDependencies.config.push(...files);
  }
}

/**
 * The partial site of `start:fast` and `build:fast` (DOCUSAURUS_FAST: Canary docs, no fixtures)
 * gets a persistent cache of its own. The core names the cache after the compiler, the mode and
 * the locale, so both sites shared one, and each replaced the other's: `npm start` took 50 s to
 * its first page after a `start:fast` (its modules of the other versions and the fixtures were
 * gone) against 18 s after an `npm start` (28 November, 2 cores). Rspack keeps a cache per
 * `experiments.cache.version`, webpack per `cache.name`.
 */
function separateFastCache(config: BundlerConfig): void {
  const suffix = '-fast-site';
  const rspackCache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
  if (rspackCache && typeof rspackCache === 'object' && typeof rspackCache.version === 'string') {
    rspackCache.version += suffix;
  }
  const webpackCache = config.cache as {name?: string} | undefined;
  if (webpackCache && typeof webpackCache === 'object' && typeof webpackCache.name === 'string') {
    webpackCache.name += suffix;
  }
}

/**
 * Rspack turns on every pass of its incremental rebuilds by default (`experiments.incremental`),
 * in production too: it keeps what a next compilation in the same process would reuse (module
 * code generation, rendered chunks, emitted assets). A production build compiles once and exits,
 * so that state is never read, and it sat at the top of the bundling's peak: the bundling process
 * peaked at 1,465 to 1,522 MB without it against 1,594 to 1,615 MB with it (cold, five runs
 * against three, 28 November), and at 1,289 to 1,364 MB against 1,486 MB bundled again from the
 * persistent cache, in the same time (44 to 49 s cold, 15 to 16 s again), with the same output
 * (every file of a whole build compared). The persistent cache does not need it: a build after
 * one without it took its modules from the cache (no MDX file compiled). `npm start` keeps it: it
 * is what makes a rebuild after an edit quick.
 */
function withoutIncrementalState(config: BundlerConfig): void {
  const experiments = (config as {experiments?: Record<string, unknown>}).experiments;
  (config as {experiments?: Record<string, unknown>}).experiments = {...experiments, incremental: false};
}

/**
 * @docusaurus/utils-common in the browser bundle: src/client/utilsCommon.ts, the same functions
 * without the package index's tslib require (see the file). Exact match (`$`): the file imports
 * the package's own modules by their paths.
 */
const UTILS_COMMON_ALIAS = '@docusaurus/utils-common$';

/**
 * The route table in the browser bundle of a production build: the compact copy that
 * src/plugins/bundling/routeShards.ts writes (src/client/routes/routeTable.ts says why).
 */
const ROUTE_TABLE_ALIAS = '@generated/routes$';

/**
 * What src/theme/DebugRegistry imports: in production the registry without its import()
 * calls (src/plugins/bundling/routeShards.ts says why), in development registry.js itself.
 */
const DEBUG_REGISTRY_ALIAS = '@generated/debug-registry$';

/**
 * The static render's entry (src/client/staticRender.tsx), added to the browser bundle of
 * `npm run build` (the bundle step that builds the browser bundle alone, DOCUSAURUS_BUNDLE_ONLY=client):
 * the pages are rendered from the browser bundle's files, and no server bundle is compiled
 * (scripts/ssg-browser-bundle.cjs says why). It depends on `main`, so that it shares its modules
 * (React, the router, the app) instead of bundling copies of them; no page loads it.
 */
export const STATIC_RENDER_ENTRY = 'static-render';

function withStaticRenderEntry(config: BundlerConfig, siteDir: string): void {
  const main = config.entry;
  if (typeof main !== 'string') {
    throw new Error("bundling plugin: expected the browser bundle's entry to be the core's client entry, one file");
  }
  config.entry = {
    main,
    [STATIC_RENDER_ENTRY]: {import: path.join(siteDir, 'src/client/staticRender.tsx'), dependOn: 'main'},
  };
  // The core gathers all CSS into one `styles` chunk (chunks: 'all'), in an order worked out from
  // every chunk group it is part of: counted with the entry's, the stylesheet's rules (and so
  // its cascade layers' order) came out in another order. The entry keeps its CSS to itself.
  const styles = (config.optimization?.splitChunks || undefined)?.cacheGroups?.styles;
  if (typeof styles !== 'object' || styles === null || !('chunks' in styles) || styles.chunks !== 'all') {
    throw new Error("bundling plugin: expected the core's `styles` cache group of all CSS, with chunks: 'all'");
  }
  styles.chunks = (chunk: {name?: string | null}) => chunk.name !== STATIC_RENDER_ENTRY;
}

/** The progress bar between pages: src/client/progressBar.ts in place of the nprogress package. */
const NPROGRESS_ALIAS = 'nprogress$';

/**
 * `__SERVER_BUILD__`: true in the server bundle, false in the browser's, so that a module can
 * keep a server-only import out of the browser bundle (src/components/CodeLines: Prism).
 */
const SERVER_BUILD_CONSTANT = '__SERVER_BUILD__';

/**
 * The server bundle (the one SSG renders pages with) is one file. Docusaurus splits it like the
 * browser bundle, a chunk per lazy-loaded route, but SSG renders every route, so each thread
 * loaded nearly all of them anyway, and the chunks cost: a module that several routes import went
 * into each route's chunk (Mermaid's parsers, 1.3 MB, were in 15 of them: 36 of the bundle's
 * 68 MB were copies), and the 860 chunk files were written and deleted again by every build, at
 * 0.2 to 0.8 ms a file on the machines we measured. Without async chunks (`import()` resolves in
 * the same file) the bundle is 30 MB in one file, and the bundler's server pass is a second
 * faster. The bundler's own way to one chunk, LimitChunkCountPlugin, took Rspack 24 s.
 */
const SERVER_OUTPUT = {asyncChunks: false} as const;

/**
 * The server bundle is read by the page rendering's threads and deleted: it is never shipped, so
 * nothing is gained by shaking it. The export analysis that tree shaking rests on (which exports
 * each module has and which are used, and the graph of what uses what inside a module) and the
 * pruning of side-effect-free modules are off there; the browser bundle keeps them. Measured on
 * the server bundle's step alone, six interleaved pairs (cold, 2 cores, 2 December 2026, a machine
 * about 1.7 times slower than on the days of the other figures here): Rspack's part 4.0 to 6.3 s
 * (mean 5.0) against 4.9 to 6.7 s (mean 5.5), the process's CPU 14.5 s against 15.1 s (mean), its
 * peak 757 to 784 MB against 829 to 859 MB. Rspack's trace of the step had put the two export
 * passes at 0.35 and 0.15 s. The bundle is 0.9 % larger (21.7 MB) and the pages come out byte for
 * byte the same (every file of a build compared).
 */
const SERVER_OPTIMIZATION = {
  providedExports: false,
  usedExports: false,
  innerGraph: false,
  sideEffects: false,
} as const;

/**
 * Packages that the server bundle imports but never runs, each an empty module there (an alias
 * to `false`). Mermaid, with its parsers, layouts, D3, KaTeX and lodash-es, is loaded by
 * `import()` from an effect of the diagram component (theme-mermaid's loadMermaid), and Sucrase
 * only by react-live's transpiling, also in an effect; server rendering runs no effect. Without
 * them the server pass has 2,338 modules instead of 3,388 (19.1 MB of source instead of 27.8), and
 * each page-rendering thread evaluates the server bundle in 0.65 to 0.95 s instead of 1.15 to
 * 1.38 s; the pages come out byte for byte the same. Exact matches (`$`).
 */
const SERVER_UNUSED_PACKAGES = {mermaid$: false, sucrase$: false} as const;

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

const isPresetEnv = (plugin: unknown): boolean =>
  /[\\/]postcss-preset-env[\\/]/.test(loaderPath(Array.isArray(plugin) ? plugin[0] : plugin) ?? '');

/**
 * Docusaurus runs every CSS file of the browser build through postcss-loader, with
 * postcss-preset-env, before css-loader. Two parts of that are work done for nothing here:
 * - postcss-loader looks for a PostCSS config file from each file's folder up (cosmiconfig), about
 *   2 s of a cold build. The site has no such file, and takes none (`config: false`): PostCSS
 *   plugins go here, in code.
 * - postcss-preset-env adds prefixes and fallbacks for the browserslist targets, about 4 s of a
 *   cold build, all of it on the bundler's JavaScript thread. With Faster, Lightning CSS minifies
 *   the stylesheet for the same targets (package.json `browserslist`), and lowers and prefixes what
 *   they need while it does. Without the preset, the stylesheet loses only fallbacks that those
 *   browsers do not need, and that Lightning CSS therefore does not add:
 *   `-webkit-text-decoration`, `-moz-columns`, `-moz-column-gap`, `page-break-inside` and
 *   `font-feature-settings` beside their standard properties (0.9 KB of 111 KB). A build without
 *   Lightning CSS (`npm run bench`'s webpack build) keeps the preset, since its minifier, cssnano,
 *   adds no prefixes.
 */
function withoutDuplicateCssWork(options: PostCssOptions, lightningCss: boolean): PostCssOptions {
  const plugins = lightningCss ? options.plugins.filter((plugin) => !isPresetEnv(plugin)) : options.plugins;
  if (lightningCss && plugins.length === options.plugins.length) {
    throw new Error("bundling plugin: Docusaurus's postcss-preset-env is not in the PostCSS options");
  }
  return {...options, config: false, plugins};
}

/**
 * `resolve.preferAbsolute`: Docusaurus gives the resolver `roots` (the static folders, the site
 * folder and the working directory, four here) so that a server-relative URL such as
 * `url(/img/x.svg)` resolves from them. An absolute path is such a request too, and the generated
 * route registry imports every content file by its absolute path: the resolver first tried each
 * one under every root, with every extension (`static/work/main/.docusaurus/....json.wasm`), and
 * recorded each miss as a "missing dependency". The browser bundle had 39,687 of them; the
 * persistent cache stored them, `npm start` checked and watched them all again after every
 * compilation. Tried as an absolute path first, a file that exists resolves at once, and a
 * server-relative URL still falls back to the roots: 947 missing dependencies, and the same build
 * output byte for byte. Measured on 2 cores (27 November, interleaved): cold bundling 38.8 and
 * 41.9 s with a peak of 1.66 and 1.70 GB, against 41.9 and 42.0 s and 1.82 and 1.84 GB; `npm
 * start` 17.4 and 17.9 s to the first page against 18.9 and 19.6 s, an edited doc shown in 2.2 to
 * 2.9 s against 2.5 to 3.2 s.
 */
export default function pluginBundling(context: LoadContext): Plugin {
  const previewsDir = path.join(context.siteDir, SHOWCASE_PREVIEWS_DIR);
  // Once per build: configureWebpack runs for the client and for the server bundle.
  let shardsWritten = false;
  return {
    name: 'bundling',

    configurePostCss(options) {
      return withoutDuplicateCssWork(options, context.siteConfig.future.faster.lightningCssMinimizer);
    },

    // Runs after the plugins listed before it in docusaurus.config.ts: ideal-image must be one.
    configureWebpack(config, isServer, utils) {
      const rules = config.module?.rules;
      if (!rules) {
        throw new Error('bundling plugin: the bundler config has no module rules');
      }
      previewsAsFiles(rules, previewsDir, isServer);
      const {currentBundler} = utils;
      const lazy = config.mode !== 'production' && currentBundler.name === 'rspack' && lazyCompilation;
      if (config.mode !== 'production') {
        rules.push(contentHotRule(context));
      } else if (isServer) {
        rules.push(helmetOnceRule(context.siteDir));
      }
      const lazyDevServer = lazy
        ? withLazyCompilation(
            config,
            rules,
            context.generatedFilesDir,
            currentBundler.instance as unknown as LazyCompilationBundler,
          )
        : {};
      addCacheBuildDependencies(config, configSources(context.siteDir));
      if (isFastBuild) separateFastCache(config);
      const production = config.mode === 'production';
      if (production && !shardsWritten) {
        writeRouteShards(context.generatedFilesDir, context.baseUrl);
        shardsWritten = true;
      }
      if (production && currentBundler.name === 'rspack') {
        withoutIncrementalState(config);
      }
      if (production && !isServer) {
        withoutChunkAssetPlugin(config);
        if (currentBundler.name === 'rspack' && config.optimization?.minimize !== false) {
          withJsMinifyCache(config, context.siteDir);
        }
        aliasFirst(config, ROUTE_TABLE_ALIAS, path.join(context.generatedFilesDir, ROUTE_SHARDS_DIR, ROUTE_TABLE_FILE));
        if (bundleOnly === 'client') withStaticRenderEntry(config, context.siteDir);
      }
      if (production) {
        aliasFirst(config, GENERATED_CONFIG_ALIAS, writeClientConfig(context.generatedFilesDir));
      }
      aliasFirst(
        config,
        DEBUG_REGISTRY_ALIAS,
        production
          ? path.join(context.generatedFilesDir, ROUTE_SHARDS_DIR, REGISTRY_IDS_FILE)
          : path.join(context.generatedFilesDir, 'registry.js'),
      );
      const componentCreator = !production
        ? 'ComponentCreator.dev.tsx'
        : isServer
          ? 'ComponentCreator.server.tsx'
          : 'ComponentCreator.client.tsx';
      return {
        ...lazyDevServer,
        plugins: [
          new currentBundler.instance.DefinePlugin({[SERVER_BUILD_CONSTANT]: JSON.stringify(isServer)}),
          // The MDX loader imports each image through url-loader with file-loader as its fallback,
          // both named in the request by absolute path (@docusaurus/utils webpackUtils.js). The
          // bundler makes the loaders' paths relative to the site before it derives a module's
          // id from the request, but not a path inside the query: every page module with an image
          // got ids, and so a chunk hash, that depended on the folder the site was built in. The
          // fallback named as a package (url-loader requires it from its own folder) is the same
          // loader in every checkout.
          new currentBundler.instance.NormalModuleReplacementPlugin(/[?&]fallback=/, (data: {request: string}) => {
            data.request = data.request.replace(URL_LOADER_FALLBACK, 'fallback=file-loader');
          }),
          // Production only: the development server compiles pages when first opened, so its
          // first compilation may not include the module, which the check would take for a
          // package that no longer imports it.
          ...(production
            ? [
                new ModuleReplacement({
                  request: INTL_UTILS_REQUEST,
                  context: THEME_COMMON_LIB_DIR,
                  replacement: path.join(context.siteDir, 'src/client/intlUtils.ts'),
                  what: "@docusaurus/theme-common's internal.js to import ./utils/IntlUtils",
                  setUpIn: 'src/plugins/bundling/index.ts',
                }),
              ]
            : []),
          ...(production && !isServer
            ? [
                new ModuleReplacement({
                  request: CORE_PREFETCHER_REQUEST,
                  context: CORE_CLIENT_DIR,
                  replacement: routeModule(context.siteDir, 'docusaurusGlobal.ts'),
                  what: "@docusaurus/core's client to import ./docusaurus",
                  setUpIn: 'src/plugins/bundling/index.ts',
                }),
                ...(currentBundler.name === 'rspack' ? [new ChunkHashesPlugin()] : []),
                // Mermaid from the minified build its package ships (./mermaidPrebuilt.ts).
                ...(usesThemeMermaid(context)
                  ? [
                      new MermaidPrebuiltPlugin(
                        context.siteDir,
                        path.join(context.siteDir, 'src/client/loadMermaid.ts'),
                      ),
                    ]
                  : []),
              ]
            : []),
          // Pages rendered to a string, not through a stream (src/client/renderToHtml.server.ts),
          // and their head tags computed once (./helmetOnce.ts).
          ...(production && isServer
            ? [
                new HelmetOnceCheck(),
                new ModuleReplacement({
                  request: CORE_RENDER_TO_HTML_REQUEST,
                  context: CORE_CLIENT_DIR,
                  replacement: path.join(context.siteDir, 'src/client/renderToHtml.server.ts'),
                  what: "@docusaurus/core's server entry (lib/client/serverEntry.js) to import ./renderToHtml",
                  setUpIn: 'src/plugins/bundling/index.ts',
                }),
              ]
            : []),
          // An MDX file that only the server bundle builds again is compiled for it (./mdxServerFallback.ts).
          ...(production
            ? [
                new MdxServerFallbackPlugin(
                  isServer,
                  context.siteConfig.future.faster.mdxCrossCompilerCache,
                  console.log,
                ),
              ]
            : []),
          // The bundle step of `npm run build` records what it read (scripts/bundle-cache.mjs).
          ...(production && buildStep === 'bundle'
            ? [new BundleInputsPlugin(context.generatedFilesDir, isServer ? 'server' : 'client')]
            : []),
        ],
        ...(production && !isServer ? {optimization: {chunkIds: 'named' as const}} : {}),
        ...(isServer ? {output: SERVER_OUTPUT} : {}),
        ...(production && isServer ? {optimization: SERVER_OPTIMIZATION} : {}),
        resolve: {
          preferAbsolute: true,
          alias: {
            [`${PRISM_CLIENT_MODULE}$`]: false,
            [COMPONENT_CREATOR_ALIAS]: routeModule(context.siteDir, componentCreator),
            ...(isServer
              ? SERVER_UNUSED_PACKAGES
              : {
                  [UTILS_COMMON_ALIAS]: path.join(context.siteDir, 'src/client/utilsCommon.ts'),
                  [NPROGRESS_ALIAS]: path.join(context.siteDir, 'src/client/progressBar.ts'),
                }),
          },
        },
      };
    },
  };
}
