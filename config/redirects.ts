import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Pages that moved from the docs to the community docs, with their old Canary twins. */
const movedToCommunity = ['support', 'team', 'resources'];

const site = 'https://docusaurus.io/';
const homeRedirectFixtures: [from: string, to: string][] = [
  ['/home/', '/'],
  ['/home/qs', '/?a=1'],
  ['/home/anchor', '/#anchor'],
  ['/home/absolute', site],
  ['/home/absolute/qs', `${site}?a=1`],
  ['/home/absolute/anchor', `${site}#anchor`],
];

export const clientRedirects = {
  // `/docs/installation.html` and friends land on the clean page.
  fromExtensions: ['html'],
  createRedirects(routePath) {
    // The introduction used to live at /docs/introduction; it is now the docs root.
    if (routePath === '/docs/' || routePath === '/docs') {
      return [`${routePath.replace(/\/$/, '')}/introduction`];
    }
    return undefined;
  },
  redirects: [
    ...movedToCommunity.map((page) => ({
      from: [`/docs/${page}`, `/docs/next/${page}`],
      to: `/community/${page}`,
    })),
    // Fixtures of the test section: the old home path, and redirects to the home page with
    // a query string or an anchor, or to an absolute address.
    ...homeRedirectFixtures.map(([from, to]) => ({from, to})),
  ],
} satisfies ClientRedirectsOptions;
