// Wrap: the debug pages (/__docusaurus/debug/...) get the page heading and the description that
// every page of the site has. The plugin's layout titles each page with an h2 only.
import type {ReactNode} from 'react';
import DebugLayout from '@theme-original/DebugLayout';
import type {WrapperProps} from '@docusaurus/types';
import type DebugLayoutType from '@theme/DebugLayout';
import Heading from '@theme/Heading';
import FallbackDescription from '@site/src/components/FallbackDescription';

type Props = WrapperProps<typeof DebugLayoutType>;

export default function DebugLayoutWrapper({children}: Props): ReactNode {
  return (
    <DebugLayout>
      <FallbackDescription>
        What this build of the site is made of: its config, plugins, routes, loaded content and global data.
      </FallbackDescription>
      <Heading as="h1">Docusaurus debug panel</Heading>
      {children}
    </DebugLayout>
  );
}
