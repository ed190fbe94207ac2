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
          <span className={styles.dot} style={{background: '#f25f58'}} />
          <span className={styles.dot} style={{background: '#fbbe3c'}} />
          <span className={styles.dot} style={{background: '#58cb42'}} />
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
