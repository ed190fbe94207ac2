import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {inlineScripts} from '../../scripts/ssg-html-minifier.mjs';

/**
 * The built pages' inline scripts (scripts/ssg-html-minifier.mjs): `npm run build` minifies
 * them, and only them, on every page. The template's and the theme's scripts are written on
 * several lines, so a page whose scripts kept a line break was not minified.
 */

const buildDir = path.resolve(__dirname, '../../build');
const SKIP_REASON = fs.existsSync(path.join(buildDir, 'index.html'))
  ? false
  : 'build/ is absent: run `npm run build` first';

describe('built pages: inline scripts', {skip: SKIP_REASON}, () => {
  it('every page rendered by static generation carries its inline scripts minified', () => {
    const pages = fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html') && fs.statSync(path.join(buildDir, file)).isFile())
      .map((file) => ({file, html: fs.readFileSync(path.join(buildDir, file), 'utf8')}))
      // Redirect pages (config/redirects.ts) are written by a plugin, not rendered.
      .filter(({html}) => /<div id="?__docusaurus"?>/.test(html));
    assert.ok(pages.length > 500, `${pages.length} rendered pages`);
    const notMinified: string[] = [];
    for (const {file, html} of pages) {
      const scripts = inlineScripts(html);
      // The template's two scripts and the theme's colour-mode script.
      assert.ok(scripts.length >= 3, `${file}: ${scripts.length} inline scripts`);
      if (scripts.some((script) => script.includes('\n'))) notMinified.push(file);
    }
    assert.deepEqual(notMinified, [], 'pages with an inline script not minified');
  });
});
