// Wrap: the draft and unlisted banners load only on the pages that show one (their HTML is in
// the page: src/components/ServerHtmlUntilLoaded). Every doc, blog post and MDX page renders
// this component, and nearly all of them show nothing; with a static import, the two banners
// and their messages were part of those pages' first load.
import type {ComponentType, ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';
import serverHtmlUntilLoaded from '@site/src/components/ServerHtmlUntilLoaded';

type Props = WrapperProps<typeof ContentVisibilityType>;

const ContentVisibility = serverHtmlUntilLoaded<Props>(
  () =>
    import(/* webpackChunkName: "content-visibility" */ '@theme-original/ContentVisibility') as Promise<{
      default: ComponentType<Props>;
    }>,
  () =>
    __SERVER_BUILD__
      ? (require('@theme-original/ContentVisibility') as {default: ComponentType<Props>}).default
      : (globalThis.__serverOnly?.contentVisibility ?? null),
);

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  // The theme's own test: front matter too, because in development `unlisted` is always false.
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return <ContentVisibility {...props} />;
}
