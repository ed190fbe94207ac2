import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ShowcaseUser} from '@site/src/data/showcase';
import FavoriteIcon from '../FavoriteIcon';
import ShowcaseCard from '../ShowcaseCard';
import styles from './styles.module.css';

function CardList({users}: {users: readonly ShowcaseUser[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {users.map((user) => (
        <ShowcaseCard key={user.previewSlug} user={user} />
      ))}
    </ul>
  );
}

/** Cards in the server-rendered page: the favourites and the first screens of the rest. */
const FIRST_CARDS = 48;
/** Cards added per step after hydration. */
const CARDS_PER_STEP = 60;

/**
 * How many cards of the full list to render. The page's HTML holds the first FIRST_CARDS; the
 * rest are added once the page has hydrated, a step at a time in low-priority renders that
 * yield to the reader's input. With all 350 cards in its HTML, the page weighed 348 KB and a
 * phone spent seconds on it before the first paint and on hydrating it.
 */
function useRenderedCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count >= total) {
      return undefined;
    }
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + CARDS_PER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

type Props = {
  /** The sites to show, in display order. */
  users: readonly ShowcaseUser[];
  /** True when a tag or a name is set: one flat list instead of favourites + the rest. */
  filtered: boolean;
};

export default function ShowcaseCards({users, filtered}: Props): ReactNode {
  const renderedCount = useRenderedCount(users.length);
  if (users.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="showcase-no-result">
        <Heading as="h2" id="showcase-no-result" className={styles.empty}>
          No result
        </Heading>
        <p className={styles.emptyHint}>
          No site matches these filters. Try another name, fewer tags, or the OR operator.
        </p>
      </section>
    );
  }

  if (filtered) {
    return (
      <section className={styles.section} aria-labelledby="showcase-results">
        <Heading as="h2" id="showcase-results" className="sr-only">
          Matching sites
        </Heading>
        <CardList users={users.slice(0, renderedCount)} />
      </section>
    );
  }

  const rendered = users.slice(0, renderedCount);
  const favorites = rendered.filter((user) => user.tags.includes('favorite'));
  const others = rendered.filter((user) => !user.tags.includes('favorite'));
  return (
    <>
      <section className={styles.favorites} aria-labelledby="showcase-favorites">
        <div className={styles.section}>
          <Heading as="h2" id="showcase-favorites" className={styles.heading}>
            Our favorites <FavoriteIcon />
          </Heading>
          <CardList users={favorites} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="showcase-all">
        <Heading as="h2" id="showcase-all" className={styles.heading}>
          All sites
        </Heading>
        <CardList users={others} />
        {renderedCount < users.length && (
          <noscript>
            <p className={styles.emptyHint}>
              These are the first {renderedCount} of {users.length} sites: the rest of the list needs JavaScript.
            </p>
          </noscript>
        )}
      </section>
    </>
  );
}
