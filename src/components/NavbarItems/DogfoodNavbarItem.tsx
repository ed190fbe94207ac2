import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = {
  /** Text of the button. */
  content: string;
  /** Set by the navbar for items rendered in the mobile sidebar. */
  mobile?: boolean;
};

/**
 * A custom navbar item type, registered in src/theme/NavbarItem/ComponentTypes.tsx. It
 * proves that sites can add their own item types: on /tests pages only, it shows a button
 * that raises an alert.
 */
export default function DogfoodNavbarItem({content, mobile = false}: Props): ReactNode {
  const {pathname} = useLocation();
  const testsPath = useBaseUrl('/tests');
  // Rendered only after hydration: the 404 page is pre-rendered once, outside /tests, and
  // must hydrate the same wherever it is shown.
  const isBrowser = useIsBrowser();
  if (!isBrowser || !pathname.startsWith(testsPath)) {
    return null;
  }
  return (
    <button
      type="button"
      className={mobile ? 'menu__link' : 'button button--sm button--outline button--secondary'}
      aria-label="Custom navbar item"
      onClick={() => window.alert('Hello from the custom navbar item of the test section!')}>
      {content}
    </button>
  );
}
