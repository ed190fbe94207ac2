import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readGeneratedRoutes, writeRouteShards} from '../../src/plugins/bundling/routeShards';
import {decodeRoutes, encodeRoutes, type TableRoute} from '../../src/client/routes/routeTable';
import {ROOT_SHARD, shardOf} from '../../src/client/routes/shardTable';

/** A registry.js line as @docusaurus/core 3.10 writes it. */
const registryLine = (name: string, request: string, last = false) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],${last ? '};' : ''}`;

function generatedDir(routesChunkNames: Record<string, unknown>, registryLines: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-'));
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
  fs.writeFileSync(path.join(dir, 'registry.js'), ['export default {', ...registryLines].join('\n'));
  fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES_JS);
  return dir;
}

/** A routes.js as @docusaurus/core 3.10 writes it: nested routes, exact leaves, sidebars. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/blog/post',
    component: ComponentCreator('/base/blog/post', 'c1'),
    exact: true
  },
  {
    path: '/base/docs',
    component: ComponentCreator('/base/docs', 'e1'),
    routes: [
      {
        path: '/base/docs',
        component: ComponentCreator('/base/docs', 'e2'),
        routes: [
          {
            path: '/base/docs/intro',
            component: ComponentCreator('/base/docs/intro', 'b1'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/base/docs/api/config',
            component: ComponentCreator('/base/docs/api/config', 'b2'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/base/docs/install me',
            component: ComponentCreator('/base/docs/install me', 'b3'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/base/',
    component: ComponentCreator('/base/', 'd1'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('the compact route table', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES_JS);
  const original = readGeneratedRoutes(dir, (routePath, hash) => ({path: routePath, hash})) as TableRoute[];

  it('gives back the same routes, creating their components in the same order', () => {
    const {sidebars, table} = encodeRoutes(original);
    const created: string[] = [];
    const decoded = decodeRoutes(
      (routePath, hash) => {
        created.push(`${routePath}-${hash}`);
        return {path: routePath, hash} as never;
      },
      sidebars,
      table,
    );
    assert.deepEqual(decoded, original);
    assert.deepEqual(created, [
      '/base/blog/post-c1',
      '/base/docs-e1',
      '/base/docs-e2',
      '/base/docs/intro-b1',
      '/base/docs/api/config-b2',
      '/base/docs/install me-b3',
      '/base/-d1',
      '*-undefined',
    ]);
    assert.ok(table.length < JSON.stringify(original).length / 2, table);
  });

  it('stops on a route it could not carry whole', () => {
    assert.throws(
      () => encodeRoutes([{...original[0]!, priority: 2} as TableRoute]),
      /\/base\/blog\/post has fields .*: priority/,
    );
    assert.throws(() => encodeRoutes([{...original[0]!, exact: false}]), /exact: false/);
  });
});

describe('route-data shards', () => {
  // 45 routes under /base/docs/1.0/ (enough for a shard of their own), 2 under /base/docs/,
  // one blog post and the home page.
  const docs10 = Object.fromEntries(
    Array.from({length: 45}, (_, i) => [`/base/docs/1.0/page-${i}-a${i}`, {__comp: 'aaaa0001', content: `c10${i}`}]),
  );
  const routesChunkNames = {
    ...docs10,
    '/base/docs/intro-b1': {__comp: 'aaaa0001', content: 'cintro'},
    '/base/docs/api/config-b2': {__comp: 'aaaa0001', content: 'capi', __props: 'pversion'},
    '/base/blog/post-c1': {__comp: 'aaaa0002', items: [{content: 'cpost'}]},
    '/base/-d1': {__comp: 'aaaa0003'},
  };
  const registry = [
    registryLine('aaaa0001', '@theme/DocItem'),
    registryLine('aaaa0002', '@theme/BlogPostPage'),
    registryLine('aaaa0003', '@site/src/pages/index.tsx'),
    ...Array.from({length: 45}, (_, i) => registryLine(`c10${i}`, `@site/versioned_docs/1.0/page-${i}.md`)),
    registryLine('cintro', '@site/docs/intro.md'),
    registryLine('capi', '@site/docs/api/config.md'),
    registryLine('pversion', '@generated/docs/version.json'),
    registryLine('cpost', '@site/blog/post.md', true),
  ];

  it('gives a section its own shard, and a large second segment too', () => {
    const dir = generatedDir(routesChunkNames, registry);
    const table = writeRouteShards(dir, '/base/');
    assert.deepEqual(table.shards, {blog: 'blog', docs: 'docs', 'docs/1.0': 'docs-1.0'});
    assert.equal(shardOf('/base/docs/1.0/page-3', table), 'docs-1.0');
    assert.equal(shardOf('/base/docs/api/config', table), 'docs');
    assert.equal(shardOf('/base/', table), ROOT_SHARD);
    assert.equal(shardOf('/base/unknown/page', table), ROOT_SHARD);
    const files = fs.readdirSync(path.join(dir, 'route-shards')).sort();
    assert.deepEqual(files, [
      'blog.js',
      'docs-1.0.js',
      'docs.js',
      'index.js',
      'registry-ids.js',
      'root.js',
      'routes.js',
      'table.json',
    ]);
  });

  it('puts in each shard its routes and the imports of their chunks only', () => {
    const dir = generatedDir(routesChunkNames, registry);
    writeRouteShards(dir, '/base/');
    const docs = fs.readFileSync(path.join(dir, 'route-shards/docs.js'), 'utf8');
    assert.match(docs, /"\/base\/docs\/api\/config-b2":\{"__comp":"aaaa0001","content":"capi","__props":"pversion"\}/);
    assert.match(
      docs,
      /"pversion": \(\) => import\(\/\* webpackChunkName: "pversion" \*\/ "@generated\/docs\/version.json"\)/,
    );
    assert.doesNotMatch(docs, /page-3|BlogPostPage/);
    const blog = fs.readFileSync(path.join(dir, 'route-shards/blog.js'), 'utf8');
    assert.match(blog, /"cpost": \(\) => import/, 'a chunk inside a list of items is found');
    const index = fs.readFileSync(path.join(dir, 'route-shards/index.js'), 'utf8');
    assert.match(index, /"docs-1.0": \(\) => import\(\/\* webpackChunkName: "routes-docs-1.0" \*\/ ".\/docs-1.0.js"\)/);
  });

  it("writes the debug page's registry without the imports of the chunks", () => {
    const dir = generatedDir(routesChunkNames, registry);
    writeRouteShards(dir, '/base/');
    const ids = fs.readFileSync(path.join(dir, 'route-shards/registry-ids.js'), 'utf8');
    assert.match(
      ids,
      /"pversion": \[null, "@generated\/docs\/version.json", require\.resolveWeak\("@generated\/docs\/version.json"\)\],/,
    );
    assert.doesNotMatch(ids, /import\(/);
  });

  it('stops with the file and the line when registry.js is not in the expected format', () => {
    const dir = generatedDir(routesChunkNames, [
      ...registry.slice(0, -1),
      '  "cpost": [() => load("@site/blog/post.md")]};',
    ]);
    assert.throws(
      () => writeRouteShards(dir, '/base/'),
      (error: Error) => {
        assert.match(error.message, /registry\.js/);
        assert.match(error.message, /load\("@site\/blog\/post\.md"\)/);
        return true;
      },
    );
  });

  it('stops when a route names a chunk that the registry does not have', () => {
    const dir = generatedDir(
      routesChunkNames,
      registry.filter((line) => !line.includes('"capi"')),
    );
    assert.throws(() => writeRouteShards(dir, '/base/'), /chunk "capi" of docs\.js is not in registry\.js/);
  });
});
