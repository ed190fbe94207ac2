import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  ErrorBoundaryTryAgainButton,
} from '@docusaurus/theme-common';
import ErrorBoundaryTestButton from '@site/src/components/ErrorBoundaryTestButton';

function Case({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className="margin-bottom--lg">
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export default function ErrorBoundaryTests(): ReactNode {
  return (
    <>
      {/* Outside the Layout: only the boundary at the root of the app can catch this one. */}
      <div className="container padding-vert--sm">
        <ErrorBoundaryTestButton message="Crash outside the Layout: the whole page is replaced">
          Crash outside the Layout
        </ErrorBoundaryTestButton>
      </div>
      <Layout title="Error boundary tests" description="Buttons that crash on purpose, caught at different levels.">
        <main className="container margin-vert--lg">
          <Heading as="h1">Error boundary tests</Heading>
          <p>
            Each button below throws an error while rendering once it is clicked. React then unmounts everything up to
            the closest error boundary, which renders a fallback instead. The cases differ by where that boundary is, so
            each click must replace a different amount of the page. Reload the page to reset all of them.
          </p>

          <Case id="boundary-with-custom-fallback" title="Boundary with a custom fallback">
            <p>
              The button sits in an <code>ErrorBoundary</code> whose <code>fallback</code> function renders a small
              alert with the error message and a button that calls <code>tryAgain</code>. Only the box below must
              change; trying again brings the button back.
            </p>
            <ErrorBoundary
              fallback={({error, tryAgain}) => (
                <div className="alert alert--danger" role="alert">
                  <p>Caught by the local boundary: {error.message}</p>
                  <button type="button" className="button button--sm button--secondary" onClick={tryAgain}>
                    Try again
                  </button>
                </div>
              )}>
              <ErrorBoundaryTestButton message="Crash caught by the boundary with a custom fallback" />
            </ErrorBoundary>
          </Case>

          <Case id="boundary-with-theme-fallback" title="Boundary with the theme's fallback">
            <p>
              The same setup with the fallback component of the theme, which prints the message of the error and a
              &quot;Try again&quot; button.
            </p>
            <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
              <ErrorBoundaryTestButton message="Crash caught by the boundary with the theme fallback" />
            </ErrorBoundary>
          </Case>

          <Case id="error-with-a-cause" title="Error with a cause">
            <p>
              This error is created with a <code>cause</code>, another error. The fallback prints it with the
              theme&apos;s <code>ErrorBoundaryError</code> component, which shows the whole chain: the message of the
              error, then &quot;Cause:&quot; and the message of its cause. (The theme&apos;s message-only fallback used
              above would show the first message alone.)
            </p>
            <ErrorBoundary
              fallback={({error, tryAgain}) => (
                <div role="alert">
                  <ErrorBoundaryError error={error} />
                  <ErrorBoundaryTryAgainButton className="button button--sm button--secondary" onClick={tryAgain} />
                </div>
              )}>
              <ErrorBoundaryTestButton
                message="Crash with a chained cause: the component could not render"
                cause="The cause of the crash: the data it needed was missing"
              />
            </ErrorBoundary>
          </Case>

          <Case id="no-local-boundary" title="No local boundary">
            <p>
              This button has no boundary of its own. The error goes up to the boundary that the Layout puts around the
              page content: the content area is replaced by the theme&apos;s error page, while the navbar and the footer
              stay. The error has a cause, and the error page prints the whole chain, each cause after a blank line and
              &quot;Cause:&quot;.
            </p>
            <ErrorBoundaryTestButton
              message="Crash caught by the boundary of the Layout"
              cause="The underlying cause, printed after the message"
            />
          </Case>

          <Case id="outside-the-layout" title="Outside the Layout">
            <p>
              The button at the very top of this page, above the navbar, is rendered outside the Layout. Nothing between
              it and the root of the app catches errors, so clicking it replaces the whole page, navbar included, with
              the error page of the app.
            </p>
          </Case>
        </main>
      </Layout>
    </>
  );
}
