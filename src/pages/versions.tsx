import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {archivedVersions, repositoryUrl} from '@site/config/site';

type VersionRow = {
  label: string;
  docs: string;
  /** Changelog entry; absent for Canary, whose changes are not released yet. */
  releaseNotes?: string;
  source: string;
};

function releaseRow(name: string, docs: string): VersionRow {
  return {label: name, docs, releaseNotes: `/changelog/${name}/`, source: `${repositoryUrl}/tree/v${name}`};
}

function docsRoot(version: GlobalVersion): string {
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  return mainDoc?.path ?? version.path;
}

function VersionsTable({caption, rows}: {caption: string; rows: VersionRow[]}): ReactNode {
  return (
    <table>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <Link to={row.docs} aria-label={`Documentation of ${row.label}`}>
                Documentation
              </Link>
            </td>
            <td>
              {row.releaseNotes ? (
                <Link to={row.releaseNotes} aria-label={`Release notes of ${row.label}`}>
                  Release notes
                </Link>
              ) : (
                'Not released yet'
              )}
            </td>
            <td>
              <Link to={row.source} aria-label={`Source code of ${row.label}`}>
                Source
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Versions(): ReactNode {
  const versions = useVersions(undefined);
  const canary = versions.find((version) => version.name === 'current');
  const releases = versions.filter((version) => version.name !== 'current');
  const [latestRelease, ...pastReleases] = releases;
  const pastRows = [
    ...pastReleases.map((version) => releaseRow(version.name, docsRoot(version))),
    ...Object.entries(archivedVersions).map(([name, url]) => releaseRow(name, url)),
  ];
  return (
    <Layout
      title="Versions"
      description="Every version of the Docusaurus documentation: the latest release, Canary, and past releases.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          Each release of Docusaurus has documentation that matches what it can do. Read the docs of the version your
          site uses: options and APIs change between releases, and an example written for a newer version may not work
          on an older one.
        </p>

        {latestRelease && (
          <section className="margin-bottom--lg">
            <Heading as="h2" id="latest">
              Latest release (stable)
            </Heading>
            <p>The version we recommend for every site, and the one bug fixes and security fixes go to first.</p>
            <VersionsTable caption="Latest release" rows={[releaseRow(latestRelease.name, docsRoot(latestRelease))]} />
          </section>
        )}

        {canary && (
          <section className="margin-bottom--lg">
            <Heading as="h2" id="next">
              Canary (unreleased)
            </Heading>
            <p>
              The documentation of the <code>main</code> branch: features merged since the latest release, published to
              npm as canary builds. Use it to try what is coming, not for a site you depend on.
            </p>
            <VersionsTable
              caption="Canary"
              rows={[{label: canary.label, docs: docsRoot(canary), source: `${repositoryUrl}/tree/main`}]}
            />
          </section>
        )}

        {pastRows.length > 0 && (
          <section className="margin-bottom--lg">
            <Heading as="h2" id="archive">
              Past versions (not maintained anymore)
            </Heading>
            <p>
              Older releases stay readable for sites that have not upgraded yet, but they receive no fixes. Their pages
              ask search engines to prefer the latest release. The archived 2.x documentation lives on a frozen copy of
              this website.
            </p>
            <VersionsTable caption="Past versions" rows={pastRows} />
          </section>
        )}

        <section className="margin-bottom--lg">
          <Heading as="h2" id="legacy">
            Docusaurus v1 (legacy)
          </Heading>
          <p>
            Version 1 is a different code base, kept online for the sites still running it; the{' '}
            <Link to="/docs/migration/v2/">migration guide</Link> explains how to move to the current major version.
          </p>
          <VersionsTable
            caption="Docusaurus v1"
            rows={[
              {
                label: '1.x',
                docs: 'https://v1.docusaurus.io/docs/en/installation',
                source: `${repositoryUrl}/tree/v1.x`,
              },
            ]}
          />
        </section>

        <section>
          <Heading as="h2" id="support">
            How versions are supported
          </Heading>
          <ul>
            <li>
              Only the latest release gets bug fixes; a fix is not backported to older minors. Upgrading within a major
              version should need no code change.
            </li>
            <li>
              A new major version may remove deprecated APIs: its upgrade guide lists every breaking change. See the{' '}
              <Link to="/community/release-process/">release process</Link>.
            </li>
            <li>Canary documents unreleased work. Its pages can change or disappear before the next release ships.</li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
