import type {Navbar} from '@docusaurus/theme-common';
import {isDev} from './env';
import {archivedVersions, repositoryUrl} from './site';

type NavbarItem = Navbar['items'][number];

const archivedVersionItems: NavbarItem[] = Object.entries(archivedVersions).map(([version, href]) => ({
  label: version,
  href,
}));

export const navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus Logo',
    src: 'img/docusaurus.svg',
    srcDark: 'img/docusaurus_keytar.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', position: 'left', docId: 'introduction', label: 'Docs'},
    {type: 'docSidebar', position: 'left', sidebarId: 'api', label: 'API'},
    {to: 'blog', label: 'Blog', position: 'left'},
    {to: 'showcase', label: 'Showcase', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      activeBaseRegex: `/community/`,
    },
    // The tests docs index is unlisted, so this item shows only while it is the active page.
    {type: 'doc', position: 'left', docsPluginId: 'docs-tests', docId: 'index', label: 'Tests'},
    ...(isDev ? [{to: '/__docusaurus/debug', label: 'Debug', position: 'left' as const}] : []),
    // Our own item type (src/theme/NavbarItem/ComponentTypes.tsx): shows only on /tests pages.
    {type: 'custom-dogfoodNavbarItem', position: 'left', content: '😉'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
        ...archivedVersionItems,
        {href: 'https://v1.docusaurus.io', label: '1.x.x'},
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/versions', label: 'All versions'},
      ],
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {href: 'https://github.com/facebook/docusaurus/issues/3526', label: 'Help Us Translate'},
      ],
    },
    {
      href: repositoryUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
} satisfies Navbar;
