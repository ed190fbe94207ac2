// Parses changelog/CHANGELOG.md into releases. The format is documented in
// changelog/README.md; every deviation throws a ChangelogError that names the file, the
// line and the problem, because a silently dropped release note is worse than a failed build.

export const CHANGE_KINDS = [
  // Notes about the release itself (a broken npm publish and the version to use instead).
  {heading: ':warning: Note', label: 'Note'},
  {heading: ':boom: Breaking Change', label: 'Breaking Change'},
  {heading: ':rocket: New Feature', label: 'New Feature'},
  {heading: ':bug: Bug Fix', label: 'Bug Fix'},
  {heading: ':running_woman: Performance', label: 'Performance'},
  {heading: ':nail_care: Polish', label: 'Polish'},
  {heading: ':memo: Documentation', label: 'Documentation'},
  {heading: ':robot: Dependencies', label: 'Dependencies'},
  {heading: ':wrench: Maintenance', label: 'Maintenance'},
  {heading: ':house: Internal', label: 'Internal'},
  {heading: 'Changes', label: 'Changes'},
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number]['label'];

export type ChangeGroup = {
  kind: ChangeKind;
  heading: string;
  entries: string[];
};

export type Committer = {
  /** Absent when the changelog lists only a handle. */
  name?: string;
  handle: string;
};

export type Release = {
  /** The heading label, e.g. `3.2.1` or `V2 Changelog`. */
  version: string;
  /** URL segment under /changelog/. */
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  /** 1-based line of the release heading. */
  line: number;
  summary: string;
  groups: ChangeGroup[];
  committers: Committer[];
};

