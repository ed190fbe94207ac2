import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * A page that asks search engines not to index it. The robots value is written in mixed
 * case on purpose: crawlers treat it case-insensitively, and so must the sitemap plugin,
 * which leaves such pages out of sitemap.xml.
 */
export default function NoIndex(): ReactNode {
  return (
    <Layout title="No Index Page example" description="An example of a page that is kept out of search engines.">
      <Head>
        <meta name="robots" content="NoIndex, NoFollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">No Index Page example</Heading>
        <p>
          This page declares <code>&lt;meta name=&quot;robots&quot; content=&quot;NoIndex, NoFollow&quot;&gt;</code> in
          its head. Search engines that honour the tag will neither list the page nor follow its links, and the sitemap
          plugin leaves it out of <code>sitemap.xml</code>, so nothing advertises a page that asked not to be found.
        </p>
        <p>
          Use it for pages that must be reachable by a link but are not meant to be discovered: a preview of an
          unreleased announcement, a thank-you page, an internal checklist.
        </p>
      </main>
    </Layout>
  );
}
