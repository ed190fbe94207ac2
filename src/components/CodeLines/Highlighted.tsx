// The tokenized lines of a code block, as theme-classic's CodeBlock/Content renders them with
// prism-react-renderer. This module is the only one that imports Prism in the browser, and the
// browser loads it only for a code block that mounts after hydration (./index.tsx).
import type {ReactNode} from 'react';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {ensurePrismLanguage} from '@site/src/utils/prismLanguages';
import type {CodeLinesProps} from './types';

export default function HighlightedCodeLines({
  code,
  language,
  lineClassNames,
  showLineNumbers,
  codeProps,
}: CodeLinesProps): ReactNode {
  ensurePrismLanguage(language);
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <code {...codeProps}>
          {tokens.map((line, index) => (
            <Line
              // Lines have no identity of their own; their order is the code's.
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </code>
      )}
    </Highlight>
  );
}
