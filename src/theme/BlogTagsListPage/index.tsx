// Wrap: a blog's list of tags gets a description; the theme sets none.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import FallbackDescription from '@site/src/components/FallbackDescription';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <FallbackDescription>{`The ${props.tags.length} tags of the blog, each with its number of posts.`}</FallbackDescription>
      <BlogTagsListPage {...props} />
    </>
  );
}
