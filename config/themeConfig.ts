import type {ThemeConfig} from '@docusaurus/preset-classic';
import {navbar} from './navbar';
import {cssVariablesCodeTheme} from './prismThemes';
import {footer} from './footer';
import {announcedVersion} from './site';
import {algoliaThemeConfig} from './search';
import {baseUrl, searchProvider} from './env';

export const themeConfig = {
  // The id changes with each announced release, so a bar dismissed for 3.1 shows again for 3.2.
  announcementBar: {
    id: `announcementBar-v${announcedVersion}`,
    // Raw HTML, which the router does not rewrite: the base URL is written in.
    content: `🎉️ <b><a target="_blank" rel="noopener noreferrer" href="${baseUrl}blog/releases/${announcedVersion}/">Docusaurus v${announcedVersion}</a> is out!</b> 🥳️`,
    backgroundColor: 'var(--site-announcement-bar-bg)',
    textColor: 'var(--site-announcement-bar-fg)',
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  image: 'img/docusaurus-social-card.png',
  metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    // Colours come from CSS per mode (src/plugins/codeTheme), so both modes render alike.
    theme: cssVariablesCodeTheme,
    darkTheme: cssVariablesCodeTheme,
    // Languages of the site's code blocks that prism-react-renderer does not bundle (it has JSON,
    // YAML, JS/TS/JSX, CSS, Markdown, Python, Go...). Each one adds to every code-block page.
    additionalLanguages: ['java', 'latex', 'powershell', 'bash', 'diff', 'scss', 'toml', 'docker'],
    magicComments: [
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: {start: 'highlight-start', end: 'highlight-end'},
      },
      // Marks a line that fails, for samples that show what not to do.
      {className: 'code-block-error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
    ],
  },
  mermaid: {theme: {light: 'neutral', dark: 'forest'}},
  liveCodeBlock: {playgroundPosition: 'bottom'},
  navbar,
  footer,
  ...(searchProvider === 'algolia' ? {algolia: algoliaThemeConfig} : {}),
} satisfies ThemeConfig;
