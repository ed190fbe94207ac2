// Replaces the classic DocVersionBanner (3.10.2). The theme's banner sends readers of an
// old release to the *last* version, which on this site is Canary: unreleased work. Ours
// points old releases to the same page in the newest *release*, and gives Canary a one-line
// note instead of a warning box, so it informs without getting in the way.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import styles from './styles.module.css';

/** The newest released version and the current page in it (or its main doc). */
function useNewestRelease(pluginId: string): {label: string; name: string; path: string} | null {
  const versions = useVersions(pluginId);
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  const newest = versions.find((version) => version.name !== 'current');
  if (!newest) {
    return null;
  }
  const samePage = alternateDocVersions[newest.name];
  const mainDoc = newest.docs.find((doc) => doc.id === newest.mainDocId);
  return {label: newest.label, name: newest.name, path: samePage?.path ?? mainDoc?.path ?? newest.path};
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  const {pluginId} = versionMetadata;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const newestRelease = useNewestRelease(pluginId);
  if (!newestRelease || versionMetadata.version === newestRelease.name) {
    return null;
  }
  const link = (
    <Link to={newestRelease.path} onClick={() => savePreferredVersionName(newestRelease.name)}>
      {newestRelease.label}
    </Link>
  );
  if (versionMetadata.version === 'current') {
    return (
      <p className={clsx(className, ThemeClassNames.docs.docVersionBanner, styles.canaryNote)}>
        <b>{versionMetadata.label}</b> documents unreleased work from the main branch. Using a release? Read this page
        for {link}.
      </p>
    );
  }
  if (!versionMetadata.banner) {
    return null;
  }
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note">
      <p className="margin-bottom--sm">
        This is documentation for Docusaurus <b>{versionMetadata.label}</b>, which is no longer actively maintained.
      </p>
      <p className="margin-bottom--none">
        For up-to-date documentation, see <b>this page in the latest release</b> ({link}).
      </p>
    </div>
  );
}
