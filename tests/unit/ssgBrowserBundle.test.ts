import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ssgBrowserBundle from '../../scripts/ssg-browser-bundle.cjs';
import {renderFromBrowserBundle} from '../../scripts/pages-step.mjs';
import {STATIC_RENDER_ENTRY} from '../../src/plugins/bundling';

/**
 * The static render of `npm run build` from the browser bundle (scripts/ssg-browser-bundle.cjs,
 * scripts/pages-step.mjs): the chunks the client manifest lists run in the render thread, the
 * runtime's last; the file that stands for the server bundle changes with every chunk's bytes (the
 * page cache keys on it); the static-render entry leaves the manifest's entry points, so that no
 * page names its files. A whole build renders every page this way: the build-output tests and the
 * browser tests read its pages.
 */

const {chunkFiles, loadRenderer, rendererModuleSource, RENDER_GLOBAL} = ssgBrowserBundle;

type Manifest = {entrypoints: string[]; assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>};

const js = (...files: string[]) => ({js: files.map((file) => ({file}))});

/** An out dir whose chunks push their names on `self.order`; the runtime leaves a render function that reports them. */
function outDir(): {dir: string; manifestFile: string; manifest: Manifest} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-browser-bundle-'));
  fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  const manifest: Manifest = {
    entrypoints: ['main', STATIC_RENDER_ENTRY],
    assets: {
      'runtime~main': js('assets/js/runtime~main.1.js'),
      main: js('assets/js/main.2.js'),
      [STATIC_RENDER_ENTRY]: {...js('assets/js/static-render.3.js'), css: [{file: 'assets/css/static-render.4.css'}]},
      a1b2c3d4: js('assets/js/a1b2c3d4.5.js', 'assets/js/main.2.js'),
    },
  };
  const chunk = (name: string) => `"use strict";(self.order = self.order || []).push(${JSON.stringify(name)});`;
  // As React DOM's server renderer for browsers does when it loads: a channel that listens.
  const listening = `self.port = new MessageChannel().port1; self.port.onmessage = () => {};`;
  fs.writeFileSync(path.join(dir, 'assets/js/main.2.js'), chunk('main') + listening);
  fs.writeFileSync(path.join(dir, 'assets/js/static-render.3.js'), chunk('static-render'));
  fs.writeFileSync(path.join(dir, 'assets/js/a1b2c3d4.5.js'), chunk('a1b2c3d4'));
  fs.writeFileSync(
    path.join(dir, 'assets/js/runtime~main.1.js'),
    `const order = self.order; delete self.order; self.${RENDER_GLOBAL} = () => order.join(' ');`,
  );
  const manifestFile = path.join(dir, 'client-manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return {dir, manifestFile, manifest};
}

describe('scripts/ssg-browser-bundle.cjs', () => {
  it("lists every chunk's scripts once, the runtime's last", () => {
    const {dir, manifest} = outDir();
    try {
      assert.deepEqual(chunkFiles(manifest), [
        'assets/js/main.2.js',
        'assets/js/static-render.3.js',
        'assets/js/a1b2c3d4.5.js',
        'assets/js/runtime~main.1.js',
      ]);
      assert.throws(
        () => chunkFiles({entrypoints: ['main'], assets: {main: js('assets/js/main.2.js')}}),
        /the client manifest lists no file for the chunk runtime~main/,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('runs the chunks with `self` as the global object, then hands over the render function the entry left', () => {
    const {dir, manifestFile} = outDir();
    try {
      const renderer = loadRenderer(dir, manifestFile) as {default: () => string};
      assert.equal(renderer.default(), 'main static-render a1b2c3d4');
      // A port the bundle listens on does not keep the process running (static generation in the
      // pages process itself, without worker threads, never ended).
      const port = (globalThis as {port?: {onmessage: unknown; hasRef: () => boolean; close: () => void}}).port;
      assert.ok(port && typeof port.onmessage === 'function');
      assert.equal(port.hasRef(), false);
      port.close();
      delete (globalThis as {port?: unknown}).port;
      delete (globalThis as Record<string, unknown>)[RENDER_GLOBAL];
      // A bundle without the entry leaves nothing to render with.
      fs.writeFileSync(path.join(dir, 'assets/js/runtime~main.1.js'), 'delete self.order;');
      assert.throws(() => loadRenderer(dir, manifestFile), /left no render function/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it("stands for a server bundle whose bytes change with any chunk's, and with nothing else", () => {
    const {dir, manifestFile} = outDir();
    try {
      const rendererFile = path.join(dir, '__server/server.bundle.js');
      const source = rendererModuleSource(dir, manifestFile, rendererFile);
      assert.match(
        source,
        /require\('node:path'\)\.resolve\(require\.resolve\('\.\/server\.bundle\.js'\), '\.\.', "\.\."\)/,
      );
      assert.equal(rendererModuleSource(dir, manifestFile, rendererFile), source);
      fs.appendFileSync(path.join(dir, 'assets/js/a1b2c3d4.5.js'), '\n');
      assert.notEqual(rendererModuleSource(dir, manifestFile, rendererFile), source);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('scripts/pages-step.mjs: rendering from the browser bundle', () => {
  it('writes the stand-in for the server bundle, takes the entry out of the entry points, and names its files; or, without the entry, nothing', () => {
    const {dir, manifestFile} = outDir();
    try {
      const serverBundlePath = path.join(dir, '__server/server.bundle.js');
      const files = renderFromBrowserBundle({serverBundlePath, clientManifestPath: manifestFile, props: {outDir: dir}});
      assert.deepEqual(files, [
        'assets/js/static-render.3.js',
        'assets/js/static-render.3.js.LICENSE.txt',
        'assets/css/static-render.4.css',
      ]);
      assert.deepEqual((JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest).entrypoints, ['main']);
      assert.match(fs.readFileSync(serverBundlePath, 'utf8'), /ssg-browser-bundle\.cjs"\)\.loadRenderer\(outDir, /);
      // A browser bundle without the entry (a site without src/plugins/bundling, or one built with
      // its server bundle): the pages are rendered from the server bundle, left as it is.
      fs.rmSync(serverBundlePath);
      assert.equal(
        renderFromBrowserBundle({serverBundlePath, clientManifestPath: manifestFile, props: {outDir: dir}}),
        undefined,
      );
      assert.ok(!fs.existsSync(serverBundlePath));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
