// Reuses the pages of the last build when nothing they are made from has changed.
//
// Loaded with `--import` into the pages process of `npm run build` (scripts/build.mjs). Static
// generation renders every route from the server bundle with React, fills the HTML template and
// minifies the result: about 15 s of a warm build on 2 cores, the largest part of it, though a
// rebuild of an unchanged tree (`npm test` again after editing a test, a branch switched back)
// produces the same bytes. A page is a function of:
//   - the server bundle (all the code and content a page renders: the app, the theme, every
//     route's data and MDX), by the hash of its bytes; when the pages are rendered from the browser
//     bundle, the file that stands for it names the hash of every chunk it loads
//     (scripts/ssg-browser-bundle.cjs);
//   - the SSG parameters: the client manifest (asset names), the head and body tags of the
//     plugins, the HTML template, the base URL, the trailing-slash setting, the minifier (and
//     scripts/ssg-html-minifier.mjs);
//   - the list of routes, and the Docusaurus and Node.js versions, and this file.
// When all of these hash as in the last build of the same site and base URL, the pages and the
// data the renderer collected from them (links and anchors for the broken-links check, the head
// tags postBuild reads) come from node_modules/.cache/ssg-pages/ (one file per site folder, base
// URL and DOCUSAURUS_FAST) instead of the renderer. Otherwise the pages are rendered as usual and
// stored. Any change to content or code changes the server bundle, so an edit renders every
// page again: this saves the unchanged rebuild only, and reading the cache takes well under a
// second. The output is the renderer's own, byte for byte (`npm run check:determinism` compares
// a build served from it with a clean one). SSG warnings (the HTML minifier's diagnostics) are
// printed by the build that rendered the pages, not again by one that reuses them. `docusaurus
// clear` empties the cache with the rest of node_modules/.cache; DOCUSAURUS_SSG_CACHE=false turns
// it off.
//
// Docusaurus has no hook around static generation, so this wraps the core's `executeSSG` where
// the build command looks it up (`lib/ssg/ssgExecutor.js`, Docusaurus 3.10). If that module no
// longer has the shape this expects, the build says so and renders every page as usual.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import {isMainThread} from 'node:worker_threads';

const require = createRequire(import.meta.url);
const DEFAULT_CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/ssg-pages');
const log = (message) => console.log(`[ssg-cache] ${message}`);

/** The file a route's page is written to, as the core's `writeStaticFile` names it. */
export function pageFile({pathname, baseUrl, trailingSlash, outDir}) {
  const withoutBase =
    baseUrl === '/' || !pathname.startsWith(baseUrl) ? pathname : `/${pathname.slice(baseUrl.length)}`;
  const name = withoutBase.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(name)) return path.join(outDir, name);
  if (trailingSlash === undefined || withoutBase === '' || withoutBase.endsWith('/') || trailingSlash) {
    return path.join(outDir, name, 'index.html');
  }
  return path.join(outDir, `${name}.html`);
}

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/**
 * The client manifest as the pages use it. Each asset has a `hash` beside its file name, which
 * the HTML never shows (the template lists file names) and which differs between a cold build and
 * a warm one of the same tree, whose files are the same: left in, the first rebuild after a
 * cold build would render everything again.
 */
function manifestAsUsed(manifest) {
  const assets = Object.fromEntries(
    Object.entries(manifest.assets ?? {}).map(([chunk, byType]) => [
      chunk,
      Object.fromEntries(
        Object.entries(byType).map(([type, files]) => [type, files.map(({hash: _hash, ...file}) => file)]),
      ),
    ]),
  );
  return {...manifest, assets};
}

/** What the pages of a build are made from; see the comment at the top. */
function cacheKey({params, routesPaths, serverBundle, version}) {
  // Where the pages go and where the bundle is do not change what they contain.
  const {outDir: _outDir, serverBundlePath: _serverBundlePath, manifest, ...inputs} = params;
  return sha256(
    JSON.stringify({
      params: inputs,
      manifest: manifestAsUsed(manifest),
      routesPaths,
      docusaurus: version,
      node: process.version,
      skipMinify: process.env.SKIP_HTML_MINIFICATION ?? '',
      minifyWholeHtml: process.env.DOCUSAURUS_MINIFY_WHOLE_HTML ?? '',
    }),
    serverBundle,
    fs.readFileSync(new URL(import.meta.url)),
    // The minifier of scripts/build.mjs's pages step.
    fs.readFileSync(new URL('./ssg-html-minifier.mjs', import.meta.url)),
  );
}

