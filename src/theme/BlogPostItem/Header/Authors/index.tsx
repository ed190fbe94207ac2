// Wrap: changelog entries show their committers after the changes, folded
// (src/components/ChangelogCommitters), not as authors above them. Blog posts are unchanged.
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogPostItem/Header/Authors';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import {useIsChangelog} from '@site/src/components/ChangelogCommitters';

export default function AuthorsUnlessChangelog(props: Props): ReactNode {
  return useIsChangelog() ? null : <Authors {...props} />;
}
