// Wrap: the classic admonition types plus our `:::experimental` keyword (declared in
// config/docs.ts `admonitions.keywords`).
import type {ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

function FlaskIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 2h6v2h-1v5.2l5.6 9.3A2.3 2.3 0 0 1 17.6 22H6.4a2.3 2.3 0 0 1-2-3.5L10 9.2V4H9V2Zm3 9.1-2.6 4.4h5.2L12 11.1Z"
      />
    </svg>
  );
}

function ExperimentalAdmonition({title, children, className}: Props): ReactNode {
  return (
    <AdmonitionLayout
      type="experimental"
      className={`alert alert--warning admonition-experimental ${className ?? ''}`}
      icon={<FlaskIcon />}
      title={title ?? 'Experimental'}>
      {children}
    </AdmonitionLayout>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  experimental: ExperimentalAdmonition,
};

export default AdmonitionTypes;
