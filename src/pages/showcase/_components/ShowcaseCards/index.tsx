import type {ReactNode} from 'react';
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

type Props = {
  /** The sites to show, in display order. */
  users: readonly ShowcaseUser[];
  /** True when a tag or a name is set: one flat list instead of favourites + the rest. */
  filtered: boolean;
};

export default function ShowcaseCards({users, filtered}: Props): ReactNode {
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
        <CardList users={users} />
      </section>
    );
  }

  const favorites = users.filter((user) => user.tags.includes('favorite'));
  const others = users.filter((user) => !user.tags.includes('favorite'));
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
      </section>
    </>
  );
}
