// Wraps the live code blocks of an MDX page (src/remark/remarkLiveCodeBlocks.ts puts it there)
// and imports the live editor statically: the editor then belongs to that page's own chunks,
// which load before the page renders or hydrates, and to no other page's.
import type {ReactNode} from 'react';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import {LiveCodeBlockContext} from './context';

export default function LiveCodeBlockProvider({children}: {children: ReactNode}): ReactNode {
  return <LiveCodeBlockContext.Provider value={LiveCodeBlock}>{children}</LiveCodeBlockContext.Provider>;
}
