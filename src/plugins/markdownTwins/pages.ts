// The pages that get a Markdown twin, read from the content the docs and blog plugins loaded:
// every doc of every loaded version of the configured docs instances, every post of the
// configured blog instances (the changelog is one).
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {CardItem} from './mdxToMarkdown';

export type DocsInstanceOptions = {
  /** Plugin id of the docs instance (`default`, `community`...). */
  id: string;
  /** Section title in llms.txt. */
  label: string;
  /** Sidebars that get a section of their own in llms.txt, by sidebar id; the others join `label`. */
  sidebarLabels?: Record<string, string>;
};

export type BlogInstanceOptions = {
  id: string;
  label: string;
  /**
   * `byline`: "Published on <date> by <authors>." under the title (blog posts);
   * `committers`: "Released on <date>." under the title and the authors as committers at the end
   * (changelog entries, whose authors are the release's committers).
   */
  authors: 'byline' | 'committers';
};

export type TwinPage = {
  /** Absolute path of the source file. */
  sourceFile: string;
  permalink: string;
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  /** Lines under the title and at the end of the twin. */
  byline?: string;
  footer?: string;
  /** Folders against which bare Markdown links are resolved (the docs version's content). */
  contentRoots: string[];
  /** What `<DocCardList />` lists on this page. */
  cardItems?: CardItem[];
  /** llms.txt section, for pages listed there (the last docs version and listed posts). */
  llmsSection?: string;
  /** Part of llms-full.txt (the last version of the full-text docs instance). */
  inFullText: boolean;
};

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: SidebarItem[];
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; description?: string};
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

function contentOf<T>(allContent: AllContent, plugin: string, id: string): T {
  const content = allContent[plugin]?.[id];
  if (content === undefined) {
    throw new Error(
      `Markdown twins: no ${plugin} instance with id "${id}" (check the plugin options in docusaurus.config.ts)`,
    );
  }
  return content as T;
}

function dateOf(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Docs in the order of the sidebars, each with the sidebar it is listed in first. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const order = new Map<string, string>();
  const walk = (items: SidebarItem[], sidebar: string) => {
    for (const item of items) {
      const docId =
        item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
      if (docId && !order.has(docId)) {
        order.set(docId, sidebar);
      }
      if (item.items) {
        walk(item.items, sidebar);
      }
    }
  };
  for (const [sidebar, items] of Object.entries(sidebars)) {
    walk(items, sidebar);
  }
  return order;
}

/** The cards a category index doc shows with `<DocCardList />`: the items of its category. */
function categoryCards(
  sidebars: Record<string, SidebarItem[]>,
  docsById: Map<string, DocMetadata>,
  absolute: (permalink: string) => string,
): Map<string, CardItem[]> {
  const cards = new Map<string, CardItem[]>();
  const cardOf = (item: SidebarItem): CardItem | undefined => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = item.id ? docsById.get(item.id) : undefined;
      const label = item.label ?? (doc?.frontMatter.sidebar_label as string | undefined) ?? doc?.title;
      return doc && label ? {title: label, url: absolute(doc.permalink), description: doc.description} : undefined;
    }
    if (item.type === 'link' && item.href && item.label) {
      return {
        title: item.label,
        url: item.href.startsWith('/') ? absolute(item.href) : item.href,
        description: item.description,
      };
    }
    if (item.type === 'category' && item.label && item.link) {
      const linked = item.link.type === 'doc' ? docsById.get(item.link.id) : undefined;
      const permalink = item.link.type === 'doc' ? linked?.permalink : item.link.permalink;
      const description = item.description ?? (item.link.type === 'doc' ? linked?.description : item.link.description);
      return permalink ? {title: item.label, url: absolute(permalink), description} : undefined;
    }
    return undefined;
  };
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category' && item.items) {
        if (item.link?.type === 'doc') {
          cards.set(
            item.link.id,
            item.items.map(cardOf).filter((card): card is CardItem => card !== undefined),
          );
        }
        walk(item.items);
      }
    }
  };
  for (const items of Object.values(sidebars)) {
    walk(items);
  }
  return cards;
}

export function collectTwinPages({
  allContent,
  siteDir,
  absolute,
  docs,
  blogs,
  fullTextDocsId,
}: {
  allContent: AllContent;
  siteDir: string;
  /** The public absolute URL of a permalink. */
  absolute: (permalink: string) => string;
  docs: DocsInstanceOptions[];
  blogs: BlogInstanceOptions[];
  fullTextDocsId: string;
}): TwinPage[] {
  const fileOf = (source: string) => path.resolve(siteDir, aliasedSitePathToRelativePath(source));
  const pages: TwinPage[] = [];

  for (const instance of docs) {
    const {loadedVersions} = contentOf<DocsContent>(allContent, DOCS_PLUGIN, instance.id);
    for (const version of loadedVersions) {
      const sidebars = version.sidebars as unknown as Record<string, SidebarItem[]>;
      const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
      const cards = categoryCards(sidebars, docsById, absolute);
      const order = sidebarOrder(sidebars);
      const listed = version.isLast;
      // Sidebar order first, then the docs no sidebar lists.
      const ordered = [
        ...[...order.keys()].map((id) => docsById.get(id)).filter((doc): doc is DocMetadata => doc !== undefined),
        ...version.docs.filter((doc) => !order.has(doc.id)),
      ];
      for (const doc of ordered) {
        const sidebar = order.get(doc.id);
        pages.push({
          sourceFile: fileOf(doc.source),
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          frontMatter: doc.frontMatter as Record<string, unknown>,
          contentRoots: [version.contentPath],
          cardItems: cards.get(doc.id),
          llmsSection:
            listed && !doc.unlisted ? ((sidebar && instance.sidebarLabels?.[sidebar]) ?? instance.label) : undefined,
          inFullText: listed && instance.id === fullTextDocsId && !doc.unlisted,
        });
      }
    }
  }

  for (const instance of blogs) {
    const {blogPosts} = contentOf<BlogContent>(allContent, BLOG_PLUGIN, instance.id);
    for (const {metadata} of blogPosts) {
      const names = metadata.authors
        .map((author) => author.name ?? author.key)
        .filter((name): name is string => !!name);
      const date = dateOf(metadata.date);
      const committers = metadata.authors.map((author) =>
        author.name && author.title?.startsWith('@')
          ? `${author.name} (${author.title})`
          : (author.name ?? author.title ?? ''),
      );
      pages.push({
        sourceFile: fileOf(metadata.source),
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        frontMatter: metadata.frontMatter as Record<string, unknown>,
        byline:
          instance.authors === 'byline'
            ? `Published on ${date}${names.length > 0 ? ` by ${listOf(names)}` : ''}.`
            : `Released on ${date}.`,
        footer:
          instance.authors === 'committers' && committers.length > 0
            ? `Committers (${committers.length}): ${committers.join(', ')}.`
            : undefined,
        contentRoots: [],
        llmsSection: metadata.unlisted ? undefined : instance.label,
        inFullText: false,
      });
    }
  }
  return pages;
}
