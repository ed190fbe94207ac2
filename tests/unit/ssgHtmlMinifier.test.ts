// unit: own process: it checks that importing the module installs nothing, so no other file may have imported it (scripts/unit.mjs).
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

/**
 * scripts/ssg-html-minifier.mjs: `npm run build` minifies each page's inline scripts with the
 * core's HTML minifier instead of the whole page. The scripts must come out exactly as the
 * core's whole-page minification made them, and nothing else on the page may change.
 */

type Minifier = {minify: (html: string) => Promise<{code: string; warnings: string[]}>};
type MinifierModule = {
  inlineScripts: (html: string) => string[];
  inlineScriptMinifier: (wholePage: Minifier) => Minifier;
  installInlineScriptMinifier: () => () => void;
};

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));
const bundler = coreRequire('@docusaurus/bundler') as {
  getHtmlMinifier: (options: {type: 'swc' | 'terser'}) => Promise<Minifier>;
};
// The core gets @swc/html's minify from @docusaurus/faster, which imports it with `import()`;
// under tsx (these tests' loader) that import yields a namespace without functions, while a build
// (plain Node) gets the module's own. The same function, required.
const faster = coreRequire('@docusaurus/faster') as {getSwcHtmlMinifier: () => Promise<unknown>};
const fasterRequire = createRequire(coreRequire.resolve('@docusaurus/faster'));
faster.getSwcHtmlMinifier = async () => (fasterRequire('@swc/html') as {minify: unknown}).minify;

const colorMode = `(function() {
  function getSystemColorMode() {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', getSystemColorMode());
})();`;
const loader = `(function (list) {
  var scripts = list ? JSON.parse(list.textContent) : [];
  scripts.forEach(function (src) {
    var script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
  });
})(document.getElementById('__docusaurus-scripts'))`;
const banner = `
document.addEventListener('DOMContentLoaded', function maybeInsertBanner() {
  var shouldInsert = typeof window['docusaurus'] === 'undefined';
  shouldInsert && console.log('banner');
});
`;

/** A page as the core's template and React write it: quoted attributes, newlines in <head>, and scripts of every kind. */
function page(body: string): string {
  return `<!DOCTYPE html>
<html lang="en-US" dir="ltr" class="docs-wrapper" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<title data-rh="true">Intro | Site</title><link data-rh="true" rel="alternate" href="/docs/intro/" hrefLang="en-US"/><script data-rh="true" type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList"}</script>
<script data-rh="true" >${banner}</script>
<link rel="stylesheet" href="/assets/css/styles.css">
</head>
<body class="navigation-with-keyboard">
<script>
${colorMode}
</script>
<div id="__docusaurus">${body}</div>
<script type="application/json" id="__docusaurus-scripts">["/assets/js/main.js"]</script>
<script src="/assets/js/runtime.js"></script>
<script>${loader}</script>
</body>
</html>`;
}

const BODY =
  '<main><h1 class="title_x">Intro</h1><p>Write &lt;script&gt;alert(1)&lt;/script&gt; in a code block, and <code>a  b</code>.</p></main>';

describe('inline script minifier (scripts/ssg-html-minifier.mjs)', () => {
  let module: MinifierModule;
  let swc: Minifier;

  before(async () => {
    process.env.DOCUSAURUS_MINIFY_WHOLE_HTML = 'true'; // importing it must not install it
    module = (await import('../../scripts/ssg-html-minifier.mjs')) as MinifierModule;
    swc = await bundler.getHtmlMinifier({type: 'swc'});
  });
  after(() => {
    delete process.env.DOCUSAURUS_MINIFY_WHOLE_HTML;
  });

  it('minifies each inline script as the whole-page minifier does, and leaves the rest of the page as written', async () => {
    const html = page(BODY);
    const {code, warnings} = await module.inlineScriptMinifier(swc).minify(html);
    const whole = await swc.minify(html);
    assert.deepEqual(warnings, []);

    const expected = module.inlineScripts(whole.code);
    assert.equal(expected.length, 3);
    assert.deepEqual(module.inlineScripts(code), expected);
    for (const script of expected) assert.doesNotMatch(script, /\n/);

    // Everything but the three scripts' text is byte for byte the page as written.
    const outside = (text: string) =>
      text.split(/<script(?=[\s>])(?![^>]*\s(?:src|type)\s*=)[^>]*>[\s\S]*?<\/script>/i);
    assert.deepEqual(outside(code), outside(html));
    assert.ok(code.includes('<script data-rh="true" >'), 'the scripts keep their tags as written');
    assert.ok(code.includes(BODY));
    assert.ok(
      code.includes('<script type="application/json" id="__docusaurus-scripts">["/assets/js/main.js"]</script>'),
    );
    assert.ok(code.includes('<script src="/assets/js/runtime.js"></script>'));
    assert.ok(code.length < html.length);
  });

  it('minifies a script once, however many pages carry it', async () => {
    const minified: string[] = [];
    const counting: Minifier = {
      minify: async (html) => {
        minified.push(html);
        return swc.minify(html);
      },
    };
    const minifier = module.inlineScriptMinifier(counting);
    const [one, two, three] = await Promise.all(
      ['<p>one</p>', '<p>two</p>', '<p>three</p>'].map((body) => minifier.minify(page(body))),
    );
    assert.equal(minified.length, 3, 'one call per distinct script');
    assert.deepEqual(module.inlineScripts(one!.code), module.inlineScripts(three!.code));
    assert.ok(two!.code.includes('<div id="__docusaurus"><p>two</p></div>'));
  });

  it('returns a page without inline scripts unchanged', async () => {
    const html =
      '<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><p class="x">text</p></body></html>';
    assert.deepEqual(await module.inlineScriptMinifier(swc).minify(html), {code: html, warnings: []});
  });

  it('takes the place of the core minifier that static generation asks for, and gives it back', async () => {
    const html = page(BODY);
    const uninstall = module.installInlineScriptMinifier();
    try {
      const installed = await bundler.getHtmlMinifier({type: 'swc'});
      const {code} = await installed.minify(html);
      assert.ok(code.includes('<html lang="en-US" dir="ltr" class="docs-wrapper" data-has-hydrated="false">'));
      assert.deepEqual(module.inlineScripts(code), module.inlineScripts((await swc.minify(html)).code));
    } finally {
      uninstall();
    }
    const restored = await bundler.getHtmlMinifier({type: 'swc'});
    assert.match((await restored.minify(html)).code, /^<!doctype html><html lang=en-US/);
  });
});
