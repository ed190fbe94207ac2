import type {Navbar} from '@docusaurus/theme-common';
import {isDev, isFastBuild} from './env';
import {archivedVersions, repositoryUrl} from './site';

type NavbarItem = Navbar['items'][number];

/** A left-hand link of the navbar. */
const leftLink = (label: string, to: string, extra: Partial<NavbarItem> = {}): NavbarItem => ({
  position: 'left',
  label,
  to,
  ...extra,
});

const separator: NavbarItem = {type: 'html', value: '<hr class="dropdown-separator">'};

/** What the version dropdown lists after the built versions: archives, v1, the versions page. */
const versionDropdownExtras: NavbarItem[] = [
  separator,
  {value: '<b>Archived versions</b>', type: 'html', className: 'dropdown-archived-versions'},
  ...Object.entries(archivedVersions).map(([version, href]): NavbarItem => ({href, label: version})),
  {href: 'https://v1.docusaurus.io', label: '1.x.x'},
  separator,
  {label: 'All versions', to: '/versions'},
];

/** The tests docs index is unlisted, so this item shows only while it is the active page. */
const testsDocsItem: NavbarItem = {
  label: 'Tests',
  type: 'doc',
  docId: 'index',
  docsPluginId: 'docs-tests',
  position: 'left',
};

export const navbar = {
  title: 'Docusaurus',
  hideOnScroll: true,
  logo: {
    src: 'img/docusaurus.svg',
    srcDark: 'img/docusaurus_keytar.svg',
    alt: 'Docusaurus Logo',
    height: 32,
    width: 32,
  },
  items: [
    {label: 'Docs', type: 'doc', docId: 'introduction', position: 'left'},
    {label: 'API', type: 'docSidebar', sidebarId: 'api', position: 'left'},
    leftLink('Blog', 'blog'),
    leftLink('Showcase', 'showcase'),
    leftLink('Community', '/community/support', {activeBaseRegex: `/community/`}),
    // A fast build has no tests docs (config/env.ts).
    ...(isFastBuild ? [] : [testsDocsItem]),
    ...(isDev ? [leftLink('Debug', '/__docusaurus/debug')] : []),
    // Our own item type (src/theme/NavbarItem/ComponentTypes.tsx): shows only on /tests pages.
    {type: 'custom-dogfoodNavbarItem', content: '😉', position: 'left'},
    {
      position: 'right',
      type: 'docsVersionDropdown',
      dropdownItemsAfter: versionDropdownExtras,
      dropdownActiveClassDisabled: true,
    },
    {
      position: 'right',
      type: 'localeDropdown',
      dropdownItemsAfter: [
        separator,
        {label: 'Help Us Translate', href: 'https://github.com/facebook/docusaurus/issues/3526'},
      ],
    },
    {
      position: 'right',
      href: repositoryUrl,
      'aria-label': 'GitHub repository',
      className: 'header-github-link',
    },
  ],
} satisfies Navbar;
