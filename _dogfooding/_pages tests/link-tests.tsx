import {useRef, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

export default function LinkTests(): ReactNode {
  const internalRef = useRef<HTMLAnchorElement>(null);
  const externalRef = useRef<HTMLAnchorElement>(null);
  const recolor = () => {
    for (const element of [internalRef.current, externalRef.current]) {
      if (element) {
        element.style.color = 'var(--ifm-color-danger)';
        element.style.outline = '2px solid var(--ifm-color-danger)';
      }
    }
  };
  return (
    <Layout title="Link tests" description="Refs forwarded by the Link component to the anchor element.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Link tests</Heading>
        <p>
          <code>Link</code> forwards the <code>ref</code> it receives to the anchor element it renders, whether it
          renders a client-side router link or a plain anchor. Code that measures, focuses or styles a link relies on
          that.
        </p>
        <ul>
          <li>
            <Link ref={internalRef} to="/tests/pages/">
              An internal link, rendered by the client router
            </Link>
          </li>
          <li>
            <Link ref={externalRef} to="https://github.com/facebook/docusaurus">
              An external link, rendered as a plain anchor
            </Link>
          </li>
        </ul>
        <p>
          The button reaches both anchors through their refs and changes their style directly in the DOM. After a click,
          both links must turn red with an outline; if one stays unchanged, its ref was not forwarded.
        </p>
        <button type="button" className="button button--primary" onClick={recolor}>
          Recolor the links through their refs
        </button>
      </main>
    </Layout>
  );
}
