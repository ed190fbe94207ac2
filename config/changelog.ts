import type {ChangelogOptions} from '../src/plugins/changelog';
import {baseBlogOptions, baseFeedOptions} from './docs';

/** Releases that have an announcement post on the blog. */
const releasePosts: Record<string, string> = {
  '2.0.0-beta.0': '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  '2.0.0': '/blog/2022/08/01/announcing-docusaurus-2.0/',
  '2.1.0': '/blog/2022/09/01/docusaurus-2.1/',
  '2.2.0': '/blog/releases/2.2/',
  '2.3.0': '/blog/releases/2.3/',
  '2.4.0': '/blog/releases/2.4/',
  '3.0.0': '/blog/releases/3.0/',
  '3.1.0': '/blog/releases/3.1/',
  '3.2.0': '/blog/releases/3.2/',
};

/** Written by the changelog plugin at startup, served at /img/committers/. */
export const changelogAvatarsDir = '.docusaurus/changelog-avatars';

export const changelogOptions = {
  ...baseBlogOptions,
  id: 'changelog',
  changelogPath: 'changelog/CHANGELOG.md',
  releasePosts,
  collapseGroupsLongerThan: 4,
  // Generated committer avatars; docusaurus.config.ts serves this folder as static files.
  avatarsStaticDir: changelogAvatarsDir,
  routeBasePath: '/changelog',
  blogTitle: 'Docusaurus changelog',
  blogDescription: 'Every release of Docusaurus, from the 2.0 alphas to the latest, with its changes grouped by kind.',
  blogSidebarTitle: 'Changelog',
  blogSidebarCount: 'ALL',
  postsPerPage: 20,
  showReadingTime: false,
  onUntruncatedBlogPosts: 'ignore',
  feedOptions: {
    ...baseFeedOptions,
    // Every release in the feeds, with a stylesheet for readers who open them in a browser.
    limit: false,
    xslt: true,
    title: 'Docusaurus changelog',
    description: 'Release notes of Docusaurus',
    copyright: 'Meta Platforms, Inc.',
  },
} satisfies ChangelogOptions;
