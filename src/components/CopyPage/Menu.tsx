// The menu of the "Copy page" control (./index.tsx), loaded when the reader reaches for it:
// view the Markdown twin, or copy its address. Arrow keys, Home and End move between the
// items; Escape closes the menu and returns to its button; Tab closes it and moves on.
import {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {MENU_ID} from '.';
import styles from './styles.module.css';

export type MenuProps = {
  markdownUrl: string;
  /** Closes the menu and gives the focus back to its button. */
  onClose: () => void;
  onCopyAddress: () => void;
};

export default function Menu({markdownUrl, onClose, onCopyAddress}: MenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <ul ref={menuRef} id={MENU_ID} role="menu" aria-label="Markdown" className="dropdown__menu" onKeyDown={onKeyDown}>
      <li role="none">
        {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
        <Link role="menuitem" tabIndex={-1} className="dropdown__link" to={`pathname://${markdownUrl}`}>
          View as Markdown
        </Link>
      </li>
      <li role="none">
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          className={clsx('dropdown__link', styles.item)}
          onClick={onCopyAddress}>
          Copy Markdown address
        </button>
      </li>
    </ul>
  );
}
