// "Copy page": copies the page's Markdown twin to the clipboard, for readers who hand the
// page to another tool. A menu button (WAI-ARIA menu button pattern) next to it opens a menu
// to view the twin or copy its address. The outcome is announced in a status message.
// Shown on docs, blog and changelog pages (src/theme/DocItem/Content, src/theme/BlogPostPage).
// The page loads only the two buttons; the menu's code (./Menu) loads when the menu button is
// hovered, focused or pressed.
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type {MenuProps} from './Menu';
import styles from './styles.module.css';

export const MENU_ID = 'copy-page-menu';

let menuModule: Promise<{default: ComponentType<MenuProps>}> | undefined;

/**
 * Writes text that may arrive later. The clipboard write starts within the reader's click, as
 * Safari requires; its content is a promise, which Safari and Chromium accept.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  try {
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))}),
    ]);
  } catch {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState(false);
  const [Menu, setMenu] = useState<ComponentType<MenuProps>>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Cleared after a while, so that copying again is announced again.
    const timeout = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timeout);
  }, [status]);

  const prepareMenu = () => {
    menuModule ??= import('./Menu');
    void menuModule.then((module) => setMenu(() => module.default));
  };
  const copy = (text: Promise<string>, done: string) =>
    writeToClipboard(text).then(
      () => setStatus(done),
      () => setStatus('Copying failed: the Markdown could not be loaded.'),
    );
  const openMenu = () => {
    prepareMenu();
    setOpen(true);
  };

  return (
    <div
      className={clsx(styles.copyPage, 'dropdown dropdown--right', open && 'dropdown--show')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            copy(
              fetch(markdownUrl).then((response) => {
                if (!response.ok) {
                  throw new Error(String(response.status));
                }
                return response.text();
              }),
              'Page copied as Markdown.',
            )
          }>
          Copy page
        </button>
        <button
          ref={buttonRef}
          type="button"
          className="button button--secondary button--sm"
          aria-label="More Markdown options"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? MENU_ID : undefined}
          onPointerEnter={prepareMenu}
          onFocus={prepareMenu}
          onClick={() => (open ? setOpen(false) : openMenu())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              openMenu();
            }
          }}>
          <span aria-hidden>▾</span>
        </button>
      </div>
      {open && Menu && (
        <Menu
          markdownUrl={markdownUrl}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
          onCopyAddress={() => {
            setOpen(false);
            buttonRef.current?.focus();
            void copy(Promise.resolve(new URL(markdownUrl, window.location.href).href), 'Markdown address copied.');
          }}
        />
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
