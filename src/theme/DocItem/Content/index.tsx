// Wrap: docs with a Markdown twin (src/plugins/markdownTwins) link it from the page head and
// show the "Copy page" control beside their title. Docs of instances without twins (the test
// fixtures) are unchanged.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage/LazyCopyPage';
import MarkdownTwinLink from '@site/src/components/CopyPage/MarkdownTwinLink';
import {useMarkdownTwin} from '@site/src/components/CopyPage/useMarkdownTwin';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pluginId} = useDocsVersion();
  const twin = useMarkdownTwin('docs', pluginId, metadata.permalink);
  return (
    <>
      {twin && <MarkdownTwinLink href={twin} />}
      {twin && <CopyPage markdownUrl={twin} />}
      <Content {...props} />
    </>
  );
}
