import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {keepsOwnImage, socialCardPath, socialCardSection} from '../../src/plugins/socialCards/cardPath';
import sharp from 'sharp';
import {
  drawCard,
  drawCardInOnePiece,
  TEXT_REGION,
  withoutEmoji,
  type CardText,
} from '../../src/plugins/socialCards/drawCard';
import {loadAssets} from '../../src/plugins/socialCards';
import {socialCards} from '../../config/socialCards';
import {
  startHeadStart,
  StopHeadStartAt,
  wantHeadStart,
  type HeadStartJob,
} from '../../src/plugins/socialCards/headStart';
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

  it('draws the frame once and each text block into it: the card Satori and librsvg draw in one piece', async () => {
    const {assets} = loadAssets(siteDir, socialCards);
    const site = {siteTitle: 'Docusaurus', siteHost: 'docusaurus.io'};
    const texts: CardText[] = [
      {title: 'CLI', section: 'Docs', version: '3.2.1', ...site},
      {title: 'Blog posts with authors, tags and a table of contents', section: 'Blog', ...site},
      // Longer than three lines at the smallest size: clamped with an ellipsis in both.
      {title: 'A title that runs on '.repeat(8).trim(), section: 'Changelog', ...site},
      // Escaped in Satori's SVG, kerned pairs, letters with accents, a parenthesis beside capitals,
      // punctuation kerned against the word before it.
      {title: 'Tyvär: "AV" & <Tabs> in Ångström’s WAVE (SSG)', section: 'Community', ...site},
      {title: '2.0.0-beta.17', section: 'Changelog', ...site},
    ];
    for (const text of texts) {
      const composed = await sharp(await drawCard(text, assets))
        .removeAlpha()
        .raw()
        .toBuffer();
      const whole = await drawCardInOnePiece(text, assets);
      assert.equal(composed.length, 1200 * 630 * 3);
      // Outside the text region, the frame: the same pixels. Inside, Skia's text against librsvg's
      // rendering of Satori's paths: the same words in the same places, antialiased a little
      // differently (Skia's edges are about 5 % heavier).
      const mine = textInk(composed);
      const reference = textInk(whole);
      assert.ok(
        sameOutsideRegion(composed, whole),
        `"${text.title}": the frame differs from the card drawn in one piece`,
      );
      const difference = mine.difference(reference) / reference.coverage;
      assert.ok(difference < 0.25, `"${text.title}": the text differs by ${difference.toFixed(3)} of its ink`);
      const ratio = mine.coverage / reference.coverage;
      assert.ok(ratio > 0.95 && ratio < 1.15, `"${text.title}": ${ratio.toFixed(3)} times the reference's ink`);
      // The same left, top and bottom edges; the right edge within a few pixels, since Skia shapes
      // each line as one run (see linesOf) where Satori's paths kern a little differently.
      mine.bounds.forEach((edge, index) =>
        assert.ok(
          Math.abs(edge - reference.bounds[index]!) <= (index === 2 ? 6 : 1),
          `"${text.title}": the text's bounds ${mine.bounds.join(', ')} against ${reference.bounds.join(', ')}`,
        ),
      );
    }
    // The title is on the card: its rows differ from a card with another title.
    const [first] = texts as [CardText];
    const other = await sharp(await drawCard({...first, title: 'Other'}, assets))
      .removeAlpha()
      .raw()
      .toBuffer();
    const cli = await sharp(await drawCard(first, assets))
      .removeAlpha()
      .raw()
      .toBuffer();
    assert.ok(!other.equals(cli));
  });

  it('leaves out, and reports, the characters that no card font has', async () => {
    const {assets} = loadAssets(siteDir, socialCards);
    const site = {siteTitle: 'Docusaurus', siteHost: 'docusaurus.io'};
    const reported: string[] = [];
    const withMissing = await drawCard({title: 'Arrows → here', section: 'Docs', ...site}, assets, (segment) =>
      reported.push(segment),
    );
    assert.ok(reported.join('').includes('→'), `reported: ${JSON.stringify(reported)}`);
    // Drawn as the title without the arrow: the same ink as the title without it (in other places,
    // since Satori keeps the arrow's place), and no glyph from a system font or a box for the arrow.
    const plain = await drawCard({title: 'Arrows here', section: 'Docs', ...site}, assets);
    const [withInk, plainInk] = await Promise.all(
      [withMissing, plain].map(async (png) => textInk(await sharp(png).removeAlpha().raw().toBuffer())),
    );
    const ratio = withInk!.coverage / plainInk!.coverage;
    assert.ok(Math.abs(ratio - 1) < 0.01, `${ratio.toFixed(4)} times the ink of the title without the arrow`);
    assert.ok(withInk!.bounds[2]! > plainInk!.bounds[2]!, "the second word moved right, past the arrow's place");
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

  describe('the head start of the bundling process', () => {
    const job = (cacheDir: string, count: number): HeadStartJob => ({
      siteDir,
      options: {...socialCards, cacheDir},
      cards: Array.from({length: count}, (_, index) => ({
        page: {
          permalink: `/docs/page-${index}/`,
          source: `docs/page-${index}.md`,
          title: `Page ${index}`,
          section: 'Docs',
        },
        text: {title: `Page ${index}`, section: 'Docs', siteTitle: 'Docusaurus', siteHost: 'docusaurus.io'},
      })),
    });
    const cards = (cacheDir: string) => fs.readdirSync(cacheDir).filter((name) => name.endsWith('.png'));

    it('runs on machines with more than two cores, unless DOCUSAURUS_CARDS_HEAD_START says otherwise', () => {
      assert.equal(wantHeadStart({}, 2), false);
      assert.equal(wantHeadStart({}, 4), true);
      assert.equal(wantHeadStart({DOCUSAURUS_CARDS_HEAD_START: 'true'}, 2), true);
      assert.equal(wantHeadStart({DOCUSAURUS_CARDS_HEAD_START: 'false'}, 8), false);
      assert.throws(() => wantHeadStart({DOCUSAURUS_CARDS_HEAD_START: 'yes'}, 2), /must be true or false; got "yes"/);
    });

    it('draws the cards missing from the cache into it, in a child process, and only those', async () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-head-start-'));
      try {
        assert.equal(await startHeadStart(job(cacheDir, 3), {lowPriority: false, log: () => {}}).ended, 3);
        assert.equal(cards(cacheDir).length, 3);
        for (const name of cards(cacheDir)) {
          assert.deepEqual(pngSize(fs.readFileSync(path.join(cacheDir, name))), {width: 1200, height: 630});
        }
        // Two more pages: the three cards of the first run are not drawn again.
        assert.equal(await startHeadStart(job(cacheDir, 5), {lowPriority: false, log: () => {}}).ended, 2);
        assert.equal(cards(cacheDir).length, 5);
      } finally {
        fs.rmSync(cacheDir, {recursive: true, force: true});
      }
    });

    it('stops when told to, and leaves only whole cards in the cache', async () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-head-start-'));
      try {
        const headStart = startHeadStart(job(cacheDir, 200), {lowPriority: false, log: () => {}});
        headStart.stop();
        assert.ok((await headStart.ended) < 200, 'the child ended before drawing every card');
        for (const name of cards(cacheDir)) {
          assert.deepEqual(pngSize(fs.readFileSync(path.join(cacheDir, name))), {width: 1200, height: 630});
        }
      } finally {
        fs.rmSync(cacheDir, {recursive: true, force: true});
      }
    });

    it("is stopped by the bundler hook it is given (the browser bundle's finishMake, the server bundle's done)", () => {
      for (const hook of ['finishMake', 'done'] as const) {
        const tapped: Partial<Record<string, () => void>> = {};
        let stopped = 0;
        const at = (name: string) => ({tap: (_plugin: string, callback: () => void) => (tapped[name] = callback)});
        new StopHeadStartAt(hook, () => (stopped += 1)).apply({
          hooks: {finishMake: at('finishMake'), done: at('done')},
        });
        assert.deepEqual(Object.keys(tapped), [hook]);
        assert.equal(stopped, 0);
        tapped[hook]?.();
        assert.equal(stopped, 1);
      }
    });
  });
});

