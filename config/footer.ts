import type {Footer} from '@docusaurus/theme-common';
import {repositoryUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: 'docs'},
        {label: 'Installation', to: 'docs/installation'},
        {label: 'Migration from v1 to v2', to: 'docs/migration/v2'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Feature Requests', to: '/feature-requests'},
        {label: 'Discord', href: 'https://discordapp.com/invite/docusaurus'},
        {label: 'Help', to: '/community/support'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: 'blog'},
        {label: 'Changelog', to: '/changelog'},
        {label: 'GitHub', href: repositoryUrl},
        {label: 'Twitter', href: 'https://twitter.com/docusaurus'},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.facebook.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.facebook.com/legal/terms/'},
        {label: 'Cookie Policy', href: 'https://opensource.facebook.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Meta Open Source Logo',
    src: '/img/meta_opensource_logo_negative.svg',
    href: 'https://opensource.fb.com',
    width: 160,
    height: 51,
  },
  // The spec fixes the line to the year of the documented release.
  copyright: `Copyright © 2024 Meta Platforms, Inc. Built with Docusaurus.`,
} satisfies Footer;
