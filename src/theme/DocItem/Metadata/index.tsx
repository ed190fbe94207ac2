// Wrap: a released docs version repeats pages of the last version, so its pages name the
// last version's copy as canonical, and search engines rank one URL per page instead of
// splitting it across versions. (Unmaintained versions also carry `noindex`, set in
// config/docsVersions.ts.) Every docs page also names its social card (src/plugins/socialCards)
// as og:image and twitter:image, in place of the site-wide image.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const {metadata, frontMatter} = useDoc();
  const lastVersion = useVersions(version.pluginId).find((candidate) => candidate.isLast);
  const {alternateDocVersions} = useActiveDocContext(version.pluginId);
  const {withBaseUrl} = useBaseUrlUtils();
  const {siteConfig} = useDocusaurusContext();
  const lastVersionDoc = version.isLast || !lastVersion ? undefined : alternateDocVersions[lastVersion.name];
  // Global data keeps paths without the trailing slash that the site's URLs have.
  const canonicalPath =
    lastVersionDoc && siteConfig.trailingSlash && !lastVersionDoc.path.endsWith('/')
      ? `${lastVersionDoc.path}/`
      : lastVersionDoc?.path;
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta
        permalink={metadata.permalink}
        title={metadata.title}
        version={version.label}
        ownImage={frontMatter.image}
      />
      {canonicalPath && (
        <Head>
          <link rel="canonical" href={withBaseUrl(canonicalPath, {absolute: true})} />
        </Head>
      )}
    </>
  );
}
