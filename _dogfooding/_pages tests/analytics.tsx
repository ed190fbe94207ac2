import {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

type Gtag = (command: 'event', eventName: string, params: Record<string, unknown>) => void;

/** The global function that the gtag plugin installs, when a site enables it. */
function getGtag(): Gtag | undefined {
  const candidate = (window as Window & {gtag?: unknown}).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

export default function AnalyticsTests(): ReactNode {
  const [status, setStatus] = useState('No event sent yet.');
  const sendEvent = () => {
    const gtag = getGtag();
    if (!gtag) {
      setStatus('window.gtag is not defined: this build has no Google tag, so nothing was sent.');
      return;
    }
    gtag('event', 'dogfooding_test_event', {event_category: 'tests', event_label: 'analytics page button'});
    setStatus('Sent the custom event "dogfooding_test_event" through window.gtag.');
  };
  return (
    <Layout title="Analytics tests" description="Send a custom analytics event from a React component.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Analytics tests</Heading>
        <p>
          Sites that enable the Google tag plugin (<code>gtag</code> in the classic preset) get a global{' '}
          <code>window.gtag</code> function, and custom code can send its own events with it, as discussed in issue
          #6337. The button below sends one custom event when the function exists, and says so when it does not.
        </p>
        <p>
          This site does not configure a Google tag, so here the button must report that nothing was sent, without
          throwing. On a site with a tag, the event shows in the network panel as a request to the collection endpoint,
          and in the real-time view of the analytics property.
        </p>
        <button type="button" className="button button--primary" onClick={sendEvent}>
          Send a custom event
        </button>
        <p className="margin-top--md" role="status">
          {status}
        </p>
      </main>
    </Layout>
  );
}
