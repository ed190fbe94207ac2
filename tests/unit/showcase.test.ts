import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Tags, TagList, isTagType, type TagType} from '../../src/data/showcase/tags';
import {Users, sortUsers, type User} from '../../src/data/showcase/users';
import {
  EMPTY_STATE,
  filterUsers,
  isFiltered,
  readState,
  siteCount,
  writeState,
} from '../../src/pages/showcase/_components/showcaseState';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const previewsDir = path.join(siteDir, 'src/data/showcase/previews');
const previewsModule = path.join(siteDir, 'src/data/showcase/previews.ts');
// The facts live beside the repository in the workspace; a plain clone does not have them.
const factsTsv = path.join(siteDir, '../shared/facts/showcase.tsv');

/**
 * Sites that the source list publishes without any tag. They stay untagged (inventing a tag
 * would be wrong); every other site must have at least one.
 */
const UNTAGGED_IN_SOURCE = new Set(['Aide Jeune', 'Reddit Image Fetcher', 'NAYAtel']);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Width and height from the IHDR chunk of a PNG file (no image library needed). */
function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  assert.ok(bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])), `${file} is not a PNG`);
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

const normalizeWebsite = (url: string) => url.toLowerCase().replace(/\/+$/, '');

describe('showcase tags', () => {
  it('declares the ten tags with a label, a description and a hex colour', () => {
    assert.deepEqual(TagList, [
      'favorite',
      'opensource',
      'product',
      'design',
      'i18n',
      'versioning',
      'large',
      'meta',
      'personal',
      'rtl',
    ]);
    for (const tag of TagList) {
      const {label, description, color} = Tags[tag];
      assert.ok(label.trim().length > 0, `${tag}: empty label`);
      assert.ok(description.trim().length > 0, `${tag}: empty description`);
      assert.match(color, /^#[0-9a-f]{6}$/, `${tag}: colour must be #rrggbb`);
    }
  });

  it('recognizes only the declared tags', () => {
    assert.equal(isTagType('design'), true);
    assert.equal(isTagType('Design'), false);
    assert.equal(isTagType('toString'), false);
  });
});

/** What is wrong with one entry, in words; an empty list when the entry is valid. */
function problemsOf(user: User): string[] {
  const problems: string[] = [];
  const check = (ok: unknown, message: string) => {
    if (!ok) {
      problems.push(message);
    }
  };
  check(user.title.length > 0 && user.title === user.title.trim(), 'title must be non-empty and trimmed');
  check(user.description.trim().length > 0, 'description must not be empty');
  check(
    /^[^.!?]+(?:\.[^\s.!?][^.!?]*)*[.!?]$/.test(user.description),
    'description must be one sentence with a full stop',
  );
  check(user.description.length <= 160, 'description must stay short (160 characters at most)');
  check(parseUrl(user.website)?.protocol === 'https:', `website must be an https URL: ${user.website}`);
  check(
    user.source === null || parseUrl(user.source)?.protocol === 'https:',
    `source must be null or an https URL: ${user.source}`,
  );
  check(Array.isArray(user.tags), 'tags must be an array');
  check(user.tags.length > 0 || UNTAGGED_IN_SOURCE.has(user.title), 'at least one tag');
  user.tags.forEach((tag) => check(isTagType(tag), `unknown tag: ${tag}`));
  check(new Set(user.tags).size === user.tags.length, 'a tag is listed twice');
  check(!user.tags.includes('opensource') || user.source !== null, 'an Open-Source site must link its source');
  check(/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(user.previewSlug), 'previewSlug: lowercase letters, digits, single hyphens');
  return problems;
}

describe('showcase users', () => {
  it('has a valid entry for every site', () => {
    const invalid = Users.map((user) => ({title: user.title, problems: problemsOf(user)})).filter(
      (entry) => entry.problems.length > 0,
    );
    assert.deepEqual(invalid, []);
  });

  it('catches an invalid entry', () => {
    const broken = {
      title: ' Broken',
      description: 'Two sentences. Not allowed',
      website: 'http://example.com',
      source: 'not a url',
      tags: ['opensource', 'unknown' as TagType, 'opensource' as TagType],
      previewSlug: 'Bad Slug',
    } satisfies User;
    assert.equal(problemsOf(broken).length, 7);
  });

  it('has no duplicate titles, descriptions, websites or preview slugs', () => {
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    assert.deepEqual(duplicates(Users.map((user) => user.title.toLowerCase())), []);
    // Each description says what its own site is: a repeated one is a template, not a description.
    assert.deepEqual(duplicates(Users.map((user) => user.description.toLowerCase())), []);
    assert.deepEqual(duplicates(Users.map((user) => normalizeWebsite(user.website))), []);
    assert.deepEqual(duplicates(Users.map((user) => user.previewSlug)), []);
  });

  it('has a 640×320 PNG preview card for every site, and no stray card', () => {
    for (const user of Users) {
      const file = path.join(previewsDir, `${user.previewSlug}.png`);
      assert.ok(
        fs.existsSync(file),
        `missing ${path.relative(siteDir, file)}: run node scripts/generate-showcase-previews.mjs`,
      );
      assert.deepEqual(pngSize(file), {width: 640, height: 320}, `${user.previewSlug}.png has the wrong size`);
    }
    const expected = new Set(Users.map((user) => `${user.previewSlug}.png`));
    const stray = fs.readdirSync(previewsDir).filter((name) => !expected.has(name));
    assert.deepEqual(stray, [], 'files in previews/ that no site uses');
  });

  it('requires every preview card, once, from previews.ts', () => {
    const source = fs.readFileSync(previewsModule, 'utf8');
    const required = [...source.matchAll(/require\('\.\/previews\/([a-z0-9-]+)\.png'\)/g)].map((match) => match[1]);
    assert.deepEqual(
      [...required].sort(),
      Users.map((user) => user.previewSlug).sort(),
      'previews.ts is out of date: run node scripts/generate-showcase-previews.mjs',
    );
  });

  it('matches the facts file row for row (title, website, source, tags)', (t) => {
    if (!fs.existsSync(factsTsv)) {
      t.skip(`facts file not found at ${factsTsv}: count and content check skipped`);
      return;
    }
    const rows = fs
      .readFileSync(factsTsv, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [title = '', website = '', source = '', tags = ''] = line.split('\t');
        return {title: title.trim(), website, source: source === '' ? null : source, tags: tags ? tags.split(',') : []};
      });
    assert.equal(Users.length, rows.length, 'one user per row of showcase.tsv');
    rows.forEach((row, index) => {
      const user = Users[index] as User;
      assert.deepEqual(
        {title: user.title, website: user.website, source: user.source, tags: [...user.tags].sort()},
        {...row, tags: [...row.tags].sort()},
        `row ${index + 1} (${row.title})`,
      );
    });
  });

  it('sorts favourites first, then by title', () => {
    const sorted = sortUsers(Users);
    const firstOther = sorted.findIndex((user) => !user.tags.includes('favorite'));
    assert.ok(firstOther > 0, 'there are favourites');
    assert.ok(sorted.slice(firstOther).every((user) => !user.tags.includes('favorite')));
    const byTitle = (a: User, b: User) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
    for (const group of [sorted.slice(0, firstOther), sorted.slice(firstOther)]) {
      assert.deepEqual(group, [...group].sort(byTitle));
    }
  });
});

