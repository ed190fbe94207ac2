import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ScrollableTableContainer} from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactElement<{children: ReactNode}>;
  /** Prefix of the row anchors, for pages with several tables listing the same names. */
  readonly name?: string;
};

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(textOf).join('');
  }
  if (isValidElement<{children?: ReactNode}>(node)) {
    return textOf(node.props.children);
  }
  return '';
}

/** `` `sidebar.hideable` `` → `sidebar.hideable`; `` `-p, --port <port>` `` → `--port`. */
export function rowAnchor(firstCell: string, name?: string): string {
  const text = firstCell.trim().replace(/\s*\(.*\)$/, '');
  const flag = /--[\w-]+/.exec(text)?.[0];
  const key = (flag ?? text).replace(/[^\w.@-]+/g, '-').replace(/^-+|-+$/g, '');
  return name ? `${name}-${key}` : key;
}

function APITableRow({row, name}: {row: ReactElement<{children: ReactNode}>; name?: string}): ReactNode {
  const cells = Children.toArray(row.props.children);
  const id = rowAnchor(textOf(cells[0]), name);
  return (
    <tr id={id} className={styles.row}>
      {cells}
    </tr>
  );
}

/**
 * Wraps one Markdown table of options: each row gets an anchor named after its first
 * cell, so a link can point at one option (`#sidebar.hideable`), and the linked row is
 * highlighted.
 */
export default function APITable({children, name}: Props): ReactNode {
  const table = Children.only(children);
  const [thead, tbody] = Children.toArray(table.props.children) as ReactElement<{children: ReactNode}>[];
  if (!thead || !tbody) {
    throw new Error('APITable expects a Markdown table with a header row and body rows');
  }
  const rows = Children.toArray(tbody.props.children) as ReactElement<{children: ReactNode}>[];
  return (
    <ScrollableTableContainer
      label={name ? `${name} options` : 'Options'}
      className={clsx('api-table', styles.wrapper)}>
      <table>
        {thead}
        <tbody>
          {rows.map((row, index) => (
            <APITableRow key={index} row={row} name={name} />
          ))}
        </tbody>
      </table>
    </ScrollableTableContainer>
  );
}
