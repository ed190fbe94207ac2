// Wrap: posts with a Markdown twin (src/plugins/markdownTwins), blog and changelog alike, link
// it from the page head and hand the "Copy page" control to the post's header
// (src/theme/BlogPostItem/Header). Posts of instances without twins (the test fixtures) are
// unchanged.
import type {ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import CopyPage from '@site/src/components/CopyPage/LazyCopyPage';
import MarkdownTwinLink from '@site/src/components/CopyPage/MarkdownTwinLink';
import {PageActionsSlot} from '@site/src/components/CopyPage/slot';
import {useMarkdownTwin} from '@site/src/components/CopyPage/useMarkdownTwin';

type Props = WrapperProps<typeof BlogPostPageType>;

export default function BlogPostPageWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const twin = useMarkdownTwin('blogs', plugin.id, props.content.metadata.permalink);
  return (
    <PageActionsSlot.Provider value={twin ? <CopyPage markdownUrl={twin} /> : null}>
      {twin && <MarkdownTwinLink href={twin} />}
      <BlogPostPage {...props} />
    </PageActionsSlot.Provider>
  );
}
