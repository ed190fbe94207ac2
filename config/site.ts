// Facts about the documented release that several parts of the site need.

/** Newest stable release documented by this site. */
export const latestRelease = '3.2.1';

/** Major.minor of the newest release, announced on the home page and in the announcement bar. */
export const announcedVersion = latestRelease.split('.').slice(0, 2).join('.');

export const repositoryUrl = 'https://github.com/facebook/docusaurus';

/** Releases older than versions.json, kept on an archived deployment of the old site. */
export const archivedVersions: Record<string, string> = {
  '2.3.1': 'https://docusaurus-archive-october-2023.netlify.app/docs/2.3.1',
  '2.2.0': 'https://docusaurus-archive-october-2023.netlify.app/docs/2.2.0',
  '2.1.0': 'https://docusaurus-archive-october-2023.netlify.app/docs/2.1.0',
  '2.0.1': 'https://docusaurus-archive-october-2023.netlify.app/docs/2.0.1',
};
