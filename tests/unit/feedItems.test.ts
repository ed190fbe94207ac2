import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {absoluteLinks, elementContent} from '../../src/plugins/shared/feedItems';

const base = 'https://docusaurus.io/blog/2024/01/10/post/';

describe('blog feed items', () => {
  it("takes an element's inner markup up to its matching end tag, nested elements of the same name included", () => {
    const page =
      '<main><div class="x"><div id="__blog-post-container" class="markdown"><p>a</p><div><div>b</div></div>' +
      '<p>c</p></div><footer><div>after</div></footer></div></main>';
    assert.equal(
      elementContent(page, 'div', '__blog-post-container', 'the page'),
      '<p>a</p><div><div>b</div></div><p>c</p>',
    );
    assert.throws(
      () => elementContent('<div id="other"></div>', 'div', '__blog-post-container', 'the page of /blog/x/'),
      {
        message: 'blog feed: the page of /blog/x/ has no <div id="__blog-post-container">',
      },
    );
    assert.throws(
      () => elementContent('<div id="__blog-post-container"><div>', 'div', '__blog-post-container', 'the page'),
      /is not closed/,
    );
  });

  it("makes links' href and images' src and srcset absolute, and leaves every other attribute and tag as it is", () => {
    const markup =
      '<p><a href="../other/">other post</a> <a href="#notes" class="x">notes</a> <a href="https://example.com/">out</a>' +
      ' <a id="anchor"></a> <a href="">empty</a> <abbr title="x">HTML</abbr></p>' +
      '<img src="/assets/images/a.png" alt="a &gt; b" srcset="/img/a-1x.png 1x, ./a-2x.png 2x" data-src="/keep.png"/>' +
      '<svg><use xlink:href="#icon"></use></svg><link href="/style.css"/>' +
      '<a href="/docs/?a=1&amp;b=2" title="say &quot;hi&quot;">query</a>';
    assert.equal(
      absoluteLinks(markup, base),
      '<p><a href="https://docusaurus.io/blog/2024/01/10/other/">other post</a>' +
        ' <a href="https://docusaurus.io/blog/2024/01/10/post/#notes" class="x">notes</a>' +
        ' <a href="https://example.com/">out</a> <a id="anchor"></a> <a href="">empty</a> <abbr title="x">HTML</abbr></p>' +
        '<img src="https://docusaurus.io/assets/images/a.png" alt="a &gt; b"' +
        ' srcset="https://docusaurus.io/img/a-1x.png 1x, https://docusaurus.io/blog/2024/01/10/post/a-2x.png 2x"' +
        ' data-src="/keep.png"/>' +
        '<svg><use xlink:href="#icon"></use></svg><link href="/style.css"/>' +
        '<a href="https://docusaurus.io/docs/?a=1&amp;b=2" title="say &quot;hi&quot;">query</a>',
    );
  });

  it('reads a page whose minifier dropped the quotes of attribute values (`npx docusaurus build`)', () => {
    const page =
      "<main><div class=x><div class=markdown id=__blog-post-container><p><a href=../other/ class=y>other</a> <a href='#notes'>n</a>" +
      '<img src=/img/a.png alt=a srcset="/img/a-2x.png 2x"></div><div id=__blog-post-container-2></div></main>';
    const body = elementContent(page, 'div', '__blog-post-container', 'the page');
    assert.equal(
      body,
      '<p><a href=../other/ class=y>other</a> <a href=\'#notes\'>n</a><img src=/img/a.png alt=a srcset="/img/a-2x.png 2x">',
    );
    assert.equal(
      absoluteLinks(body, base),
      '<p><a href="https://docusaurus.io/blog/2024/01/10/other/" class=y>other</a>' +
        ' <a href="https://docusaurus.io/blog/2024/01/10/post/#notes">n</a>' +
        '<img src="https://docusaurus.io/img/a.png" alt=a srcset="https://docusaurus.io/img/a-2x.png 2x">',
    );
    // An id that only starts with the one asked for is another element.
    assert.throws(
      () => elementContent('<div id=__blog-post-container-2></div>', 'div', '__blog-post-container', 'the page'),
      /has no <div id="__blog-post-container">/,
    );
  });

  it("gives the markup that the blog plugin's own items (cheerio) give, once both are parsed", () => {
    const markup =
      '<h2 id="a">It&#x27;s &quot;here&quot;</h2><p><a href="./b/">b</a><br/><img src="c.png" alt=""/></p>' +
      '<div class="code"><span>&lt;div&gt;</span><br/></div>';
    const $ = load(`<div id="root">${markup}</div>`);
    $('#root a, #root img').each((_, element) => {
      const attribute = element.tagName === 'a' ? 'href' : 'src';
      $(element).attr(attribute, String(new URL($(element).attr(attribute)!, base)));
    });
    const normalized = (html: string) => load(html, null, false).html();
    assert.equal(normalized(absoluteLinks(markup, base)), normalized($('#root').html()!));
  });
});
