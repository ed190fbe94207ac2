// Markdown twins: every docs page (all versions), community page, blog post and changelog
// entry is also served as clean Markdown at its address with `.md` in place of the trailing
// slash (twinPath.ts), generated from its MDX source (mdxToMarkdown.ts). The build also writes
// `llms.txt`, an index of the twins, and `llms-full.txt`, the whole current docs in one file.
// The theme reads the plugin's global data to link each twin from its page's head and to
// offer the "Copy page" control (src/components/CopyPage).
//
// The twins are generated from the loaded content, so that `docusaurus start` serves them too
// (from the generated-files folder); `docusaurus build` writes them into the build. Making them
// is mostly parsing MDX, in short slices of the main thread, and postBuild waits for it (a
// production build takes the trees its bundling process parsed: ./loaderTrees.ts). A
// production build makes them once the bundles are written, while the pages are rendered
// (worker threads do that): the bundler's loaders (MDX) run on the main thread, and every slice
// of twins made them wait. Measured on 2 cores, rendered during bundling the twins made the
// bundling process 16 s longer (63.6 s against 47.2 s), 7 s of it before the bundler even
// started, since each step of creating the bundler configs waited behind a slice.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {Heading, Paragraph, Root, RootContent} from 'mdast';
import {collectTwinPages, type BlogInstanceOptions, type DocsInstanceOptions, type TwinPage} from './pages';
import {llmsFullTxt, llmsTxt, type LlmsSection} from './llmsTxt';
import {MARKDOWN_TWINS_PLUGIN, twinPathOf, type MarkdownTwinsGlobalData} from './twinPath';
import {TwinCache, hashOf} from './twinCache';
import {LoaderTrees, LoaderTreesWriter, syntaxPlugins, treesHeader, type TreeSource} from './loaderTrees';
import {likelyMdxSources, mdxSourcesOf, ParseAhead, parseAheadEnabled} from './parseAhead';
// Not an option: options end up in the site config that the build serializes (the debug pages
// show it), and the processes of `npm run build` must bundle the same config.
import {buildStep, bundleOnly, isFastBuild} from '../../../config/env';
import {DEFAULT_ADMONITIONS} from './admonitions';

export type MarkdownTwinsOptions = {
  /** Docs instances whose pages get twins, in the order llms.txt lists them. */
  docs: DocsInstanceOptions[];
  /** Blog instances whose posts get twins, listed in llms.txt after the docs. */
  blogs: BlogInstanceOptions[];
  /** The docs instance whose last version makes up llms-full.txt. */
  fullTextDocsId: string;
  /** The site's own admonition keywords (the content instances' `admonitions.keywords`). */
  admonitionKeywords: string[];
  /** Under `docusaurus start`: also write the twins where the development server serves them. */
  serveInDevelopment: boolean;
};

/** Where copies of the images and files that twins link to are written, under the base URL. */
const ASSETS_DIR = 'assets/markdown';

/**
 * mdxToMarkdown.ts and the Markdown modules it loads (half a second): imported by the first
 * generation, not with the plugin, since the bundling process makes no twins.
 */
type MdxToMarkdown = typeof import('./mdxToMarkdown');

type Twin = {page: TwinPage; path: string; markdown: string};

/** A file the plugin writes: Markdown or text, or a copy of a file that a twin links to. */
type OutputFile = {content: string; copyOf?: never} | {copyOf: string; content?: never};

/** The result of one generation: the twins, llms.txt and llms-full.txt, and the files twins link to. */
type Generated = {
  twins: Twin[];
  llmsFiles: {name: string; content: string}[];
  /** Source files of assets that twins link to → their path under the base URL. */
  assets: Map<string, string>;
};

/**
 * How long a slice of twin rendering may hold the main thread before it lets other work run:
 * short, since everything else on it waits for a turn: the dev server and its bundler's loaders,
 * and in a build the page renderer handing pages to its worker threads.
 */
const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Development with an empty twin cache: how long the dev server must have had no request to
 * answer (none in flight, none come in or ended since) before the twins are rendered (see
 * `nextCompilation` below). A request still open after DEV_REQUEST_MAX_MS no longer counts, so
 * that a connection the browser keeps open cannot hold the twins back for good.
 */
