import type {ReactNode} from 'react';
import {Tags, type TagType} from '@site/src/data/showcase/tags';
import FavoriteIcon from '../FavoriteIcon';
import styles from './styles.module.css';

type Props = {
  tag: TagType;
  checked: boolean;
  onChange: (tag: TagType, checked: boolean) => void;
  /** Id of the element that holds the tag's description, read out with the checkbox. */
  descriptionId: string;
};

/** One tag filter: a real checkbox, so keyboards, screen readers and forms all work as usual. */
export default function ShowcaseTagSelect({tag, checked, onChange, descriptionId}: Props): ReactNode {
  const {label, color} = Tags[tag];
  const id = `showcase-tag-${tag}`;
  return (
    <div className={styles.tagSelect}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(tag, event.currentTarget.checked)}
        aria-describedby={descriptionId}
      />
      <label htmlFor={id} className={styles.label}>
        {tag === 'favorite' ? (
          <FavoriteIcon className={styles.marker} />
        ) : (
          <span className={styles.dot} style={{backgroundColor: color}} aria-hidden="true" />
        )}
        {label}
      </label>
    </div>
  );
}
