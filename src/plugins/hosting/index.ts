// What a static host needs next to the built pages, written after the build:
//
// 1. The client redirects of @docusaurus/plugin-client-redirects, which this plugin runs (its
//    options are that plugin's). Each redirect page it writes carries its own inline script
//    (the target is in the code), which no Content-Security-Policy can allow short of
//    'unsafe-inline'. The script is replaced by one shared file that reads the target from
//    the page's canonical link and, like the original, forwards the query string and the
//    anchor when the target has neither. The meta refresh stays, for readers without scripts.
// 2. `_headers` (the format of Netlify and Cloudflare Pages; README.md gives the same rules for
//    other hosts): a Content-Security-Policy that allows the site's own scripts, each inline
//    script by its hash, and nothing from another host; `X-Content-Type-Options`,
//    `Referrer-Policy`; a year of caching for hashed assets, revalidation for HTML and sw.js.
//
// Both happen in one postBuild, in that order, because the headers are computed from the
// final HTML. scripts/serve-build.mjs applies the same file, so the browser tests run under it.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pluginClientRedirects, {type Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

export const HEADERS_FILE = '_headers';

/**
 * Inline scripts that a page may carry, at most this many different ones across the site (the
 * theme's colour-mode script, the address clean-up and the script loader of config/ssrTemplate.ts
 * today). Each is allowed by its hash in the one policy of every page; a script that differs from
 * page to page (data in code) would need a hash per page, and stops the build instead.
 */
const MAX_INLINE_SCRIPTS = 8;

/** The redirect page's script, as plugin-client-redirects 3.10 writes it. */
const REDIRECT_SCRIPT =
  /<script>\s*window\.location\.href = '[^'\n]*'(?: \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

/** The shared redirect script: the target is the page's canonical link. Plain ES5. */
const redirectScript = `(function () {
  var link = document.querySelector('link[rel="canonical"]');
  if (!link) return;
  var target = link.getAttribute('href');
  var url = new URL(target, location.href);
  // As the plugin's own script: forward ?query and #anchor unless the target has its own.
  if (!url.search && !url.hash) target += location.search + location.hash;
  location.replace(target);
})();
`;

/**
 * The policy. 'unsafe-eval': the live code editor (@docusaurus/theme-live-codeblock) compiles the
 * reader's code and runs it with `new Function`, by design; inline scripts stay limited to the
 * hashed ones. 'wasm-unsafe-eval': the search index client (Pagefind) is WebAssembly. Styles
 * allow inline: React style attributes, and the styles that KaTeX and Mermaid write into their
 * output. The test fixtures embed the site in iframes (frame-src 'self').
 */
function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} 'unsafe-eval' 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Every HTML file of the build, in the order of a recursive `readdir`. With the entries' types
 * from the directory itself: by names only, Node.js 20 stats every entry to know whether to
 * descend into it, and a second stat per page told files from folders (4,973 entries, 1,184
 * pages: 94 to 121 ms against 25 to 40 ms, 4 December 2026).
 */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hash of text given as bytes, one character a byte (see `rewriteAndHashPages`). */
const sha256OfBytes = (bytes: string): string =>
  `sha256-${createHash('sha256').update(bytes, 'latin1').digest('base64')}`;

/** The inline scripts that a browser runs: no `src`, and a JavaScript type or none. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script(\s[^>]*)?>([^]*?)<\/script>/g)) {
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    if (/\bsrc=/.test(attributes) || (type && !/^(?:text|application)\/javascript$|^module$/.test(type))) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * One pass over the built pages: each redirect page's inline script is replaced with the shared
 * file, and every inline script left is counted by its hash. Returns how many redirect pages there
 * were and the allowed scripts' hashes; stops the build when pages carry too many different scripts.
 *
 * Each page is read once, as bytes, one character a byte (latin1): the patterns are all ASCII,
 * which UTF-8 keeps as it is, a script's hash is taken over its bytes (a Content-Security-Policy
 * hashes the UTF-8 of the script), and a rewritten page is written back byte for byte. Decoding the
 * site's 990 pages as UTF-8 took most of this step's 0.76 s on the pages process's main thread
 * (they carry non-ASCII text, so each became a two-byte string); reading them twice, 1.3 s.
 */