export class ChangelogError extends Error {
  constructor(
    readonly filePath: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${filePath}:${line}: ${problem}`);
    this.name = 'ChangelogError';
  }
}

const RELEASE_HEADING = /^## (?<version>\S.*?) \((?<date>[^)]*)\)\s*$/;
const DATE = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;
/** One line at the end of a release: `Committers (2): Full Name (@handle), @handle`. */
const COMMITTERS_LINE = /^Committers \((?<count>\d+)\): (?<list>.+)$/;
const COMMITTER = /^(?:(?<name>.+?) \(@(?<handle>[\w-]+)\)|@(?<handleOnly>[\w-]+))$/;

/** Splits `A (@a), @b, C, D (@d)` after each `(@handle)` or bare `@handle`. */
function splitCommitters(list: string): string[] {
  return list.match(/(?:[^,(]|\([^)]*\)|,(?! ))+?(?:\(@[\w-]+\)|@[\w-]+)(?=, |$)|[^,]+$/g)?.map((item) => item.replace(/^, /, '').trim()) ?? [];
}

function isValidDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match?.groups) {
    return false;
  }
  const {year, month, day} = match.groups as {year: string; month: string; day: string};
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    parsed.getUTCFullYear() === Number(year) &&
    parsed.getUTCMonth() === Number(month) - 1 &&
    parsed.getUTCDate() === Number(day)
  );
}

/** `3.2.1` stays as is; a label like `V2 Changelog` becomes `v2-changelog`. */
export function releaseSlug(version: string): string {
  if (/^[\w.-]+$/.test(version)) {
    return version;
  }
  return version
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where the parser is in a release: its summary, a change group, or after the committers line. */
type Section = 'summary' | 'group' | 'end';

export function parseChangelog(source: string, filePath: string): Release[] {
  const lines = source.split(/\r?\n/);
  const releases: Release[] = [];
  const firstLineOfVersion = new Map<string, number>();
  let release: Release | undefined;
  let section: Section = 'summary';
  let summaryLines: string[] = [];

  const fail = (line: number, problem: string): never => {
    throw new ChangelogError(filePath, line, problem);
  };

  const closeRelease = (): void => {
    if (!release) {
      return;
    }
    release.summary = summaryLines.join('\n').trim();
    if (!release.summary) {
      fail(release.line, `release "${release.version}" has no summary paragraph`);
    }
    for (const group of release.groups) {
      if (group.entries.length === 0) {
        fail(release.line, `release "${release.version}" has an empty "${group.heading}" group`);
      }
    }
    releases.push(release);
  };

  lines.forEach((text, index) => {
    const lineNumber = index + 1;
    if (text.startsWith('# ') && !release) {
      return;
    }
    if (text.startsWith('## ')) {
      closeRelease();
      const match = RELEASE_HEADING.exec(text);
      if (!match?.groups) {
        if (!/\(.*\)/.test(text)) {
          return fail(lineNumber, `release heading "${text}" has no date; expected "## <version> (YYYY-MM-DD)"`);
        }
        return fail(lineNumber, `unparsable release heading "${text}"; expected "## <version> (YYYY-MM-DD)"`);
      }
      const {version, date} = match.groups as {version: string; date: string};
      if (!date.trim()) {
        return fail(lineNumber, `release "${version}" has an empty date`);
      }
      if (!isValidDate(date)) {
        return fail(lineNumber, `release "${version}" has an invalid date "${date}"; expected YYYY-MM-DD`);
      }
      const slug = releaseSlug(version);
      const firstLine = firstLineOfVersion.get(slug);
      if (firstLine !== undefined) {
        return fail(lineNumber, `duplicate release "${version}" (first declared at line ${firstLine})`);
      }
      firstLineOfVersion.set(slug, lineNumber);
      release = {version, slug, date, line: lineNumber, summary: '', groups: [], committers: []};
      section = 'summary';
      summaryLines = [];
      return undefined;
    }
    if (!release) {
      if (/^#{2,}/.test(text)) {
        return fail(lineNumber, `heading "${text}" before the first release`);
      }
      return undefined;
    }
    const committers = COMMITTERS_LINE.exec(text);
    if (committers?.groups) {
      if (release.committers.length > 0) {
        return fail(lineNumber, `release "${release.version}" has a second committers line`);
      }
      const expected = Number(committers.groups.count);
      for (const item of splitCommitters(committers.groups.list as string)) {
        const match = COMMITTER.exec(item);
        if (!match?.groups) {
          return fail(lineNumber, `committer "${item}" should read "Full Name (@handle)" or "@handle"`);
        }
        const {name, handle, handleOnly} = match.groups;
        release.committers.push(name ? {name, handle: handle as string} : {handle: handleOnly as string});
      }
      if (release.committers.length !== expected) {
        return fail(lineNumber, `release "${release.version}" announces ${expected} committers but lists ${release.committers.length}`);
      }
      section = 'end';
      return undefined;
    }
    if (section === 'end' && text.trim() !== '') {
      return fail(lineNumber, `text after the committers line of release "${release.version}"; the committers line ends a release`);
    }
    if (text.startsWith('#')) {
      const kind = CHANGE_KINDS.find((candidate) => text === `#### ${candidate.heading}`);
      if (!kind) {
        const known = CHANGE_KINDS.map((candidate) => `"#### ${candidate.heading}"`).join(', ');
        return fail(lineNumber, `unknown heading "${text}" in release "${release.version}"; expected one of ${known}`);
      }
      if (release.groups.some((group) => group.kind === kind.label)) {
        return fail(lineNumber, `release "${release.version}" has a second "${kind.heading}" group`);
      }
      release.groups.push({kind: kind.label, heading: kind.heading, entries: []});
      section = 'group';
      return undefined;
    }
    switch (section) {
      case 'summary':
        if (text.startsWith('- ') && summaryLines.join('').trim() === '') {
          return fail(lineNumber, `list item before any change group in release "${release.version}"`);
        }
        summaryLines.push(text);
        return undefined;
      case 'end':
        return undefined;
      case 'group': {
        if (text.trim() === '') {
          return undefined;
        }
        const group = release.groups.at(-1);
        if (!group || !text.startsWith('- ')) {
          return fail(lineNumber, `expected a "- " list item in the "${group?.heading}" group of release "${release.version}"`);
        }
        group.entries.push(text.slice(2).trim());
        return undefined;
      }
      default:
        return undefined;
    }
  });
  closeRelease();
  if (releases.length === 0) {
    fail(1, 'no release found; expected sections headed "## <version> (YYYY-MM-DD)"');
  }
  return releases;
}
