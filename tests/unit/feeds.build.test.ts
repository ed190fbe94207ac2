import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseChangelog} from '../../src/plugins/changelog/parseChangelog';

/**
 * The RSS, Atom and JSON feeds of the three blog instances (blog, changelog, tests blog), read
 * from the production build. Expected item counts come from the sources and from the blog
 * plugin's default feed limit, not from the feeds themselves.
 */

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const SKIP_REASON = fs.existsSync(path.join(buildDir, 'index.html'))
  ? false
  : 'build/ is absent: run `npm run build` first, the feeds are build output';

/** `url` of docusaurus.config.ts (config/env.ts), the origin of every absolute feed link. */
const SITE_URL = process.env.DOCUSAURUS_SITE_URL ?? 'https://docusaurus.io';

// ---------------------------------------------------------------------------------------------
// A small XML reader: enough for feeds (elements, attributes, text, CDATA, comments, the
// declaration, the five predefined entities and character references). It throws on anything
// that is not well formed, so parsing a feed is already a validity check.

type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    switch (entity) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default:
        return String.fromCodePoint(
          entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
        );
    }
  });
}

function parseXml(source: string): XmlElement {
  const root: XmlElement = {name: '#document', attributes: {}, children: [], text: ''};
  const stack: XmlElement[] = [root];
  const current = () => stack[stack.length - 1]!;
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf('<', index);
    const textEnd = open === -1 ? source.length : open;
    const text = source.slice(index, textEnd);
    if (text.includes('&') && /&(?!(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);)/i.test(text)) {
      throw new Error(`unescaped "&" in text at offset ${index}`);
    }
    current().text += decodeEntities(text);
    if (open === -1) {
      break;
    }
    if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open);
      if (end === -1) {
        throw new Error(`unterminated CDATA at offset ${open}`);
      }
      current().text += source.slice(open + 9, end);
      index = end + 3;
    } else if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open);
      if (end === -1) {
        throw new Error(`unterminated comment at offset ${open}`);
      }
      index = end + 3;
    } else if (source.startsWith('<?', open)) {
      const end = source.indexOf('?>', open);
      if (end === -1) {
        throw new Error(`unterminated processing instruction at offset ${open}`);
      }
      index = end + 2;
    } else if (source.startsWith('</', open)) {
      const end = source.indexOf('>', open);
      const name = source.slice(open + 2, end).trim();
      const element = stack.pop();
      if (!element || element === root || element.name !== name) {
        throw new Error(`closing tag </${name}> at offset ${open} does not match <${element?.name ?? '#document'}>`);
      }
      index = end + 1;
    } else {
      const tag = /^<([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(
        source.slice(open),
      );
      if (!tag) {
        throw new Error(`malformed tag at offset ${open}: ${source.slice(open, open + 40)}`);
      }
      const attributes: Record<string, string> = {};
      for (const attribute of tag[2]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        attributes[attribute[1]!] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
      }
      const element: XmlElement = {name: tag[1]!, attributes, children: [], text: ''};
      current().children.push(element);
      if (tag[3] !== '/') {
        stack.push(element);
      }
      index = open + tag[0].length;
    }
  }
  if (stack.length !== 1) {
    throw new Error(`unclosed element <${current().name}>`);
  }
  const elements = root.children;
  if (elements.length !== 1 || root.text.trim() !== '') {
    throw new Error('an XML document has exactly one root element and no text outside it');
  }
  return elements[0]!;
}

function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

function child(element: XmlElement, name: string): XmlElement {
  const found = children(element, name);
  assert.equal(found.length, 1, `<${element.name}> has exactly one <${name}>`);
  return found[0]!;
}

function childText(element: XmlElement, name: string): string {
  const text = child(element, name).text.trim();
  assert.notEqual(text, '', `<${element.name}><${name}> is not empty`);
  return text;
}

// ---------------------------------------------------------------------------------------------
// What the feeds should hold, from the sources.

/** Front matter keys of a Markdown file, as raw strings (flat `key: value` lines only). */
function frontMatter(file: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  const values: Record<string, string> = {};
  for (const line of match?.[1]?.split(/\r?\n/) ?? []) {
    const pair = /^([\w-]+):\s*(.*)$/.exec(line);
    if (pair) {
      values[pair[1]!] = pair[2]!.replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return values;
}

/** Markdown files the blog plugin reads: `_`-prefixed files and folders are partials. */
function postFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return postFiles(file);
      }
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    });
}

/**
 * The day of each listed post (drafts and unlisted posts are not in feeds), newest first: the
 * front matter `date`, else the date in the file path as the blog plugin reads it.
 */
function listedPostDays(dir: string): string[] {
  return postFiles(dir)
    .flatMap((file) => {
      const data = frontMatter(file);
      if (data.draft === 'true' || data.unlisted === 'true') {
        return [];
      }
      const fromPath = /(\d{4})[/-](\d{2})-(\d{2})/.exec(path.relative(dir, file));
      const day = data.date?.slice(0, 10) ?? (fromPath ? `${fromPath[1]}-${fromPath[2]}-${fromPath[3]}` : undefined);
      assert.ok(day, `${file} has a date`);
      return [day];
    })
    .sort()
    .reverse();
}

