import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrowserWindow from '@site/src/components/BrowserWindow';

function IframeWindow({path, title}: {path: string; title: string}): ReactNode {
  const src = useBaseUrl(path);
  return (
    <BrowserWindow url={path} bodyStyle={{padding: 0}}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        style={{display: 'block', width: '100%', height: 300, border: 0}}
      />
    </BrowserWindow>
  );
}

const embeds: {path: string; title: string; expected: string}[] = [
  {
    path: '/?docusaurus-theme=light',
    title: 'Home page forced to the light theme',
    expected: 'The embedded home page is light, whatever the color mode of this page.',
  },
  {
    path: '/?docusaurus-theme=dark',
    title: 'Home page forced to the dark theme',
    expected: 'The embedded home page is dark, whatever the color mode of this page.',
  },
  {
    path: '/?docusaurus-theme=unexpected-value',
    title: 'Home page with an invalid theme parameter',
    expected: 'An unknown value is ignored: the embedded page uses its normal color mode, and nothing breaks.',
  },
  {
    path: '/',
    title: 'Home page without a theme parameter',
    expected: 'No parameter: the embedded page picks its color mode as a normal visit would.',
  },
];

export default function Embeds(): ReactNode {
  return (
    <Layout title="Embeds" description="Pages of this site embedded in iframes, with a forced color mode.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Embeds</Heading>
        <p>
          A Docusaurus page can be embedded in another page, for example to show a live preview in a blog post or in a
          tutorial. The embedding page usually wants the embedded one to match its own color mode, so the theme reads a{' '}
          <code>docusaurus-theme</code> query parameter that forces the color mode of the page it is loaded on (issue
          #8672).
        </p>
        <p>
          The four frames below load pages of this very site, so the test works offline. Each frame states what it must
          show.
        </p>
        {embeds.map(({path, title, expected}) => (
          <section key={path} className="margin-bottom--lg">
            <Heading as="h2" id={title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}>
              {title}
            </Heading>
            <p>{expected}</p>
            <IframeWindow path={path} title={title} />
          </section>
        ))}
        <Heading as="h2" id="other-websites">
          Other websites
        </Heading>
        <p>
          Embedding other Docusaurus websites works the same way, but this page does not load them, because the fixtures
          must not depend on the network. Open them yourself to compare:{' '}
          <Link to="https://docusaurus.io/?docusaurus-theme=dark">the Docusaurus website in dark mode</Link> and{' '}
          <Link to="https://tutorial.docusaurus.io/?docusaurus-theme=dark">the tutorial in dark mode</Link> (external
          links, each opens in a new tab).
        </p>
      </main>
    </Layout>
  );
}
