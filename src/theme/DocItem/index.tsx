// Wrap: a doc whose source shows doc cards receives its version's doc descriptions as a route
// module (src/plugins/docs) and passes them to its cards (src/components/DocCardDescriptions).
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {DocCardDescriptionsProvider, type DocCardDescriptions} from '@site/src/components/DocCardDescriptions';

type Props = WrapperProps<typeof DocItemType> & {docCardDescriptions?: DocCardDescriptions};

export default function DocItemWrapper({docCardDescriptions, ...props}: Props): ReactNode {
  return (
    <DocCardDescriptionsProvider value={docCardDescriptions}>
      <DocItem {...props} />
    </DocCardDescriptionsProvider>
  );
}
