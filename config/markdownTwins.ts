import type {MarkdownTwinsOptions} from '../src/plugins/markdownTwins';
import {siteAdmonitions} from './docs';
import {isDev} from './env';

/**
 * The content that has Markdown twins (src/plugins/markdownTwins), in the order llms.txt lists
 * it. The test fixtures (/tests/...) have none: they are not content for readers.
 */
export const markdownTwins = {
  docs: [
    {id: 'default', label: 'Docs', sidebarLabels: {docs: 'Docs', api: 'API reference'}},
    {id: 'community', label: 'Community'},
  ],
  blogs: [
    {id: 'default', label: 'Blog', authors: 'byline'},
    {id: 'changelog', label: 'Changelog', authors: 'committers'},
  ],
  fullTextDocsId: 'default',
  admonitionKeywords: siteAdmonitions.keywords,
  serveInDevelopment: isDev,
} satisfies MarkdownTwinsOptions;
