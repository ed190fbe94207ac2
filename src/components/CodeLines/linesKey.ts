import type {CodeLinesProps} from './types';

/**
 * Everything that shapes a block's rendered lines, as one string: two blocks with the same key
 * have the same lines. The browser finds a remounted block's server-rendered lines by it
 * (./index.tsx), the server its already-rendered blocks (./ServerHighlighted.tsx).
 */
export function linesKey({code, language, lineClassNames, showLineNumbers}: Omit<CodeLinesProps, 'codeProps'>): string {
  return JSON.stringify([language, showLineNumbers, lineClassNames, code]);
}
