// Run by tests/unit/markdownTwins.schedule.test.ts in a child process, with the environment of
// one step of `npm run build` (config/env.ts reads it once, when it is imported): drives the
// Markdown twins plugin through what `docusaurus build` calls (allContentLoaded, configureWebpack
// for the client and the server bundle, the bundler's `done` hooks, postBuild) and prints, as
// JSON, the order in which those calls and the twins' generation happened. With the argument
// `development`, drives it as `docusaurus start` does instead: the first compilation, and a
// request the dev server is still answering when that compilation ends.
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginMarkdownTwins from '../../src/plugins/markdownTwins';

type DoneHook = {tap: (name: string, callback: () => void) => void};
type Compilation = {hooks: {finishModules: DoneHook}};
type FakeCompiler = {
  hooks: {
    done: DoneHook;
    invalid: DoneHook;
    failed: DoneHook;
    compilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void};
  };
  finish: () => void;
};

/** A compiler with the hooks the plugin taps: its modules built, then its bundle written. */
function fakeCompiler(): FakeCompiler {
  const callbacks: (() => void)[] = [];
  const modulesBuilt: (() => void)[] = [];
  const compilation: Compilation = {hooks: {finishModules: {tap: (_name, callback) => modulesBuilt.push(callback)}}};
  const never: DoneHook = {tap: () => {}};
  return {
    hooks: {
      done: {tap: (_name, callback) => callbacks.push(callback)},
      invalid: never,
      failed: never,
      compilation: {tap: (_name, callback) => callback(compilation)},
    },
    finish: () => [...modulesBuilt, ...callbacks].forEach((callback) => callback()),
  };
}

type Middleware = (request: unknown, response: EventEmitter, next: () => void) => void;
type DevConfig = {
  plugins?: {apply: (compiler: FakeCompiler) => void}[];
  devServer?: {setupMiddlewares: (middlewares: Middleware[], server: unknown) => Middleware[]};
};

/** Lets pending promise callbacks and timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Waits until the twins are made, or `ms` have passed. Once both bundler configs are made, a
 * pages process makes them without waiting for a bundle; how long that takes depends on the
 * machine (a slow CI machine took longer than one settle), so the order is checked after it
 * rather than after a fixed pause. In a plain build, the wait ends with no twins made.
 */
async function twinsOrTimeout(events: string[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!events.includes('twins made') && Date.now() < deadline) {
    await settle();
  }
}

/**
 * `docusaurus start` with an empty twin cache: the first compilation ends while the dev server
 * still streams a response (the page's scripts); the twins must wait for that response to end,
 * and then for the server to have been quiet a while.
 */
async function development(
  configureWebpack: (config: {mode: string}, isServer: boolean) => DevConfig | undefined,
  events: string[],
): Promise<void> {
  const config = configureWebpack({mode: 'development'}, false);
  const compiler = fakeCompiler();
  config?.plugins?.forEach((bundlerPlugin) => bundlerPlugin.apply(compiler));
  // The tracker puts itself first in the list it is given (as it is merged into the core's).
  const middlewares: Middleware[] = [];
  config?.devServer?.setupMiddlewares(middlewares, {});
  const [tracker] = middlewares;
  if (!tracker) throw new Error('the plugin added no dev server middleware');
  events.push('dev server ready');
  const response = new EventEmitter();
  tracker({}, response, () => {});
  events.push('request in flight');
  compiler.finish();
  events.push('first compilation done');
  await twinsOrTimeout(events, 2500);
  response.emit('close');
  events.push('response ended');
  await twinsOrTimeout(events, 5000);
}

async function main(): Promise<string[]> {
  const inDevelopment = process.argv.includes('development');
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-schedule-'));
  const events: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (/Markdown twins ready/.test(String(args[0]))) {
      events.push('twins made');
    }
  };

  try {
    const context = {
      siteDir,
      baseUrl: '/',
      generatedFilesDir: path.join(siteDir, '.docusaurus'),
      siteConfig: {
        url: 'https://example.com',
        trailingSlash: true,
        title: 'Site',
        tagline: 'A site',
        themeConfig: {},
        markdown: {mdx1Compat: {comments: false, admonitions: false, headingIds: true}},
      },
    } as unknown as LoadContext;
    const plugin = pluginMarkdownTwins(context, {
      docs: [],
      blogs: [],
      fullTextDocsId: 'default',
      admonitionKeywords: [],
      serveInDevelopment: inDevelopment,
    });
    type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
    const configureWebpack = plugin.configureWebpack as unknown as (
      ...args: [Parameters<ConfigureWebpack>[0], boolean]
    ) => {plugins?: {apply: (compiler: FakeCompiler) => void}[]} | undefined;

    await plugin.allContentLoaded!({
      allContent: {},
      actions: {setGlobalData: () => {}, addRoute: () => {}, createData: async () => ''},
    } as unknown as Parameters<NonNullable<Plugin['allContentLoaded']>>[0]);
    await settle();
    events.push('content loaded');
    if (inDevelopment) {
      await development(configureWebpack as unknown as Parameters<typeof development>[0], events);
      return events;
    }

    const compilers = {client: fakeCompiler(), server: fakeCompiler()};
    for (const bundle of ['client', 'server'] as const) {
      const returned = configureWebpack({mode: 'production'} as Parameters<ConfigureWebpack>[0], bundle === 'server');
      returned?.plugins?.forEach((bundlerPlugin) => bundlerPlugin.apply(compilers[bundle]));
      events.push(`${bundle} config made`);
      await settle();
    }
    await twinsOrTimeout(events, 3000);
    for (const bundle of ['client', 'server'] as const) {
      compilers[bundle].finish();
      events.push(`${bundle} bundle done`);
      await settle();
    }

    const outDir = path.join(siteDir, 'build');
    fs.mkdirSync(outDir);
    try {
      await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      events.push('postBuild wrote the twins');
    } catch (error) {
      events.push(`postBuild failed: ${(error as Error).message}`);
    }
  } finally {
    console.log = log;
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
  return events;
}

void main().then((events) => console.log(JSON.stringify(events)));
