// Wrap: on a post page, the control the page hands over (src/theme/BlogPostPage: "Copy page")
// comes just before the header, beside the title. List pages hand none.
import {useContext, type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {PageActionsSlot} from '@site/src/components/CopyPage/slot';

export default function HeaderWithPageActions(): ReactNode {
  const actions = useContext(PageActionsSlot);
  return (
    <>
      {actions}
      <Header />
    </>
  );
}
