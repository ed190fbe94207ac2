import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Throws while the page is rendered on the server, when the site was built with
 * DOCUSAURUS_CRASH_TEST=true. The error carries a chain of causes, so the build output can
 * be checked for the full chain and for the path of the page that failed.
 */
function useCrashDuringSSR(): void {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.crashTest === true && typeof window === 'undefined') {
    throw new Error('Crash test: this page throws on purpose while it is rendered on the server', {
      cause: new Error('First cause: the crashTest custom field is true', {
        cause: new Error('Root cause: the build was started with DOCUSAURUS_CRASH_TEST=true'),
      }),
    });
  }
}

export default function CrashTest(): ReactNode {
  useCrashDuringSSR();
  return (
    <Layout title="Crash test" description="A page that makes the static build fail on demand.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <p>
          This page exists to check what a failed static build looks like. When the site config has{' '}
          <code>customFields.crashTest</code> set to <code>true</code>, the page throws an error while it is rendered on
          the server, and the build stops. The error has two nested causes, and the build output must show all three
          messages along with the route of the page, <code>/tests/pages/crashTest/</code>, so that whoever reads the log
          knows which page broke and why.
        </p>
        <p>
          The custom field is read from an environment variable in the site config. To run the crash test, build the
          site with it:
        </p>
        <CodeBlock language="bash">DOCUSAURUS_CRASH_TEST=true npm run build</CodeBlock>
        <p>
          In a normal build, like the one you are looking at, the field is <code>false</code> and the page renders this
          explanation instead. The error is only thrown on the server: a crash test is about the build, and the
          development server does not render pages on the server.
        </p>
      </main>
    </Layout>
  );
}
