import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, lazy, Suspense, type ReactNode} from 'react';
import {renderToHtml} from '../../src/client/renderToHtml.server';

/**
 * src/client/renderToHtml.server.ts, the server bundle's page renderer in place of the core's
 * (@docusaurus/core/lib/client/renderToHtml.js, React's stream read back as text): a page must
 * come out as the core's renderer makes it, a page with a component still loading included.
 */

type CoreRenderer = {renderToHtml: (app: ReactNode) => Promise<string>};

async function coreRenderToHtml(app: ReactNode): Promise<string> {
  const core = (await import(require.resolve('@docusaurus/core/lib/client/renderToHtml.js'))) as CoreRenderer;
  return core.renderToHtml(app);
}

function page(children: ReactNode): ReactNode {
  return createElement(
    'main',
    {className: 'page', 'data-x': '"quoted" & <tagged>'},
    createElement('h1', null, 'Title ', createElement('em', null, 'é ✓ 😀')),
    createElement('p', null, 'Some text, ', 'more text'),
    children,
  );
}

describe("the server bundle's page renderer", () => {
  it("renders a page as the core's renderer does", async () => {
    const app = page(
      createElement('ul', null, createElement('li', {key: 1}, 'one'), createElement('li', {key: 2}, 'two')),
    );
    const html = await renderToHtml(app);
    assert.equal(html, await coreRenderToHtml(app));
    assert.match(html, /<h1>Title <em>é ✓ 😀<\/em><\/h1>/);
  });

  it('waits, as the core does, for a component that is still loading, instead of leaving its fallback', async () => {
    const make = () => {
      const Loaded = lazy(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return {default: () => createElement('section', null, 'loaded content')};
      });
      return page(createElement(Suspense, {fallback: createElement('span', null, 'loading')}, createElement(Loaded)));
    };
    const html = await renderToHtml(make());
    assert.match(html, /<section>loaded content<\/section>/);
    assert.doesNotMatch(html, /loading/);
    assert.equal(html, await coreRenderToHtml(make()));
  });
});
