// Wrap: a diagram is drawn only when it comes near the viewport. The theme's Mermaid component
// renders nothing on the server and, once hydrated, imports the Mermaid library (about 650 KB
// of JavaScript before its diagram-type chunks) and draws the SVG. On a page whose diagram sits
// far below the fold, that work ran during the page load and made the longest tasks of it
// (the 3.0 release post). The diagram now starts loading when it is within a screen of the
// viewport, so it is ready by the time a reader scrolls to it.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import styles from './styles.module.css';

function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/**
 * The path of Mermaid's own minified build, which production builds load instead of bundling
 * Mermaid (src/plugins/bundling/mermaidPrebuilt.ts defines it there); undefined in development.
 */
declare const __MERMAID_PREBUILT_ENTRY__: string | undefined;

/**
 * Mermaid's flowcharts animate their nodes with d3 transitions, which exist only once the
 * d3-transition module has run (it adds `transition()` to d3 selections). d3 is declared free
 * of side effects, so the bundler drops that module from Mermaid's chunks, and moving the
 * pointer off a flowchart node threw "e.transition is not a function". Where Mermaid is bundled
 * (`npm start`), it loads here, with the diagram, and only on pages that draw one. Mermaid's own
 * build has its d3 with transitions, and the bundler leaves this import out of production builds.
 */
let transitions: Promise<unknown> | null = null;
const loadTransitions = (): Promise<unknown> =>
  typeof __MERMAID_PREBUILT_ENTRY__ === 'string' ? Promise.resolve() : (transitions ??= import('d3-transition'));

export default function MermaidWhenNear(props: Props): ReactNode {
  const [ref, near] = useNearViewport();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (near) {
      let current = true;
      // A failed load still draws the diagram: only its hover animation would be missing.
      void loadTransitions()
        .catch(() => undefined)
        .then(() => current && setReady(true));
      return () => {
        current = false;
      };
    }
    return undefined;
  }, [near]);
  return (
    <div ref={ref} className={styles.slot}>
      {ready ? <Mermaid {...props} /> : null}
    </div>
  );
}
