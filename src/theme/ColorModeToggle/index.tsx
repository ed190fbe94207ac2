// The colour-mode toggle. theme-classic's (3.10) cycles system -> light -> dark, so when the
// system is light its first press changes nothing a reader can see (system already is light),
// and the reader concludes that the button is broken. Here every press changes the page:
//
//   following the system          -> the other mode, chosen explicitly
//   a mode the system is not in   -> back to following the system
//   a mode the system is also in  -> the other mode (the system changed since it was chosen)
//
// so "follow the system" stays one press away, and either mode can be pinned whatever the
// system says. The label names the current mode and the next one; a polite live region
// announces each change. With `respectPrefersColorScheme: false` it is a plain light/dark switch.
import {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/ColorModeToggle';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
// The classic toggle's own stylesheet: its icon rules follow `data-theme-choice` on <html>,
// which is set before React hydrates.
import styles from '@docusaurus/theme-classic/lib/theme/ColorModeToggle/styles.module.css';

type Mode = 'light' | 'dark';
type Choice = Props['value'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemMode(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The system's colour scheme, kept current; light on the server, where nobody reads it. */
function useSystemMode(): Mode {
  return useSyncExternalStore(
    subscribeToSystemMode,
    () => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );
}

const opposite = (mode: Mode): Mode => (mode === 'dark' ? 'light' : 'dark');

/** The choice after a press: see the top of the file. */
export function nextChoice(choice: Choice, systemMode: Mode, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) {
    return choice === 'dark' ? 'light' : 'dark';
  }
  if (choice === null) {
    return opposite(systemMode);
  }
  return choice === systemMode ? opposite(choice) : null;
}

function describeChoice(choice: Choice, systemMode: Mode): string {
  return choice === null ? `following the system (${systemMode} mode)` : `${choice} mode`;
}

/** What a screen reader says after a press. */
function announcement(choice: Choice, systemMode: Mode): string {
  return choice === null
    ? `Colour mode follows the system: ${systemMode} mode`
    : `${choice === 'dark' ? 'Dark' : 'Light'} mode on`;
}

export default function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme,
  value,
  onChange,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const systemMode = useSystemMode();
  const next = nextChoice(value, systemMode, respectPrefersColorScheme);
  const [announced, setAnnounced] = useState('');
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== value) {
      previous.current = value;
      setAnnounced(announcement(value, systemMode));
    }
  }, [value, systemMode]);
  const label = `Colour mode: ${describeChoice(value, systemMode)}. Switch to ${next === null ? `following the system (${systemMode} mode)` : `${next} mode`}`;
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        onClick={() => onChange(next)}
        // The stored choice is only known in the browser.
        disabled={!isBrowser}
        title={label}
        aria-label={label}>
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {announced}
      </span>
    </div>
  );
}
