// Wrap: a category's generated index page (/docs/category/guides/) names its social card
// (src/plugins/socialCards) as og:image and twitter:image, in place of the site-wide image, and
// has a description even when its sidebar category gives none. Its cards take their
// descriptions from the route's doc descriptions (src/plugins/docs).
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import FallbackDescription from '@site/src/components/FallbackDescription';
import {DocCardDescriptionsProvider, type DocCardDescriptions} from '@site/src/components/DocCardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {docCardDescriptions?: DocCardDescriptions};

export default function DocCategoryGeneratedIndexPageWrapper({docCardDescriptions, ...props}: Props): ReactNode {
  const version = useDocsVersion();
  const {categoryGeneratedIndex} = props;
  return (
    <DocCardDescriptionsProvider value={docCardDescriptions}>
      <FallbackDescription>{`The pages of the “${categoryGeneratedIndex.title}” section, each with a summary.`}</FallbackDescription>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMeta
        permalink={categoryGeneratedIndex.permalink}
        title={categoryGeneratedIndex.title}
        version={version.label}
        ownImage={categoryGeneratedIndex.image}
      />
    </DocCardDescriptionsProvider>
  );
}