/** The background of the cards' text region, #1c1e21. */
const BACKGROUND = [0x1c, 0x1e, 0x21] as const;

/**
 * The text in a card's text region (RGB pixels of the whole card): its coverage (each pixel's
 * distance from the background, summed), the bounds of its clear ink, and its difference from
 * another card's.
 */
function textInk(card: Buffer) {
  const {left, top, width, height} = TEXT_REGION;
  let coverage = 0;
  const bounds = [1200, 630, 0, 0];
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) {
      const at = (y * 1200 + x) * 3;
      const distance = BACKGROUND.reduce((sum, value, channel) => sum + Math.abs(card[at + channel]! - value), 0);
      coverage += distance;
      if (distance > 96) {
        bounds[0] = Math.min(bounds[0]!, x);
        bounds[1] = Math.min(bounds[1]!, y);
        bounds[2] = Math.max(bounds[2]!, x);
        bounds[3] = Math.max(bounds[3]!, y);
      }
    }
  }
  const difference = (other: {card: Buffer}) => {
    let sum = 0;
    for (let y = top; y < top + height; y++) {
      for (let at = (y * 1200 + left) * 3, end = at + width * 3; at < end; at++) {
        sum += Math.abs(card[at]! - other.card[at]!);
      }
    }
    return sum;
  };
  return {card, coverage, bounds, difference};
}

/** Whether two cards (RGB) have the same pixels outside the text region. */
function sameOutsideRegion(a: Buffer, b: Buffer): boolean {
  const {left, top, width, height} = TEXT_REGION;
  for (let y = 0; y < 630; y++) {
    const inside = y >= top && y < top + height;
    const row = y * 1200 * 3;
    const spans = inside
      ? [
          [row, row + left * 3],
          [row + (left + width) * 3, row + 1200 * 3],
        ]
      : [[row, row + 1200 * 3]];
    for (const [from, to] of spans) if (!a.subarray(from, to).equals(b.subarray(from, to))) return false;
  }
  return true;
}