function changelogDays(): string[] {
  const file = path.join(siteDir, 'changelog/CHANGELOG.md');
  return parseChangelog(fs.readFileSync(file, 'utf8'), 'changelog/CHANGELOG.md')
    .map((release) => release.date)
    .sort()
    .reverse();
}

/** The blog plugin's default `feedOptions.limit` (20 in 3.x); no instance of this site sets its own. */
async function defaultFeedLimit(): Promise<number | null> {
  const options = (await import('@docusaurus/plugin-content-blog/lib/options.js')) as {
    DEFAULT_OPTIONS: {feedOptions: {limit: number | false | null}};
  };
  const {limit} = options.DEFAULT_OPTIONS.feedOptions;
  return typeof limit === 'number' ? limit : null;
}

const CONFIG_FILES = [
  'docusaurus.config.ts',
  'config/changelog.ts',
  'config/docs.ts',
  '_dogfooding/dogfooding.config.ts',
];

// ---------------------------------------------------------------------------------------------

type FeedSpec = {
  name: string;
  /** Folder of the feeds under build/. */
  route: string;
  /** Days of the posts the feeds should hold, before the limit, newest first. */
  days: () => string[];
  /** `all`: the instance sets `feedOptions.limit: false`; `default`: the plugin's default limit. */
  limit: 'all' | 'default';
};

const FEEDS: FeedSpec[] = [
  {name: 'blog', route: 'blog', days: () => listedPostDays(path.join(siteDir, 'blog')), limit: 'all'},
  {name: 'changelog', route: 'changelog', days: changelogDays, limit: 'all'},
  {
    name: 'tests blog',
    route: 'tests/blog',
    days: () => listedPostDays(path.join(siteDir, '_dogfooding/_blog tests')),
    limit: 'default',
  },
];

type FeedItem = {title: string; link: string; date: Date};

