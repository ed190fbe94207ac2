// Wrap: a blog's list of authors gets a description; the theme sets none.
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import FallbackDescription from '@site/src/components/FallbackDescription';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <FallbackDescription>{`The ${props.authors.length} people who write the blog, with what they do and their posts.`}</FallbackDescription>
      <BlogAuthorsListPage {...props} />
    </>
  );
}
