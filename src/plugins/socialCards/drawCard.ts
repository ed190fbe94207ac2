// Draws one social card. Satori lays the card out with the fonts given; what every card shares
// (the frame: background, mark, site name, host) is turned into paths (SVG) and rasterised by sharp
// (libvips and librsvg, already installed for plugin-ideal-image) once per process; each card's
// text block (its section and title) is laid out by Satori as positioned words and drawn by Skia
// (@napi-rs/canvas) with the same font files, and the pixels are written as a PNG (RGB: a card is
// opaque). Nothing is fetched and no glyph comes from a system font: a character that the card
// fonts lack is reported and left out.
// Why Skia for the text block: Satori's paths for a block took 3 to 8 ms and librsvg 7 to 13 ms to
// rasterise them, a card's whole cost with the PNG 19 to 22 ms of CPU (383 cards, 7 to 8 s of a
// cold build's postBuild, which they ended). Satori's layout without paths takes 1.5 to 2.6 ms and
// Skia draws the words in 0.6 to 2 ms, text that matches librsvg's to within antialiasing
// (tests/unit/socialCards.test.ts compares them; Skia's edges are about 5 % heavier).
// sharp rather than @resvg/resvg-js for the frame: on this site's 383 cards resvg used about as much
// CPU but held every rendered 3 MB bitmap until the garbage collector ran.
// This file and ./cardPng.ts are part of every card's cache key (src/plugins/socialCards/index.ts):
// editing the design below redraws all cards on the next build.
import {readFileSync} from 'node:fs';
import type {SKRSContext2D} from '@napi-rs/canvas';
import satori, {type Font} from 'satori';
import sharp from 'sharp';
import {CARD_FONT_FAMILY, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from './cardPath';
import {CardPngEncoder} from './cardPng';

/** What a card shows. */
export type CardText = {
  /** The page title (emoji are left out here and in the version: the fonts have none). */
  title: string;
  /** Docs, Community, Blog, Changelog. */
  section: string;
  /** The docs version's label (Canary, 3.2.1...), for docs pages. */
  version?: string;
  /** The site's name, next to its mark. */
  siteTitle: string;
  /** The site's host, at the foot of the card (docusaurus.io). */
  siteHost: string;
};

/** The files every card is drawn with, read once per build. */
export type CardAssets = {
  fonts: Font[];
  /** The site's mark as a data: URI (SVG or PNG). */
  logo: string;
};

const COLORS = {
  background: '#1c1e21',
  title: '#ffffff',
  // The dark-mode primary colour of the site (src/css/custom.css): 8.3:1 on the background.
  accent: '#25c2a0',
  muted: '#c5c8cc',
  band: '#2e8555',
};

type Style = Record<string, string | number>;
type Node = {
  type: string;
  props: {style?: Style; children?: Node | Node[] | string; src?: string; width?: number; height?: number};
};

function element(type: string, style: Style, children?: Node | Node[] | string): Node {
  return {type, props: {style, children}};
}

/** Smaller type for longer titles, so that most fit in two or three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 48) return 72;
  if (title.length <= 80) return 60;
  return 52;
}

// Pictographs, skin-tone modifiers, and the joiners and selectors that combine them.
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** Text as the card prints it: no emoji (the card fonts have none; `Canary 🚧`), spaces collapsed. */
export function withoutEmoji(text: string): string {
  return text.replace(EMOJI, '').replace(/\s+/g, ' ').trim();
}

// The card's grid, in pixels. The header (the mark and the site's name) and the footer (the host)
// have fixed heights, so that the text block's region between them is known without a layout:
// each card draws only that region (see drawCard below).
const PADDING_Y = 64;
const PADDING_X = 80;
const HEADER_HEIGHT = 88;
const FOOTER_HEIGHT = 34;
const BAND_HEIGHT = 16;
/** Where the section and the title go: below the header, above the footer, between the paddings. */
export const TEXT_REGION = {
  left: PADDING_X,
  top: PADDING_Y + HEADER_HEIGHT,
  width: SOCIAL_CARD_WIDTH - 2 * PADDING_X,
  height: SOCIAL_CARD_HEIGHT - BAND_HEIGHT - 2 * PADDING_Y - HEADER_HEIGHT - FOOTER_HEIGHT,
};

/** What every card of the site shares: the background, the mark, the site's name, the host, the band. */
function frameLayout(text: Pick<CardText, 'siteTitle' | 'siteHost'>, assets: CardAssets, region: Node): Node {
  return element(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      background: COLORS.background,
      fontFamily: CARD_FONT_FAMILY,
    },
    [
      element(
        'div',
        {display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `${PADDING_Y}px ${PADDING_X}px`},
        [
          element('div', {display: 'flex', alignItems: 'center', height: HEADER_HEIGHT}, [
            {type: 'img', props: {src: assets.logo, width: HEADER_HEIGHT, height: HEADER_HEIGHT}},
            element('div', {marginLeft: 24, fontSize: 44, fontWeight: 700, color: COLORS.title}, text.siteTitle),
          ]),
          region,
          element(
            'div',
            {height: FOOTER_HEIGHT, lineHeight: `${FOOTER_HEIGHT}px`, fontSize: 28, color: COLORS.muted},
            text.siteHost,
          ),
        ],
      ),
      element('div', {height: BAND_HEIGHT, background: COLORS.band}),
    ],
  );
}

