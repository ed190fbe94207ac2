// "Copy page": copies the page's Markdown twin to the clipboard, for readers who hand the
// page to another tool. A menu button (WAI-ARIA menu button pattern) next to it opens the twin
// or copies its address. The outcome is announced in a status message. Shown on docs, blog and
// changelog pages (src/theme/DocItem/Content, src/theme/BlogPostPage), and kept small: it is
// part of those pages' chunks only.
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Writes text that arrives later: Safari accepts a clipboard item whose content is a promise. */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  try {
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))}),
    ]);
  } catch {
    await navigator.clipboard.writeText(await text);
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${response.status}`);
  }
  return response.text();
}

export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    if (open) {
      items()[0]?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!status) {
      return undefined;
    }
    // Cleared after a while, so that copying again is announced again.
    const timeout = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timeout);
  }, [status]);

  const copy = (text: Promise<string>, done: string) => {
    setOpen(false);
    writeToClipboard(text).then(
      () => setStatus(done),
      () => setStatus('Copying failed: the Markdown could not be loaded.'),
    );
  };
  const copyPage = () => copy(fetchText(markdownUrl), 'Page copied as Markdown.');
  const copyAddress = () => {
    copy(Promise.resolve(new URL(markdownUrl, window.location.href).href), 'Markdown address copied.');
    buttonRef.current?.focus();
  };

  const closeMenu = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
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
      closeMenu();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
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
        <button type="button" className="button button--secondary button--sm" onClick={copyPage}>
          Copy page
        </button>
        <button
          ref={buttonRef}
          type="button"
          className="button button--secondary button--sm"
          aria-label="More Markdown options"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
            }
          }}>
          <span aria-hidden>▾</span>
        </button>
      </div>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Markdown"
        className="dropdown__menu"
        onKeyDown={onMenuKeyDown}>
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
            onClick={copyAddress}>
            Copy Markdown address
          </button>
        </li>
      </ul>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
