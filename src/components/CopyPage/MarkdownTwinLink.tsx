import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Announces the page's Markdown twin in the page head, for tools that read pages. */
export default function MarkdownTwinLink({href}: {href: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
