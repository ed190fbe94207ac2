// The committers of a changelog entry, after its changes and folded: "N committers", which
// opens on the same author cards the theme shows for blog authors. A big release has well over
// a hundred committers; shown first, as the blog theme shows authors, they filled several
// screens before the first change (and were the largest paint of the page on a phone). The
// cards are rendered when the reader first opens the list, so the page's HTML does not carry
// them either (132 cards were half of the 3.0.0 entry's HTML).
import {useState, type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useRouteContext from '@docusaurus/useRouteContext';
import Details from '@theme/Details';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import styles from './styles.module.css';

/** The blog instance that serves /changelog/ (config/changelog.ts). */
export const CHANGELOG_PLUGIN_ID = 'changelog';

export function useIsChangelog(): boolean {
  return useRouteContext().plugin.id === CHANGELOG_PLUGIN_ID;
}

export default function ChangelogCommitters(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const isChangelog = useIsChangelog();
  const [opened, setOpened] = useState(false);
  const count = metadata.authors.length;
  // List pages link to each entry, where its committers are.
  if (!isChangelog || !isBlogPostPage || count === 0) {
    return null;
  }
  return (
    <Details
      className={styles.committers}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      summary={<summary>{count === 1 ? '1 committer' : `${count} committers`}</summary>}>
      {opened ? <Authors /> : null}
    </Details>
  );
}
