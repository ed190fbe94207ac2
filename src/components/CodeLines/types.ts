import type {ComponentProps} from 'react';

export type CodeLinesProps = {
  code: string;
  /** Prism language name, lowercase. */
  language: string;
  /** Classes of magic-comment lines (highlighted, error), by 0-based line index. */
  lineClassNames: Record<number, string[] | undefined>;
  showLineNumbers: boolean;
  /** Props of the `<code>` element that holds the lines. */
  codeProps: ComponentProps<'code'>;
};

/** What the server's rendering of the lines takes (./ServerHighlighted.tsx): the block's key too (./linesKey.ts). */
export type ServerCodeLinesProps = CodeLinesProps & {linesKey: string};
