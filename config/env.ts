// Every environment variable the site reads, read once. The rest of the config imports
// these names instead of touching process.env.

/** `DOCUSAURUS_CRASH_TEST=true` makes the crash-test fixture page throw during the build. */
export const isCrashTest = process.env.DOCUSAURUS_CRASH_TEST === 'true';

/** A preview deploy (Netlify sets CONTEXT=deploy-preview): route changes are logged to the console. */
export const isDeployPreview =
  process.env.DOCUSAURUS_DEPLOY_PREVIEW === 'true' || process.env.CONTEXT === 'deploy-preview';

/** `npm start` (the dev server) rather than a production build. */
export const isDev = process.env.NODE_ENV === 'development';

/** `DOCUSAURUS_BASE_URL` lets a deploy (or the wrong-baseUrl test) serve the site under a sub-path. */
export const baseUrl = process.env.DOCUSAURUS_BASE_URL ?? '/';

/** `DOCUSAURUS_SITE_URL` is the public origin used in canonical links, feeds and the sitemap. */
export const siteUrl = process.env.DOCUSAURUS_SITE_URL ?? 'https://docusaurus.io';

/**
 * `DOCUSAURUS_SEARCH=algolia` swaps the local Pagefind search for Algolia DocSearch,
 * for deployments that have an Algolia index. Anything else keeps the local index.
 */
export const searchProvider: 'local' | 'algolia' = process.env.DOCUSAURUS_SEARCH === 'algolia' ? 'algolia' : 'local';

/**
 * `DOCUSAURUS_FAST=true` (`npm run start:fast`, `npm run build:fast`): a partial site for the
 * inner loop of writing docs: Canary only (unless DOCUSAURUS_DOCS_VERSIONS says otherwise), no
 * test-fixture section (/tests/...), and broken links only warn, since links into what is left
 * out would otherwise stop the build. Never deploy such a build.
 */
export const isFastBuild = process.env.DOCUSAURUS_FAST === 'true';

/**
 * `DOCUSAURUS_DOCS_VERSIONS` limits the docs versions built (comma separated, `current`
 * for Canary), to measure the cost of versions or to iterate faster locally.
 */
export const docsVersionsFilter: string[] | undefined = process.env.DOCUSAURUS_DOCS_VERSIONS
  ? process.env.DOCUSAURUS_DOCS_VERSIONS.split(',').map((version) => version.trim())
  : isFastBuild
    ? ['current']
    : undefined;

/**
 * `DOCUSAURUS_FASTER`: `false` builds with webpack and Babel instead of Docusaurus Faster
 * (Rspack, SWC, Lightning CSS), for the side-by-side figures of `npm run bench`; a JSON object
 * (`{"ssgWorkerThreads":false}`) overrides single Faster flags to measure them. Unset: Faster
 * as `future.v4` enables it.
 */
export const fasterOverride: boolean | Record<string, boolean> | undefined = (() => {
  const value = process.env.DOCUSAURUS_FASTER;
  if (!value) {
    return undefined;
  }
  if (value === 'false' || value === 'true') {
    return value === 'true';
  }
  try {
    return JSON.parse(value) as Record<string, boolean>;
  } catch {
    throw new Error(`DOCUSAURUS_FASTER must be true, false or a JSON object of Faster flags; got ${value}`);
  }
})();

/**
 * Which part of `docusaurus build` this process runs. `npm run build` (scripts/build.mjs) runs
 * the build in two processes, with the core's own switches: `bundle` (DOCUSAURUS_EXIT_AFTER_BUNDLING:
 * load the site, bundle, exit) and then `pages` (DOCUSAURUS_SKIP_BUNDLING: load the site, render
 * the pages from the bundles the first process wrote, postBuild). `both` is a plain
 * `docusaurus build`, and `docusaurus start`.
 */
export const buildStep: 'bundle' | 'pages' | 'both' =
  process.env.DOCUSAURUS_EXIT_AFTER_BUNDLING === 'true'
    ? 'bundle'
    : process.env.DOCUSAURUS_SKIP_BUNDLING === 'true'
      ? 'pages'
      : 'both';

/**
 * `client` (DOCUSAURUS_BUNDLE_ONLY) in the bundling process of `npm run build` (scripts/build.mjs,
 * scripts/bundle-only.mjs): it builds the browser bundle alone, with the static-render entry the
 * pages are rendered from (src/plugins/bundling); undefined when the process builds both bundles, as
 * `docusaurus build` and `docusaurus start` do.
 */
export const bundleOnly: 'client' | undefined = (() => {
  const value = process.env.DOCUSAURUS_BUNDLE_ONLY;
  if (!value) return undefined;
  if (value !== 'client') {
    throw new Error(`DOCUSAURUS_BUNDLE_ONLY must be client; got ${value}`);
  }
  return value;
})();

/**
 * `npm start` compiles each page when a browser first asks for it instead of every page before
 * the dev server answers (src/plugins/bundling: `withLazyCompilation`): a first start in a third
 * to a half of the time. `DOCUSAURUS_LAZY_COMPILATION=false npm start` compiles everything up
 * front as Docusaurus does (for a maintainer who wants every page's compile errors at once).
 */
export const lazyCompilation = process.env.DOCUSAURUS_LAZY_COMPILATION !== 'false';
