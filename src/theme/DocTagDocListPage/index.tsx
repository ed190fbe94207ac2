// Wrap: a docs tag's page gets a description; the theme sets one only for tags that a tags file
// describes.
import type {ReactNode} from 'react';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type {Props} from '@theme/DocTagDocListPage';
import FallbackDescription from '@site/src/components/FallbackDescription';

export default function DocTagDocListPageWrapper(props: Props): ReactNode {
  const {tag} = props;
  const docs = tag.count === 1 ? 'One page' : `${tag.count} pages`;
  return (
    <>
      <FallbackDescription>{`${docs} of these docs tagged “${tag.label}”.`}</FallbackDescription>
      <DocTagDocListPage {...props} />
    </>
  );
}
