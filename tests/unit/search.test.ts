import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {classifyRoute} from '../../src/plugins/search/classifyRoute';
import {prepareHtml} from '../../src/plugins/search/index';

const versions = ['3.2.1', '3.1.1'];

describe('classifyRoute', () => {
  it('files docs under their version, Canary for unversioned paths', () => {
    assert.deepEqual(classifyRoute('/docs/installation/', versions, 'Canary'), {
      type: 'docs',
      version: 'current',
      section: 'Docs · Canary',
    });
    assert.deepEqual(classifyRoute('/docs/3.1.1/installation/', versions, 'Canary'), {
      type: 'docs',
      version: '3.1.1',
      section: 'Docs · 3.1.1',
    });
    assert.equal(classifyRoute('/docs/api/plugins/', versions, 'Canary')?.version, 'current');
  });

  it('keeps content that is not versioned with the version "none"', () => {
    assert.equal(classifyRoute('/blog/releases/3.2/', versions, 'Canary')?.type, 'blog');
    assert.equal(classifyRoute('/changelog/3.2.1/', versions, 'Canary')?.type, 'changelog');
    assert.equal(classifyRoute('/community/support/', versions, 'Canary')?.type, 'community');
    assert.equal(classifyRoute('/versions/', versions, 'Canary')?.version, 'none');
  });

  it('leaves out fixtures, lists, tags and archives', () => {
    for (const route of [
      '/tests/docs/',
      '/blog/',
      '/blog/page/2/',
      '/blog/tags/release/',
      '/blog/archive/',
      '/changelog/',
      '/changelog/page/3/',
      '/search/',
      '/__docusaurus/debug/',
      '/docs/tags/',
    ]) {
      assert.equal(classifyRoute(route, versions, 'Canary'), null, route);
    }
  });
});

describe('prepareHtml', () => {
  const route = {type: 'docs' as const, version: '3.1.1', section: 'Docs · 3.1.1'};

  it('marks the first article as the indexed body and attaches filters', () => {
    const html =
      '<html><body><nav>menu</nav><main class="x"><article class="doc"><h1>Title</h1></article></main></body></html>';
    const prepared = prepareHtml(html, route);
    assert.match(
      prepared ?? '',
      /<article data-pagefind-body class="doc"><span hidden data-pagefind-filter="version:3\.1\.1"><\/span>/,
    );
    assert.match(prepared ?? '', /data-pagefind-filter="type:docs"/);
    assert.match(prepared ?? '', /data-pagefind-meta="section:Docs · 3\.1\.1"/);
  });

  it('leaves out scripts and links, so that the index does not depend on asset file names', () => {
    const page = (hash: string) =>
      `<html><head><link rel="preload" href="/assets/js/runtime~main.${hash}.js" as="script"><script>window.x = 1;</script></head>` +
      `<body><main><article><h1>Title</h1><p>Text</p></article></main><script src="/assets/js/main.${hash}.js" defer></script></body></html>`;
    const prepared = prepareHtml(page('597e6a13'), route);
    assert.equal(prepared, prepareHtml(page('77c25725'), route));
    assert.doesNotMatch(prepared ?? '', /<script|<link|597e6a13/);
    assert.match(prepared ?? '', /<h1>Title<\/h1><p>Text<\/p>/);
  });

  it('falls back to <main>, and skips pages with neither', () => {
    assert.match(prepareHtml('<main><h1>Page</h1></main>', route) ?? '', /<body><main data-pagefind-body>/);
    assert.equal(prepareHtml('<div>redirect</div>', route), null);
  });

  it('sends the content element alone, with the html tag and the title, and no result image', () => {
    const page =
      '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Title | Site</title></head>' +
      '<body><nav>menu</nav><main><article class="doc"><h1>Title</h1><article><p>Nested</p></article><p>After</p></article>' +
      '<article><p>Second post</p></article></main><footer><img src="/img/logo.svg" alt="Logo"></footer></body></html>';
    const prepared = prepareHtml(page, route) ?? '';
    assert.match(
      prepared,
      /^<!doctype html><html lang="en" dir="ltr"><head><title>Title \| Site<\/title><\/head><body>/,
    );
    assert.match(
      prepared,
      /<h1>Title<\/h1><article><p>Nested<\/p><\/article><p>After<\/p><\/article><\/body><\/html>$/,
    );
    assert.doesNotMatch(prepared, /menu|Second post|logo\.svg|charset/);
    assert.match(prepared, /<span hidden data-pagefind-meta="image:"><\/span>/);
  });
});
