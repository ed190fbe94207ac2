// unit: own process: it checks that importing the module installs nothing, so no other file may have imported it (scripts/unit.mjs).
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';

/**
 * scripts/ssg-page-cache.mjs lets `npm run build` reuse the last build's pages when the server
 * bundle and the SSG inputs are unchanged. A cache that answered wrongly would deploy stale
 * pages, so these cases run the core's own static generation (one thread, the Terser
 * minifier) on a small server bundle written here, whose render fails unless a marker file
 * allows it: a build that succeeds without the marker can only have come from the cache, and
 * one that fails proves the cache was bypassed.
 */

type CacheModule = {
  installSsgPageCache: (options: {cacheDir: string}) => () => void;
  pageFile: (where: {pathname: string; baseUrl: string; trailingSlash?: boolean; outDir: string}) => string;
};
let pageFile: CacheModule['pageFile'];
const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));
const executor = coreRequire('./lib/ssg/ssgExecutor.js') as {
  executeSSG: (args: object) => Promise<{collectedData: Record<string, {links: string[]; anchors: string[]}>}>;
};
const {writeStaticFile} = coreRequire('./lib/ssg/ssgUtils.js') as {
  writeStaticFile: (args: {content: string; pathname: string; params: object}) => Promise<void>;
};

/** A server bundle as the SSG renderer evaluates it: a CommonJS module whose default export renders a route. */
function serverBundle(marker: string, text: string): string {
  return `
const fs = require('fs');
module.exports.default = async ({pathname}) => {
  if (!fs.existsSync(${JSON.stringify(marker)})) throw new Error('rendered without the marker');
  return {
    html: '<main><h1 id="top">' + pathname + '</h1><p>${text}</p><a href="/elsewhere/">link</a></main>',
    collectedData: {
      modules: [],
      anchors: ['top'],
      links: ['/elsewhere/'],
      metadata: {
        public: {noIndex: false},
        helmet: {},
        internal: {htmlAttributes: 'lang="en"', bodyAttributes: '', title: '<title>' + pathname + '</title>', meta: '', link: '', script: ''},
      },
    },
  };
};
`;
}

describe('SSG page cache (scripts/ssg-page-cache.mjs)', () => {
  let dir: string;
  let uninstall: () => void;
  const routesPaths = ['/', '/docs/intro/', '/blog/post', '/404.html'];

  before(async () => {
    process.env.DOCUSAURUS_SSG_CACHE = 'false'; // importing it must not install the default cache
    const cache = (await import('../../scripts/ssg-page-cache.mjs')) as CacheModule;
    pageFile = cache.pageFile;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-page-cache-'));
    uninstall = cache.installSsgPageCache({cacheDir: path.join(dir, 'cache')});
  });
  after(() => {
    uninstall();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  function site({text = 'first', manifestAsset = 'main.1.js', chunkHash = 'a1'} = {}) {
    const marker = path.join(dir, 'render-allowed');
    const serverBundlePath = path.join(dir, '__server', 'server.bundle.js');
    fs.mkdirSync(path.dirname(serverBundlePath), {recursive: true});
    fs.writeFileSync(serverBundlePath, serverBundle(marker, text));
    const clientManifestPath = path.join(dir, 'client-manifest.json');
    fs.writeFileSync(
      clientManifestPath,
      JSON.stringify({
        entrypoints: ['main'],
        origins: {},
        assets: {main: {js: [{file: manifestAsset, hash: chunkHash, publicPath: `/${manifestAsset}`}]}},
      }),
    );
    const outDir = path.join(dir, 'out');
    const props = {
      siteDir: dir,
      outDir,
      baseUrl: '/',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      routesPaths,
      siteConfig: {
        trailingSlash: undefined,
        noIndex: false,
        future: {
          faster: {swcHtmlMinimizer: false, ssgWorkerThreads: false},
          v4: {removeLegacyPostBuildHeadAttribute: true},
        },
      },
    };
    return {
      marker,
      outDir,
      run: () => executor.executeSSG({props, serverBundlePath, clientManifestPath, router: 'browser'}),
      pages: () =>
        Object.fromEntries(
          routesPaths.map((p) => [p, fs.readFileSync(pageFile({pathname: p, baseUrl: '/', outDir}), 'utf8')]),
        ),
    };
  }

  it('renders on the first build, then gives the same pages and collected data without rendering', async () => {
    const first = site();
    fs.writeFileSync(first.marker, '');
    const rendered = await first.run();
    const pages = first.pages();
    assert.match(pages['/docs/intro/']!, /<h1 id=.?top.?>\/docs\/intro\/<\/h1>/);
    // (Arrays made in the bundle's VM context have another prototype: compare plain copies.)
    assert.deepEqual([...rendered.collectedData['/blog/post']!.links], ['/elsewhere/']);

    fs.rmSync(first.marker);
    fs.rmSync(first.outDir, {recursive: true});
    const again = site();
    const reused = await again.run();
    assert.deepEqual(again.pages(), pages);
    assert.deepEqual(
      JSON.parse(JSON.stringify(reused.collectedData)),
      JSON.parse(JSON.stringify(rendered.collectedData)),
    );
  });

  it("reuses the pages when only the manifest's chunk hashes differ (a warm build after a cold one)", async () => {
    const warm = site({chunkHash: 'b2'});
    await warm.run();
    assert.match(warm.pages()['/']!, /first/);
  });

  it('renders again when the server bundle changes', async () => {
    const changed = site({text: 'second'});
    await assert.rejects(changed.run(), /static site generation failed/);
    fs.writeFileSync(changed.marker, '');
    await changed.run();
    assert.match(changed.pages()['/']!, /second/);
    fs.rmSync(changed.marker);
  });

  it('renders again when the client manifest (the asset names) changes', async () => {
    const renamed = site({text: 'second', manifestAsset: 'main.2.js'});
    await assert.rejects(renamed.run(), /static site generation failed/);
  });

  it('writes each page where the core writes it', async () => {
    const outDir = path.join(dir, 'where');
    const cases = [
      {pathname: '/', baseUrl: '/', trailingSlash: undefined},
      {pathname: '/docs/intro/', baseUrl: '/', trailingSlash: undefined},
      {pathname: '/docs/intro', baseUrl: '/', trailingSlash: undefined},
      {pathname: '/docs/intro', baseUrl: '/', trailingSlash: false},
      {pathname: '/docs/intro', baseUrl: '/', trailingSlash: true},
      {pathname: '/docs/intro/', baseUrl: '/', trailingSlash: false},
      {pathname: '/404.html', baseUrl: '/', trailingSlash: undefined},
      {pathname: '/docusaurus/', baseUrl: '/docusaurus/', trailingSlash: undefined},
      {pathname: '/docusaurus/docs/intro/', baseUrl: '/docusaurus/', trailingSlash: true},
      {pathname: '/docusaurus/blog/post', baseUrl: '/docusaurus/', trailingSlash: false},
      {pathname: '/docusaurus/404.html', baseUrl: '/docusaurus/', trailingSlash: undefined},
    ];
    for (const where of cases) {
      fs.rmSync(outDir, {recursive: true, force: true});
      await writeStaticFile({content: 'page', pathname: where.pathname, params: {...where, outDir}});
      const written = fs.readdirSync(outDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
      assert.equal(written.length, 1);
      const file = path.join(written[0]!.parentPath, written[0]!.name);
      assert.equal(pageFile({...where, outDir}), file, JSON.stringify(where));
    }
  });
});
