// unit: full run: its cases start the pages process (scripts/pages-step.mjs preloaded) in processes of their own (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {CHUNK_GROUPS_FILE} from '../../src/plugins/offline';
import {ROUTE_SHARDS_DIR} from '../../src/plugins/bundling/routeShards';
import {PAGES_PROCESS_DIR} from '../../scripts/bundle-cache.mjs';
import {FROM_BUNDLERS} from '../../scripts/pages-step.mjs';
import {WAITING_FOR_BUNDLES} from '../../scripts/build-events.mjs';

/**
 * scripts/pages-step.mjs, loaded into the pages process of `npm run build`: the site loads into a
 * generated folder of the process's own, emptied
 * first; static generation waits for the build script's word that the bundles are written, then
 * takes the bundlers' files it reads. Each case runs in a Node.js process of its own with the
 * module loaded as scripts/build.mjs loads it and an IPC channel to the test, which plays the build
 * script; the core's `loadSite` and `executeSSG` are replaced beforehand by stand-ins that report
 * their calls, so the module wraps those.
 */

const ROOT = path.resolve(__dirname, '../..');
const PAGES_STEP = pathToFileURL(path.join(ROOT, 'scripts/pages-step.mjs')).href;

// Loaded before scripts/pages-step.mjs: the core's functions it wraps, as stand-ins.
const STAND_INS = `
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
const core = createRequire(createRequire(${JSON.stringify(`${ROOT}/`)}).resolve('@docusaurus/core/package.json'));
core('./lib/server/site.js').loadSite = async ({siteDir}) => {
  const own = path.join(siteDir, process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME);
  process.send({loadSite: {ownFolderLeft: fs.existsSync(own) ? fs.readdirSync(own) : null}});
  // The site writes its own generated files, as loading does.
  fs.mkdirSync(own, {recursive: true});
  fs.writeFileSync(path.join(own, 'routesChunkNames.json'), 'the pages process own');
};
core('./lib/ssg/ssgExecutor.js').executeSSG = async ({props}) => {
  const read = (file) => fs.existsSync(path.join(props.generatedFilesDir, file)) ? fs.readFileSync(path.join(props.generatedFilesDir, file), 'utf8') : null;
  // The channel is closed by now: the report goes to the output.
  console.log('executeSSG ' + JSON.stringify({manifest: read('client-manifest.json'), chunkNames: read('routesChunkNames.json')}));
  return {collectedData: {}};
};
`;

// The pages process's main script: loads the site, then renders, as the core's build does.
const PROBE = `
import {createRequire} from 'node:module';
const core = createRequire(createRequire(${JSON.stringify(`${ROOT}/`)}).resolve('@docusaurus/core/package.json'));
const siteDir = process.env.PROBE_SITE;
const generatedFilesDir = siteDir + '/.docusaurus/${PAGES_PROCESS_DIR}';
// Told to the test when the channel is still open (one test closes it first); a send error is ignored.
process.once(${JSON.stringify(WAITING_FOR_BUNDLES)}, () => process.connected && process.send({waiting: true}, () => {}));
await core('./lib/server/site.js').loadSite({siteDir});
try {
  await core('./lib/ssg/ssgExecutor.js').executeSSG({
    props: {siteDir, generatedFilesDir, outDir: siteDir + '/build'},
    clientManifestPath: generatedFilesDir + '/client-manifest.json',
    serverBundlePath: siteDir + '/build/__server/server.bundle.js',
  });
  process.stdout.write('rendered');
} catch (error) {
  process.stdout.write('failed: ' + error.message);
  process.exitCode = 1;
}
`;

type Message = {loadSite?: {ownFolderLeft: string[] | null}; waiting?: true};

/**
 * The bundlers' client manifest: a browser bundle without the static-render entry, so that the
 * pages are rendered from the server bundle as the core does (tests/unit/ssgBrowserBundle.test.ts
 * covers the entry).
 */
const BUNDLERS_MANIFEST = JSON.stringify({entrypoints: ['main'], assets: {}, writtenBy: 'the bundlers'});

/** A site folder whose bundlers' generated folder holds `bundlerFiles`, and a stale own folder. */
function siteWith(bundlerFiles: string[]): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-step-'));
  for (const file of bundlerFiles) {
    fs.mkdirSync(path.dirname(path.join(site, '.docusaurus', file)), {recursive: true});
    fs.writeFileSync(
      path.join(site, '.docusaurus', file),
      file === 'client-manifest.json' ? BUNDLERS_MANIFEST : `the bundlers' ${file}`,
    );
  }
  fs.mkdirSync(path.join(site, '.docusaurus', PAGES_PROCESS_DIR), {recursive: true});
  fs.writeFileSync(path.join(site, '.docusaurus', PAGES_PROCESS_DIR, 'client-manifest.json'), 'a stale manifest');
  return site;
}

