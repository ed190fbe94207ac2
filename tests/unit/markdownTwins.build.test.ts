import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteUrl} from '../../config/env';

/**
 * The Markdown twins in the production build: every page of the content that has twins
 * (docs of every version, community, blog posts, changelog entries) links an existing twin
 * from its head; pages of the other sections (lists, tags, fixtures) link none; every twin is
 * linked by its page; the twins hold nothing of MDX.
 */

const buildDir = path.resolve(__dirname, '../../build');
const SKIP_REASON = fs.existsSync(path.join(buildDir, 'index.html'))
  ? false
  : 'build/ is absent: run `npm run build` first, the twins are build output';

const TWIN_LINK = /<link data-rh="?true"? rel="?alternate"? type="?text\/markdown"? href="?([^" >]+)/;

/** Folders of the build root that hold no pages: bundles, the search index, images. */
const NOT_PAGES = new Set(['assets', 'pagefind', 'img'].map((name) => path.join(buildDir, name)));

function walk(directory: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(directory, {withFileTypes: true})) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_PAGES.has(file)) walk(file, found);
    } else {
      found.push(file);
    }
  }
  return found;
}

/** Pages that must have a twin: content pages, not lists, tags, archives or fixtures. */
function expectsTwin(route: string): boolean {
  if (/\/(tags|page|authors|archive|category)\//.test(route) || route.startsWith('/tests/')) {
    return false;
  }
  return (
    /^\/docs\//.test(route) ||
    /^\/community\/./.test(route) ||
    (/^\/blog\/./.test(route) && route !== '/blog/') ||
    (/^\/changelog\/./.test(route) && route !== '/changelog/')
  );
}

describe('Markdown twins in the build', {skip: SKIP_REASON}, () => {
  const files = SKIP_REASON ? [] : walk(buildDir);
  const pages = files
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => ({
      route: `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'),
      html: fs.readFileSync(file, 'utf8'),
    }));
  const twins = files
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`);

  it('links an existing twin from every content page, at the page address with .md', () => {
    const missing: string[] = [];
    for (const {route, html} of pages) {
      // Client-redirect pages and docs category indexes are not content pages.
      if (!expectsTwin(route) || html.includes('http-equiv=refresh') || !html.includes('<article')) continue;
      const href = TWIN_LINK.exec(html)?.[1];
      if (href !== `${route.replace(/\/$/, '')}.md` || !twins.includes(href)) missing.push(route);
    }
    assert.deepEqual(missing, []);
  });

  it('links no twin from the other pages', () => {
    const linked = pages.filter(({route, html}) => !expectsTwin(route) && TWIN_LINK.test(html)).map(({route}) => route);
    assert.deepEqual(linked, []);
  });

  it('has a page for every twin, and a twin for every docs version, community page, post and entry', () => {
    const linked = new Set(pages.map(({html}) => TWIN_LINK.exec(html)?.[1]).filter(Boolean));
    assert.deepEqual(
      twins.filter((twin) => !linked.has(twin)),
      [],
    );
    for (const prefix of ['/docs/3.2.1/', '/docs/3.1.1/', '/docs/', '/community/', '/blog/', '/changelog/']) {
      assert.ok(
        twins.some((twin) => twin.startsWith(prefix)),
        `twins under ${prefix}`,
      );
    }
  });

  it('writes plain Markdown: no imports, JSX components or admonition fences outside code', () => {
    for (const twin of twins) {
      const markdown = fs.readFileSync(path.join(buildDir, twin), 'utf8');
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
      assert.match(markdown, /^# \S/, `${twin} starts with its title`);
      assert.doesNotMatch(prose, /^import .* from ['"]/m, `${twin} has no import`);
      assert.doesNotMatch(
        prose,
        /<(Tabs|TabItem|APITable|Admonition|BrowserWindow|DocCardList)\b/,
        `${twin} has no JSX`,
      );
      assert.doesNotMatch(prose, /^:::/m, `${twin} has no admonition fence`);
      assert.doesNotMatch(prose, /\]\((?!https?:|mailto:|#)[^)]*\)/, `${twin} has only absolute links`);
    }
  });

  it('lists the twins in llms.txt and the current docs in llms-full.txt', () => {
    const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    const origin = siteUrl.replace(/\/+$/, '');
    assert.deepEqual(
      listed.filter((url) => !twins.includes(url.slice(origin.length))),
      [],
    );
    // Released docs versions have twins but are not listed: llms.txt is about the current docs.
    assert.ok(!listed.some((url) => url.includes('/docs/3.')));
    const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]!);
    assert.ok(sources.length > 50, `${sources.length} docs in llms-full.txt`);
    assert.ok(sources.every((source) => source.startsWith(`${origin}/docs/`) && !source.includes('/docs/3.')));
  });
});
