import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ChangelogError, parseChangelog, releaseSlug} from '../../src/plugins/changelog/parseChangelog';
import {releaseToMarkdown} from '../../src/plugins/changelog';
import {initials, initialsAvatarSvg} from '../../src/plugins/changelog/initialsAvatar';

const VALID = `# Changelog

Intro paragraph.

## 3.2.1 (2024-04-04)

A fix release.

#### :bug: Bug Fix

- \`docusaurus\`: repairs a regression ([#10012](https://github.com/facebook/docusaurus/pull/10012), @slorber)

#### :memo: Documentation

- Corrects an example ([#10014](https://github.com/facebook/docusaurus/pull/10014), @OzakIOne)

Committers (3): Sébastien Lorber (@slorber), @OzakIOne, Josue [4tro] A (@4troDev)

## V2 Changelog (2019-04-10)

A note about the rewrite.

#### Changes

- The site config file is renamed.
`;

function parseError(source: string): ChangelogError {
  try {
    parseChangelog(source, 'changelog/CHANGELOG.md');
  } catch (error) {
    assert.ok(error instanceof ChangelogError, `expected a ChangelogError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the parser to throw');
}

describe('parseChangelog', () => {
  it('reads releases with groups and committers', () => {
    const releases = parseChangelog(VALID, 'changelog/CHANGELOG.md');
    assert.equal(releases.length, 2);
    const [release, note] = releases;
    assert.equal(release?.version, '3.2.1');
    assert.equal(release?.date, '2024-04-04');
    assert.equal(release?.summary, 'A fix release.');
    assert.deepEqual(
      release?.groups.map((group) => [group.kind, group.entries.length]),
      [
        ['Bug Fix', 1],
        ['Documentation', 1],
      ],
    );
    assert.deepEqual(release?.committers, [
      {name: 'Sébastien Lorber', handle: 'slorber'},
      {handle: 'OzakIOne'},
      {name: 'Josue [4tro] A', handle: '4troDev'},
    ]);
    assert.equal(note?.slug, 'v2-changelog');
    assert.equal(note?.committers.length, 0);
  });

  it('names the file, the line and the problem for a heading without a date', () => {
    const error = parseError('# Changelog\n\n## 3.2.1\n\nText.\n');
    assert.equal(error.line, 3);
    assert.match(error.message, /^changelog\/CHANGELOG\.md:3: release heading "## 3\.2\.1" has no date/);
  });

  it('rejects text after the committers line, which ends a release', () => {
    const error = parseError(
      '## 3.2.1 (2024-04-04)\n\nText.\n\n#### :bug: Bug Fix\n\n- A fix\n\nCommitters (1): @slorber\n\n#### Also in this release\n',
    );
    assert.equal(error.line, 11);
    assert.match(error.message, /text after the committers line of release "3\.2\.1"/);
  });

  it('rejects an impossible date', () => {
    const error = parseError('## 3.2.1 (2024-02-30)\n\nText.\n');
    assert.match(error.message, /:1: release "3\.2\.1" has an invalid date "2024-02-30"/);
  });

  it('rejects a duplicate version and points at the first one', () => {
    const error = parseError('## 3.2.1 (2024-04-04)\n\nText.\n\n## 3.2.1 (2024-04-05)\n\nText.\n');
    assert.equal(error.line, 5);
    assert.match(error.message, /duplicate release "3\.2\.1" \(first declared at line 1\)/);
  });

  it('rejects an unparsable heading', () => {
    const error = parseError('## 3.2.1 (2024-04-04) extra\n\nText.\n');
    assert.match(error.message, /:1: unparsable release heading/);
  });

  it('rejects an unknown change kind', () => {
    const error = parseError('## 3.2.1 (2024-04-04)\n\nText.\n\n#### :tada: Party\n\n- x\n');
    assert.equal(error.line, 5);
    assert.match(error.message, /unknown heading "#### :tada: Party"/);
  });

  it('rejects a committers count that does not match the list', () => {
    const error = parseError('## 3.2.1 (2024-04-04)\n\nText.\n\nCommitters (3): A (@a), B (@b)\n');
    assert.equal(error.line, 5);
    assert.match(error.message, /announces 3 committers but lists 2/);
  });

  it('rejects a committer without a handle', () => {
    const error = parseError('## 3.2.1 (2024-04-04)\n\nText.\n\nCommitters (2): A (@a), Somebody\n');
    assert.match(error.message, /:5: committer "Somebody" should read "Full Name \(@handle\)" or "@handle"/);
  });

  it('rejects a release without a summary', () => {
    const error = parseError('## 3.2.1 (2024-04-04)\n\n#### :bug: Bug Fix\n\n- x\n');
    assert.match(error.message, /:1: release "3\.2\.1" has no summary paragraph/);
  });

  it('rejects a file without releases', () => {
    const error = parseError('# Changelog\n\nNothing yet.\n');
    assert.match(error.message, /:1: no release found/);
  });

  it('keeps versions as slugs and slugifies labels', () => {
    assert.equal(releaseSlug('2.0.0-beta.1'), '2.0.0-beta.1');
    assert.equal(releaseSlug('V2 Changelog'), 'v2-changelog');
  });
});

describe('releaseToMarkdown', () => {
  const [release] = parseChangelog(VALID, 'CHANGELOG.md');

  it('writes a blog post with committers as authors and a truncation marker', () => {
    assert.ok(release);
    const markdown = releaseToMarkdown(release, '/blog/releases/3.2/', 4);
    assert.match(markdown, /^---\ntitle: "3\.2\.1"\ndate: 2024-04-04\nslug: "\/3\.2\.1"/);
    assert.match(
      markdown,
      /- name: "Sébastien Lorber"\n {4}title: "@slorber"\n {4}url: "https:\/\/github\.com\/slorber"/,
    );
    assert.match(markdown, /image_url: "\/img\/committers\/slorber\.svg"/);
    assert.match(markdown, /\{\/\* truncate \*\/\}/);
    assert.match(markdown, /\[announcing this release\]\(\/blog\/releases\/3\.2\/\)/);
    assert.match(markdown, /## :bug: Bug Fix\n\n- `docusaurus`/);
  });

  it('collapses the groups of releases with many entries', () => {
    assert.ok(release);
    const long = {
      ...release,
      groups: [{kind: 'Bug Fix' as const, heading: ':bug: Bug Fix', entries: ['a', 'b', 'c', 'd', 'e', 'f']}],
    };
    const markdown = releaseToMarkdown(long, undefined, 4);
    assert.match(markdown, /<details>\n<summary>:bug: Bug Fix \(6\)<\/summary>/);
    assert.doesNotMatch(markdown, /Release post/);
  });
});

describe('initialsAvatar', () => {
  it('uses the first letters of the first and last names', () => {
    assert.equal(initials('Sébastien Lorber'), 'SL');
    assert.equal(initials('@OzakIOne'), 'O');
    assert.equal(initials('翊小久'), '翊');
  });

  it('is a deterministic SVG', () => {
    const avatar = initialsAvatarSvg('Joshua Chen', 'Josh-Cena');
    assert.equal(avatar, initialsAvatarSvg('Joshua Chen', 'Josh-Cena'));
    assert.match(avatar, /^<svg .*>JC<\/text><\/svg>$/);
  });
});
