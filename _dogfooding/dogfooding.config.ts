// The test-fixture section (/tests/docs/, /tests/blog/, /tests/pages/): extra instances of
// the content plugins that exercise edge cases in a real build. Spread into the main config.
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {baseBlogOptions, baseDocsOptions, baseFeedOptions, markdownPlugins} from '../config/docs';
import {isDeployPreview, isDev} from '../config/env';
import {sidebarItemsGenerator} from './sidebarItemsGenerator';

export const dogfoodingThemeInstances: PluginConfig[] = [];

export const dogfoodingPluginInstances: PluginConfig[] = [
  [
    // The shorthand plugin name, on purpose: the other instances use the longhand forms.
    'content-docs',
    {
      ...baseDocsOptions,
      id: 'docs-tests',
      // A leading underscore and a space: such a content folder must not be taken for a partial.
      path: '_dogfooding/_docs tests',
      routeBasePath: '/tests/docs',
      sidebarPath: '_dogfooding/docs-tests-sidebars.ts',
      versions: {current: {noIndex: true}},
      sidebarItemsGenerator,
    } satisfies DocsOptions,
  ],
  [
    '@docusaurus/plugin-content-blog',
    {
      ...baseBlogOptions,
      id: 'blog-tests',
      path: '_dogfooding/_blog tests',
      routeBasePath: '/tests/blog',
      postsPerPage: 3,
      blogSidebarCount: 'ALL',
      onUntruncatedBlogPosts: 'ignore',
      feedOptions: {
        ...baseFeedOptions,
        title: 'Docusaurus Tests Blog',
        copyright: `Copyright © ${new Date().getFullYear()} Facebook, Inc.`,
      },
      // Deliberately slow readers (5 words a minute) so the reading time is easy to spot.
      readingTime: ({content, locale, frontMatter, defaultReadingTime}) =>
        frontMatter.hide_reading_time ? undefined : defaultReadingTime({content, locale, options: {wordsPerMinute: 5}}),
    } satisfies BlogOptions,
  ],
  [
    // The official pages plugin in a stable page order (src/plugins/pages), named by a resolved
    // path: the third way to name a plugin.
    require.resolve('../src/plugins/pages/index.ts'),
    {
      ...markdownPlugins,
      id: 'pages-tests',
      path: '_dogfooding/_pages tests',
      routeBasePath: '/tests/pages',
    } satisfies PagesOptions,
  ],
  function clientModuleTestPlugin() {
    return {
      name: 'client-module-test-plugin',
      getClientModules() {
        return [
          require.resolve('./clientModules/clientModuleCSS.css'),
          // Logs route updates; it does nothing unless in dev or a deploy preview.
          ...(isDev || isDeployPreview ? [require.resolve('./clientModules/routeLogger.ts')] : []),
        ];
      },
    };
  },
];

/** Site `markdown.parseFrontMatter`: `force_unlisted_parseFrontMatter_test: true` forces `unlisted`. */
export const dogfoodingTransformFrontMatter = (frontMatter: Record<string, unknown>): Record<string, unknown> =>
  frontMatter.force_unlisted_parseFrontMatter_test === true ? {...frontMatter, unlisted: true} : frontMatter;
