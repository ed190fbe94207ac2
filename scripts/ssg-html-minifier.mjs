// Minifies what minifying every page's HTML was for, once: its inline scripts.
//
// Loaded with `--import` into the pages process of `npm run build` (scripts/build.mjs), in its
// main thread and in each of its SSG worker threads (Node runs a process's `--import` modules in
// every worker). Static generation passes each page's whole HTML through @swc/html's minifier:
// 5.4 s of CPU for the site's 586 pages (measured alone, one thread), 6 to 7 s of the pages
// process's CPU in a build, where the two SSG threads and the minifier's libuv threads share two
// cores. The minifier parses every page only to
// find little to take out. The page body is React's output, which has no whitespace between
// tags to drop; what the minifier took there was quotes around attribute values and the case of
// a few attribute names, 2.3 KB of raw HTML a page but about 0.1 KB once gzip has compressed
// it. Most of what it saved after gzip (0.6 KB of the 0.7 KB a page) came from the inline
// scripts, and those are the same on every page: the template's two (config/ssrTemplate.ts),
// the theme's colour-mode script, and the core's base-URL banner check on the home page.
//
// So this leaves the page as React and the template wrote it, and minifies each inline script
// (a `<script>` without `src` or `type`) with the core's own minifier and its settings, once per
// distinct script and thread; the scripts come out byte for byte as they did when the whole page
// went through it. Measured on 29 November (2 cores, the pages step alone, three pairs
// interleaved): 20.2 to 27.6 s instead of 23.5 to 30.7 s, 31.8 to 37.6 s of CPU instead of 39.3
// to 42.8 s, the process tree's peak 80 to 100 MB lower; the pages' HTML 0.1 KB larger after gzip
// on average (6.63 MB against 6.57 MB for the 586 pages, 1 %).
//
// `npx docusaurus build` and builds with DOCUSAURUS_MINIFY_WHOLE_HTML=true minify every page as
// the core does; SKIP_HTML_MINIFICATION=true (the core's switch) minifies nothing. The core's
// minifier is found in @docusaurus/bundler (3.10); if that module no longer has it, the build
// stops and says so.
import {createRequire} from 'node:module';

/** An inline classic script: `<script>` with no `src` and no `type`, its text in group 2. */
const INLINE_SCRIPT = /(<script(?=[\s>])(?![^>]*\s(?:src|type)\s*=)[^>]*>)([\s\S]*?)(<\/script>)/gi;

/** The text of each inline classic script of `html`, in document order. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[2]);
}

/** The script's text inside the minifier's output for the one-script document below. */
const MINIFIED_SCRIPT = /<script>([\s\S]*?)<\/script>/;

/**
 * A minifier with the core's interface (`minify(html)` resolving to `{code, warnings}`) that
 * leaves the page as it is but for its inline scripts, each minified by `wholePage` (the core's
 * minifier) in a document of its own. Each distinct script is minified once.
 */
export function inlineScriptMinifier(wholePage) {
  /** Script text to its minified text and the minifier's warnings (a promise: pages render concurrently). */
  const minified = new Map();
  const minifyScript = (text) => {
    let result = minified.get(text);
    if (!result) {
      result = wholePage
        .minify(`<!DOCTYPE html><html><head><script>${text}</script></head><body></body></html>`)
        .then(({code, warnings}) => {
          const match = MINIFIED_SCRIPT.exec(code);
          if (!match) {
            throw new Error(
              `scripts/ssg-html-minifier.mjs: the HTML minifier's output has no <script> element: ${code}`,
            );
          }
          return {code: match[1], warnings};
        });
      minified.set(text, result);
    }
    return result;
  };
  return {
    minify: async (html) => {
      const scripts = inlineScripts(html);
      if (scripts.length === 0) return {code: html, warnings: []};
      const results = new Map();
      for (const text of new Set(scripts)) results.set(text, await minifyScript(text));
      const code = html.replace(INLINE_SCRIPT, (_whole, open, text, close) => open + results.get(text).code + close);
      return {code, warnings: [...results.values()].flatMap((result) => result.warnings)};
    },
  };
}

/**
 * Replaces the core's `getHtmlMinifier` (the function static generation asks for its minifier)
 * with one that returns `inlineScriptMinifier` around the minifier it would have returned.
 * Returns a function that puts the original back (for the tests).
 */
export function installInlineScriptMinifier() {
  const coreRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const minifyHtml = coreRequire('@docusaurus/bundler/lib/minifyHtml.js');
  const getHtmlMinifier = minifyHtml?.getHtmlMinifier;
  if (typeof getHtmlMinifier !== 'function') {
    throw new Error(
      'scripts/ssg-html-minifier.mjs: @docusaurus/bundler/lib/minifyHtml.js has no function "getHtmlMinifier" in this version of Docusaurus; DOCUSAURUS_MINIFY_WHOLE_HTML=true builds without this module',
    );
  }
  minifyHtml.getHtmlMinifier = async (options) => inlineScriptMinifier(await getHtmlMinifier(options));
  return () => {
    minifyHtml.getHtmlMinifier = getHtmlMinifier;
  };
}

if (process.env.DOCUSAURUS_MINIFY_WHOLE_HTML !== 'true' && process.env.SKIP_HTML_MINIFICATION !== 'true') {
  installInlineScriptMinifier();
}
