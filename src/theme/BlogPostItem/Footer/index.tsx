// Wrap: on a changelog entry page, the folded list of the release's committers comes after the
// changes, before the theme's footer (src/components/ChangelogCommitters).
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import ChangelogCommitters from '@site/src/components/ChangelogCommitters';

export default function FooterWithCommitters(): ReactNode {
  return (
    <>
      <ChangelogCommitters />
      <Footer />
    </>
  );
}
