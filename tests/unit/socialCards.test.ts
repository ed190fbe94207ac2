import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {keepsOwnImage, socialCardPath, socialCardSection} from '../../src/plugins/socialCards/cardPath';
import {drawCard, withoutEmoji} from '../../src/plugins/socialCards/drawCard';
import {loadAssets} from '../../src/plugins/socialCards';
import {socialCards} from '../../config/socialCards';
import {pngSize} from '../support/png';

const siteDir = path.resolve(__dirname, '../..');

describe('social cards', () => {
  it('names one card file per page address, under the base URL', () => {
    assert.equal(socialCardPath('/docs/installation/', '/'), 'social-cards/docs/installation.png');
    assert.equal(socialCardPath('/docs/', '/'), 'social-cards/docs.png');
    assert.equal(socialCardPath('/some/path/docs/3.2.1/cli/', '/some/path/'), 'social-cards/docs/3.2.1/cli.png');
    assert.equal(socialCardPath('/changelog/3.0.0', '/'), 'social-cards/changelog/3.0.0.png');
    assert.equal(socialCardPath('/blog/x/index.html', '/'), 'social-cards/blog/x.png');
    assert.equal(socialCardPath('/', '/'), 'social-cards/index.png');
  });

  it('gives cards to the docs, community, blog and changelog instances only', () => {
    assert.equal(socialCardSection({name: 'docusaurus-plugin-content-docs', id: 'default'})?.label, 'Docs');
    assert.equal(socialCardSection({name: 'docusaurus-plugin-content-blog', id: 'changelog'})?.label, 'Changelog');
    assert.equal(socialCardSection({name: 'docusaurus-plugin-content-docs', id: 'docs-tests'}), undefined);
    assert.equal(socialCardSection({name: 'docusaurus-plugin-content-pages', id: 'default'}), undefined);
  });

  it("keeps a page's own raster image and replaces an SVG one, which social networks do not show", () => {
    assert.equal(keepsOwnImage('/img/docusaurus.png'), true);
    assert.equal(keepsOwnImage('./img/cover.JPG?v=2'), true);
    assert.equal(keepsOwnImage('./img/social-card.svg'), false);
    assert.equal(keepsOwnImage(undefined), false);
  });

  it('prints titles and versions without emoji, which the card fonts lack', () => {
    assert.equal(withoutEmoji('📦 plugin-content-docs'), 'plugin-content-docs');
    assert.equal(withoutEmoji('Docs · Canary 🚧'), 'Docs · Canary');
    assert.equal(withoutEmoji('Team 👩🏽‍💻 work'), 'Team work');
  });

  it('draws a 1200 x 630 PNG from the fonts and logo of the site config', async () => {
    const {assets} = loadAssets(siteDir, socialCards);
    const png = await drawCard(
      {title: 'Installation', section: 'Docs', version: '3.2.1', siteTitle: 'Docusaurus', siteHost: 'docusaurus.io'},
      assets,
    );
    assert.deepEqual(pngSize(png), {width: 1200, height: 630});
  });

  it('names the missing file when the logo or a font is absent', () => {
    assert.throws(
      () => loadAssets(siteDir, {...socialCards, logo: 'static/img/no-such-logo.svg'}),
      /logo file not found: static\/img\/no-such-logo\.svg/,
    );
    assert.throws(
      () =>
        loadAssets(siteDir, {
          ...socialCards,
          fonts: [{file: '@fontsource/inter/files/no-such-font.woff', weight: 400}],
        }),
      /font file not found: @fontsource\/inter\/files\/no-such-font\.woff/,
    );
    assert.throws(
      () => loadAssets(siteDir, {...socialCards, fonts: [{file: './fonts/missing.ttf', weight: 700}]}),
      /font file not found: fonts\/missing\.ttf/,
    );
    assert.throws(
      () =>
        loadAssets(siteDir, {
          ...socialCards,
          fonts: [{file: '@fontsource/inter/files/inter-latin-400-normal.woff2', weight: 400}],
        }),
      /must be a \.woff, \.ttf or \.otf file/,
    );
  });
});
