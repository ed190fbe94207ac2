import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatexWhereMath from '../src/remark/rehypeKatexWhereMath';
import remarkKbd from '../src/remark/remarkKbd';
import remarkLiveCodeBlocks from '../src/remark/remarkLiveCodeBlocks';
import remarkKatexStylesheet from '../src/remark/remarkKatexStylesheet';
import remarkImageZoom from '../src/remark/remarkImageZoom';
import {remarkKeepTreesForTwins} from '../src/plugins/markdownTwins/loaderTrees';
import rehypeTaskListLabels from '../src/remark/rehypeTaskListLabels';
import remarkBlogFootnoteIds from '../src/remark/remarkBlogFootnoteIds';
import {createFeedItems} from '../src/plugins/shared/feedItems';
import {baseUrl} from './env';
import {repositoryUrl} from './site';
import {siteAdmonitions} from './markdownSyntax';

const editUrlBase = `${repositoryUrl}/edit/main/website/`;

/** Markdown plugins every content instance shares, so that a sample works everywhere. */
export const markdownPlugins = {
  remarkPlugins: [
    remarkMath,
    // The KaTeX stylesheet (self-hosted in static/katex/) goes to the pages with math only.
    [remarkKatexStylesheet, {href: `${baseUrl}katex/katex.min.css`}],
    [npm2yarn, {sync: true}],
    remarkKbd,
    remarkLiveCodeBlocks,
    // Content images and Mermaid diagrams open enlarged; the zoom code goes to their pages only.
    remarkImageZoom,
    // Changes nothing: the bundling process keeps the parsed trees for the Markdown twins.
    remarkKeepTreesForTwins,
  ],
  // Task-list checkboxes are named by their item's text (WCAG 4.1.2).
  rehypePlugins: [rehypeKatexWhereMath, rehypeTaskListLabels],
} satisfies Pick<DocsOptions, 'remarkPlugins' | 'rehypePlugins'>;

export {siteAdmonitions};

/** Options shared by every docs instance (main docs, community, tests) so they never drift. */
export const baseDocsOptions = {
  ...markdownPlugins,
  editUrl: editUrlBase,
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  admonitions: siteAdmonitions,
} satisfies DocsOptions;

/**
 * What the feeds of every blog instance share: RSS, Atom and JSON, whose items are made without
 * parsing each post's whole page again (src/plugins/shared/feedItems.ts).
 */
export const baseFeedOptions = {type: 'all', createFeedItems} satisfies BlogOptions['feedOptions'];

/** Options shared by the blog instances (main blog, changelog, tests blog). */
export const baseBlogOptions = {
  ...markdownPlugins,
  // After the blog plugin's own footnote suffixes, which hash each post's absolute path.
  beforeDefaultRemarkPlugins: [remarkBlogFootnoteIds],
  editUrl: editUrlBase,
  admonitions: siteAdmonitions,
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'warn',
} satisfies BlogOptions;
