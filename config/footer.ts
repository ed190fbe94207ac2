import type {Footer} from '@docusaurus/theme-common';
import {repositoryUrl} from './site';

type Column = Footer['links'][number];

/** A footer column from [label, address] pairs: internal paths become `to`, URLs `href`. */
function column(title: string, entries: [label: string, target: string][]): Column {
  return {
    title,
    items: entries.map(([label, target]) => (/^https?:/.test(target) ? {href: target, label} : {to: target, label})),
  };
}

const legal = 'https://opensource.facebook.com/legal';

export const footer = {
  style: 'dark',
  links: [
    column('Learn', [
      ['Introduction', 'docs'],
      ['Installation', 'docs/installation'],
      ['Migration from v1 to v2', 'docs/migration/v2'],
    ]),
    column('Community', [
      ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/docusaurus'],
      ['Feature Requests', '/feature-requests'],
      ['Discord', 'https://discordapp.com/invite/docusaurus'],
      ['Help', '/community/support'],
    ]),
    column('More', [
      ['Blog', 'blog'],
      ['Changelog', '/changelog'],
      ['GitHub', repositoryUrl],
      ['Twitter', 'https://twitter.com/docusaurus'],
    ]),
    column('Legal', [
      ['Privacy', `${legal}/privacy/`],
      ['Terms', `${legal}/terms/`],
      ['Cookie Policy', `${legal}/cookie-policy/`],
    ]),
  ],
  logo: {
    src: '/img/meta_opensource_logo_negative.svg',
    href: 'https://opensource.fb.com',
    alt: 'Meta Open Source Logo',
    width: 160,
    height: 51,
  },
  // The spec fixes the line to the year of the documented release.
  copyright: `Copyright © 2024 Meta Platforms, Inc. Built with Docusaurus.`,
} satisfies Footer;
