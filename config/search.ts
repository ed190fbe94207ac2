// Algolia DocSearch, the alternative search provider (DOCUSAURUS_SEARCH=algolia).
// The default build uses the local Pagefind index instead: see src/plugins/search/.
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';

export const algoliaThemeConfig = {
  appId: 'X1Z85QJPUV',
  // A public, search-only key: safe to commit.
  apiKey: 'bf7211c161e8205da2f933a02534105a',
  indexName: 'docusaurus-2',
  // Adds facet filters language:{locale} and docusaurus_tag:{docs version tag} to queries.
  contextualSearch: true,
  searchParameters: {},
  // Results on these hosts open as external links instead of client-side navigation.
  externalUrlRegex: 'docusaurus\\.io\\/(fr|pt-BR|ko|zh-CN)\\/|v1\\.docusaurus\\.io',
  // The index was crawled on the deployed site, where Canary lives under /docs/next.
  replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
  searchPagePath: 'search',
} satisfies AlgoliaThemeConfig['algolia'];
