// People shown on /community/team/. The groups, the people in them and their order are those of
// the team page of Docusaurus 3.2.1; that page does not sort its cards, so neither does this list.
// Each text is written for this site from what that page says about the person, and nothing
// else: no guessed roles, dates or employers. Avatars are drawn initials (static/img/team/)
// because the site renders without network access and cannot show GitHub profile pictures.

export type TeamMember = {
  /** Full name, as shown on the card. */
  name: string;
  /** GitHub handle, as in the profile URL; the avatar lives at /img/team/<github>.svg. */
  github: string;
  /** Handle on X (formerly Twitter), only when the person gives one. */
  x?: string;
  /** Personal site, only when the person gives one. */
  website?: string;
  /** A few sentences about the person, in the third person. */
  bio: string;
};

export type TeamGroupId = 'active' | 'alumni' | 'studentFellows';

export type TeamGroup = {
  id: TeamGroupId;
  /** In the order of the cards on the page (not alphabetical). */
  members: TeamMember[];
};

/** Someone credited in the acknowledgements list, linked to their GitHub profile. */
export type AcknowledgedPerson = {
  name: string;
  github: string;
};

// Defined on its own because the acknowledgements name the creator too: one object, so the
// card and the credit cannot drift apart.
const joelMarcey: TeamMember = {
  name: 'Joel Marcey',
  github: 'JoelMarcey',
  x: 'joelmarcey',
  bio: 'Started Docusaurus, and these days backs the developers who write its code.',
};

export const teamGroups: Record<TeamGroupId, TeamGroup> = {
  active: {
    id: 'active',
    members: [
      {
        name: 'Sébastien Lorber',
        github: 'slorber',
        x: 'sebastienlorber',
        website: 'https://sebastienlorber.com/',
        bio: 'A freelance developer who has built with React since 2014 and helped Facebook ship Docusaurus v2. He publishes articles often, on his own site and on Dev.to.',
      },
      {
        name: 'Sida Chen',
        github: 'Josh-Cena',
        x: 'SidaChen63',
        bio: 'A student living in Shanghai, China. He launches plenty of open source projects and jokes that he seldom sticks with them. The changelog credits him as Joshua Chen.',
      },
      {
        // The profile URL spells the handle in lower case; the changelog writes @OzakIOne.
        name: 'Clément Couriol',
        github: 'ozakione',
        bio: 'Studies at CPE Lyon, in France, and is on the way to becoming an expert web developer. Listed in the changelog as @OzakIOne.',
      },
    ],
  },
  alumni: {
    id: 'alumni',
    members: [
      joelMarcey,
      {
        name: 'Alexey Pyltsyn',
        github: 'lex111',
        bio: 'An open source enthusiast who looks after the Russian translations of the documentation of PHP, React, Kubernetes and several other projects.',
      },
      {
        name: 'Yangshun Tay',
        github: 'yangshun',
        x: 'yangshunz',
        bio: 'A front-end developer who enjoys working with the Jamstack. Through Docusaurus, Yangshun ended up as the unofficial, part-time webmaster of open source at Facebook.',
      },
      {
        name: 'Endilie Yacop Sucipto',
        github: 'endiliey',
        x: 'endiliey',
        bio: 'Was one of the maintainers of Docusaurus.',
      },
      {
        name: 'Wei Gao',
        github: 'wgao19',
        x: 'wgao19',
        bio: 'A React developer who maintained Docusaurus, writes documentation and has built a great many websites.',
      },
    ],
  },
  studentFellows: {
    id: 'studentFellows',
    members: [
      {
        name: 'Anshul Goyal',
        github: 'anshulrgoyal',
        x: 'ar_goyal',
        website: 'https://anshulgoyal.dev/',
        bio: 'A full-stack developer who enjoys trying out new technology and contributing to open source. He keeps a blog on his website and is a fan of anime.',
      },
      {
        name: 'Drew Alexander',
        github: 'drewbi',
        bio: 'A developer and creative who is sharpening his skills so that he can build anything he can imagine.',
      },
      {
        name: 'Fanny Vieira',
        github: 'fanny',
        x: 'fannyvieiira',
        bio: "Started with web development in high school, on a project for the school's kitchen. She contributes to open source, posts on Dev.to now and then, enjoys cooking and puts together Spotify playlists.",
      },
      {
        name: 'Sam Zhou',
        github: 'SamChou19815',
        x: 'SamChou19815',
        website: 'https://developersam.com',
        bio: 'Has programmed since 2011 and put his website online in 2015. He is into programming languages, developer infrastructure and the web, and has written his own programming language and a small React.',
      },
      {
        name: 'Tan Teik Jun',
        github: 'teikjun',
        x: 'teik_jun',
        bio: 'An open source enthusiast. He says that working on Docusaurus brought him closer to his goal of being on a par with the others on this page.',
      },
      {
        name: 'Nisarag Bhatt',
        github: 'FocalChord',
        x: 'focalchord_',
        bio: 'A full-stack web developer who likes to pick up new technologies and put them to use. Contributes to open source and writes articles and tutorials.',
      },
    ],
  },
};

/** The creator of Docusaurus, who also has a card among the honorary alumni. */
export const originalCreator: TeamMember = joelMarcey;

/** People thanked for major past work on the code and the documentation, alphabetically. */
export const pastContributors: AcknowledgedPerson[] = [
  {name: 'Amy Lam', github: 'amyrlam'},
  {name: 'Cheng Lou', github: 'chenglou'},
  {name: 'Christine Abernathy', github: 'caabernathy'},
  {name: 'Christopher Chedeau', github: 'vjeux'},
  {name: 'Elvis Wolcott', github: 'elviswolcott'},
  {name: 'Eric Nakagawa', github: 'ericnakagawa'},
  {name: 'Fienny Angelina', github: 'fiennyangeln'},
  {name: 'Frank Li', github: 'deltice'},
  {name: 'Héctor Ramos', github: 'hramos'},
  {name: 'Ramón Lamana', github: 'rlamana'},
  {name: 'Ricky Vetter', github: 'rickyvetter'},
];

/** Path of a member's avatar, relative to the site's static folder. */
export function avatarPath(member: Pick<TeamMember, 'github'>): string {
  return `/img/team/${member.github}.svg`;
}

export function githubUrl(handle: string): string {
  return `https://github.com/${handle}`;
}

export function xUrl(handle: string): string {
  return `https://x.com/${handle}`;
}

export function allMembers(): TeamMember[] {
  return Object.values(teamGroups).flatMap((group) => group.members);
}