/** The section (and version) above the title, centred in the text region, on the card's background. */
function textBlockLayout(text: CardText): Node {
  const title = withoutEmoji(text.title);
  const kicker = withoutEmoji(text.version ? `${text.section} · ${text.version}` : text.section);
  return element(
    'div',
    {
      width: TEXT_REGION.width,
      height: TEXT_REGION.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      background: COLORS.background,
      fontFamily: CARD_FONT_FAMILY,
    },
    [
      element(
        'div',
        {fontSize: 30, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: COLORS.accent},
        kicker,
      ),
      element(
        'div',
        {
          display: 'block',
          marginTop: 20,
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.12,
          color: COLORS.title,
          lineClamp: 3,
        },
        title,
      ),
    ],
  );
}

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string}).version;

/** The versions of what draws the cards (Satori, sharp and sharp's librsvg, Skia), for the cache key. */
export function drawingLibraryVersions(): string {
  return `${packageVersion('satori')} ${sharp.versions.sharp} ${sharp.versions.rsvg ?? ''} ${packageVersion('@napi-rs/canvas')}`;
}

type Fonts = {fonts: Font[]; missingGlyphs?: (text: string) => void; textAsPaths?: boolean};

/**
 * Satori's SVG of a layout: with every glyph a path by default, or with each word a positioned
 * `<text>` element (`textAsPaths: false`), for drawTextBlock.
 */
function svgOf(
  layout: Node,
  width: number,
  height: number,
  {fonts, missingGlyphs, textAsPaths = true}: Fonts,
): Promise<string> {
  // Satori's types expect React elements; the plain {type, props} objects are what JSX would make.
  return satori(layout as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts,
    embedFont: textAsPaths,
    loadAdditionalAsset: async (_language, segment) => {
      missingGlyphs?.(segment);
      return [];
    },
  });
}

/**
 * An SVG rasterised by librsvg, as rows of RGB pixels (every card is opaque). Read sequentially:
 * sharp then renders the SVG in a few strips instead of many tiles, the same pixels in 7 ms
 * instead of 9 for a text block.
 */
async function rgbPixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), {sequentialRead: true}).removeAlpha().raw().toBuffer();
}

/** The frames drawn so far, by assets, then by site name and host: a build draws one. */
const frames = new WeakMap<CardAssets, Map<string, Promise<CardPngEncoder>>>();

function frameEncoder(
  text: CardText,
  assets: CardAssets,
  missingGlyphs?: (text: string) => void,
): Promise<CardPngEncoder> {
  let bySite = frames.get(assets);
  if (!bySite) {
    bySite = new Map();
    frames.set(assets, bySite);
  }
  const key = `${text.siteTitle}\n${text.siteHost}`;
  let frame = bySite.get(key);
  if (!frame) {
    const empty = element('div', {flexGrow: 1});
    frame = svgOf(frameLayout(text, assets, empty), SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT, {
      fonts: assets.fonts,
      missingGlyphs,
    })
      .then(rgbPixels)
      .then((pixels) => new CardPngEncoder(pixels, SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT, TEXT_REGION));
    // A failed frame is not kept: the next card tries again and reports its own error.
    frame.catch(() => bySite.delete(key));
    bySite.set(key, frame);
  }
  return frame;
}

