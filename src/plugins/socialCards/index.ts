// Social cards: a 1200 x 630 PNG per docs page (every version), community page, blog post and
// changelog entry, with the page's title, its section, the site's mark and, for docs, the
// version. The theme wrappers (src/components/SocialCardMeta) point og:image and twitter:image
// at them. Cards are drawn after the build from the loaded content, and kept in a cache folder
// keyed by everything that shapes them, so that a build redraws only the cards that changed.
import fs from 'node:fs/promises';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Font} from 'satori';
import {buildStep} from '../../../config/env';
import {socialCards} from '../../../config/socialCards';
import {CARD_FONT_FAMILY, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath} from './cardPath';
import {collectCards, type CardPage} from './collectCards';
// Types only: drawCard.ts, with Satori, sharp and Skia, is loaded when a build draws or checks cards
// (postBuild), not by `docusaurus start` or the bundling process, which never do.
import type {CardAssets, CardText} from './drawCard';
import {restoreFile} from '../shared/cacheFiles';
import {WAITING_FOR_BUNDLES} from '../../../scripts/build-events.mjs';
import {
  StopHeadStartAt,
  startHeadStart,
  wantHeadStart,
  type HeadStart,
  type HeadStartJob,
  type HeadStartMessage,
} from './headStart';

export type SocialCardsOptions = {
  /** The site's mark, drawn on every card: an SVG or PNG file, relative to the site directory. */
  logo: string;
  /**
   * The card fonts (woff, ttf or otf; Satori reads no woff2): a path relative to the site
   * directory (`./fonts/x.woff`) or a file of an npm package (`@fontsource/inter/files/...`).
   */
  fonts: {file: string; weight: 400 | 700}[];
  /** Where drawn cards are kept between builds, relative to the site directory. */
  cacheDir: string;
};

/** Cards not used by any build for this long leave the cache. */
const CACHE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * Cards drawn at once: enough to keep libuv's threads compressing PNGs while Satori lays out and
 * Skia draws the next ones on the main thread, between the other plugins' postBuild work (when
 * librsvg rasterised the text on libvips's thread, with 4 that thread was busy a third of the time).
 */
const CARDS_IN_FLIGHT = 8;

/** The modules that draw a card and write its PNG: their text is part of every card's cache key. */
const DRAWING_MODULES = ['drawCard.ts', 'cardPng.ts'].map((name) => path.join(__dirname, name));

const MIME: Record<string, string> = {'.svg': 'image/svg+xml', '.png': 'image/png'};

/** Reads the logo and fonts once, failing with the file named when one is missing. */
export function loadAssets(siteDir: string, options: SocialCardsOptions): {assets: CardAssets; files: Buffer[]} {
  const logoFile = path.resolve(siteDir, options.logo);
  const logoType = MIME[path.extname(logoFile).toLowerCase()];
  if (!logoType) {
    throw new Error(`social cards: the logo must be an .svg or .png file, got "${options.logo}"`);
  }
  if (!existsSync(logoFile)) {
    throw new Error(`social cards: logo file not found: ${options.logo} (set in config/socialCards.ts)`);
  }
  const logo = readFileSync(logoFile);
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const files: Buffer[] = [logo];
  const fonts: Font[] = options.fonts.map(({file, weight}) => {
    if (!/\.(woff|ttf|otf)$/i.test(file)) {
      throw new Error(`social cards: font ${file} must be a .woff, .ttf or .otf file (Satori cannot read woff2)`);
    }
    let fontFile: string;
    if (file.startsWith('.')) {
      fontFile = path.resolve(siteDir, file);
    } else {
      try {
        fontFile = siteRequire.resolve(file);
      } catch {
        throw new Error(
          `social cards: font file not found: ${file} (set in config/socialCards.ts; is its package installed? run npm install)`,
        );
      }
    }
    if (!existsSync(fontFile)) {
      throw new Error(
        `social cards: font file not found: ${path.relative(siteDir, fontFile)} (set in config/socialCards.ts)`,
      );
    }
    const data = readFileSync(fontFile);
    files.push(data);
    return {name: CARD_FONT_FAMILY, data, weight, style: 'normal'};
  });
  return {assets: {fonts, logo: `data:${logoType};base64,${logo.toString('base64')}`}, files};
}

