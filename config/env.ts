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
 * `DOCUSAURUS_DOCS_VERSIONS` limits the docs versions built (comma separated, `current`
 * for Canary), to measure the cost of versions or to iterate faster locally.
 */
export const docsVersionsFilter: string[] | undefined = process.env.DOCUSAURUS_DOCS_VERSIONS
  ? process.env.DOCUSAURUS_DOCS_VERSIONS.split(',').map((version) => version.trim())
  : undefined;
