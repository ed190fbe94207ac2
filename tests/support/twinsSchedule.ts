// Run by tests/unit/markdownTwins.schedule.test.ts in a child process, with the environment of
// one step of `npm run build` (config/env.ts reads it once, when it is imported): drives the
// Markdown twins plugin through what `docusaurus build` calls (allContentLoaded, configureWebpack
// for the client and the server bundle, the bundler's `done` hooks, postBuild) and prints, as
// JSON, the order in which those calls and the twins' generation happened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginMarkdownTwins from '../../src/plugins/markdownTwins';

type DoneHook = {tap: (name: string, callback: () => void) => void};
type Compilation = {hooks: {finishModules: DoneHook}};
type FakeCompiler = {
  hooks: {done: DoneHook; compilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  finish: () => void;
};

/** A compiler with the hooks the plugin taps: its modules built, then its bundle written. */
function fakeCompiler(): FakeCompiler {
  const callbacks: (() => void)[] = [];
  const modulesBuilt: (() => void)[] = [];
  const compilation: Compilation = {hooks: {finishModules: {tap: (_name, callback) => modulesBuilt.push(callback)}}};
  return {
    hooks: {
      done: {tap: (_name, callback) => callbacks.push(callback)},
      compilation: {tap: (_name, callback) => callback(compilation)},
    },
    finish: () => [...modulesBuilt, ...callbacks].forEach((callback) => callback()),
  };
}

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

async function main(): Promise<string[]> {
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
      serveInDevelopment: false,
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
