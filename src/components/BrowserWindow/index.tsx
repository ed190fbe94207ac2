import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
  readonly minHeight?: number;
  /** Address shown in the fake address bar. */
  readonly url?: string;
  readonly style?: CSSProperties;
  readonly bodyStyle?: CSSProperties;
};

/** Close, minimise and zoom, as most desktop windows show them. */
const WINDOW_BUTTON_COLORS = ['#ee5b52', '#f5b73b', '#5ac443'];

/** A browser-like frame around live output, so readers see what a sample renders as. */
export default function BrowserWindow({
  children,
  minHeight,
  url = 'http://localhost:3000',
  style,
  bodyStyle,
}: Props): ReactNode {
  return (
    <figure className={styles.browserWindow} style={{...style, minHeight}}>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.buttons}>
          {WINDOW_BUTTON_COLORS.map((color) => (
            <span key={color} className={styles.dot} style={{backgroundColor: color}} />
          ))}
        </div>
        <div className={clsx(styles.address, 'text--truncate')}>{url}</div>
      </div>
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
      <figcaption className="sr-only">Rendered output at {url}</figcaption>
    </figure>
  );
}
