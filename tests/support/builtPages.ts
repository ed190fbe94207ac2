import fs from 'node:fs';
import path from 'node:path';

/** A client-redirect page (a meta refresh to a page's new address), not a page of its own. */
export const isRedirectPage = (html: string): boolean => html.includes('<meta http-equiv="refresh"');

/**
 * Every page a build wrote, as route paths (`/docs/installation/`): the `x/index.html` files that
 * are not redirect pages. `x.html/` folders hold the redirects of the `.html` addresses; the
 * assets and the search index are not pages.
 */
export function builtPages(buildDir: string, dir = buildDir, prefix = '/'): string[] {
  const pages: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.endsWith('.html')) continue;
    if (dir === buildDir && ['assets', 'pagefind'].includes(entry.name)) continue;
    const page = `${prefix}${entry.name}/`;
    const html = path.join(dir, entry.name, 'index.html');
    if (fs.existsSync(html) && !isRedirectPage(fs.readFileSync(html, 'utf8'))) pages.push(page);
    pages.push(...builtPages(buildDir, path.join(dir, entry.name), page));
  }
  return pages;
}