/**
 * The card as PNG bytes. `missingGlyphs` receives the characters that no card font covers
 * (left out of the card), so that the caller can name the page.
 *
 * Drawn in two pieces: the frame (what every card shares) is laid out, rasterised and its PNG
 * rows above the text region compressed once; each card lays out and draws only its text block,
 * and compresses only the rows from there down (./cardPng.ts). Drawing whole cards took about
 * 50 ms of CPU each (Satori 23, librsvg 21, PNG 6); the frame once, about 30 (Satori 8, librsvg 12,
 * the copy 2, PNG 8), then 26 on 3 December; with the rows compressed here and the SVG read
 * sequentially, 19 (Satori 5, librsvg 7, the rows 2.5; 110 cards in one process); with the text
 * block's words drawn by Skia, 13 to 16 (against 21 to 22 for the librsvg way, side by side on
 * 3 December, 110 cards in one process, three runs each), and PNGs 3 to 7 % smaller.
 */
export async function drawCard(
  text: CardText,
  assets: CardAssets,
  missingGlyphs?: (text: string) => void,
): Promise<Buffer> {
  const encoder = frameEncoder(text, assets, missingGlyphs);
  const missing = new Set<string>();
  const svg = await svgOf(textBlockLayout(text), TEXT_REGION.width, TEXT_REGION.height, {
    fonts: assets.fonts,
    textAsPaths: false,
    missingGlyphs: (segment) => {
      for (const character of segment) missing.add(character);
      missingGlyphs?.(segment);
    },
  });
  const {pixels, band} = drawTextBlock(svg, assets, missing);
  return (await encoder).encode(pixels, 4, band);
}

/** A word as Satori placed it: `<text x y font-* letter-spacing fill>word</text>`. */
type Word = {x: number; y: number; size: number; font: string; letterSpacing: string; fill: string; text: string};

/** The attributes Satori gives a word, all read by drawTextBlock. */
const WORD_ATTRIBUTES = new Set([
  'x',
  'y',
  'width',
  'height',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'letter-spacing',
  'fill',
]);

const XML_ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/**
 * The words of Satori's text-block SVG (drawn with `textAsPaths: false`). The block is words on
 * the card's background; anything else in it (an image, a border, an opacity), which this design
 * does not have, stops the build rather than being left out of the cards.
 */
function wordsOf(svg: string, family: string): Word[] {
  const words: Word[] = [];
  const body = svg
    .replace(/^<svg [^>]*>/, '')
    .replace(/<\/svg>$/, '')
    // Satori's overflow masks, which no word refers to here, and the background.
    .replace(/<mask id="[^"]*"><rect [^>]*\/><\/mask>/g, '')
    .replace(new RegExp(`<rect x="0" y="0" width="\\d+" height="\\d+" fill="${COLORS.background}"/>`), '')
    .replace(/<text ([^>]*)>([^<]*)<\/text>/g, (_all, attributes: string, content: string) => {
      const attribute: Record<string, string> = {};
      for (const [, name, value] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
        if (!WORD_ATTRIBUTES.has(name!)) throw new Error(`social cards: the text block has a word with "${name}"`);
        attribute[name!] = value!;
      }
      words.push({
        x: Number(attribute.x),
        y: Number(attribute.y),
        size: Number(attribute['font-size']),
        font: `${attribute['font-style'] ?? 'normal'} ${attribute['font-weight'] ?? '400'} ${attribute['font-size']}px ${family}`,
        letterSpacing: `${attribute['letter-spacing'] ?? 0}px`,
        fill: attribute.fill ?? '#000',
        text: content.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => XML_ENTITIES[entity]!),
      });
      return '';
    });
  if (body !== '') {
    throw new Error(`social cards: the text block has more than words on the background: ${body.slice(0, 200)}`);
  }
  return words;
}

/**
 * The words joined into lines (the words of one line of one style, in order), each drawn from its
 * first word's place, so that Skia shapes a line as one run: kerned across punctuation and with
 * Inter's contextual forms (a parenthesis raised beside capitals), as the card drawn from Satori's
 * paths had them. Drawn word by word at Satori's places, "2.0.0-beta.17" came out 8 px wider at
 * 84 px, and "(SSG)" with its parentheses low. A line's end may differ from Satori's paths by a few
 * pixels, within the region.
 */
