import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseChangelog} from '../../src/plugins/changelog/parseChangelog';

/**
 * changelog/CHANGELOG.md lists every change of every release. tests/fixtures/changelog-entries.tsv
 * holds one row per change (version, kind, pull request, author), taken from the project's facts
 * file of every entry; the changelog must agree with it on the releases, the number of entries
 * in each group, and every pull request and author.
 */
const siteDir = path.resolve(__dirname, '../..');
const FACTS = path.join(siteDir, 'tests/fixtures/changelog-entries.tsv');

type Fact = {version: string; kind: string; pr: string; authors: string};

function readFacts(): Fact[] {
  const [, ...rows] = fs.readFileSync(FACTS, 'utf8').trimEnd().split('\n');
  return rows.map((row) => {
    const [version = '', kind = '', pr = '', authors = ''] = row.split('\t');
    return {version, kind, pr, authors};
  });
}

/** The facts' kinds, some from the early changelogs' own headings, as the changelog groups them. */
const GROUP_OF_KIND: Record<string, string> = {
  Note: 'Note',
  'Migration Guide (note)': 'Note',
  'Breaking Change (note)': 'Breaking Change',
  'siteConfig.js changes': 'Breaking Change',
  Features: 'New Feature',
  Presets: 'New Feature',
  'Bug Fixes': 'Bug Fix',
  Fixes: 'Bug Fix',
  'Performance Improvement': 'Performance',
  Others: 'Changes',
  '': 'Changes',
};

describe('the changelog against its facts', () => {
  const facts = readFacts();
  const releases = parseChangelog(
    fs.readFileSync(path.join(siteDir, 'changelog/CHANGELOG.md'), 'utf8'),
    'changelog/CHANGELOG.md',
  );

  it('has one section per release of the facts, in the same order', () => {
    const versions = [...new Set(facts.map((fact) => fact.version))];
    assert.deepEqual(
      releases.map((release) => release.version),
      versions,
    );
  });

  it('lists every entry of every release, in the group of its kind', () => {
    for (const release of releases) {
      const expected = new Map<string, number>();
      for (const fact of facts.filter((candidate) => candidate.version === release.version)) {
        const group = GROUP_OF_KIND[fact.kind] ?? fact.kind;
        expected.set(group, (expected.get(group) ?? 0) + 1);
      }
      const listed = new Map(release.groups.map((group) => [group.kind as string, group.entries.length]));
      assert.deepEqual(listed, expected, `release ${release.version}`);
    }
  });

  it('links each entry to its pull request and credits its author', () => {
    const entries = releases.flatMap((release) => release.groups.flatMap((group) => group.entries));
    for (const fact of facts.filter((candidate) => candidate.pr)) {
      const link = `[#${fact.pr}](https://github.com/facebook/docusaurus/pull/${fact.pr})`;
      const entry = entries.find((candidate) => candidate.includes(link));
      assert.ok(entry, `no entry links ${link} (${fact.version})`);
      for (const author of fact.authors.split(',').filter(Boolean)) {
        assert.ok(entry.includes(`@${author.trim()}`), `the entry of #${fact.pr} does not credit @${author.trim()}`);
      }
    }
  });
});
