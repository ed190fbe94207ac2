import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import {
  baseUrl,
  docsVersionsFilter,
  isCrashTest,
  isDeployPreview,
  isDev,
  fasterOverride,
  isFastBuild,
  searchProvider,
  siteUrl,
} from './config/env';
import {baseBlogOptions, baseDocsOptions, baseFeedOptions} from './config/docs';
import {themeConfig} from './config/themeConfig';
import {clientRedirects} from './config/redirects';
import {offlinePrecache, pwa} from './config/pwa';
import type {OfflinePluginOptions} from './src/plugins/offline';
import {changelogAvatarsDir, changelogOptions} from './config/changelog';
import {latestRelease} from './config/site';
import {ssrTemplate} from './config/ssrTemplate';
import {canaryLabel, docsVersions, releasedVersions} from './config/docsVersions';
import type {SearchPluginOptions} from './src/plugins/search';
import {markdownTwins} from './config/markdownTwins';
import {mdx1Compat} from './config/markdownSyntax';
import {
  dogfoodingPluginInstances,
  dogfoodingThemeInstances,
  dogfoodingTransformFrontMatter,
} from './_dogfooding/dogfooding.config';

const config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  url: siteUrl,
  baseUrl,
  trailingSlash: true,
  favicon: 'img/docusaurus.ico',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  // Broken links and anchors stop the build; see README "Bad input".
  // A fast build (config/env.ts) leaves sections out, so links into them only warn there.
  onBrokenLinks: isFastBuild ? 'warn' : 'throw',
  onBrokenAnchors: isFastBuild ? 'warn' : 'throw',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
    },
  },
  customFields: {
    crashTest: isCrashTest,
    isDeployPreview,
    description:
      'Docusaurus is a static-site generator built on React for documentation, blogs and product pages: you write Markdown, it builds a fast, searchable, versioned website.',
    latestRelease,
  },
  // The page paints from its HTML before the app's scripts run (see the file).
  ssrTemplate,
  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads, persistent cache)
    // and the other v4 behaviours, so that upgrading to v4 is a non-event.
    v4: true,
    ...(fasterOverride === undefined ? {} : {faster: fasterOverride}),
  },
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
    mdx1Compat,
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: dogfoodingTransformFrontMatter(result.frontMatter)};
    },
  },
  clientModules: [
    // Runs before the app renders: keeps preferences for the visit when browser storage is refused.
    './src/clientModules/storageFallback.ts',
    // Runs the links' prefetches when the browser is idle, not all in one task.
    './src/clientModules/idlePrefetch.ts',
    // Puts the MDX runtime in main.js, once, instead of a copy in every page's content chunk.
    './src/clientModules/mdxRuntime.ts',
  ],
  staticDirectories: ['static', '_dogfooding/_asset-tests', changelogAvatarsDir],
  themes: [
    '@docusaurus/theme-mermaid',
    '@docusaurus/theme-live-codeblock',
    ...(isFastBuild ? [] : dogfoodingThemeInstances),
  ],
  presets: [
    [
      'classic',
      {
        // The docs come from src/plugins/docs (below), which keeps doc descriptions off the doc pages.
        docs: false,
        blog: {
          ...baseBlogOptions,
          path: 'blog',
          postsPerPage: 5,
          blogTitle: 'Docusaurus blog',
          blogDescription: 'Release announcements, recaps and stories from the Docusaurus team.',
          blogSidebarTitle: 'All our posts',
          blogSidebarCount: 'ALL',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            ...baseFeedOptions,
            // Complete feeds: readers who subscribe late still get every post.
            limit: false,
            // Readers who open a feed in a browser get a readable page, not raw XML.
            xslt: true,
            copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
          },
        },
        // The pages plugin comes from src/plugins/pages (below), which keeps its pages in order.
        pages: false,
        theme: {
          customCss: ['./src/css/custom.css', './_dogfooding/dogfooding.css'],
        },
        gtag: undefined,
        // Debug pages are part of the production build on purpose (spec: /__docusaurus/debug/).
        debug: true,
        sitemap: {lastmod: 'date', ignorePatterns: ['/tests/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // The default docs instance (docs/ and its versions): the official plugin, with the doc
    // descriptions only on the pages that show doc cards (see the file).
    [
      './src/plugins/docs/index.ts',
      {
        ...baseDocsOptions,
        path: 'docs',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        onlyIncludeVersions: docsVersionsFilter,
        versions: docsVersions,
      } satisfies DocsOptions,
    ],
    // The default pages instance (src/pages): the official plugin, in a stable page order (see the file).
    [
      './src/plugins/pages/index.ts',
      {
        remarkPlugins: baseDocsOptions.remarkPlugins,
        rehypePlugins: baseDocsOptions.rehypePlugins,
      } satisfies PagesOptions,
    ],
    [
      'content-docs',
      {
        ...baseDocsOptions,
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
      } satisfies DocsOptions,
    ],
    // A local TypeScript plugin: the path names the file because Node resolves no .ts index.
    ['./src/plugins/changelog/index.ts', changelogOptions],
    ...(searchProvider === 'local'
      ? [
          [
            './src/plugins/search/index.ts',
            {versions: releasedVersions, canaryLabel: canaryLabel} satisfies SearchPluginOptions,
          ],
        ]
      : []),
    // Markdown twins of the content pages (`/docs/installation.md`), llms.txt and llms-full.txt.
    ['./src/plugins/markdownTwins/index.ts', markdownTwins],
    // The feature-requests board at /feature-requests/ (any sub-path renders it).
    './src/plugins/featureRequests/index.ts',
    // The client redirects, and the _headers file for static hosts (see the file).
    ['./src/plugins/hosting/index.ts', clientRedirects],
    // The service worker and the manifest. The plugin does nothing under `npm start` (it returns no
    // plugin outside production), but loading it loads workbox-build, half a second of every start.
    ...(isDev ? [] : [['@docusaurus/plugin-pwa', pwa] satisfies PluginConfig]),
    // What offline mode precaches: the app shell, the home page and the Canary docs (see the file).
    ['./src/plugins/offline/index.ts', offlinePrecache satisfies OfflinePluginOptions],
    [
      '@docusaurus/plugin-ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false} satisfies IdealImageOptions,
    ],
    // An Open Graph image per docs page, blog post and changelog entry, drawn after the build (see the
    // file). Its settings (config/socialCards.ts) are not passed here: plugin options are serialized
    // into main.js with the rest of the site config, for every page.
    './src/plugins/socialCards/index.ts',
    // Code-block colours per colour mode, as CSS (see the file).
    './src/plugins/codeTheme/index.ts',
    // After ideal-image: it adjusts that plugin's bundler rule (see the file).
    './src/plugins/bundling/index.ts',
    ...(isFastBuild ? [] : dogfoodingPluginInstances),
  ],
  themeConfig,
} satisfies Config;

export default config;
