// Replaces the classic theme's empty SearchBar slot with the local (Pagefind) search: a
// navbar button, the Ctrl/Cmd+K and "/" shortcuts, and a modal whose code (with the docs
// version to search and the index client: src/components/Search/ScopedSearchModal) loads only
// on the first hover, focus, touch or click of the button.
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ScopedSearchModalProps} from '@site/src/components/Search/ScopedSearchModal';
import styles from '@site/src/components/Search/styles.module.css';

type ModalModule = typeof import('@site/src/components/Search/ScopedSearchModal');

let modalModule: Promise<ModalModule> | null = null;

function loadModal(): Promise<ModalModule> {
  modalModule ??= import(/* webpackChunkName: "search-modal" */ '@site/src/components/Search/ScopedSearchModal');
  return modalModule;
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [Modal, setModal] = useState<ComponentType<ScopedSearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [isMac, setIsMac] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prepare = useCallback(() => {
    void loadModal().then((module) => {
      setModal(() => module.default);
      module.warmIndex(baseUrl);
    });
  }, [baseUrl]);

  const openModal = useCallback(
    (query = '') => {
      prepare();
      setInitialQuery(query);
      setOpen(true);
    },
    [prepare],
  );

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: KeyboardEvent): void => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openModal();
      } else if (event.key === '/' && !isEditable(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openModal]);

  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        className={styles.searchButton}
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K /"
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => openModal()}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="2"
          />
        </svg>
        <span className={styles.searchButtonLabel}>Search</span>
        <span className={styles.searchButtonKeys} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && (
        <Modal
          initialQuery={initialQuery}
          onClose={() => {
            setOpen(false);
            // Give focus back to where the reader was.
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
