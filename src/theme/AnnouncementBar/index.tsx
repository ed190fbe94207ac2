// Wrap: puts the announcement bar in a labelled landmark region, so that assistive
// technology can find it and skip it, and every piece of the page sits in a landmark.
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {announcementBar} = useThemeConfig();
  if (!announcementBar) {
    return null;
  }
  return (
    <div role="region" aria-label="Announcement" data-announcement-id={announcementBar.id}>
      <AnnouncementBar {...props} />
    </div>
  );
}