const DEV_QUIET_MS = 1500;
const DEV_QUIET_POLL_MS = 250;
const DEV_REQUEST_MAX_MS = 30_000;
const DEV_ANSWER_POLL_MS = 20;

type Middleware = (request: unknown, response: unknown, next: () => void) => void;

/** A bundler hook, as far as this plugin taps it. */
type Hook<Argument = unknown> = {tap: (name: string, callback: (argument: Argument) => void) => void};

/**
 * A dev server `setupMiddlewares` that calls `onRequest` on every request, and the function that
 * call returns, if any, once the response has ended or its connection closed. `docusaurus start`
 * has a setupMiddlewares of its own, and merges a plugin's into it with webpack-merge, which
 * makes of two functions one that calls both and joins the lists they return: this one puts its
 * middleware first in the list it is given (the same list the core's returns) and returns no
 * other (tests/unit/markdownTwins.test.ts checks the merged result).
 */
export function requestTracker(onRequest: () => (() => void) | undefined): (middlewares: Middleware[]) => Middleware[] {
  return (middlewares) => {
    middlewares.unshift((_request, response, next) => {
      const onEnd = onRequest();
      if (onEnd) {
        (response as {once: (event: 'close', listener: () => void) => void}).once('close', onEnd);
      }
      next();
    });
    return [];
  };
}

type MagicComment = {line?: string; block?: {start: string; end: string}};

