// Wrap: a tag's page of a blog (blog, changelog, tests blog) gets a description; the theme sets
// one only for tags that a tags file describes.
import type {ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import FallbackDescription from '@site/src/components/FallbackDescription';

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const {tag, listMetadata} = props;
  const page = listMetadata.totalPages > 1 ? ` (page ${listMetadata.page} of ${listMetadata.totalPages})` : '';
  const posts = tag.count === 1 ? 'One post' : `${tag.count} posts`;
  return (
    <>
      <FallbackDescription>{`${posts} tagged “${tag.label}”, from ${listMetadata.blogTitle}${page}.`}</FallbackDescription>
      <BlogTagsPostsPage {...props} />
    </>
  );
}
