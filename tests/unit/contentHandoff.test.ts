import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {contentFile, handOffContent} from '../../scripts/content-handoff.mjs';

/**
 * scripts/content-handoff.mjs: the docs, blog and pages plugins load their content in the first
 * process of `npm run build`, and the other processes take it from the file that process wrote.
 * Importing the module without DOCUSAURUS_CONTENT_HANDOFF changes nothing (this file shares a
 * process with others); the cases wrap stand-in plugins as the core's initPlugins returns them.
 */

type Stats = {taken: number; loaded: number; bytes: number; ms: number; notWritten: string[]};
type StandIn = {name: string; options: {id: string}; loadContent?: () => Promise<unknown>; calls: number};

const ROOT = path.resolve(__dirname, '../..');
let dir: string;

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-handoff-'));
});
after(() => fs.rmSync(dir, {recursive: true, force: true}));

function standIn(name: string, id: string, content: () => unknown): StandIn {
  const plugin: StandIn = {
    name,
    options: {id},
    calls: 0,
    async loadContent() {
      plugin.calls += 1;
      return content();
    },
  };
  return plugin;
}

/** Wraps the plugins and loads each one's content, as the core would; resolves with the stats. */
async function loadAll(plugins: StandIn[], role: 'write' | 'read', id: string, folder = dir) {
  let stats: Stats | undefined;
  handOffContent(plugins, {role, id, dir: folder, onLoaded: (given: Stats) => (stats = given)});
  const contents = await Promise.all(plugins.map((plugin) => plugin.loadContent?.()));
  return {contents, stats: stats!};
}

const docsContent = () => ({
  loadedVersions: [
    {
      versionName: 'current',
      docs: [{id: 'intro', title: 'Intro', lastUpdatedAt: 1764547200000, frontMatter: {tags: ['a']}, unlisted: false}],
      sidebars: {docs: [{type: 'doc', id: 'intro', label: undefined}]},
    },
  ],
});
const blogContent = () => ({
  blogPosts: [{id: 'post', metadata: {date: new Date('2025-11-03T00:00:00Z'), readingTime: 2.35}, content: '# Post'}],
  blogTags: new Map([['release', {label: 'Release', items: ['post']}]]),
});

/** How many times each plugin's own content loading ran. */
const calls = (plugins: StandIn[]) => plugins.map((plugin) => plugin.calls);

/** A docs and a blog plugin, as each process of one build makes them. */
const docsAndBlog = () => [
  standIn('docusaurus-plugin-content-docs', 'default', docsContent),
  standIn('docusaurus-plugin-content-blog', 'changelog', blogContent),
];

