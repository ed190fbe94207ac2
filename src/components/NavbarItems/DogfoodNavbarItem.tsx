import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

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
  if (!pathname.startsWith(testsPath)) {
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