/**
 * What every card's cache key starts with: the design (drawCard.ts, cardPng.ts and the card size), the logo,
 * the fonts and the versions of the libraries that draw (Satori, sharp, librsvg in sharp, and Skia's
 * @napi-rs/canvas).
 */
function designKey(files: Buffer[], libraryVersions: string): string {
  const hash = createHash('sha256');
  for (const module of DRAWING_MODULES) hash.update(readFileSync(module));
  hash.update(`${SOCIAL_CARD_WIDTH}x${SOCIAL_CARD_HEIGHT}`);
  for (const file of files) hash.update(file);
  hash.update(libraryVersions);
  return hash.digest('hex');
}

/**
 * The drawing module and the design key, loaded only where cards are drawn or checked (postBuild,
 * the head start's child).
 */
async function loadDrawing(files: Buffer[]): Promise<{drawCard: typeof import('./drawCard').drawCard; design: string}> {
  const {drawCard, drawingLibraryVersions} = await import('./drawCard');
  return {drawCard, design: designKey(files, drawingLibraryVersions())};
}

/** What a page's card says. */
function cardText(page: CardPage, siteConfig: {title: string; url: string}): CardText {
  return {
    title: page.title,
    section: page.section,
    version: page.version,
    siteTitle: siteConfig.title,
    siteHost: new URL(siteConfig.url).host,
  };
}

/** A card's file in the cache, named by the hash of the design and of the card's text. */
function cachedCard(cacheDir: string, design: string, text: CardText): string {
  const key = createHash('sha256').update(design).update(JSON.stringify(text)).digest('hex').slice(0, 32);
  return path.join(cacheDir, `${key}.png`);
}

/** The design key of the last build's cards, in the cache folder. */
const LAST_DESIGN_FILE = 'last-design.txt';

/**
 * Whether the cache holds every card, drawn with the last build's design: the bundling process
 * starts the head start only when it does not (say, on a first build, or after new pages). Cheap:
 * it loads neither Satori nor sharp, as the design key would. A design changed since (an edit of
 * drawCard.ts) goes unnoticed here, and postBuild draws every card, as without a head start.
 */
function allCached(cacheDir: string, cards: {text: CardText}[]): boolean {
  const designFile = path.join(cacheDir, LAST_DESIGN_FILE);
  if (!existsSync(designFile)) return false;
  const design = readFileSync(designFile, 'utf8');
  return cards.every(({text}) => existsSync(cachedCard(cacheDir, design, text)));
}

/** A card to draw; `target`, its place in the build, is absent for the head start's cards. */
type DrawJob = {page: CardPage; text: CardText; cached: string; target?: string};

/**
 * Draws the cards missing from the cache, a few at a time: Satori's layout and Skia's drawing run
 * on the main thread (a few milliseconds a card), the PNG's compression on libuv's thread pool
 * meanwhile. Each card is written to the cache and to the build.
 */
async function drawMissing(
  jobs: DrawJob[],
  assets: CardAssets,
  drawCard: typeof import('./drawCard').drawCard,
  onDrawn?: () => void,
): Promise<void> {
  let next = 0;
  const drawOne = async (job: DrawJob) => {
    const {page} = job;
    let png: Buffer;
    try {
      png = await drawCard(job.text, assets, (segment) =>
        console.warn(`[social-cards] ${page.source}: no card font has "${segment}" (title "${page.title}")`),
      );
    } catch (error) {
      throw new Error(`social cards: could not draw the card of ${page.permalink} (${page.source})`, {cause: error});
    }
    // Written under a temporary name first, so that an interrupted build leaves no broken card in the cache.
    await fs.writeFile(`${job.cached}.tmp`, png);
    await fs.rename(`${job.cached}.tmp`, job.cached);
    if (job.target) await fs.writeFile(job.target, png);
    onDrawn?.();
  };
  await Promise.all(
    Array.from({length: Math.min(jobs.length, CARDS_IN_FLIGHT)}, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) await drawOne(job);
    }),
  );
}

/**
 * Options given in docusaurus.config.ts override the site's settings of config/socialCards.ts,
 * which the site itself leaves as they are (see there).
 */
