import {useState, type ReactNode} from 'react';

type Props = {
  readonly children?: ReactNode;
  /** Message of the error thrown on click. */
  readonly message?: string;
  readonly cause?: string;
};

/**
 * A button that makes its own render throw, to show (and test) what an error boundary
 * does. With `cause`, the error carries a cause so the chained messages can be seen.
 */
export default function ErrorBoundaryTestButton({
  children = 'Crash this component',
  message = 'Boom! This error was thrown on purpose by the test button.',
  cause,
}: Props): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error(message, cause ? {cause: new Error(cause)} : undefined);
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
      {children}
    </button>
  );
}
