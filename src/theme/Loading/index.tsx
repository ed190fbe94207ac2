import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * What a lazily loaded part shows while its code arrives: nothing for the first 200 ms
 * (react-loadable's `delay`, so fast loads do not flash), then a spinner, or the error
 * with a Retry button when the load failed. Docusaurus renders it for route chunks, and
 * our pages use it with `react-loadable` for parts loaded on demand.
 *
 * The core fallback draws white text on #fa383e (3.7:1, under the AA minimum) and an SVG
 * spinner that keeps moving when the reader asked for reduced motion; this one uses the
 * darkest Infima danger shade (6.7:1), CSS animations that stop under reduced motion, and
 * announces both states to assistive technology.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.failureTitle}>
          <Translate id="theme.Loading.failed" description="Shown when the code of a page or part could not load">
            This content could not be loaded.
          </Translate>
        </p>
        <p className={styles.failureMessage}>{String(error)}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          <Translate id="theme.Loading.retry" description="Button that loads the failed page or part again">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <svg className={styles.spinner} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className={styles.ripple} cx="24" cy="24" r="22" />
          <circle className={styles.ripple} cx="24" cy="24" r="22" />
          <circle className={styles.core} cx="24" cy="24" r="5" />
        </svg>
        <span className="sr-only">
          <Translate id="theme.Loading.loading" description="Announced while the code of a page or part loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
