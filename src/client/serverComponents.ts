// Components that the static render shows in full and the browser loads only when it needs them
// (a code block's highlighted lines, the draft and unlisted banners, the not-found page's text).
// The modules that show them must not import them statically, or they would be part of every
// page's first load. In the server bundle of `npx docusaurus build` they are `require`d behind
// `__SERVER_BUILD__` (src/plugins/bundling); when `npm run build` renders the pages from the
// browser bundle, its static-render entry (./staticRender.tsx) hands them over here before any
// page renders. In a browser there are none.
import type {ComponentType, ReactNode} from 'react';
import type {Props as ContentVisibilityProps} from '@theme/ContentVisibility';
import type {Props as NotFoundContentProps} from '@theme/NotFound/Content';
import type {ServerCodeLinesProps} from '@site/src/components/CodeLines/types';

export type ServerComponents = {
  codeLines: (props: ServerCodeLinesProps) => ReactNode;
  contentVisibility: ComponentType<ContentVisibilityProps>;
  notFoundContent: ComponentType<NotFoundContentProps>;
};

/**
 * Where the static-render entry leaves them (`globalThis.__serverOnly`, declared in
 * src/globals.d.ts): the modules that show them read the global themselves. Had they imported a
 * function from here, this module, which the static-render entry imports too, would have been a
 * module of its own in each of the browser's chunks that show one (150 bytes in each of 25 chunks).
 */
export function setServerComponents(components: ServerComponents): void {
  globalThis.__serverOnly = components;
}