describe('content handed from the first process to the others', () => {
  it('takes the content the first process wrote for the same build, without loading it again', async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'same-build-'));
    const writers = docsAndBlog();
    const written = await loadAll(writers, 'write', 'build-1', folder);
    assert.deepEqual(calls(writers), [1, 1]);
    assert.equal(written.stats.loaded, 2);
    assert.deepEqual(written.stats.notWritten, []);

    const readers = docsAndBlog();
    const read = await loadAll(readers, 'read', 'build-1', folder);
    assert.deepEqual(calls(readers), [0, 0]);
    assert.equal(read.stats.taken, 2);
    assert.equal(read.stats.loaded, 0);
    assert.deepStrictEqual(read.contents, written.contents);
    // A Date and a Map come back as a Date and a Map.
    const blog = read.contents[1] as ReturnType<typeof blogContent>;
    assert.ok(blog.blogPosts[0]!.metadata.date instanceof Date);
    assert.ok(blog.blogTags instanceof Map);
  });

  it("loads the content itself when the folder holds another build's, or none", async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'other-build-'));
    await loadAll([standIn('docusaurus-plugin-content-docs', 'default', docsContent)], 'write', 'build-1', folder);
    const reader = standIn('docusaurus-plugin-content-docs', 'default', () => ({loadedVersions: []}));
    const read = await loadAll([reader], 'read', 'build-2', folder);
    assert.equal(reader.calls, 1);
    assert.deepEqual(read.contents, [{loadedVersions: []}]);
    assert.equal(read.stats.taken, 0);
    assert.equal(read.stats.loaded, 1);

    const elsewhere = standIn('docusaurus-plugin-content-docs', 'default', docsContent);
    await loadAll([elsewhere], 'read', 'build-1', path.join(dir, 'no-such-folder'));
    assert.equal(elsewhere.calls, 1);
  });

  it('hands off only what comes back from its copy as it was', async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'uncopyable-'));
    class Version {
      constructor(readonly name: string) {}
    }
    const symbolKey = Symbol('private');
    const plugins = [
      standIn('docusaurus-plugin-content-docs', 'with-function', () => ({sidebarItemsGenerator: () => []})),
      standIn('docusaurus-plugin-content-docs', 'with-class', () => ({version: new Version('current')})),
      standIn('docusaurus-plugin-content-pages', 'with-symbol', () => ({[symbolKey]: 1, pages: []})),
      standIn('docusaurus-plugin-content-blog', 'plain', blogContent),
    ];
    const written = await loadAll(plugins, 'write', 'build-1', folder);
    assert.equal(written.stats.loaded, 4);
    assert.equal(written.stats.notWritten.length, 3);
    assert.match(written.stats.notWritten.join('\n'), /content-docs@with-function/);
    assert.match(written.stats.notWritten.join('\n'), /content-docs@with-class \(its copy differs/);
    assert.match(written.stats.notWritten.join('\n'), /content-pages@with-symbol \(its copy differs/);
    // The writer's own processes got the content as loaded.
    assert.ok((written.contents[1] as {version: unknown}).version instanceof Version);
    assert.deepEqual(fs.readdirSync(folder), [path.basename(contentFile(folder, plugins[3]!))]);

    const readers = [
      standIn('docusaurus-plugin-content-docs', 'with-class', () => ({version: new Version('current')})),
      standIn('docusaurus-plugin-content-blog', 'plain', blogContent),
    ];
    const read = await loadAll(readers, 'read', 'build-1', folder);
    assert.deepEqual(calls(readers), [1, 0]);
    assert.ok((read.contents[0] as {version: unknown}).version instanceof Version);
  });

  it("leaves other plugins' content loading alone", async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'others-'));
    const own = standIn('markdown-twins', 'default', () => ({step: 'bundle'}));
    const loadContent = own.loadContent;
    const noContent = {name: 'docusaurus-plugin-content-docs', options: {id: 'none'}, calls: 0};
    assert.equal(handOffContent([own, noContent], {role: 'write', id: 'build-1', dir: folder}), 0);
    assert.equal(own.loadContent, loadContent);
    assert.equal('loadContent' in noContent, false);
    await own.loadContent!();
    assert.deepEqual(fs.readdirSync(folder), []);
  });

  it('names one file per plugin instance, safe for any id', () => {
    assert.equal(
      contentFile('/x', {name: 'docusaurus-plugin-content-blog', options: {id: 'changelog'}}),
      path.join('/x', 'docusaurus-plugin-content-blog@changelog.bin'),
    );
    assert.equal(
      contentFile('/x', {name: 'docusaurus-plugin-content-docs', options: {id: '../a b'}}),
      path.join('/x', 'docusaurus-plugin-content-docs@.._a_b.bin'),
    );
  });

  it('stops a process whose switches are incomplete, and names them', async () => {
    const preload = pathToFileURL(path.join(ROOT, 'scripts/content-handoff.mjs')).href;
    await assert.rejects(
      promisify(execFile)(process.execPath, [`--import=${preload}`, '-e', ''], {
        cwd: ROOT,
        env: {...process.env, DOCUSAURUS_CONTENT_HANDOFF: 'read', DOCUSAURUS_CONTENT_HANDOFF_ID: ''},
      }),
      /DOCUSAURUS_CONTENT_HANDOFF must be write or read, with DOCUSAURUS_CONTENT_HANDOFF_ID and _DIR set/,
    );
  });
});
