import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';

/**
 * src/plugins/bundling/helmetOnceLoader.cjs: in the server bundle, react-helmet-async computes a
 * page's head tags once, when they are read, instead of on every `<Head>` mount. The tags must be
 * the ones the package makes unchanged, for pages with several instances, overriding each other.
 */

const loader = require('../../src/plugins/bundling/helmetOnceLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;

type Helmet = {
  Helmet: ComponentType<{children?: ReactNode; titleTemplate?: string}>;
  HelmetProvider: ComponentType<{context: {helmet?: Record<string, {toString: () => string}>}; children?: ReactNode}>;
};

// The package's CommonJS build (its `main`; the bundle takes the `module` build, minified the same way).
const helmetFile = createRequire(require.resolve('@docusaurus/core/package.json')).resolve('react-helmet-async');

/** The package's module, as published or through the loader, loaded where it lives. */
function loadHelmet(throughLoader: boolean): {helmet: Helmet; emitChanges: () => number} {
  const source = fs.readFileSync(helmetFile, 'utf8');
  const code = throughLoader ? loader.call({resourcePath: helmetFile}, source) : source;
  // Counts the reductions: every emitChange of the original reads the instance list.
  const counted = code.replace(
    /\.helmetInstances\.get\(\)/g,
    '.helmetInstances.get((globalThis.__reads = (globalThis.__reads ?? 0) + 1))',
  );
  const module = new Module(helmetFile) as Module & {_compile: (code: string, file: string) => void; paths: string[]};
  module.filename = helmetFile;
  module.paths = (Module as unknown as {_nodeModulePaths: (dir: string) => string[]})._nodeModulePaths(
    path.dirname(helmetFile),
  );
  module._compile(counted, helmetFile);
  return {
    helmet: module.exports as Helmet,
    emitChanges: () => (globalThis as {__reads?: number}).__reads ?? 0,
  };
}

const KEYS = [
  'title',
  'meta',
  'link',
  'script',
  'htmlAttributes',
  'bodyAttributes',
  'base',
  'noscript',
  'style',
  'priority',
];

/** A page's head tags as strings, rendered with one of the two modules. */
function headOf({Helmet, HelmetProvider}: Helmet): Record<string, string> {
  const context: {helmet?: Record<string, {toString: () => string}>} = {};
  const h = createElement;
  renderToString(
    h(
      HelmetProvider,
      {context},
      h(
        Helmet,
        {titleTemplate: '%s | Site'},
        h('html', {lang: 'en'}),
        h('title', null, 'Site'),
        h('meta', {name: 'description', content: 'site'}),
      ),
      h(
        'main',
        null,
        h(
          Helmet,
          null,
          h('title', null, 'Page'),
          h('meta', {name: 'description', content: 'page'}),
          h('link', {rel: 'canonical', href: '/page/'}),
        ),
      ),
      h(
        Helmet,
        null,
        h('meta', {property: 'og:image', content: '/card.png'}),
        h('body', {className: 'page'}),
        h('script', {type: 'application/ld+json'}, '{"a":1}'),
      ),
    ),
  );
  return Object.fromEntries(KEYS.map((key) => [key, String(context.helmet?.[key]?.toString())]));
}

describe("react-helmet-async's tags, computed once in the server bundle", () => {
  it('are the tags the package makes, from one reduction instead of one per instance', () => {
    const original = loadHelmet(false);
    const before = original.emitChanges();
    const expected = headOf(original.helmet);
    const originalReads = original.emitChanges() - before;
    const patched = loadHelmet(true);
    const start = patched.emitChanges();
    const actual = headOf(patched.helmet);
    const patchedReads = patched.emitChanges() - start;
    assert.deepEqual(actual, expected);
    assert.match(expected.title!, /Page \| Site/);
    assert.match(expected.meta!, /content="page"/);
    assert.equal(originalReads, 3);
    assert.equal(patchedReads, 1);
  });

  it('fails, naming the loader, on a module without the dispatcher it patches', () => {
    assert.throws(
      () => loader.call({resourcePath: '/x/react-helmet-async/lib/index.js'}, 'export const Helmet = 1;'),
      /helmetOnceLoader\.cjs: no HelmetDispatcher in \/x\/react-helmet-async\/lib\/index\.js/,
    );
  });
});