export default function pluginSocialCards(context: LoadContext, overrides: Partial<SocialCardsOptions> = {}): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const options: SocialCardsOptions = {...socialCards, ...overrides};
  const {assets, files} = loadAssets(siteDir, options);
  const cacheDir = path.resolve(siteDir, options.cacheDir);
  let pages: CardPage[] = [];
  let headStart: HeadStart | undefined;
  let drawing: ReturnType<typeof loadDrawing> | undefined;
  const loadDrawingOnce = () => (drawing ??= loadDrawing(files));

  return {
    name: 'social-cards',

    allContentLoaded({allContent}) {
      pages = collectCards(allContent);
      const cards = pages.map((page) => ({page, text: cardText(page, siteConfig)}));
      if (buildStep === 'bundle' && wantHeadStart() && !allCached(cacheDir, cards)) {
        headStart = startHeadStart({siteDir, options, cards});
      }
      // The pages process of `npm run build` waits for the bundles once its site is loaded
      // (scripts/pages-step.mjs): Satori, sharp, Skia and this plugin's drawing modules load then,
      // rather than at the start of postBuild (0.3 to 0.5 s of its main thread).
      if (buildStep === 'pages') {
        process.once(WAITING_FOR_BUNDLES, () => {
          loadDrawingOnce().catch(() => {
            // postBuild awaits the same promise and reports the error.
          });
        });
      }
    },

    configureWebpack(_config, isServer) {
      if (!headStart) return {};
      const stop = () => headStart?.stop();
      // The head start (allContentLoaded, above) stops when the browser bundle's modules are built:
      // from there to the end of bundling, Rspack's memory climbs to the build's peak, and the
      // cores are busy (./headStart.ts).
      return isServer ? {} : {plugins: [new StopHeadStartAt('finishMake', stop)]};
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const {drawCard, design} = await loadDrawingOnce();
      // Synchronous from here to the first cards' drawing: the other plugins' postBuild work
      // shares this thread, and with an await per page (383 of them, each queued behind that
      // work) the drawing started 3 to 4 s into postBuild, and ended the build.
      mkdirSync(cacheDir, {recursive: true});
      writeFileSync(path.join(cacheDir, LAST_DESIGN_FILE), design);
      const used = new Set<string>([LAST_DESIGN_FILE]);
      const toDraw: DrawJob[] = [];
      const toRestore: {cached: string; target: string}[] = [];
      for (const page of pages) {
        const text = cardText(page, siteConfig);
        const cached = cachedCard(cacheDir, design, text);
        const target = path.join(outDir, socialCardPath(page.permalink, baseUrl));
        used.add(path.basename(cached));
        mkdirSync(path.dirname(target), {recursive: true});
        if (existsSync(cached)) {
          toRestore.push({cached, target});
        } else {
          toDraw.push({page, text, cached, target});
        }
      }
      await Promise.all([
        toDraw.length > 0 ? drawMissing(toDraw, assets, drawCard) : undefined,
        ...toRestore.map(({cached, target}) => restoreFile(cached, target)),
      ]);
      await pruneCache(cacheDir, used);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${pages.length} cards: ${toDraw.length} drawn, ${pages.length - toDraw.length} from the cache (${path.relative(siteDir, cacheDir)}) in ${seconds} s`,
      );
    },
  };
}

/**
 * The head start's work (headStart.ts), in its child process: draws into the cache the cards that
 * it lacks, reporting how many those are, then each card drawn.
 */
export async function drawIntoCache(job: HeadStartJob, report: (message: HeadStartMessage) => void): Promise<void> {
  const {assets, files} = loadAssets(job.siteDir, job.options);
  const {drawCard, design} = await loadDrawing(files);
  const cacheDir = path.resolve(job.siteDir, job.options.cacheDir);
  await fs.mkdir(cacheDir, {recursive: true});
  const missing = job.cards
    .map(({page, text}) => ({page, text, cached: cachedCard(cacheDir, design, text)}))
    .filter(({cached}) => !existsSync(cached));
  report({missing: missing.length});
  await drawMissing(missing, assets, drawCard, () => report({drawn: true}));
}

/** Marks the cards this build used and deletes those no build has used for a month. */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const now = new Date();
  for (const name of await fs.readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (used.has(name)) {
      await fs.utimes(file, now, now);
    } else if (now.getTime() - (await fs.stat(file)).mtimeMs > CACHE_MAX_AGE_MS) {
      await fs.rm(file, {force: true});
    }
  }
}