function magicCommentsOf(themeConfig: Record<string, unknown>): string[] {
  const prism = themeConfig.prism as {magicComments?: MagicComment[]} | undefined;
  const entries = prism?.magicComments ?? [
    {line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
  ];
  return entries
    .flatMap((entry) => [entry.line, entry.block?.start, entry.block?.end])
    .filter((name): name is string => !!name);
}

/** Source file → absolute URL of its page, for every docs, blog and pages instance of the site. */
function pagesBySource(
  allContent: AllContent,
  siteDir: string,
  absolute: (permalink: string) => string,
): Map<string, string> {
  const pages = new Map<string, string>();
  const add = (source: string | undefined, permalink: string | undefined) => {
    if (source && permalink) {
      pages.set(path.resolve(siteDir, source.replace(/^@site\//, '')), absolute(permalink));
    }
  };
  type Metadata = {source?: string; permalink?: string};
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as {loadedVersions: {docs: Metadata[]}[]}).loadedVersions) {
      version.docs.forEach((doc) => add(doc.source, doc.permalink));
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    (content as {blogPosts: {metadata: Metadata}[]}).blogPosts.forEach(({metadata}) =>
      add(metadata.source, metadata.permalink),
    );
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    (content as Metadata[]).forEach((page) => add(page.source, page.permalink));
  }
  return pages;
}

/**
 * What else the twins depend on, beside each page: each variant keeps its own cache file, since a
 * cache stores the twins of its last build only.
 * - The site's URL with its base URL: a build under another base URL (a preview deploy).
 * - The partial site of `start:fast` and `build:fast` (DOCUSAURUS_FAST): when it shared the
 *   cache, `npm start` after a `start:fast` wrote all 380 twins again while its bundler compiled.
 * - The development server: it loads draft pages, which a build leaves out, and every twin's key
 *   has the list of pages in it (for links), so the two modes replaced each other's entries:
 *   `npm start` after a build wrote all 380 twins again (34 s of slices, while the first edits
 *   came in), and so did the pages process of a build after `npm start` (18 s beside the pages).
 */
export function twinCacheVariant({siteUrl, fast, development}: {siteUrl: string; fast: boolean; development: boolean}) {
  return [siteUrl, ...(fast ? ['(DOCUSAURUS_FAST)'] : []), ...(development ? ['(development)'] : [])].join(' ');
}

export default function pluginMarkdownTwins(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {siteDir, siteConfig, baseUrl, generatedFilesDir} = context;
  const origin = siteConfig.url.replace(/\/+$/, '');
  /** The public site with its base URL, ending with `/`. */
  const siteUrl = `${origin}${baseUrl}`;
  // Content metadata keeps permalinks without the trailing slash that the site's URLs may have.
  const absolute = (permalink: string) =>
    `${origin}${applyTrailingSlash(permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl})}`;
  const devDir = path.join(generatedFilesDir, MARKDOWN_TWINS_PLUGIN, 'static');
  const magicComments = magicCommentsOf(siteConfig.themeConfig);
  const admonitionKeywords = [...DEFAULT_ADMONITIONS, ...options.admonitionKeywords];

  /** What the development server's twin folder holds, once a generation has been written there. */
  let devFiles: Map<string, OutputFile> | undefined;
  /** The generation of the latest content (allContentLoaded runs again on each change in development). */
  let generation: Promise<Generated> | undefined;
  let generationCount = 0;
  /**
   * Development with an empty twin cache: the twins are made once the compilation that follows
   * the content's loading is done and the dev server has then been quiet for DEV_QUIET_MS. The
   * first page waits for that compilation, and rendering every twin during it (5 s) made it 4 s
   * later; rendered as soon as it ended, they still took the main thread from the dev server
   * while the browser fetched the page's scripts, and the first page came 4 s later (22.6 s
   * against 18.5 s without twins, scripts/bench-dev.mjs). With a warm cache the twins (0.1 to
   * 0.6 s) go first, as measured: made after the compilation, they delayed the first page by 3 s
   * and an edited page by 0.5 s. A production build waits for its bundles instead (`bundlesReady`).
   * Once begun, the twins hold between slices while the dev server answers a request or the
   * bundler compiles a change: a slice often outlasts SLICE_MS (one page is parsed in one go), and
   * the response streaming the 6.6 MB main.js got one chunk out between two slices. A browser
   * opened 3 s after the first compilation (the twins under way) waited 8.5 and 9.5 s for main.js
   * and 11.6 and 12.0 s for the page's heading; with the holds, 1.4 and 1.8 s, and 2.8 and 4.1 s
   * (28 November, warm bundler cache, empty twin cache).
   */
  let compilationWaiters: (() => void)[] = [];
  let lastRequestAt = 0;
  /** The requests the dev server is still answering, with when each came in. */
  const requestsInFlight = new Set<{since: number}>();
  const answering = () => {
    const now = performance.now();
    return [...requestsInFlight].some(({since}) => now - since < DEV_REQUEST_MAX_MS);
  };
  const devServerQuiet = async () => {
    while (answering() || performance.now() - lastRequestAt < DEV_QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, DEV_QUIET_POLL_MS));
    }
  };
  /** Development: since when the bundler has been compiling a change (undefined: it is not). */
  let compilingSince: number | undefined;
  const compiling = () => compilingSince !== undefined && performance.now() - compilingSince < DEV_REQUEST_MAX_MS;
  /**
   * Development: holds the twins while the bundler compiles a change or the dev server answers a
   * request (see SLICE_MS).
   */
  const devServerAnswered = async () => {
    while (options.serveInDevelopment && (compiling() || answering())) {
      await new Promise((resolve) => setTimeout(resolve, DEV_ANSWER_POLL_MS));
    }
  };
  const nextCompilation = () =>
    options.serveInDevelopment && cache.isEmpty()
      ? new Promise<void>((resolve) => compilationWaiters.push(resolve)).then(devServerQuiet)
      : Promise.resolve();
  const compilationDone = () => {
    compilingSince = undefined;
    firstCompilationDone = true;
    stopParseAheadInDevelopment();
    lastRequestAt = performance.now();
    const waiters = compilationWaiters;
    compilationWaiters = [];
    waiters.forEach((resolve) => resolve());
  };
  /**
   * Production: the twins wait for the bundles (see the top of this file). Which part of the
   * build this process runs (`buildStep`, config/env.ts): `bundle` makes no twins, since the
   * process ends after bundling; `pages` (the bundles are written already) makes them once the
   * bundler configs are made; `both` (a plain `docusaurus build`) once the bundler is done.
   * configureWebpack reports the client and the server bundle. When `npm run build` bundles the
   * browser bundle alone (`bundleOnly`), it waits for that one.
   */
  const bundlesWritten = new Set<'client' | 'server'>();
  const bundlesExpected = bundleOnly ? 1 : 2;
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', MARKDOWN_TWINS_PLUGIN);
  /**
   * The process that bundles keeps the trees its MDX loaders parse (./loaderTrees.ts); the twins
   * of the pages read them back instead of parsing the sources again.
   */
  const {mdx1Compat} = siteConfig.markdown;
  const twinSyntax = syntaxPlugins(mdx1Compat);
  const treesHeaderLine = options.serveInDevelopment ? '' : treesHeader(siteDir, twinSyntax);
  const treesWriter =
    !options.serveInDevelopment && buildStep !== 'pages'
      ? new LoaderTreesWriter(cacheDir, treesHeaderLine, twinSyntax)
      : undefined;
  let onBundlesWritten = () => {};
  const bundlesReady = new Promise<void>((resolve) => {
    onBundlesWritten = resolve;
  });
  /**
   * The worker that parses the MDX sources ahead of the MDX loader (./parseAhead.ts), in a process
   * that bundles: `docusaurus start`, and the bundling process of a build. Started when the content
   * is first loaded; stopped once the bundles are written (in development, once the first twins
   * have taken its trees too).
   */
  let parseAhead: ParseAhead | undefined;
  const startParseAhead = (allContent: unknown) => {
    if (parseAhead) {
      parseAhead.addSources(mdxSourcesOf(allContent, siteDir));
      return;
    }
    if (!parseAheadEnabled()) return;
    if (!options.serveInDevelopment && buildStep === 'pages') return;
    parseAhead = new ParseAhead(mdxSourcesOf(allContent, siteDir), {admonitionKeywords, mdx1Compat}, twinSyntax);
    parseAhead.activate();
  };
  // A build that bundles for the browser starts the worker now, with a guess at the sources, so
  // that it parses while the site loads, when one core is idle; the content's sources are added
  // once loaded, and it parses only what the MDX loader asks for from the bundler's start.
  if (parseAheadEnabled() && !options.serveInDevelopment && buildStep !== 'pages') {
    parseAhead = new ParseAhead(likelyMdxSources(siteDir, siteConfig), {admonitionKeywords, mdx1Compat}, twinSyntax, {
      speculate: true,
    }).activate();
  }
  const stopParseAhead = () => {
    if (!parseAhead) return;
    const {taken, parsedByLoader, workerParsed, workerMs, guessed} = parseAhead.stats;
    console.log(
      `[markdown-twins] parsed ahead of the MDX loader: ${workerParsed} texts on a worker thread (${(workerMs / 1000).toFixed(1)} s of parsing, ${guessed} of them before the config had loaded); the loader took ${taken} trees and parsed ${parsedByLoader} texts itself`,
    );
    parseAhead.stop();
  };
  /**
   * The browser bundle's MDX loaders compile every MDX file (the server bundle's take their
   * results), so once its modules are built the worker is ended; its trees stay for the twins.
   */
  const releaseParseAhead = {
    apply: (compiler: {hooks: {compilation: Hook<{hooks: {finishModules: Hook}}>}}) =>
      compiler.hooks.compilation.tap(MARKDOWN_TWINS_PLUGIN, (compilation) => {
        parseAhead?.stopSpeculating();
        compilation.hooks.finishModules.tap(MARKDOWN_TWINS_PLUGIN, () => parseAhead?.release());
      }),
  };
  // Development: the worker's trees serve the first compilation, and the first twins made after it.
  let firstTwinsDone = false;
  let firstCompilationDone = false;
  const stopParseAheadInDevelopment = () => {
    if (firstTwinsDone && firstCompilationDone) stopParseAhead();
  };
  const bundleWritten = (bundle: 'client' | 'server') => {
    bundlesWritten.add(bundle);
    if (bundlesWritten.size === bundlesExpected) {
      stopParseAhead();
      treesWriter?.finish();
      onBundlesWritten();
    }
  };
  const cache = new TwinCache(
    cacheDir,
    twinCacheVariant({siteUrl, fast: isFastBuild, development: options.serveInDevelopment}),
  );

  function publish(file: string): string {
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
    const {name, ext} = path.parse(file);
    return `${ASSETS_DIR}/${name}-${hash}${ext}`;
  }

  /** What a twin is rendered with: the same for every page of one generation. */
  type RenderContext = {
    pageOf: Map<string, string>;
    /** A hash of `pageOf`: links to other pages depend on where those pages are. */
    pagesKey: string;
    parsedTrees: Map<string, Root>;
    /**
     * Trees parsed already, by text: what the bundler's MDX loaders parsed (a production build),
     * or what the worker parsed ahead of them (development).
     */
    loaderTrees: TreeSource | undefined;
    assets: Map<string, string>;
    markdown: MdxToMarkdown;
  };

  /** The twin's Markdown, and whether it came from the cache. */
  function renderTwin(
    page: TwinPage,
    {pageOf, pagesKey, parsedTrees, loaderTrees, assets, markdown: {mdxToMdast, stringifyMarkdown}}: RenderContext,
  ): [string, boolean] {
    const source = fs.readFileSync(page.sourceFile, 'utf8');
    const key = cache.keyOf(source, [page, siteUrl, pagesKey]);
    const cached = cache.get(page.sourceFile, key);
    if (cached) {
      Object.entries(cached.assets).forEach(([file, relative]) => assets.set(file, relative));
      return [cached.markdown, true];
    }
    const linked: Record<string, string> = {};
    const dependencies: string[] = [];
    const body = mdxToMdast(source, {
      filePath: page.sourceFile,
      siteDir,
      pageUrl: absolute(page.permalink),
      siteUrl,
      contentRoots: page.contentRoots,
      pageOf: (file) => pageOf.get(file),
      assetUrl: (file) => {
        linked[file] ??= assets.get(file) ?? publish(file);
        assets.set(file, linked[file]);
        return siteUrl + linked[file];
      },
      admonitionKeywords,
      mdx1Compat,
      magicComments,
      frontMatter: page.frontMatter,
      cardItems: page.cardItems,
      warn: (message) => console.warn(`[markdown-twins] ${message}`),
      onDependency: (file) => dependencies.push(file),
      parsedTrees,
      loaderTrees,
    });
    // The page's title heading: the content's own `# Title` if it starts with one.
    const [first, ...rest] = body.children;
    const hasTitle = first?.type === 'heading' && first.depth === 1;
    const title: Heading = hasTitle
      ? first
      : {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]};
    const line = (value: string): Paragraph => ({type: 'paragraph', children: [{type: 'text', value}]});
    const children: RootContent[] = [
      title,
      ...(page.byline ? [line(page.byline)] : []),
      ...(hasTitle ? rest : body.children),
      ...(page.footer ? [line(page.footer)] : []),
    ];
    const markdown = stringifyMarkdown({type: 'root', children} satisfies Root);
    cache.set(page.sourceFile, {key, dependencies, assets: linked, markdown});
    return [markdown, false];
  }

  function llmsFilesOf(twins: Twin[]): Generated['llmsFiles'] {
    const summary = String(siteConfig.customFields?.description ?? siteConfig.tagline);
    const fullText = twins.filter((twin) => twin.page.inFullText);
    const fullTextInstance = options.docs.find((docs) => docs.id === options.fullTextDocsId);
    return [
      {
        name: 'llms.txt',
        content: llmsTxt({
          title: siteConfig.title,
          summary,
          details: [
            `Each link below is the Markdown twin of a page of ${siteUrl}: the page's address with \`.md\` in place of its trailing slash. Every docs version, the community pages, the blog posts and the changelog entries have one; this index lists the current docs and everything that is not versioned.`,
            `The current version of the ${fullTextInstance?.label ?? 'documentation'} in one file: ${siteUrl}llms-full.txt`,
          ],
          sections: llmsSectionsOf(twins),
        }),
      },
      {
        name: 'llms-full.txt',
        content: llmsFullTxt({
          title: `${siteConfig.title}: ${fullTextInstance?.label ?? 'documentation'}`,
          summary,
          pages: fullText.map((twin) => ({url: absolute(twin.page.permalink), markdown: twin.markdown})),
        }),
      },
    ];
  }

  function llmsSectionsOf(pages: Twin[]): LlmsSection[] {
    const sections = new Map<string, LlmsSection>();
    for (const {page, path: twinPath} of pages) {
      if (!page.llmsSection) {
        continue;
      }
      const section = sections.get(page.llmsSection) ?? {title: page.llmsSection, entries: []};
      sections.set(page.llmsSection, section);
      section.entries.push({title: page.title, url: origin + twinPath, description: page.description});
    }
    return [...sections.values()];
  }

  /** The files of a generation, by path under the output folder: text, or a copy of a linked file. */
  function filesOf({twins, assets, llmsFiles}: Generated): Map<string, OutputFile> {
    const files = new Map<string, OutputFile>();
    twins.forEach((twin) => files.set(twin.path.slice(baseUrl.length), {content: twin.markdown}));
    // A linked file's path has its content hash in it: same path, same bytes.
    assets.forEach((relative, source) => files.set(relative, {copyOf: source}));
    llmsFiles.forEach(({name, content}) => files.set(name, {content}));
    return files;
  }

  /**
   * Writes a generation's files into `outDir`. Given the files written there before (the
   * development server's folder, after each edit), writes only those that changed and removes
   * those that are gone: rewriting all 380 twins took the main thread on every edit.
   */
  function writeFiles(outDir: string, generated: Generated, before?: Map<string, OutputFile>): Map<string, OutputFile> {
    const files = filesOf(generated);
    for (const [relative, file] of files) {
      const previous = before?.get(relative);
      if (previous && previous.content === file.content && previous.copyOf === file.copyOf) {
        continue;
      }
      const target = path.join(outDir, relative);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      if (file.content === undefined) {
        fs.copyFileSync(file.copyOf, target);
      } else {
        fs.writeFileSync(target, file.content);
      }
    }
    for (const relative of before?.keys() ?? []) {
      if (!files.has(relative)) {
        fs.rmSync(path.join(outDir, relative), {force: true});
      }
    }
    return files;
  }

  return {
    name: MARKDOWN_TWINS_PLUGIN,

    async allContentLoaded({allContent, actions}) {
      const pages = collectTwinPages({
        allContent,
        siteDir,
        absolute,
        docs: options.docs,
        blogs: options.blogs,
        fullTextDocsId: options.fullTextDocsId,
      });
      const byPath = new Map<string, TwinPage>();
      const paths = pages.map((page) => {
        const twinPath = twinPathOf(page.permalink, baseUrl);
        const other = byPath.get(twinPath);
        if (other) {
          throw new Error(
            `Markdown twins: ${path.relative(siteDir, page.sourceFile)} and ${path.relative(siteDir, other.sourceFile)} would both be served at ${twinPath}`,
          );
        }
        byPath.set(twinPath, page);
        return twinPath;
      });

      actions.setGlobalData({
        docs: options.docs.map((docs) => docs.id),
        blogs: options.blogs.map((blog) => blog.id),
      } satisfies MarkdownTwinsGlobalData);

      startParseAhead(allContent);
      if (!options.serveInDevelopment && buildStep === 'bundle') {
        // This process ends after bundling: its postBuild never runs, the next process makes the twins.
        return;
      }
      const count = ++generationCount;
      const isCurrent = () => count === generationCount;
      const compiled = options.serveInDevelopment ? nextCompilation() : bundlesReady;
      generation = (async (): Promise<Generated> => {
        await compiled;
        const started = performance.now();
        const pageOf = pagesBySource(allContent, siteDir, absolute);
        const context: RenderContext = {
          pageOf,
          pagesKey: hashOf(JSON.stringify([...pageOf])),
          parsedTrees: new Map(),
          loaderTrees: options.serveInDevelopment ? parseAhead : new LoaderTrees(cacheDir, treesHeaderLine),
          assets: new Map(),
          markdown: await import('./mdxToMarkdown'),
        };
        let sliceStarted = started;
        let reused = 0;
        const twins: Twin[] = [];
        for (const [index, page] of pages.entries()) {
          if (performance.now() - sliceStarted > SLICE_MS) {
            await nextTurn();
            await devServerAnswered();
            sliceStarted = performance.now();
            if (!isCurrent()) {
              throw new Error('Markdown twins: superseded by a newer generation');
            }
          }
          const [markdown, fromCache] = renderTwin(page, context);
          reused += fromCache ? 1 : 0;
          twins.push({page, path: paths[index]!, markdown});
        }
        cache.save();
        if (options.serveInDevelopment) {
          firstTwinsDone = true;
          stopParseAheadInDevelopment();
        }
        const generated: Generated = {twins, llmsFiles: llmsFilesOf(twins), assets: context.assets};
        if (options.serveInDevelopment && isCurrent()) {
          if (!devFiles) {
            // Whatever an earlier server left there goes.
            fs.rmSync(devDir, {recursive: true, force: true});
          }
          devFiles = writeFiles(devDir, generated, devFiles);
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const {found, missing} =
          context.loaderTrees instanceof LoaderTrees ? context.loaderTrees.stats : {found: 0, missing: 0};
        const parsed = found + missing > 0 ? `; sources: ${found} parsed by the bundler, ${missing} here` : '';
        console.log(
          `[markdown-twins] ${twins.length} Markdown twins ready after ${seconds} s (${twins.length - reused} written, ${reused} unchanged since the last build${parsed})`,
        );
        return generated;
      })();
      // postBuild reports a failure; in development, where nothing waits for the twins, it is logged.
      generation.catch((error: unknown) => {
        if (options.serveInDevelopment && isCurrent()) {
          console.error('[markdown-twins] could not generate the twins:', error);
        }
      });
    },

    configureWebpack(_config, isServer) {
      if (!options.serveInDevelopment) {
        const bundle = isServer ? 'server' : 'client';
        if (buildStep === 'pages') {
          bundleWritten(bundle);
          return undefined;
        }
        // Bundling: the MDX loaders keep their trees (./loaderTrees.ts) until both bundles are
        // written; then the file of trees is complete (and, in a one-process build, the twins start).
        treesWriter?.activate();
        const signalWritten = {
          apply: (compiler: {hooks: {done: Hook}}) =>
            compiler.hooks.done.tap(MARKDOWN_TWINS_PLUGIN, () => bundleWritten(bundle)),
        };
        return {plugins: [signalWritten, ...(isServer ? [] : [releaseParseAhead])]} as ReturnType<
          NonNullable<Plugin['configureWebpack']>
        >;
      }
      if (isServer) {
        return undefined;
      }
      const signalDone = {
        apply: (compiler: {hooks: {done: Hook; invalid: Hook; failed: Hook}}) => {
          compiler.hooks.invalid.tap(MARKDOWN_TWINS_PLUGIN, () => (compilingSince ??= performance.now()));
          compiler.hooks.failed.tap(MARKDOWN_TWINS_PLUGIN, () => (compilingSince = undefined));
          compiler.hooks.done.tap(MARKDOWN_TWINS_PLUGIN, compilationDone);
        },
      };
      // The development server serves the twins from the generated-files folder.
      // `docusaurus start` merges `devServer` into its server options (static folders add up);
      // the bundler's configuration type does not declare that key.
      const devServer = {
        static: [{publicPath: baseUrl, directory: devDir, watch: false}],
        setupMiddlewares: requestTracker(() => {
          const request = {since: performance.now()};
          lastRequestAt = request.since;
          requestsInFlight.add(request);
          return () => {
            requestsInFlight.delete(request);
            lastRequestAt = performance.now();
          };
        }),
      };
      return {plugins: [signalDone, releaseParseAhead], devServer} as ReturnType<
        NonNullable<Plugin['configureWebpack']>
      >;
    },

    async postBuild({outDir}) {
      if (!generation) {
        throw new Error('Markdown twins: postBuild ran before the content was loaded');
      }
      const generated = await generation;
      const {twins, assets} = generated;
      // A twin must never replace a file of the build (a page, a redirect, a static file).
      for (const twin of twins) {
        const file = path.join(outDir, twin.path.slice(baseUrl.length));
        if (fs.existsSync(file)) {
          throw new Error(
            `Markdown twins: the twin of ${path.relative(siteDir, twin.page.sourceFile)} would overwrite ${path.relative(siteDir, file)}`,
          );
        }
      }
      writeFiles(outDir, generated);
      const size = (name: string) => (fs.statSync(path.join(outDir, name)).size / 1024).toFixed(0);
      console.log(
        `[markdown-twins] wrote ${twins.length} twins, ${assets.size} linked files, llms.txt (${size('llms.txt')} KB) and llms-full.txt (${size('llms-full.txt')} KB)`,
      );
    },
  };
}
