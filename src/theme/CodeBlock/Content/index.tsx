// theme-classic's CodeBlock/Content (3.10.2) with the same markup, classes and behaviour, less
// its Prism import: the lines come from src/components/CodeLines, which hydrates the server's
// tokens as they are and loads Prism only for blocks that mount later (see there why).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLines from '@site/src/components/CodeLines';
// The classic component's own stylesheet, so that the classes are the ones its CSS expects.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable by keyboard, as in the classic theme.
      tabIndex={0}
      // prism-react-renderer's class names and root style, which the classic CSS targets.
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <CodeLines
        code={code}
        language={language}
        lineClassNames={lineClassNames}
        showLineNumbers={showLineNumbers}
        codeProps={{
          className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
          style: showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
        }}
      />
    </pre>
  );
}
