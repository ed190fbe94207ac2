import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The heart that marks the Favorite tag. Decorative: the tag's label says the same in words. */
export default function FavoriteIcon({className}: {className?: string}): ReactNode {
  return (
    <svg className={clsx(styles.icon, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 21C5 16 2 12 2 8c0-3 2.5-5 5.2-5 2 0 3.8 1.2 4.8 3 1-1.8 2.8-3 4.8-3C19.5 3 22 5 22 8c0 4-3 8-10 13z" />
    </svg>
  );
}
