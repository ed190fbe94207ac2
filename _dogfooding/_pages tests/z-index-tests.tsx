import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function ZIndexTests(): ReactNode {
  return (
    <Layout title="z-index tests" description="A positioned element with a high z-index under the sticky navbar.">
      <main className="container margin-vert--lg">
        <Heading as="h1">z-index tests</Heading>
        <p>
          The navbar is sticky and stays on top of the content when the page scrolls. Site content sometimes uses
          positioned elements with their own <code>z-index</code>, and the theme must keep its navbar, its sidebars and
          its dropdown menus above them.
        </p>
        <p
          id="z-index-test"
          style={{position: 'relative', padding: '1rem', background: 'var(--ifm-color-warning-contrast-background)'}}>
          This paragraph is positioned and gets <code>z-index: 100</code> from <code>dogfooding.css</code>. Scroll so
          that it passes under the navbar: the navbar must stay on top and hide it. Then open the navbar dropdowns and
          the mobile menu over it: they must cover it too.
        </p>
        {Array.from({length: 12}, (_, index) => (
          <p key={index}>
            Filler paragraph {index + 1} of 12, so that the page is tall enough to scroll the test paragraph under the
            navbar.
          </p>
        ))}
      </main>
    </Layout>
  );
}
