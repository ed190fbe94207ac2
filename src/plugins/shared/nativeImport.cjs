// `import()` by Node.js itself, for the site's TypeScript that Docusaurus loads with jiti.
//
// jiti compiles the config and every module it imports to CommonJS (with Babel, or with esbuild in
// `npm run build`: scripts/jiti-esbuild.mjs), and rewrites their `import()` into its own require:
// an ES module package loaded that way is compiled too, file by file, and kept apart from the copy
// Node.js loads for the MDX compiler. rehype-katex brought in KaTeX (a 1 MB file) and an HTML
// parser that way: 1.8 s of Babel on the first build of a checkout (jiti's cache was empty), on
// the main thread of the browser bundle's process, in the middle of the MDX compilation. This file
// ends in .cjs, which jiti hands to Node.js as it is, so the `import()` below stays Node.js's own.

/**
 * Imports `specifier` as Node.js would from this folder (bare package names resolve from the
 * site's node_modules).
 * @param {string} specifier
 * @returns {Promise<any>}
 */
module.exports = function nativeImport(specifier) {
  return import(specifier);
};
