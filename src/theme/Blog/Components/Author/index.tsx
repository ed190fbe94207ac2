// Wrap: an author given only as a picture (no name, no title: the image-only authors of the
// tests blog, the contributors of a group post) gets an accessible name. The theme renders
// such an author as a link around an image whose alt text is the missing name, so a screen
// reader met a nameless link and an image without text (axe: link-name, image-alt). Authors
// with a name or a title are the theme's, unchanged.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Author from '@theme-original/Blog/Components/Author';
import type {Props} from '@theme/Blog/Components/Author';
import styles from './styles.module.css';

/** What a picture-only author is called: their page or site, since they have no name. */
function pictureLabel(link: string | undefined): string {
  if (!link) return 'Author';
  try {
    return `Author (${new URL(link, 'https://docusaurus.io').host})`;
  } catch {
    return 'Author';
  }
}

export default function AuthorWrapper(props: Props): ReactNode {
  const {author, className, as} = props;
  const {name, title, imageURL, url, email, page} = author;
  if (name || title || !imageURL) return <Author {...props} />;
  const link = page?.permalink ?? url ?? (email ? `mailto:${email}` : undefined);
  const image = (
    <img className={clsx('avatar__photo', styles.picture)} src={imageURL} alt={pictureLabel(url ?? link)} />
  );
  return (
    <div className={clsx('avatar margin-bottom--sm', className, as && styles[`picture-as-${as}`])}>
      {link ? (
        <Link href={link} className="avatar__photo-link">
          {image}
        </Link>
      ) : (
        image
      )}
    </div>
  );
}
