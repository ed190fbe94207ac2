import {useActivePluginAndVersion, useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import type {PagefindFilters} from './pagefind';

export type SearchScope = {
  /** Docs version searched, by name (`current`, `3.2.1`, ...). */
  version: string;
  /** Its label, for the UI. */
  versionLabel: string;
};

/**
 * The docs version to search: the one being read on a docs page; elsewhere the reader's
 * preferred version, or the last version.
 */
export function useSearchScope(): SearchScope {
  const active = useActivePluginAndVersion();
  const {preferredVersion} = useDocsPreferredVersion();
  if (active?.activePlugin.pluginId === 'default' && active.activeVersion) {
    return {version: active.activeVersion.name, versionLabel: active.activeVersion.label};
  }
  if (preferredVersion) {
    return {version: preferredVersion.name, versionLabel: preferredVersion.label};
  }
  return {version: 'current', versionLabel: 'Canary 🚧'};
}

/** Docs of one version, plus everything that is not versioned (blog, changelog, pages). */
export function versionFilters(version: string): PagefindFilters {
  return {version: {any: [version, 'none']}};
}
