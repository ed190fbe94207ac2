// Wrap: a docs version's list of tags gets a description; the theme sets none.
import type {ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type {Props} from '@theme/DocTagsListPage';
import FallbackDescription from '@site/src/components/FallbackDescription';

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <FallbackDescription>{`The ${props.tags.length} tags of these docs, each with its number of pages.`}</FallbackDescription>
      <DocTagsListPage {...props} />
    </>
  );
}
