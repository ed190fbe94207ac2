import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {TagList, Tags, type TagType} from '@site/src/data/showcase/tags';
import FavoriteIcon from '../FavoriteIcon';
import OperatorToggle from '../OperatorToggle';
import ShowcaseTagSelect from '../ShowcaseTagSelect';
import {siteCount} from '../showcaseState';
import type {ShowcaseStateApi} from '../useShowcaseState';
import styles from './styles.module.css';

const descriptionId = (tag: TagType) => `showcase-tag-description-${tag}`;

type Props = ShowcaseStateApi & {
  /** Number of sites that match the current filters. */
  count: number;
};

/**
 * The "Filters" section: the result count (announced politely when it changes), the OR/AND
 * operator, "Clear All", one checkbox per tag and, for every reader, what each tag means.
 */
export default function ShowcaseFilters({state, update, clear, count}: Props): ReactNode {
  const toggleTag = (tag: TagType, checked: boolean) => {
    const selected = new Set(state.tags);
    if (checked) {
      selected.add(tag);
    } else {
      selected.delete(tag);
    }
    update({tags: TagList.filter((key) => selected.has(key))});
  };

  return (
    <section className={styles.filters} aria-labelledby="showcase-filters">
      <div className={styles.header}>
        <div className={styles.title}>
          <Heading as="h2" id="showcase-filters" className={styles.heading}>
            Filters
          </Heading>
          <span className={styles.count} role="status" aria-live="polite" aria-atomic="true">
            {siteCount(count)}
          </span>
        </div>
        <div className={styles.actions}>
          <OperatorToggle operator={state.operator} onChange={(operator) => update({operator})} />
          <button type="button" className="button button--outline button--secondary button--sm" onClick={clear}>
            Clear All
          </button>
        </div>
      </div>

      <ul className={styles.tagList} aria-label="Tags">
        {TagList.map((tag) => (
          <li key={tag}>
            <ShowcaseTagSelect
              tag={tag}
              checked={state.tags.includes(tag)}
              onChange={toggleTag}
              descriptionId={descriptionId(tag)}
            />
          </li>
        ))}
      </ul>

      <details className={styles.legend}>
        <summary>What the tags mean</summary>
        <dl className={styles.definitions}>
          {TagList.map((tag) => (
            <div key={tag} className={styles.definition}>
              <dt>
                {tag === 'favorite' ? (
                  <FavoriteIcon />
                ) : (
                  <span className={styles.dot} style={{backgroundColor: Tags[tag].color}} aria-hidden="true" />
                )}
                {Tags[tag].label}
              </dt>
              <dd id={descriptionId(tag)}>{Tags[tag].description}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
