// Wrap: the mobile navigation panel is loaded and rendered when a reader reaches for its
// toggle, not on every page view. The theme renders it, hidden, as soon as a page on a narrow
// screen has hydrated: the navbar items and, on a doc page, the whole doc sidebar a second
// time, right when a phone is busiest; and its code was part of main.js. Here the panel mounts
// on the first pointer or keyboard focus on the toggle button (the click follows, so the panel
// is there to slide in), or when something opens it; its code is a chunk of its own.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const NavbarMobileSidebar = lazy(
  () => import(/* webpackChunkName: "mobile-sidebar" */ '@theme-original/Navbar/MobileSidebar'),
);

/** The theme's toggle button (Navbar/MobileSidebar/Toggle). */
const TOGGLE_SELECTOR = '.navbar__toggle';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted || !mobileSidebar.shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [wanted, mobileSidebar.shouldRender]);

  if (!mobileSidebar.shouldRender || !(wanted || mobileSidebar.shown)) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