function rewriteAndHashPages(
  files: string[],
  outDir: string,
  scriptUrl: string,
): {redirectPages: number; hashes: string[]} {
  let redirectPages = 0;
  const pagesOf = new Map<string, string[]>();
  const scriptTag = Buffer.from(`<script src="${scriptUrl}"></script>`).toString('latin1');
  for (const file of files) {
    let html = fs.readFileSync(file, 'latin1');
    if (html.includes('<meta http-equiv="refresh"') && REDIRECT_SCRIPT.test(html)) {
      html = html.replace(REDIRECT_SCRIPT, scriptTag);
      fs.writeFileSync(file, html, 'latin1');
      redirectPages += 1;
    }
    for (const script of inlineScripts(html)) {
      const hash = sha256OfBytes(script);
      const pages = pagesOf.get(hash);
      if (pages) pages.push(path.relative(outDir, file));
      else pagesOf.set(hash, [path.relative(outDir, file)]);
    }
  }
  if (pagesOf.size > MAX_INLINE_SCRIPTS) {
    const rare = [...pagesOf.values()]
      .sort((a, b) => a.length - b.length)
      .slice(0, 5)
      .map((pages) => pages[0]);
    throw new Error(
      `hosting plugin: the pages carry ${pagesOf.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}), ` +
        `so the Content-Security-Policy cannot allow them by hash. An inline script must be the same on every page ` +
        `(put per-page data in a <script type="application/json"> block). Pages with the rarest ones: ${rare.join(', ')}`,
    );
  }
  return {redirectPages, hashes: [...pagesOf.keys()].sort()};
}

/**
 * The top-level folders of the build that hold pages (HTML), each a `/folder/*` rule, from the
 * pages' files (`htmlFiles`): the build's tree is walked once.
 */
function pageSections(files: string[], outDir: string, baseUrl: string): string[] {
  const sections = new Set<string>();
  for (const file of files) {
    const [first, ...rest] = path.relative(outDir, file).split(path.sep);
    if (rest.length > 0 && first !== 'assets') sections.add(first!);
  }
  return [...sections].map((section) => `${baseUrl}${section}/*`).sort();
}

function headersFile({baseUrl, hashes, sections}: {baseUrl: string; hashes: string[]; sections: string[]}): string {
  const rule = (paths: string[], headers: [string, string][]) =>
    paths.map((rulePath) => [rulePath, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n');
  const noCache: [string, string][] = [['Cache-Control', 'no-cache']];
  return `${[
    '# Written by src/plugins/hosting at build time (Netlify and Cloudflare Pages read this file;',
    '# README.md gives the same rules for other hosts). Do not edit: rebuild.',
    rule(
      [`${baseUrl}*`],
      [
        ['Content-Security-Policy', contentSecurityPolicy(hashes)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    ),
    // File names that carry a content hash never change content.
    rule([`${baseUrl}assets/*`], [['Cache-Control', 'public, max-age=31536000, immutable']]),
    // Pages and the service worker are checked for a new version on every visit.
    rule([baseUrl, `${baseUrl}*.html`, `${baseUrl}sw.js`, ...sections], noCache),
  ].join('\n')}\n`;
}

export default async function pluginHosting(
  context: LoadContext,
  options: ClientRedirectsOptions,
): Promise<Plugin | null> {
  const redirects = await pluginClientRedirects(context, options as Parameters<typeof pluginClientRedirects>[1]);
  return {
    name: 'hosting',
    async postBuild(props) {
      // The redirects plugin loads no content (its `content` is void).
      await redirects?.postBuild?.({...props, content: undefined});
      const {outDir, baseUrl} = props;
      const scriptFile = `assets/js/client-redirect.${createHash('md5').update(redirectScript).digest('hex').slice(0, 8)}.js`;
      fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
      fs.writeFileSync(path.join(outDir, scriptFile), redirectScript);
      const files = htmlFiles(outDir);
      const {redirectPages, hashes} = rewriteAndHashPages(files, outDir, `${baseUrl}${scriptFile}`);
      const sections = pageSections(files, outDir, baseUrl);
      fs.writeFileSync(path.join(outDir, HEADERS_FILE), headersFile({baseUrl, hashes, sections}));
      console.log(
        `[hosting] ${redirectPages} redirect pages; ${HEADERS_FILE} allows ${hashes.length} inline scripts by hash`,
      );
    },
  };
}