function linesOf(words: Word[]): (Word & {words: Word[]})[] {
  const lines: (Word & {words: Word[]})[] = [];
  for (const word of words) {
    const line = lines.at(-1);
    const sameLine =
      line &&
      line.y === word.y &&
      line.font === word.font &&
      line.letterSpacing === word.letterSpacing &&
      line.fill === word.fill;
    if (sameLine) {
      line.text += word.text;
      line.words.push(word);
    } else {
      lines.push({...word, words: [word]});
    }
  }
  return lines;
}

/**
 * Skia, loaded with the first text block: the pages process of `npm run build` loads this module
 * while it waits for the bundles, beside the server bundle's process, where the build's memory is
 * at its peak; Skia's library added 0.02 to 0.04 GB there.
 */
let skia: typeof import('@napi-rs/canvas') | undefined;
const loadSkia = () => (skia ??= require('@napi-rs/canvas') as typeof import('@napi-rs/canvas'));

/** Skia's font family of the card fonts of each set of assets, registered on first use. */
const skiaFamilies = new WeakMap<CardAssets, string>();
let familiesRegistered = 0;

function skiaFamily(assets: CardAssets): string {
  let family = skiaFamilies.get(assets);
  if (!family) {
    family = `social-card-fonts-${++familiesRegistered}`;
    for (const font of assets.fonts) {
      const data = Buffer.isBuffer(font.data) ? font.data : Buffer.from(new Uint8Array(font.data));
      if (!loadSkia().GlobalFonts.register(data, family)) {
        throw new Error(`social cards: Skia could not read the card font of weight ${font.weight}`);
      }
    }
    skiaFamilies.set(assets, family);
  }
  return family;
}

/** One canvas of the text region's size, reused: each card is drawn synchronously. */
let canvas: {context: SKRSContext2D} | undefined;

/**
 * The text block as Satori laid it out, drawn by Skia: RGBA pixels of the region's rows that have
 * text (`band`; the others are the background). `missing` holds the characters no card font has,
 * which Satori reported: they are left out (librsvg drew Satori's paths of them as boxes; Skia
 * would draw them from a system font).
 */
function drawTextBlock(
  svg: string,
  assets: CardAssets,
  missing: Set<string>,
): {pixels: Uint8ClampedArray; band: {top: number; height: number}} {
  const family = skiaFamily(assets);
  canvas ??= {context: loadSkia().createCanvas(TEXT_REGION.width, TEXT_REGION.height).getContext('2d')};
  const {context} = canvas;
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, TEXT_REGION.width, TEXT_REGION.height);
  let top = TEXT_REGION.height;
  let bottom = 0;
  for (const line of linesOf(wordsOf(svg, family))) {
    context.font = line.font;
    context.letterSpacing = line.letterSpacing;
    context.fillStyle = line.fill;
    const lacking = missing.size > 0 && [...line.text].some((c) => missing.has(c));
    // A line with a character the fonts lack is drawn word by word without it, each word where
    // Satori placed it (Satori keeps the character's place).
    for (const {text, x, y} of lacking ? line.words : [line]) {
      const drawn = lacking ? [...text].filter((c) => !missing.has(c)).join('') : text;
      if (drawn.trim() !== '') context.fillText(drawn, x, y);
    }
    // Generous bounds for the glyphs' ink: accents above capitals, descenders below the baseline.
    top = Math.min(top, Math.floor(line.y - 1.3 * line.size));
    bottom = Math.max(bottom, Math.ceil(line.y + 0.5 * line.size));
  }
  top = Math.max(0, top);
  bottom = Math.min(TEXT_REGION.height, bottom);
  const height = Math.max(0, bottom - top);
  const pixels = height === 0 ? new Uint8ClampedArray(0) : context.getImageData(0, top, TEXT_REGION.width, height).data;
  return {pixels, band: {top: height === 0 ? 0 : top, height}};
}

/**
 * The same card laid out and rasterised in one piece by Satori and librsvg (the text block inside
 * the frame), as RGB pixels: the tests compare it with drawCard's.
 */
export async function drawCardInOnePiece(text: CardText, assets: CardAssets): Promise<Buffer> {
  const layout = frameLayout(text, assets, textBlockLayout(text));
  return rgbPixels(await svgOf(layout, SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT, {fonts: assets.fonts}));
}
