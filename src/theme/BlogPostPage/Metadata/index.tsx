// Wrap: a blog post or changelog entry names its social card (src/plugins/socialCards) as
// og:image and twitter:image, in place of the site-wide image.
import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} ownImage={frontMatter.image} />
    </>
  );
}
