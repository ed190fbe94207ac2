// theme-classic's blog list page (3.10) has no h1: the page's name lives only in <title>, so a
// screen-reader user who jumps to the main heading lands on the first post's title instead,
// and the list looks like a post. This one is the same page with a header: the blog's title as
// the h1 (Blog, Changelog, the test blog), its description, and which page of how many this is.
// Used by every blog plugin instance of the site, the changelog included.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

function BlogListHeader({metadata}: Pick<Props, 'metadata'>): ReactNode {
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {blogTitle}
      </Heading>
      {blogDescription && <p className={styles.description}>{blogDescription}</p>}
      {totalPages > 1 && (
        <p className={styles.page}>
          Page {page} of {totalPages}
        </p>
      )}
    </header>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  // A blog served at the site root takes the site's title, as the classic page does.
  const title = metadata.permalink === '/' ? siteTitle : metadata.blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <BlogListHeader metadata={metadata} />
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
