import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseUrl, siteUrl} from '../../config/env';
import {parseChangelog} from '../../src/plugins/changelog/parseChangelog';
import {SOCIAL_CARDS_DIR} from '../../src/plugins/socialCards/cardPath';
import {pngSize} from '../support/png';

/**
 * Social cards in the production build: every docs page (all versions, community included), blog
 * post and changelog entry names a card as og:image and twitter:image, and every card it names is
 * a 1200 x 630 PNG of the build. Pages are found from the build's HTML.
 */

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const SKIP_REASON = fs.existsSync(path.join(buildDir, 'index.html'))
  ? false
  : 'build/ is absent: run `npm run build` first, the cards are build output';

/** The site-wide image of config/themeConfig.ts, which the pages with cards no longer show. */
const SITE_IMAGE = 'img/docusaurus-social-card.png';
const CARD_PREFIX = `${siteUrl}${baseUrl}${SOCIAL_CARDS_DIR}/`;

type Page = {file: string; classes: string[]; meta: Map<string, string>};

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* htmlFiles(file);
    } else if (entry.name === 'index.html') {
      yield file;
    }
  }
}

/** Attributes of a start tag of the minified HTML (values quoted or not). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, quoted, single, bare] of tag.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found.set(name!, (quoted ?? single ?? bare ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  return found;
}

function readPage(file: string): Page {
  const html = fs.readFileSync(file, 'utf8');
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.get('property') ?? attrs.get('name');
    if (key) meta.set(key, attrs.get('content') ?? '');
  }
  const classes = (attributes(htmlTag).get('class') ?? '').split(/\s+/);
  return {file: path.relative(buildDir, file), classes, meta};
}

/**
 * The section a page's card belongs to, or undefined for a page without one. A docs page is known
 * by the search metadata the theme writes on it (`docusaurus_tag`: `docs-<instance>-<version>`),
 * as a page may replace the classes of <html> (the head-metadata demo does); a blog post by the
 * `blog-post-page` class and its folder (blog/ or changelog/).
 */
function sectionOf(page: Page): string | undefined {
  const tag = page.meta.get('docusaurus_tag') ?? '';
  if (tag.startsWith('docs-default-')) return 'docs';
  if (tag.startsWith('docs-community-')) return 'community';
  const [first] = page.file.split(path.sep);
  if (page.classes.includes('blog-post-page') && (first === 'blog' || first === 'changelog')) return first;
  return undefined;
}

describe('social cards in the build', {skip: SKIP_REASON}, () => {
  const pages = SKIP_REASON ? [] : [...htmlFiles(buildDir)].map(readPage);
  const withCards = pages.filter((page) => sectionOf(page));

  it('every docs page, blog post and changelog entry names its own 1200 x 630 PNG card', () => {
    const problems: string[] = [];
    const cards = new Set<string>();
    for (const page of withCards) {
      const image = page.meta.get('og:image') ?? '';
      if (!image.startsWith(CARD_PREFIX)) {
        // A page may keep a raster image of its own (front matter), never the site-wide one.
        if (!/\.(png|jpe?g|gif|webp|avif)$/i.test(image) || image.endsWith(SITE_IMAGE)) {
          problems.push(`${page.file}: og:image is ${image || 'missing'}`);
        }
        continue;
      }
      if (page.meta.get('twitter:image') !== image) problems.push(`${page.file}: twitter:image differs from og:image`);
      if (page.meta.get('og:image:width') !== '1200' || page.meta.get('og:image:height') !== '630') {
        problems.push(`${page.file}: og:image:width/height are not 1200 x 630`);
      }
      const card = image.slice(`${siteUrl}${baseUrl}`.length);
      if (cards.has(card)) problems.push(`${page.file}: shares its card ${card} with another page`);
      cards.add(card);
      const file = path.join(buildDir, card);
      if (!fs.existsSync(file)) {
        problems.push(`${page.file}: its card ${card} is not in the build`);
        continue;
      }
      const size = pngSize(fs.readFileSync(file));
      if (size.width !== 1200 || size.height !== 630) problems.push(`${card}: ${size.width} x ${size.height}`);
    }
    assert.deepEqual(problems, []);
  });

  it('covers all four sections, with one card per changelog entry and per blog post', () => {
    const count = (section: string) => withCards.filter((page) => sectionOf(page) === section).length;
    const releases = parseChangelog(
      fs.readFileSync(path.join(siteDir, 'changelog/CHANGELOG.md'), 'utf8'),
      'changelog/CHANGELOG.md',
    );
    assert.equal(count('changelog'), releases.length);
    const blogPosts = fs
      .readdirSync(path.join(siteDir, 'blog'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /(^|\/)(index\.mdx?|[^/]+\.mdx?)$/.test(file) && !/\/img\//.test(file));
    assert.equal(count('blog'), blogPosts.length);
    // Three docs versions of about 90 pages each, and the six community pages.
    assert.ok(count('docs') > 250, `${count('docs')} docs pages`);
    assert.equal(count('community'), 6);
  });

  it('leaves no card without a page, and draws none for the test fixtures', () => {
    const named = new Set(withCards.map((page) => page.meta.get('og:image')));
    const cardsDir = path.join(buildDir, SOCIAL_CARDS_DIR);
    const files = (fs.readdirSync(cardsDir, {recursive: true, encoding: 'utf8'}) as string[]).filter((file) =>
      file.endsWith('.png'),
    );
    const orphans = files.filter((file) => !named.has(`${CARD_PREFIX}${file.split(path.sep).join('/')}`));
    assert.deepEqual(orphans, []);
    const fixtures = pages.filter((page) => page.file.startsWith(`tests${path.sep}`) && page.meta.has('og:image'));
    assert.ok(fixtures.length > 100, `${fixtures.length} test-fixture pages`);
    for (const page of fixtures) {
      assert.ok(!page.meta.get('og:image')!.startsWith(CARD_PREFIX), `${page.file}: ${page.meta.get('og:image')}`);
    }
  });
});
