// Draws one social card: Satori lays the card out and turns its text into paths (SVG) with the
// fonts given, sharp (libvips and librsvg, already installed for plugin-ideal-image) rasterises
// that SVG, and the pixels are written as a PNG (RGB: a card is opaque). The SVG has no text left,
// so no system font is read, and nothing is fetched. What every card shares (the frame) is drawn
// once per process; each card draws only its section and title (drawCard, at the end).
// sharp rather than @resvg/resvg-js: on this site's 383 cards resvg used about as much CPU but
// held every rendered 3 MB bitmap until the garbage collector ran (1.5 GB at the peak, against
// 0.45 GB), and sharp renders on libuv's threads, off the main thread.
// This file and ./cardPng.ts are part of every card's cache key (src/plugins/socialCards/index.ts):
// editing the design below redraws all cards on the next build.
import {readFileSync} from 'node:fs';
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
const TEXT_REGION = {
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

/** The versions of what draws the cards (Satori, sharp and sharp's librsvg), for the cache key. */
export function drawingLibraryVersions(): string {
  const satoriVersion = (JSON.parse(readFileSync(require.resolve('satori/package.json'), 'utf8')) as {version: string})
    .version;
  return `${satoriVersion} ${sharp.versions.sharp} ${sharp.versions.rsvg ?? ''}`;
}

type Fonts = {fonts: Font[]; missingGlyphs?: (text: string) => void};

/** Satori's SVG of a layout, with no text left in it (every glyph is a path). */
function svgOf(layout: Node, width: number, height: number, {fonts, missingGlyphs}: Fonts): Promise<string> {
  // Satori's types expect React elements; the plain {type, props} objects are what JSX would make.
  return satori(layout as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts,
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
 * (drawn as nothing), so that the caller can name the page.
 *
 * Drawn in two pieces: the frame (what every card shares) is laid out, rasterised and its PNG
 * rows above the text region compressed once; each card lays out and rasterises only its text
 * block, and compresses only the rows from there down (./cardPng.ts). Drawing whole cards took
 * about 50 ms of CPU each (Satori 23, librsvg 21, PNG 6); the frame once, about 30 (Satori 8,
 * librsvg 12, the copy 2, PNG 8), then 26 on 3 December; with the rows compressed here and the
 * SVG read sequentially, 19 (Satori 5, librsvg 7, the rows 2.5; 110 cards in one process).
 */
export async function drawCard(
  text: CardText,
  assets: CardAssets,
  missingGlyphs?: (text: string) => void,
): Promise<Buffer> {
  const encoder = frameEncoder(text, assets, missingGlyphs);
  const block = await rgbPixels(
    await svgOf(textBlockLayout(text), TEXT_REGION.width, TEXT_REGION.height, {fonts: assets.fonts, missingGlyphs}),
  );
  return (await encoder).encode(block);
}

/**
 * The same card laid out and rasterised in one piece (the text block inside the frame), as RGB
 * pixels: the tests compare it with drawCard's.
 */
export async function drawCardInOnePiece(text: CardText, assets: CardAssets): Promise<Buffer> {
  const layout = frameLayout(text, assets, textBlockLayout(text));
  return rgbPixels(await svgOf(layout, SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT, {fonts: assets.fonts}));
}
