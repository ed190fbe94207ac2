// Social cards: a 1200 x 630 PNG per docs page (every version), community page, blog post and
// changelog entry, with the page's title, its section, the site's mark and, for docs, the
// version. The theme wrappers (src/components/SocialCardMeta) point og:image and twitter:image
// at them. Cards are drawn after the build from the loaded content, and kept in a cache folder
// keyed by everything that shapes them, so that a build redraws only the cards that changed.
import fs from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Font} from 'satori';
import {socialCards} from '../../../config/socialCards';
import {CARD_FONT_FAMILY, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath} from './cardPath';
import {collectCards, type CardPage} from './collectCards';
// Types only: drawCard.ts, with Satori and sharp, is loaded when a build draws or checks cards
// (postBuild), not by `docusaurus start` or the bundling process, which never do.
import type {CardAssets, CardText} from './drawCard';
import {restoreFile} from '../shared/cacheFiles';

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

/** Cards drawn at once: enough to keep libuv's four threads rasterising while Satori lays out the next. */
const CARDS_IN_FLIGHT = 4;

const DRAW_CARD_MODULE = path.join(__dirname, 'drawCard.ts');

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
 * What every card's cache key starts with: the design (drawCard.ts and the card size), the logo,
 * the fonts and the versions of the libraries that draw (Satori, sharp, and librsvg in sharp).
 */
function designKey(files: Buffer[], libraryVersions: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(DRAW_CARD_MODULE));
  hash.update(`${SOCIAL_CARD_WIDTH}x${SOCIAL_CARD_HEIGHT}`);
  for (const file of files) hash.update(file);
  hash.update(libraryVersions);
  return hash.digest('hex');
}

type DrawJob = {page: CardPage; text: CardText; cached: string; target: string};

/**
 * Draws the cards missing from the cache, a few at a time: Satori's layout runs on the main thread
 * (a few milliseconds a card), sharp's rasterising on libuv's thread pool meanwhile. Each card is
 * written to the cache and to the build.
 */
async function drawMissing(
  jobs: DrawJob[],
  assets: CardAssets,
  drawCard: typeof import('./drawCard').drawCard,
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
    await fs.writeFile(job.target, png);
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

  return {
    name: 'social-cards',

    allContentLoaded({allContent}) {
      pages = collectCards(allContent);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const {drawCard, drawingLibraryVersions} = await import('./drawCard');
      const design = designKey(files, drawingLibraryVersions());
      const siteHost = new URL(siteConfig.url).host;
      await fs.mkdir(cacheDir, {recursive: true});
      const used = new Set<string>();
      const toDraw: DrawJob[] = [];
      for (const page of pages) {
        const text: CardText = {
          title: page.title,
          section: page.section,
          version: page.version,
          siteTitle: siteConfig.title,
          siteHost,
        };
        const key = createHash('sha256').update(design).update(JSON.stringify(text)).digest('hex').slice(0, 32);
        const cached = path.join(cacheDir, `${key}.png`);
        const target = path.join(outDir, socialCardPath(page.permalink, baseUrl));
        used.add(`${key}.png`);
        await fs.mkdir(path.dirname(target), {recursive: true});
        if (existsSync(cached)) {
          await restoreFile(cached, target);
        } else {
          toDraw.push({page, text, cached, target});
        }
      }
      if (toDraw.length > 0) {
        await drawMissing(toDraw, assets, drawCard);
      }
      await pruneCache(cacheDir, used);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${pages.length} cards: ${toDraw.length} drawn, ${pages.length - toDraw.length} from the cache (${path.relative(siteDir, cacheDir)}) in ${seconds} s`,
      );
    },
  };
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
