import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {TagList, Tags} from '@site/src/data/showcase/tags';
import type {ShowcaseUser} from '@site/src/data/showcase';
import {PREVIEW_HEIGHT, PREVIEW_WIDTH} from '@site/src/data/showcase/previews';
import FavoriteIcon from '../FavoriteIcon';
import styles from './styles.module.css';

function TagPills({user}: {user: ShowcaseUser}): ReactNode {
  // TagList order puts Favorite first. The tag descriptions are in the "What the tags mean"
  // section, not repeated on each of the 350 cards.
  const tags = TagList.filter((tag) => user.tags.includes(tag));
  if (tags.length === 0) {
    return null;
  }
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag === 'favorite' ? (
            <FavoriteIcon />
          ) : (
            <span className={styles.dot} style={{backgroundColor: Tags[tag].color}} aria-hidden="true" />
          )}
          {Tags[tag].label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The preview card, drawn at its display size (640 x 320), in a plain lazy <img>: the
 * ideal-image component would inline a blurred placeholder per card, and 350 of them made
 * this page's HTML six times heavier.
 */
function Preview({user}: {user: ShowcaseUser}): ReactNode {
  return (
    <img src={user.preview} width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} loading="lazy" decoding="async" alt="" />
  );
}

/**
 * One site. The preview is a card drawn from the data (see
 * scripts/generate-showcase-previews.mjs) and says nothing the heading does not, so its
 * alt text is empty; the heading links to the site.
 */
export default function ShowcaseCard({user}: {user: ShowcaseUser}): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.image}>
        <Preview user={user} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.title}>
            <Link href={user.website} className={styles.titleLink}>
              {user.title}
            </Link>
          </Heading>
          {user.source && (
            <Link href={user.source} className={styles.source}>
              source<span className="sr-only"> of {user.title}</span>
            </Link>
          )}
        </div>
        <p className={styles.description}>{user.description}</p>
      </div>
      <TagPills user={user} />
    </li>
  );
}
