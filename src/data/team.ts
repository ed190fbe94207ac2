// People shown on /community/team/. Every name, handle and role below is backed by the
// project's public record (blog author entries, release notes, the acknowledgements list);
// nobody is placed in a group unless that record says so. Groups whose members are not
// documented here carry a summary and a pointer to GitHub instead of guessed names.

export type TeamMember = {
  /** Full name, as the person signs release notes and blog posts. */
  name: string;
  /** GitHub handle; the avatar lives at /img/team/<github>.svg. */
  github: string;
  /** One or two sentences about their part in the project. */
  role: string;
  /** Personal site, when the person lists one. */
  website?: string;
};

export type TeamGroupId = 'active' | 'alumni' | 'studentFellows';

export type TeamGroup = {
  id: TeamGroupId;
  /** What the group does or did, shown above (or instead of) the cards. */
  summary: string;
  /** Listed alphabetically by name. */
  members: TeamMember[];
  /** Where to see the people when no cards are listed. */
  moreLink: {label: string; href: string};
};

/** Someone credited in the acknowledgements, with a GitHub handle only when it is on record. */
export type AcknowledgedPerson = {
  name: string;
  github?: string;
};

const CONTRIBUTORS_GRAPH = 'https://github.com/facebook/docusaurus/graphs/contributors';

export const teamGroups: Record<TeamGroupId, TeamGroup> = {
  active: {
    id: 'active',
    summary:
      'The maintainers who currently review pull requests, triage issues and cut releases of the core, the classic theme and its plugins, and this website.',
    members: [
      {
        name: 'Joshua Chen',
        github: 'Josh-Cena',
        role: 'Joined the core team in 2021 and wrote the 2021 recap post. Listed as a committer in most releases from 2.0.0-beta.0 (May 2021) to 3.2.0.',
        website: 'https://joshcena.com/',
      },
      {
        name: 'Sébastien Lorber',
        github: 'slorber',
        role: 'Maintainer and author of most release announcements on the blog, from the i18n launch in 2021 to Docusaurus 3.2. Also edits the This Week In React newsletter.',
        website: 'https://thisweekinreact.com',
      },
    ],
    moreLink: {label: 'Everyone who has committed to the repository', href: CONTRIBUTORS_GRAPH},
  },
  alumni: {
    id: 'alumni',
    summary:
      'Former maintainers whose work shaped the project: the first versions of the site generator, the rewrite that became Docusaurus 2, and years of reviews and releases.',
    members: [],
    moreLink: {label: 'Contributor history on GitHub', href: CONTRIBUTORS_GRAPH},
  },
  studentFellows: {
    id: 'studentFellows',
    summary:
      'Students who worked on Docusaurus during school terms and the Major League Hacking (MLH) Fellowship. Their work includes validation of plugin options, the v1 to v2 migration tooling, the migration of the React Native website, CodeSandbox templates and CI bots.',
    members: [],
    moreLink: {label: 'Contributor history on GitHub', href: CONTRIBUTORS_GRAPH},
  },
};

/** Joel Marcey created the project; the others contributed to its early years. */
export const originalCreator: AcknowledgedPerson = {name: 'Joel Marcey', github: 'JoelMarcey'};

export const pastContributors: AcknowledgedPerson[] = [
  {name: 'Amy Lam'},
  {name: 'Cheng Lou'},
  {name: 'Christine Abernathy', github: 'caabernathy'},
  {name: 'Christopher Chedeau', github: 'vjeux'},
  {name: 'Elvis Wolcott'},
  {name: 'Eric Nakagawa'},
  {name: 'Fienny Angelina'},
  {name: 'Frank Li'},
  {name: 'Héctor Ramos'},
  {name: 'Ramón Lamana'},
  {name: 'Ricky Vetter'},
];

/** Path of a member's avatar, relative to the site's static folder. */
export function avatarPath(member: Pick<TeamMember, 'github'>): string {
  return `/img/team/${member.github}.svg`;
}

export function allMembers(): TeamMember[] {
  return Object.values(teamGroups).flatMap((group) => group.members);
}