describe('showcase URL state and filtering', () => {
  const sample: Pick<User, 'title' | 'tags'>[] = [
    {title: 'Alpha Docs', tags: ['opensource', 'design']},
    {title: 'Beta', tags: ['opensource']},
    {title: 'Gamma Blog', tags: ['personal', 'design']},
  ];
  const titles = (users: Pick<User, 'title'>[]) => users.map((user) => user.title);

  it('reads repeated tags, the AND operator and the name from the query string', () => {
    assert.deepEqual(readState('?tags=design&tags=opensource&operator=AND&name=al'), {
      tags: ['opensource', 'design'],
      operator: 'AND',
      name: 'al',
    });
    assert.deepEqual(readState(''), EMPTY_STATE);
    assert.deepEqual(readState('?tags=nope&tags=design&tags=design&operator=XOR'), {
      tags: ['design'],
      operator: 'OR',
      name: '',
    });
  });

  it('writes the state back, keeps foreign parameters and drops defaults', () => {
    const tags: TagType[] = ['design', 'i18n'];
    assert.equal(
      writeState('', {tags, operator: 'AND', name: 'doc site'}),
      '?tags=design&tags=i18n&operator=AND&name=doc+site',
    );
    assert.equal(writeState('?tags=rtl&operator=AND&ref=x', EMPTY_STATE), '?ref=x');
    assert.equal(writeState('?name=x', EMPTY_STATE), '');
    const state = {tags, operator: 'AND' as const, name: 'a&b'};
    assert.deepEqual(readState(writeState('', state)), state);
  });

  it('filters with OR, AND and a case-insensitive name', () => {
    assert.deepEqual(titles(filterUsers(sample, EMPTY_STATE)), ['Alpha Docs', 'Beta', 'Gamma Blog']);
    assert.deepEqual(titles(filterUsers(sample, {...EMPTY_STATE, tags: ['design', 'opensource']})), [
      'Alpha Docs',
      'Beta',
      'Gamma Blog',
    ]);
    assert.deepEqual(titles(filterUsers(sample, {tags: ['design', 'opensource'], operator: 'AND', name: ''})), [
      'Alpha Docs',
    ]);
    assert.deepEqual(titles(filterUsers(sample, {...EMPTY_STATE, name: '  BLOG '})), ['Gamma Blog']);
    assert.deepEqual(titles(filterUsers(sample, {tags: ['rtl'], operator: 'OR', name: ''})), []);
  });

  it('knows when a filter is active and pluralizes the count', () => {
    assert.equal(isFiltered(EMPTY_STATE), false);
    assert.equal(isFiltered({...EMPTY_STATE, operator: 'AND'}), false);
    assert.equal(isFiltered({...EMPTY_STATE, name: '   '}), false);
    assert.equal(isFiltered({...EMPTY_STATE, tags: ['meta']}), true);
    assert.equal(siteCount(0), '0 sites');
    assert.equal(siteCount(1), '1 site');
    assert.equal(siteCount(350), '350 sites');
  });
});

describe('featured sites of the home page', () => {
  it('are exactly the favourites of the showcase data, in the same order, with the same facts', async () => {
    const {featuredSites} = await import('../../src/data/showcase/featured');
    const {Users} = await import('../../src/data/showcase/users');
    const favourites = Users.filter((user) => user.tags.includes('favorite')).map(({title, website, description}) => ({
      title,
      website,
      description,
    }));
    assert.deepEqual(featuredSites, favourites);
  });
});
