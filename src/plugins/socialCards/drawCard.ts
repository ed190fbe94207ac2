// Draws one social card: Satori lays the card out and turns its text into paths (SVG) with the
// fonts given, sharp (libvips and librsvg, already installed for plugin-ideal-image) rasterises
// that SVG to a PNG. The SVG has no text left, so no system font is read, and nothing is fetched.
// sharp rather than @resvg/resvg-js: on this site's 383 cards resvg used about as much CPU but
// held every rendered 3 MB bitmap until the garbage collector ran (1.5 GB at the peak, against
// 0.45 GB), and sharp renders on libuv's threads, off the main thread.
// This file is part of every card's cache key (src/plugins/socialCards/index.ts): editing the
// design below redraws all cards on the next build.
import {readFileSync} from 'node:fs';
import satori, {type Font} from 'satori';
import sharp from 'sharp';
import {CARD_FONT_FAMILY, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from './cardPath';

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

function layout(text: CardText, assets: CardAssets): Node {
  const title = withoutEmoji(text.title);
  const kicker = withoutEmoji(text.version ? `${text.section} · ${text.version}` : text.section);
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
        {display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, padding: '64px 80px'},
        [
          element('div', {display: 'flex', alignItems: 'center'}, [
            {type: 'img', props: {src: assets.logo, width: 88, height: 88}},
            element('div', {marginLeft: 24, fontSize: 44, fontWeight: 700, color: COLORS.title}, text.siteTitle),
          ]),
          element('div', {display: 'flex', flexDirection: 'column'}, [
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
          ]),
          element('div', {fontSize: 28, color: COLORS.muted}, text.siteHost),
        ],
      ),
      element('div', {height: 16, background: COLORS.band}),
    ],
  );
}

/** The versions of what draws the cards (Satori, sharp and sharp's librsvg), for the cache key. */
export function drawingLibraryVersions(): string {
  const satoriVersion = (JSON.parse(readFileSync(require.resolve('satori/package.json'), 'utf8')) as {version: string})
    .version;
  return `${satoriVersion} ${sharp.versions.sharp} ${sharp.versions.rsvg ?? ''}`;
}

/**
 * The card as PNG bytes. `missingGlyphs` receives the characters that no card font covers
 * (drawn as nothing), so that the caller can name the page.
 */
export async function drawCard(
  text: CardText,
  assets: CardAssets,
  missingGlyphs?: (text: string) => void,
): Promise<Buffer> {
  // Satori's types expect React elements; the plain {type, props} objects are what JSX would make.
  const svg = await satori(layout(text, assets) as unknown as Parameters<typeof satori>[0], {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: assets.fonts,
    loadAdditionalAsset: async (_language, segment) => {
      missingGlyphs?.(segment);
      return [];
    },
  });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