/** The build file a reader gets for an absolute site URL (as a static host serves build/). */
function builtFileFor(url: string): string | undefined {
  assert.ok(url.startsWith(`${SITE_URL}/`), `${url} is a link to the site (${SITE_URL})`);
  const pathname = decodeURIComponent(new URL(url).pathname);
  const candidates = pathname.endsWith('/')
    ? [path.join(buildDir, pathname, 'index.html')]
    : [path.join(buildDir, pathname), path.join(buildDir, pathname, 'index.html')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function assertValidDate(value: string, where: string): Date {
  const date = new Date(value);
  assert.ok(!Number.isNaN(date.getTime()), `${where}: "${value}" is a valid date`);
  return date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function readRss(file: string): FeedItem[] {
  const rss = parseXml(fs.readFileSync(file, 'utf8'));
  assert.equal(rss.name, 'rss');
  assert.equal(rss.attributes.version, '2.0');
  const channel = child(rss, 'channel');
  childText(channel, 'title');
  assert.ok(childText(channel, 'link').startsWith(SITE_URL));
  childText(channel, 'description');
  return children(channel, 'item').map((item, index) => {
    const where = `${file} item ${index + 1}`;
    const link = childText(item, 'link');
    assert.equal(childText(item, 'guid'), link, `${where}: the guid is the permalink`);
    return {
      title: childText(item, 'title'),
      link,
      date: assertValidDate(childText(item, 'pubDate'), `${where} pubDate`),
    };
  });
}

function readAtom(file: string): FeedItem[] {
  const feed = parseXml(fs.readFileSync(file, 'utf8'));
  assert.equal(feed.name, 'feed');
  assert.equal(feed.attributes.xmlns, 'http://www.w3.org/2005/Atom');
  assert.ok(childText(feed, 'id').startsWith(SITE_URL));
  childText(feed, 'title');
  assertValidDate(childText(feed, 'updated'), `${file} updated`);
  return children(feed, 'entry').map((entry, index) => {
    const where = `${file} entry ${index + 1}`;
    const link = child(entry, 'link').attributes.href ?? '';
    assert.equal(childText(entry, 'id'), link, `${where}: the id is the permalink`);
    return {
      title: childText(entry, 'title'),
      link,
      date: assertValidDate(childText(entry, 'updated'), `${where} updated`),
    };
  });
}

type JsonFeed = {
  version?: unknown;
  title?: unknown;
  home_page_url?: unknown;
  items?: {id?: unknown; url?: unknown; title?: unknown; date_published?: unknown; date_modified?: unknown}[];
};

function readJsonFeed(file: string): FeedItem[] {
  const feed = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonFeed;
  assert.ok(
    feed.version === 'https://jsonfeed.org/version/1' || feed.version === 'https://jsonfeed.org/version/1.1',
    `${file}: JSON Feed version 1 or 1.1, got ${String(feed.version)}`,
  );
  assert.equal(typeof feed.title, 'string');
  assert.ok(Array.isArray(feed.items), `${file} has items`);
  return feed.items.map((item, index) => {
    const where = `${file} item ${index + 1}`;
    assert.equal(typeof item.id, 'string', `${where} id`);
    assert.equal(typeof item.url, 'string', `${where} url`);
    assert.equal(typeof item.title, 'string', `${where} title`);
    const date = item.date_published ?? item.date_modified;
    assert.equal(typeof date, 'string', `${where} has a date`);
    return {title: item.title as string, link: item.url as string, date: assertValidDate(date as string, where)};
  });
}

const READERS: [file: string, read: (file: string) => FeedItem[]][] = [
  ['rss.xml', readRss],
  ['atom.xml', readAtom],
  ['feed.json', readJsonFeed],
];

describe('the XML reader used by these tests', () => {
  it('reads CDATA, entities and attributes, and rejects mismatched tags', () => {
    const doc = parseXml('<?xml version="1.0"?><a x="1 &amp; 2"><b><![CDATA[<p>hi</p>]]></b><c/>&lt;ok&#33;</a>');
    assert.equal(doc.attributes.x, '1 & 2');
    assert.equal(child(doc, 'b').text, '<p>hi</p>');
    assert.equal(doc.text, '<ok!');
    assert.throws(() => parseXml('<a><b></a></b>'), /does not match/);
    assert.throws(() => parseXml('<a>fish & chips</a>'), /unescaped "&"/);
  });
});

describe('feeds of the built site', {skip: SKIP_REASON}, () => {
  it('the blog and the changelog publish complete feeds; no other instance changes the limit', () => {
    const limits = CONFIG_FILES.flatMap((file) =>
      [...fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/\blimit\s*:\s*([^,}\s]+)/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    assert.deepEqual(limits.sort(), ['config/changelog.ts: false', 'docusaurus.config.ts: false']);
  });

  for (const spec of FEEDS) {
    describe(`the ${spec.name} feeds`, () => {
      for (const [fileName, read] of READERS) {
        it(`${fileName} is valid and holds the newest posts up to the feed limit, each linking to a built page`, async () => {
          const file = path.join(buildDir, spec.route, fileName);
          assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} exists`);
          const items = read(file);

          const days = spec.days();
          const limit = spec.limit === 'all' ? null : await defaultFeedLimit();
          const expectedDays = limit === null ? days : days.slice(0, limit);
          assert.equal(items.length, expectedDays.length, `${spec.name} ${fileName}: item count`);
          // Same posts, by day: the feed keeps the newest ones and drops the oldest.
          assert.deepEqual(
            items.map((item) => isoDay(item.date)),
            expectedDays,
            `${spec.name} ${fileName}: the newest posts, newest first`,
          );

          const links = items.map((item) => item.link);
          assert.equal(new Set(links).size, links.length, 'no post is listed twice');
          for (const item of items) {
            assert.notEqual(item.title.trim(), '', `${item.link} has a title`);
            assert.ok(builtFileFor(item.link), `${item.link} resolves to a file in build/`);
          }
        });
      }

      it('the three formats list the same posts in the same order', () => {
        const [rss, atom, json] = READERS.map(([fileName, read]) =>
          read(path.join(buildDir, spec.route, fileName)).map((item) => `${item.link} ${item.title}`),
        );
        assert.deepEqual(atom, rss);
        assert.deepEqual(json, rss);
      });
    });
  }

  it('the blog feeds hold all 21 posts, from the first to the newest', () => {
    const days = listedPostDays(path.join(siteDir, 'blog'));
    assert.equal(days.length, 21, 'the blog has 21 listed posts');
    const items = readRss(path.join(buildDir, 'blog/rss.xml'));
    assert.equal(items.length, 21);
    const titles = items.map((item) => item.title);
    assert.ok(titles.includes('Docusaurus 3.2'), 'the newest post is in the feed');
    assert.ok(titles.includes('Introducing Docusaurus'), 'the oldest post (2017) is in the feed');
  });

  it('the feeds are styled for readers who open them in a browser', () => {
    for (const route of ['blog', 'changelog']) {
      for (const fileName of ['rss.xml', 'atom.xml']) {
        const source = fs.readFileSync(path.join(buildDir, route, fileName), 'utf8');
        const stylesheet = /<\?xml-stylesheet [^>]*href="([^"]+)"/.exec(source)?.[1];
        assert.ok(stylesheet, `${route}/${fileName} names an XSLT stylesheet`);
        assert.ok(fs.existsSync(path.join(buildDir, route, stylesheet)), `${route}/${stylesheet} is built`);
      }
    }
  });

  it('the changelog feeds hold release versions as titles', () => {
    const file = path.join(siteDir, 'changelog/CHANGELOG.md');
    const versions = new Set(
      parseChangelog(fs.readFileSync(file, 'utf8'), 'changelog/CHANGELOG.md').map((r) => r.version),
    );
    assert.equal(versions.size, 93, 'CHANGELOG.md has 93 releases');
    for (const item of readRss(path.join(buildDir, 'changelog/rss.xml'))) {
      assert.ok(versions.has(item.title), `"${item.title}" is a release of CHANGELOG.md`);
    }
  });
});
