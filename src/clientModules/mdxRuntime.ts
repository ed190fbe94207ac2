// @mdx-js/react in main.js. Every compiled Markdown page imports it, and the theme's MDXContent
// too; it is under 1 KB gzip, well below the size at which the bundler splits a shared module
// into a chunk of its own, so it was copied into each page's content chunk instead: 605 copies,
// and two on every doc page (its content and the theme's MDX components). In main.js, which
// every page loads first, the bundler leaves it out of all of them.
export {MDXProvider, useMDXComponents} from '@mdx-js/react';
