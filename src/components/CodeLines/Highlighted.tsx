// The tokenized lines of a code block, as theme-classic's CodeBlock/Content renders them with
// prism-react-renderer. This module is the only one that imports Prism in the browser, and the
// browser loads it only for a code block that mounts after hydration (./index.tsx). The server
// renders the same lines through ./ServerHighlighted.tsx.
import type {ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {ensurePrismLanguage} from '@site/src/utils/prismLanguages';
import type {CodeLinesProps} from './types';

/** The lines alone, without their `<code>` element. */
export function TokenizedLines({
  code,
  language,
  lineClassNames,
  showLineNumbers,
  prismTheme,
}: Omit<CodeLinesProps, 'codeProps'> & {prismTheme: PrismTheme}): ReactNode {
  ensurePrismLanguage(language);
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, index) => (
          <Line
            // Lines have no identity of their own; their order is the code's.
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}

export default function HighlightedCodeLines({codeProps, ...props}: CodeLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  return (
    <code {...codeProps}>
      <TokenizedLines {...props} prismTheme={prismTheme} />
    </code>
  );
}
