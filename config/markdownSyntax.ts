/**
 * How the site's Markdown is read, in a module that imports nothing: docusaurus.config.ts and the
 * content instances (./docs.ts) take it from here, and so does the Markdown parser's worker,
 * which starts parsing the docs before the config has loaded
 * (src/plugins/markdownTwins/parseAheadWorker.mjs).
 */

/**
 * `markdown.mdx1Compat`, spelled out. `future.v4` turns MDX 1's HTML comments and admonition
 * titles off by default; our docs give headings explicit ids with the `## Title {#id}` syntax.
 */
export const mdx1Compat = {comments: false, admonitions: false, headingIds: true};

/** The site's own admonition keyword, rendered by src/theme/Admonition/Types.tsx. */
export const siteAdmonitions = {keywords: ['experimental'], extendDefaults: true};
