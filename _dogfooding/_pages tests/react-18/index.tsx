import {lazy, Suspense, useState, useTransition, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';

// A separate chunk, fetched when first rendered. The `_components` folder is not routed.
const HeavyComponent = lazy(() => import('./_components/heavyComponent'));

function Fallback({label}: {label: string}): ReactNode {
  return <div className="alert alert--secondary">{label}</div>;
}

function TransitionDemo(): ReactNode {
  const [limit, setLimit] = useState(50_000);
  const [isPending, startTransition] = useTransition();
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => startTransition(() => setLimit((current) => current * 2))}>
          Double the limit
        </button>{' '}
        {isPending ? 'Computing in a transition…' : `Current limit: ${limit.toLocaleString('en-US')}`}
      </p>
      <Suspense fallback={<Fallback label="Loading the heavy component…" />}>
        <HeavyComponent limit={limit} />
      </Suspense>
    </>
  );
}

export default function React18Tests(): ReactNode {
  return (
    <Layout title="React concurrent features" description="Suspense, lazy components and transitions in a static site.">
      <main className="container margin-vert--lg">
        <Heading as="h1">React concurrent features</Heading>
        <p>
          Docusaurus renders every page on the server at build time, then hydrates it in the browser. React&apos;s
          concurrent features, first released in React 18, have to work in both places: a lazy component inside a
          Suspense boundary, a component that only exists in the browser, and a state update wrapped in a transition.
          The three cases below combine them. None of them may log a hydration error in the console.
        </p>

        <Heading as="h2" id="suspense-inside-browser-only">
          Suspense inside BrowserOnly
        </Heading>
        <p>
          The server renders the fallback of <code>BrowserOnly</code>. In the browser, the lazy component starts loading
          after hydration, and the Suspense fallback shows until its chunk arrives.
        </p>
        <BrowserOnly fallback={<Fallback label="BrowserOnly fallback: rendered on the server." />}>
          {() => (
            <Suspense fallback={<Fallback label="Suspense fallback: the chunk is loading." />}>
              <HeavyComponent />
            </Suspense>
          )}
        </BrowserOnly>

        <Heading as="h2" id="browser-only-inside-suspense">
          BrowserOnly inside Suspense
        </Heading>
        <p>
          The nesting is reversed. On the server, the Suspense boundary renders its content, which is the BrowserOnly
          fallback. In the browser, the lazy component suspends inside the boundary that was already hydrated, so the
          Suspense fallback replaces the content until the chunk is loaded.
        </p>
        <Suspense fallback={<Fallback label="Suspense fallback: the chunk is loading." />}>
          <BrowserOnly fallback={<Fallback label="BrowserOnly fallback: rendered on the server." />}>
            {() => <HeavyComponent />}
          </BrowserOnly>
        </Suspense>

        <Heading as="h2" id="lazy-component-in-a-transition">
          Lazy component in a transition
        </Heading>
        <p>
          Here the lazy component is rendered on the server too, so the static HTML already holds its result, and the
          browser hydrates it once the chunk is loaded. The button doubles the amount of work in a transition: while
          React computes the new result, the previous one stays on screen with a pending message, instead of the
          fallback flashing back.
        </p>
        <TransitionDemo />
      </main>
    </Layout>
  );
}
