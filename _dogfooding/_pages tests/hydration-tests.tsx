import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

/**
 * Markup that has broken hydration before: text and links separated by whitespace that
 * JSX keeps or drops depending on how it is written. The server HTML and the first client
 * render must be identical, so React adopts the server markup without warnings.
 */
export default function HydrationTests(): ReactNode {
  const count = 3;
  return (
    <Layout title="Hydration tests" description="Whitespace and links that must hydrate without a mismatch.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration tests</Heading>
        <p>
          When the browser loads a page, React attaches itself to the HTML that the build rendered, a step called
          hydration. It expects the first client render to produce exactly the same markup. Issue #5617 reported a
          mismatch on a page that mixed text, links and whitespace; this page keeps that kind of markup around so that
          the problem cannot come back unnoticed.
        </p>
        <Heading as="h2" id="what-to-observe">
          What to observe
        </Heading>
        <p>
          Open the browser console and reload the page: React must log no hydration warning or error. The sentences
          below must show their spaces exactly as written, with no word glued to a link and no doubled space.
        </p>
        <Heading as="h2" id="the-markup-under-test">
          The markup under test
        </Heading>
        <p>
          A link in the middle of a sentence, <Link to="/tests/pages/">back to the pages tests</Link>, followed by more
          text.
        </p>
        <p>
          Spaces on both sides of a link, which JSX keeps because they sit on the same line as the text:{' '}
          <Link to="/tests/docs/">the docs tests</Link> and more text after it.
        </p>
        <p>
          Text and a number rendered from an expression: there are {count} fixture instances, namely{' '}
          <Link to="/tests/docs/">docs</Link>, <Link to="/tests/blog/">blog</Link> and{' '}
          <Link to="/tests/pages/">pages</Link>.
        </p>
        <p>
          A link without a trailing slash, which the Link component completes because the site uses{' '}
          <code>trailingSlash: true</code>: <Link to="/tests/pages/link-tests">link tests</Link>. The server and the
          client must compute the same <code>href</code>.
        </p>
      </main>
    </Layout>
  );
}