/** Runs `tasks` (functions returning promises), `limit` at a time. */
async function inBatches(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({length: Math.min(limit, tasks.length)}, worker));
}

function readStore(file) {
  try {
    return v8.deserialize(fs.readFileSync(file));
  } catch (error) {
    if (error.code !== 'ENOENT')
      log(`could not read ${path.relative(process.cwd(), file)} (${error.message}); rendering every page`);
    return undefined;
  }
}

function writeStore(file, store) {
  try {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(`${file}.tmp`, v8.serialize(store));
    fs.renameSync(`${file}.tmp`, file);
  } catch (error) {
    // A page whose collected data cannot be serialized, or a full disk: the build is fine, the
    // next one renders again.
    log(`could not store the pages (${error.message}); the next build renders them again`);
    fs.rmSync(`${file}.tmp`, {force: true});
  }
}

/**
 * Wraps the core's `executeSSG` with the cache kept in `cacheDir`; returns a function that puts
 * the original back (for the tests).
 */
export function installSsgPageCache({cacheDir = DEFAULT_CACHE_DIR} = {}) {
  const executor = require('@docusaurus/core/lib/ssg/ssgExecutor.js');
  const {createSSGParams} = require('@docusaurus/core/lib/ssg/ssgParams.js');
  const {DOCUSAURUS_VERSION} = require('@docusaurus/utils');
  if (typeof executor.executeSSG !== 'function' || typeof createSSGParams !== 'function') {
    log(
      `@docusaurus/core ${DOCUSAURUS_VERSION} has no executeSSG/createSSGParams where 3.10 had them; rendering every page`,
    );
    return () => {};
  }
  const render = executor.executeSSG;
  executor.executeSSG = async function executeSSGWithCache(args) {
    const {props, serverBundlePath, clientManifestPath, router} = args;
    if (router === 'hash') return render(args);
    const params = await createSSGParams({props, serverBundlePath, clientManifestPath});
    const key = cacheKey({
      params,
      routesPaths: props.routesPaths,
      serverBundle: fs.readFileSync(serverBundlePath),
      version: DOCUSAURUS_VERSION,
    });
    // One store per site, base URL and site variant: the test suites build other sites
    // (tests/fixtures/) and this one under another base URL (`npm run test:base-url`) from this
    // checkout, and `build:fast` (DOCUSAURUS_FAST) builds part of it; each would replace the
    // other's pages.
    const variant = [props.siteDir, params.baseUrl, process.env.DOCUSAURUS_FAST === 'true' ? 'fast' : ''];
    const file = path.join(cacheDir, `${sha256(variant.join('\n')).slice(0, 16)}.bin`);
    const where = (pathname) => pageFile({...params, pathname});

    const stored = readStore(file);
    if (stored?.key === key) {
      const started = performance.now();
      await inBatches(
        props.routesPaths.map((pathname) => async () => {
          const target = where(pathname);
          await fs.promises.mkdir(path.dirname(target), {recursive: true});
          await fs.promises.writeFile(target, stored.pages[pathname]);
        }),
        32,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(
        `${props.routesPaths.length} pages from the last build (server bundle and SSG inputs unchanged) in ${seconds} s`,
      );
      return {collectedData: stored.collectedData};
    }

    const result = await render(args);
    const pages = {};
    await inBatches(
      props.routesPaths.map((pathname) => async () => {
        pages[pathname] = await fs.promises.readFile(where(pathname));
      }),
      32,
    );
    writeStore(file, {key, pages, collectedData: result.collectedData});
    return result;
  };
  return () => {
    executor.executeSSG = render;
  };
}

if (isMainThread && process.env.DOCUSAURUS_SSG_CACHE !== 'false') installSsgPageCache();
