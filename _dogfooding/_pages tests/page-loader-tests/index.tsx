import {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Loading from '@theme/Loading';

// The same pairing Docusaurus uses for every route: react-loadable with the theme's Loading
// component. The chunk has a stable name so that tests (and you, in the network panel) can
// find it; nothing requests it until the button below is pressed.
const LoadedPart = Loadable({
  loader: () => import(/* webpackChunkName: "page-loader-tests-part" */ './_components/loadedPart'),
  loading: Loading,
});

function LiveDemo(): ReactNode {
  const [requested, setRequested] = useState(false);
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={requested}
          onClick={() => setRequested(true)}>
          Load the part
        </button>
      </p>
      {requested && <LoadedPart />}
    </>
  );
}

function FailurePreview(): ReactNode {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <Loading
        isLoading={false}
        pastDelay
        timedOut={false}
        error={Object.assign(new Error('Loading chunk 4242 failed. (an example message)'), {name: 'ChunkLoadError'})}
        retry={() => setRetries((count) => count + 1)}
      />
      <p>Retry pressed {retries === 1 ? 'once' : `${retries} times`} in this preview.</p>
    </>
  );
}

export default function PageLoaderTests(): ReactNode {
  return (
    <Layout
      title="Page loader tests"
      description="The loader shown while a page or a part of it is loading, and when that fails.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Page loader tests</Heading>
        <p>
          Every route of a Docusaurus site is split into chunks that load on demand, and parts of a page can be split
          the same way. While a chunk is on its way, the theme&apos;s <code>Loading</code> component stands in for it.
          It has three states: it shows nothing for the first 200 ms, so that a fast load does not flash a spinner; it
          then shows a spinner whose rings take 3 seconds per cycle; and if the load fails, it shows the error in a red
          box with a Retry button that requests the chunk again.
        </p>
        <p>
          For whole pages you rarely see the last state: Docusaurus loads the next route before switching to it, and
          when that fails it reloads the page from the server instead. A part loaded on demand, like the one below, goes
          through all three.
        </p>

        <section aria-labelledby="live-demo">
          <Heading as="h2" id="live-demo">
            Live demo
          </Heading>
          <p>
            The button loads a small component from its own chunk, named <code>page-loader-tests-part</code>. To see the
            spinner, throttle the network in your browser&apos;s developer tools before pressing it. To see the failure,
            block that request (or go offline), press the button, then unblock it and press Retry.
          </p>
          <LiveDemo />
        </section>

        <section aria-labelledby="the-states-side-by-side">
          <Heading as="h2" id="the-states-side-by-side">
            The states side by side
          </Heading>
          <p>
            The same component rendered directly in each state, so that its colours can be checked in light and dark
            mode without breaking anything. The spinner stands still when your system asks for reduced motion.
          </p>
          <Heading as="h3" id="loading-after-the-delay">
            Loading, after the delay
          </Heading>
          <Loading isLoading pastDelay timedOut={false} error={null} retry={() => undefined} />
          <Heading as="h3" id="failed">
            Failed
          </Heading>
          <FailurePreview />
        </section>
      </main>
    </Layout>
  );
}
