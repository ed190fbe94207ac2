import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The name from the URL. */
  value: string;
  onChange: (name: string) => void;
};

/**
 * Search by site name. The field keeps its own text so that the caret never jumps while
 * typing, and follows the URL when the URL changes from elsewhere ("Clear All", reload).
 */
export default function ShowcaseSearchBar({value, onChange}: Props): ReactNode {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);

  return (
    <div role="search" className={styles.search} aria-label="Showcase sites">
      <label htmlFor="showcase-search" className={styles.label}>
        Search by site name
      </label>
      <input
        id="showcase-search"
        type="search"
        className={styles.input}
        placeholder="Search for site name..."
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange(event.currentTarget.value);
        }}
      />
    </div>
  );
}
