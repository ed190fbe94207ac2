// Registers a language of themeConfig.prism.additionalLanguages on prism-react-renderer's Prism
// the first time a code block in that language renders, on the server and in the browser alike.
//
// theme-classic registers all of them at once when the code-block components load. Registering
// a grammar that extends another (Java, SCSS, Bash...) walks every grammar already registered,
// and doing it for all eight took about 35 ms of a phone-speed page load on every page with a
// code block, mostly for languages the page does not show. The grammars stay in the code-block
// chunk of src/components/CodeLines/Highlighted.tsx (theme-classic's ContextReplacementPlugin limits the `require` below to the configured
// languages); only their evaluation waits until a block needs one.
import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import type {ThemeConfig} from '@docusaurus/theme-common';

const {additionalLanguages} = (siteConfig.themeConfig as ThemeConfig).prism;
const registered = new Set<string>();

/**
 * The other names that the language files of additionalLanguages define (prismjs's
 * components.json, checked by tests/unit/prismLanguages.test.ts). A block written as
 * ```dockerfile needs the `docker` file: without this table it was highlighted only when an
 * earlier block in the same rendering worker had loaded that file, so the build's HTML
 * changed from one build to the next.
 */
export const PRISM_ALIASES: Record<string, string> = {
  dockerfile: 'docker',
  sh: 'bash',
  shell: 'bash',
  tex: 'latex',
  context: 'latex',
};

export function ensurePrismLanguage(language: string | undefined): void {
  const lowerCase = language?.toLowerCase();
  const name = lowerCase && (PRISM_ALIASES[lowerCase] ?? lowerCase);
  if (!name || registered.has(name) || !additionalLanguages.includes(name)) {
    return;
  }
  registered.add(name);
  // Prism's language files extend the Prism on globalThis: lend it ours for the duration.
  const globalScope = globalThis as {Prism?: unknown};
  const before = globalScope.Prism;
  globalScope.Prism = Prism;
  try {
    // A `require`, not an import: evaluated on demand (see above).
    require(`prismjs/components/prism-${name}`);
  } finally {
    if (before === undefined) {
      delete globalScope.Prism;
    } else {
      globalScope.Prism = before;
    }
  }
}
