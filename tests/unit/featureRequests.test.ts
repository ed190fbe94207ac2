import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  FEATURE_REQUEST_STATUSES,
  featureRequests,
  findFeatureRequest,
  githubUrl,
  referenceLabel,
  slugFromPathname,
} from '../../src/data/featureRequests';
import {allMembers, avatarPath, originalCreator, pastContributors, teamGroups} from '../../src/data/team';
import {initials} from '../../src/plugins/changelog/initialsAvatar';

const siteDir = path.resolve(__dirname, '../..');
const GITHUB_LINK = /^https:\/\/github\.com\/facebook\/docusaurus\/(issues|discussions|pull)\/[1-9]\d*$/;
const VERSION = /^\d+\.\d+\.\d+(-(alpha|beta|rc)\.\d+)?$/;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('feature request board data', () => {
  it('has at least one entry', () => {
    assert.ok(featureRequests.length > 0);
  });

  it('uses unique, URL-safe slugs', () => {
    const slugs = featureRequests.map((request) => request.slug);
    assert.deepEqual(duplicates(slugs), []);
    for (const slug of slugs) {
      assert.match(slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, `slug "${slug}"`);
    }
  });

  it('links every entry to an https GitHub thread of the repository', () => {
    for (const request of featureRequests) {
      assert.match(githubUrl(request.source), GITHUB_LINK, request.slug);
      assert.ok(Number.isInteger(request.source.number), request.slug);
    }
    const urls = featureRequests.map((request) => githubUrl(request.source));
    assert.deepEqual(duplicates(urls), [], 'two entries point at the same thread');
  });

  it('uses known statuses, with a release for shipped entries only', () => {
    for (const request of featureRequests) {
      assert.ok((FEATURE_REQUEST_STATUSES as readonly string[]).includes(request.status), request.slug);
      if (request.status === 'shipped') {
        assert.match(request.shippedIn ?? '', VERSION, `${request.slug} needs the release that shipped it`);
      } else {
        assert.equal(request.shippedIn, undefined, `${request.slug} is not shipped`);
      }
    }
  });

  it('has non-empty texts and site-absolute docs paths', () => {
    for (const request of featureRequests) {
      assert.ok(request.title.trim() && request.summary.trim() && request.details.trim(), request.slug);
      if (request.docsPath) {
        assert.match(request.docsPath, /^\/docs\/.+\/$/, request.slug);
      }
    }
  });

  it('labels references by kind', () => {
    assert.equal(referenceLabel({kind: 'issue', number: 3526}), 'Issue #3526');
    assert.equal(referenceLabel({kind: 'pull', number: 9528}), 'Pull request #9528');
    assert.equal(
      githubUrl({kind: 'discussion', number: 5468}),
      'https://github.com/facebook/docusaurus/discussions/5468',
    );
  });

  it('reads the selected slug from the pathname', () => {
    const first = featureRequests[0]!;
    assert.equal(slugFromPathname('/feature-requests/', '/feature-requests'), undefined);
    assert.equal(slugFromPathname('/feature-requests', '/feature-requests'), undefined);
    assert.equal(slugFromPathname(`/feature-requests/${first.slug}/`, '/feature-requests'), first.slug);
    assert.equal(slugFromPathname('/base/feature-requests/i18n/', '/base/feature-requests'), 'i18n');
    assert.equal(slugFromPathname('/feature-requests/a%20b/', '/feature-requests'), 'a b');
    assert.equal(slugFromPathname('/feature-requests-other/', '/feature-requests'), undefined);
    assert.equal(findFeatureRequest(first.slug), first);
    assert.equal(findFeatureRequest('no-such-request'), undefined);
  });
});

describe('team data', () => {
  it('uses unique GitHub handles', () => {
    const handles = [...allMembers(), ...pastContributors].map((person) => person.github.toLowerCase());
    assert.deepEqual(duplicates(handles), []);
    for (const handle of handles) {
      assert.match(handle, /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, handle);
    }
  });

  it('gives the creator a card among the honorary alumni', () => {
    assert.ok(teamGroups.alumni.members.includes(originalCreator));
  });

  it('has an avatar file with the initials of every member with a card', () => {
    for (const member of allMembers()) {
      const file = path.join(siteDir, 'static', avatarPath(member));
      assert.ok(fs.existsSync(file), `missing ${path.relative(siteDir, file)}`);
      assert.match(fs.readFileSync(file, 'utf8'), new RegExp(`>${initials(member.name)}</text>`), member.github);
    }
  });

  // The order of the cards on the team page of Docusaurus 3.2.1, which is not alphabetical.
  it('lists each group in the order of the original page', () => {
    const handles = (id: keyof typeof teamGroups) => teamGroups[id].members.map((member) => member.github);
    assert.deepEqual(handles('active'), ['slorber', 'Josh-Cena', 'ozakione']);
    assert.deepEqual(handles('alumni'), ['JoelMarcey', 'lex111', 'yangshun', 'endiliey', 'wgao19']);
    assert.deepEqual(handles('studentFellows'), [
      'anshulrgoyal',
      'drewbi',
      'fanny',
      'SamChou19815',
      'teikjun',
      'FocalChord',
    ]);
  });

  it('has a text, https websites and valid X handles for every card', () => {
    for (const member of allMembers()) {
      assert.ok(member.bio.trim(), member.github);
      if (member.website) {
        assert.match(member.website, /^https:\/\//, member.github);
      }
      if (member.x) {
        assert.match(member.x, /^[A-Za-z0-9_]{1,15}$/, member.github);
      }
    }
  });

  it('keeps the acknowledgements unique and alphabetical', () => {
    const names = [originalCreator, ...pastContributors].map((person) => person.name);
    assert.deepEqual(duplicates(names), []);
    const listed = pastContributors.map((person) => person.name);
    assert.deepEqual(
      listed,
      [...listed].sort((a, b) => a.localeCompare(b)),
    );
  });
});
