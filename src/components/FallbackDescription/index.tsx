// A page's description for search results and link previews, for the theme pages that set none
// (tag lists, tag pages, the authors list, the not-found page, the debug pages). Render it before
// the page's own metadata: when a page does set a description (a tag with one in a tags file),
// that later tag wins, since the document head keeps the last of two tags with the same name.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

export default function FallbackDescription({children}: {children: string}): ReactNode {
  return (
    <Head>
      <meta name="description" content={children} />
      <meta property="og:description" content={children} />
    </Head>
  );
}
