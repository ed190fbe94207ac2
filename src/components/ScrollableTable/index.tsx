// A table that may be wider than the page, in a container that scrolls sideways. Infima makes
// each table its own scroll box; a scroll box that nothing inside can focus cannot be scrolled
// from the keyboard (axe: scrollable-region-focusable), which is the case of most option tables.
// Here the container scrolls instead, and when its table does overflow, the container becomes a
// focusable, named region (arrow keys scroll it) with a visible focus ring. A table that fits
// adds no tab stop.
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Names the region for assistive technology, e.g. "i18n options". */
  label: string;
  className?: string;
  children: ReactNode;
};

export function ScrollableTableContainer({label, className, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={clsx(styles.container, className)}
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
      {children}
    </div>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return textOf((node.props as {children?: ReactNode}).children);
  }
  return '';
}

/** MDX's `table`: the Markdown table inside a scroll container. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  // The column headings name the region.
  const cells: string[] = [];
  const collect = (node: ReactNode): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object' && 'type' in node && 'props' in node) {
      const {type, props: childProps} = node as {type: unknown; props: {children?: ReactNode}};
      if (type === 'th') cells.push(textOf(childProps.children).trim());
      else collect(childProps.children);
    }
  };
  collect(props.children);
  return (
    <ScrollableTableContainer label={cells.length > 0 ? `Table: ${cells.join(', ')}` : 'Table'}>
      <table {...props} />
    </ScrollableTableContainer>
  );
}
