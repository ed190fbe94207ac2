// Wrap: the draft and unlisted banners load only on the pages that show one. Every doc, blog
// post and MDX page renders this component, and nearly all of them show nothing; with a static
// import, the two banners and their messages were part of those pages' first load. The server
// waits for the chunk, so an unlisted page's HTML still has its banner.
import {lazy, Suspense, type ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';

const ContentVisibility = lazy(
  () => import(/* webpackChunkName: "content-visibility" */ '@theme-original/ContentVisibility'),
);

type Props = WrapperProps<typeof ContentVisibilityType>;

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  // The theme's own test: front matter too, because in development `unlisted` is always false.
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ContentVisibility {...props} />
    </Suspense>
  );
}
