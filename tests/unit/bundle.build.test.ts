import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where heavy code lands in the production build's JavaScript. These guard the bundling
 * decisions described in the README ("JavaScript per page"): each one kept tens of KB off
 * pages that do not use the code, and each is easy to undo by accident with one import.
 * Each library is recognised by a string that only it contains.
 */

const siteDir = path.resolve(__dirname, '../..');
const jsDir = path.join(siteDir, 'build/assets/js');
const SKIP_REASON = fs.existsSync(jsDir) ? false : 'build/ is absent: run `npm run build` first';

const MARKERS = {
  /** A grammar that prism-react-renderer bundles. */
  prism: 'objectivec',
  /** An option of the Sucrase compiler, which react-live runs in the live editor. */
  sucrase: 'jsxPragma',
  /** A translation id of the classic CodeBlock's buttons. */
  codeBlock: 'theme.CodeBlock.wordWrapToggle',
  /** The file of one showcase card, as ideal-image names it. */
  showcaseCards: 'images/showcase/agilets-',
};

function filesContaining(marker: string): string[] {
  return fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(jsDir, name), 'utf8').includes(marker));
}

describe('bundles of the built site', {skip: SKIP_REASON}, () => {
  it('keeps Prism and the live editor out of main.js, which every page loads', () => {
    const main = fs.readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    assert.ok(main, 'no main.<hash>.js in build/assets/js');
    const source = fs.readFileSync(path.join(jsDir, main), 'utf8');
    assert.ok(!source.includes(MARKERS.prism), 'Prism is in main.js (see src/utils/prismLanguages.ts)');
    assert.ok(!source.includes(MARKERS.sucrase), 'the live editor is in main.js');
  });

  it('keeps the live editor out of the chunk that every page with a code block loads', () => {
    const codeBlockChunks = filesContaining(MARKERS.codeBlock);
    assert.equal(codeBlockChunks.length, 1, `CodeBlock in ${codeBlockChunks.join(', ')}`);
    assert.ok(
      !filesContaining(MARKERS.sucrase).includes(codeBlockChunks[0]!),
      'Sucrase shares a chunk with CodeBlock: every page with a code block loads it (see src/theme/CodeBlock)',
    );
  });

  it('bundles the showcase cards without blurred placeholders', () => {
    const chunks = filesContaining(MARKERS.showcaseCards);
    assert.equal(chunks.length, 1, `showcase cards in ${chunks.join(', ')}`);
    const source = fs.readFileSync(path.join(jsDir, chunks[0]!), 'utf8');
    assert.ok(!source.includes('preSrc'), 'the showcase chunk has placeholders again (see src/plugins/bundling)');
  });

  it('prefixes the stylesheet for the browserslist targets without postcss-preset-env', () => {
    // src/plugins/bundling drops the preset when Lightning CSS minifies: this is the proof that
    // Lightning CSS still adds what the targets need. BrowserWindow's address bar is written with
    // `user-select: none` alone, and Safari reads only `-webkit-user-select`.
    const cssDir = path.join(siteDir, 'build/assets/css');
    const stylesheets = fs.readdirSync(cssDir).filter((name) => name.endsWith('.css'));
    assert.equal(stylesheets.length, 1, `stylesheets: ${stylesheets.join(', ')}`);
    const css = fs.readFileSync(path.join(cssDir, stylesheets[0]!), 'utf8');
    const addressBar = /\.address_[\w-]+\{[^}]*\}/.exec(css)?.[0];
    assert.ok(addressBar, "BrowserWindow's .address rule is not in the stylesheet");
    assert.match(addressBar, /-webkit-user-select:none;user-select:none/);
  });

  it('leaves out of the built site the static-render entry the pages were rendered from', () => {
    // npm run build renders the pages from the browser bundle, with an entry of its own
    // (src/client/staticRender.tsx) that scripts/pages-step.mjs removes once they are rendered.
    const leftovers = ['build/assets/js', 'build/assets/css'].flatMap((dir) =>
      fs.readdirSync(path.join(siteDir, dir)).filter((name) => name.startsWith('static-render.')),
    );
    assert.deepEqual(leftovers, []);
    assert.ok(
      !fs.existsSync(path.join(siteDir, 'build/__server')),
      'the stand-in for the server bundle is left in build/',
    );
    const home = fs.readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
    assert.ok(home.includes('/assets/js/main.'), 'the home page names main.js');
    assert.ok(!home.includes('static-render'), 'the home page names the static-render entry');
  });
});
