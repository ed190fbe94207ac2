// A Mermaid diagram that opens enlarged (src/remark/remarkImageZoom.ts wraps each ```mermaid
// block in it). The diagram keeps its own accessible name and description (accTitle, accDescr),
// so the control is a separate "Enlarge diagram" button under it; a click on the diagram does
// the same for pointer users. The theme draws diagrams in the browser only, so the button is
// added there too, after hydration: the server's HTML has neither. The zoom code loads on the
// first hover or focus. Inline styles, not a CSS module: Docusaurus bundles those into the
// stylesheet of every page.
import {useRef, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {loadZoom} from './loadZoom';

const BUTTON_STYLE: CSSProperties = {
  display: 'block',
  margin: '0.25rem 0 0 auto',
  padding: '0.125rem 0.5rem',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-surface-color)',
  color: 'var(--ifm-font-color-base)',
  fontSize: '0.875rem',
  cursor: 'pointer',
};

export default function ZoomableDiagram({children}: {children: ReactNode}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useIsBrowser();
  const enlarge = (event: MouseEvent<HTMLElement>) => {
    // A link drawn in the diagram (Mermaid's `click` directive) is followed, not enlarged.
    if ((event.target as Element).closest('a')) {
      return;
    }
    // The theme draws the SVG once the diagram nears the viewport; until then there is nothing to enlarge.
    const diagram = container.current?.querySelector('svg');
    if (!diagram || !button.current) {
      return;
    }
    const trigger = button.current;
    void loadZoom().then(({openZoom}) => openZoom(diagram, trigger));
  };
  return (
    <div ref={container} style={{cursor: 'zoom-in'}} onClick={enlarge} onPointerEnter={() => void loadZoom()}>
      {children}
      {hydrated && (
        <button
          ref={button}
          type="button"
          style={BUTTON_STYLE}
          aria-haspopup="dialog"
          onFocus={() => void loadZoom()}
          onClick={(event) => {
            // The container's own handler would enlarge a second time.
            event.stopPropagation();
            enlarge(event);
          }}>
          {translate({id: 'imageZoom.enlargeDiagram', message: 'Enlarge diagram'})}
        </button>
      )}
    </div>
  );
}
