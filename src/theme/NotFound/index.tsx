// Wrap: the not-found page names its description itself. Its content, which names it too (for
// unknown docs paths, which the docs layout renders), loads after hydration
// (src/theme/NotFound/Content): in between, the description would leave the document head.
import type {ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import FallbackDescription from '@site/src/components/FallbackDescription';
import {NOT_FOUND_DESCRIPTION} from '@site/src/components/NotFoundContent/description';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <FallbackDescription>{NOT_FOUND_DESCRIPTION}</FallbackDescription>
      <NotFound {...props} />
    </>
  );
}
