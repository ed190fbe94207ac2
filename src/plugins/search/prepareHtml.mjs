// What Pagefind reads of each built page, shared by the plugin (./index.ts) and the process that
// runs Pagefind (./pagefindWorker.mjs), which reads and prepares the pages itself. Plain
// JavaScript, typed with JSDoc: that process is plain Node.js.

/** Parts of a page that repeat other pages or are navigation, never content. */
export const EXCLUDE_SELECTORS = [
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  '.hash-link',
  '.clean-btn',
  'nav',
  'button',
];

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Script and `<link>` elements: Pagefind reads neither (it indexes the body's text, the title
 * and the metadata), and they name the build's hashed asset files. Without them
 * the index depends on the pages' text alone, so a rebuild whose bundler output moved (a new
 * runtime hash after a warm build) still reuses the cached index.
 */
const ASSET_REFERENCES = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/**
 * Where the element that starts at `start` ends (after its closing tag), or -1.
 * @param {string} html
 * @param {string} tagName
 * @param {number} start
 * @returns {number}
 */
function elementEnd(html, tagName, start) {
  const tags = new RegExp(`<(/?)${tagName}\\b`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const close = html.indexOf('>', tag.index);
      return close < 0 ? -1 : close + 1;
    }
  }
  return -1;
}

/**
 * What Pagefind indexes of a page: its content element, the first `<article>` (docs, posts) or
 * else `<main>` (pages), marked as the indexed body and carrying the filters, in a document with
 * the page's `<html>` tag and title. Returns null for a page with neither element.
 *
 * Only that element goes to Pagefind: it indexes the marked body alone, and parsing the rest
 * (navigation bar, sidebar, footer: 40 % of the HTML) took it 1.1 to 1.4 s of the 4.5 to 5.9 s it
 * spent on the site's 392 pages (28 November). The result image is set empty: the search page
 * shows none, and Pagefind took the first image it met, the footer's logo on most pages.
 *
 * @param {string} page
 * @param {import('./classifyRoute').SearchRoute} route
 * @returns {string | null}
 */
export function prepareHtml(page, route) {
  const tagName = page.includes('<article') ? 'article' : 'main';
  const start = page.indexOf(`<${tagName}`);
  if (start < 0) {
    return null;
  }
  const openEnd = page.indexOf('>', start);
  const end = elementEnd(page, tagName, start);
  if (openEnd < 0 || end < 0) {
    return null;
  }
  const htmlTag = /<html\b[^>]*>/i.exec(page)?.[0] ?? '<html>';
  const title = /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(page)?.[0] ?? '';
  const markers =
    `<span hidden data-pagefind-filter="version:${escapeAttribute(route.version)}"></span>` +
    `<span hidden data-pagefind-filter="type:${route.type}"></span>` +
    `<span hidden data-pagefind-meta="section:${escapeAttribute(route.section)}"></span>` +
    '<span hidden data-pagefind-meta="image:"></span>';
  const body =
    `<${tagName} data-pagefind-body${page.slice(start + tagName.length + 1, openEnd + 1)}${markers}` +
    page.slice(openEnd + 1, end);
  return `<!doctype html>${htmlTag}<head>${title}</head><body>${body.replace(ASSET_REFERENCES, '')}</body></html>`;
}
