// Which pages get a card, and what each card says, read from the loaded content of the docs
// and blog instances listed in cardPath.ts.
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {SOCIAL_CARD_SECTIONS, keepsOwnImage, type SocialCardSection} from './cardPath';

/** One card to draw: the page it belongs to and the text it shows (without the site's name). */
export type CardPage = {
  permalink: string;
  /** The page's source file, named in error messages. */
  source: string;
  title: string;
  section: string;
  version?: string;
};

type SidebarItem = {
  type: string;
  label?: string;
  link?: {type: string; permalink?: string; title?: string; image?: string};
  items?: SidebarItem[];
};

/** The generated index pages of a version's categories (`/docs/category/guides/`), which are docs pages too. */
function generatedIndexPages(version: LoadedVersion, section: SocialCardSection, sidebarsFile: string): CardPage[] {
  const pages: CardPage[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (
        item.type === 'category' &&
        item.link?.type === 'generated-index' &&
        item.link.permalink &&
        !keepsOwnImage(item.link.image)
      ) {
        pages.push({
          permalink: item.link.permalink,
          source: sidebarsFile,
          title: item.link.title ?? item.label ?? '',
          section: section.label,
          version: section.showVersion ? version.label : undefined,
        });
      }
      if (item.items) walk(item.items);
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar as SidebarItem[]);
  return pages;
}

function docsPages(content: DocsContent, section: SocialCardSection): CardPage[] {
  return content.loadedVersions.flatMap((version) => [
    ...version.docs
      .filter((doc) => !keepsOwnImage(doc.frontMatter.image))
      .map((doc) => ({
        permalink: doc.permalink,
        source: doc.source,
        title: doc.title,
        section: section.label,
        version: section.showVersion ? version.label : undefined,
      })),
    ...generatedIndexPages(version, section, version.sidebarFilePath || version.contentPath),
  ]);
}

function blogPages(content: BlogContent, section: SocialCardSection): CardPage[] {
  return content.blogPosts
    .filter((post) => !keepsOwnImage(post.metadata.frontMatter.image))
    .map((post) => ({
      permalink: post.metadata.permalink,
      source: post.metadata.source,
      title: post.metadata.title,
      section: section.label,
    }));
}

/** Every card of the site, in the order of SOCIAL_CARD_SECTIONS. Instances not loaded (a fast build) are skipped. */
export function collectCards(allContent: AllContent): CardPage[] {
  return SOCIAL_CARD_SECTIONS.flatMap((section) => {
    const content = allContent[section.plugin]?.[section.id];
    if (!content) {
      return [];
    }
    return section.plugin === 'docusaurus-plugin-content-docs'
      ? docsPages(content as DocsContent, section)
      : blogPages(content as BlogContent, section);
  });
}
