import fs from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** Released docs versions, newest first, as `docusaurus docs:version` records them. */
export const releasedVersions: string[] = (() => {
  const file = path.join(__dirname, '..', 'versions.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
})();

/**
 * Canary (the unreleased `current` docs) is served at /docs/ and is the last version;
 * releases are served under their number. The newest release is the recommended one, so
 * older releases carry the "unmaintained" banner and ask search engines not to index them.
 */
/** Label of the unreleased docs, served at /docs/. */
export const canaryLabel = 'Canary 🚧';

export const docsVersions: NonNullable<DocsOptions['versions']> = {
  current: {label: canaryLabel, path: '', banner: 'none', badge: true},
  ...Object.fromEntries(
    releasedVersions.map((version, index) => [
      version,
      index === 0
        ? {path: version, banner: 'none' as const}
        : {path: version, banner: 'unmaintained' as const, noIndex: true},
    ]),
  ),
};
