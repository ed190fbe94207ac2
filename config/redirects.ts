import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Pages that moved from the docs to the community docs, with their old Canary twins. */
const movedToCommunity = ['support', 'team', 'resources'];

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
    // Fixtures of the test section: a redirect to the home page with a query string,
    // an anchor, and to absolute addresses.
    {from: '/home/', to: '/'},
    {from: '/home/qs', to: '/?a=1'},
    {from: '/home/anchor', to: '/#anchor'},
    {from: '/home/absolute', to: 'https://docusaurus.io/'},
    {from: '/home/absolute/qs', to: 'https://docusaurus.io/?a=1'},
    {from: '/home/absolute/anchor', to: 'https://docusaurus.io/#anchor'},
  ],
} satisfies ClientRedirectsOptions;
