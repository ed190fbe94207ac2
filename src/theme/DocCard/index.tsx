// Wrap: a doc card takes its doc's description from the page's doc descriptions
// (src/components/DocCardDescriptions): src/plugins/docs moves them out of the version data of
// the main docs, where the theme's card looks. A card on a page that was not given them stops the build: the
// plugin decides which pages get them, and a card without its description would go unnoticed.
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import {useDocCardDescriptions} from '@site/src/components/DocCardDescriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const descriptions = useDocCardDescriptions();
  const doc = useDocById(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  // Instances that are not wrapped (the test fixtures' docs) keep descriptions in their version data.
  if (item.type !== 'link' || !doc || item.description !== undefined || doc.description !== undefined) {
    return <DocCard item={item} />;
  }
  if (!descriptions) {
    throw new Error(
      `A doc card for the doc "${item.docId}" is shown on a page that has no doc descriptions. src/plugins/docs gives them to category index pages and to docs whose source uses <DocCard> or <DocCardList>.`,
    );
  }
  return <DocCard item={{...item, description: descriptions[item.docId!]}} />;
}