/** Starts the pages process on `site`; `messages` fills as it reports. */
function startPages(site: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-step-probe-'));
  fs.writeFileSync(path.join(dir, 'stand-ins.mjs'), STAND_INS);
  fs.writeFileSync(path.join(dir, 'probe.mjs'), PROBE);
  const child = spawn(
    process.execPath,
    [
      `--import=${pathToFileURL(path.join(dir, 'stand-ins.mjs')).href}`,
      `--import=${PAGES_STEP}`,
      path.join(dir, 'probe.mjs'),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PROBE_SITE: site,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: `.docusaurus/${PAGES_PROCESS_DIR}`,
        DOCUSAURUS_BUNDLERS_GENERATED_DIR_NAME: '.docusaurus',
      },
    },
  );
  const messages: Message[] = [];
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  child.on('message', (message: Message) => messages.push(message));
  // Once the test has closed the channel, Node.js emits no 'close' for the child and no longer
  // counts it as keeping this process alive: its exit and the end of its output settle this, and a
  // timer keeps the process up until then.
  const alive = setInterval(() => {}, 1000);
  const streamEnd = (stream: NodeJS.ReadableStream) => new Promise((resolve) => stream.on('end', resolve));
  const ended = Promise.all([
    new Promise<number | null>((resolve) => child.on('exit', resolve)),
    streamEnd(child.stdout!),
    streamEnd(child.stderr!),
  ]).then(([status]) => {
    clearInterval(alive);
    fs.rmSync(dir, {recursive: true, force: true});
    return {status, output};
  });
  const until = async (what: (messages: Message[]) => boolean) => {
    const deadline = Date.now() + 20_000;
    while (!what(messages)) {
      if (Date.now() > deadline) throw new Error(`the pages process did not get there: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {child, messages, ended, until, output: () => output};
}

describe('the pages process (scripts/pages-step.mjs)', () => {
  it('copies the files of the bundlers that the offline plugin and static generation read', () => {
    assert.deepEqual(
      [...FROM_BUNDLERS].sort(),
      [
        'client-manifest.json',
        CHUNK_GROUPS_FILE,
        'routesChunkNames.json',
        path.join(ROUTE_SHARDS_DIR, 'table.json'),
      ].sort(),
    );
  });

  it('loads the site in an emptied folder of its own, and renders only once the bundles are written, from their files', async () => {
    const site = siteWith(FROM_BUNDLERS);
    const pages = startPages(site);
    await pages.until((messages) => messages.some((message) => message.loadSite));
    assert.deepEqual(pages.messages[0], {loadSite: {ownFolderLeft: null}}, 'the stale folder was emptied first');
    // The site is loaded; static generation waits for the word, and says so to the plugins.
    await pages.until((messages) => messages.some((message) => message.waiting));
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(pages.output(), '', 'rendered before the bundles were written');
    pages.child.send('bundles-ready');
    const {status, output} = await pages.ended;
    assert.equal(status, 0, output);
    assert.match(output, /\[pages-step\] the site was loaded; waited [\d.]+ s for the bundles/);
    assert.match(output, /rendered$/);
    const rendered = output.match(/^executeSSG (.*)$/m);
    assert.ok(rendered, output);
    assert.deepEqual(JSON.parse(rendered[1]!), {
      manifest: BUNDLERS_MANIFEST,
      chunkNames: "the bundlers' routesChunkNames.json",
    });
    fs.rmSync(site, {recursive: true, force: true});
  });

  it('fails, and says why, when the build script goes away before the bundles are written', async () => {
    const site = siteWith(FROM_BUNDLERS);
    const pages = startPages(site);
    await pages.until((messages) => messages.some((message) => message.loadSite));
    pages.child.disconnect();
    const {status, output} = await pages.ended;
    assert.notEqual(status, 0);
    assert.match(
      output,
      /failed: scripts\/pages-step\.mjs: the build script went away before the bundles were written/,
    );
    fs.rmSync(site, {recursive: true, force: true});
  });

  it('takes no file of its own for one the bundlers did not write', async () => {
    const site = siteWith(FROM_BUNDLERS.filter((file) => file !== 'routesChunkNames.json'));
    const pages = startPages(site);
    await pages.until((messages) => messages.some((message) => message.loadSite));
    pages.child.send('bundles-ready');
    const {status, output} = await pages.ended;
    assert.equal(status, 0, output);
    const rendered = output.match(/^executeSSG (.*)$/m);
    assert.ok(rendered, output);
    assert.deepEqual(JSON.parse(rendered[1]!), {manifest: BUNDLERS_MANIFEST, chunkNames: null});
    fs.rmSync(site, {recursive: true, force: true});
  });
});
