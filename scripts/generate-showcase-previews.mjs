#!/usr/bin/env node
// Draws the preview card of every showcase site (640×320 PNG) into
// src/data/showcase/previews/<previewSlug>.png and writes src/data/showcase/previews.ts, the
// module with one static require() per card that the page reads.
//
// Why drawn cards and not screenshots: the site must build and render with no network, and
// screenshots of 350 third-party sites can be neither fetched here nor kept accurate. A card
// made from the data (title, host, tags) is always true and never a broken image.
//
// Each card: a two-colour gradient derived from a hash of the title (darkened until white
// text has a contrast ratio of at least 5:1), a browser-like bar with the host, a monogram
// tile, the title in large type, and the tag chips. The background and chips are an SVG that
// sharp rasterizes; the title is laid out by sharp's text renderer (Pango), which wraps it
// and tells us its size, so long titles shrink to fit instead of overflowing.
//
// Deterministic: the same data and the same fonts give the same bytes (no randomness, no
// timestamps). Text uses "DejaVu Sans"; characters that font does not cover (CJK, emoji)
// are left out of the card text, because missing glyphs would render as empty boxes. The
// page shows the full title as text next to the card anyway.
//
// Usage: node scripts/generate-showcase-previews.mjs [--missing]
//   --missing  draw only cards whose file does not exist yet (quick when adding one site)
// Every run deletes PNG files of the folder that no site uses any more and rewrites
// previews.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {tsImport} from 'tsx/esm/api';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(siteDir, 'src/data/showcase');
const outDir = path.join(dataDir, 'previews');
const previewsModule = path.join(dataDir, 'previews.ts');

const WIDTH = 640;
const HEIGHT = 320;
const FONT = 'DejaVu Sans';
const PAD = 40;
const TILE = 88;
const TITLE_X = PAD + TILE + 24;
const TITLE_WIDTH = WIDTH - TITLE_X - PAD;
const TITLE_TOP = 72;
const TITLE_BOTTOM = 214;
const TITLE_SIZES = [44, 40, 36, 32, 28, 25, 22, 20];
const CHIP_HEIGHT = 30;
const CHIP_FONT_SIZE = 14;
const CHIP_ROW_GAP = 8;

// ---------------------------------------------------------------------------------------
// Colours

/** FNV-1a, 32 bits: a small stable hash so the colours of a card never change between runs. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hslToRgb(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

function luminance([r, g, b]) {
  const lin = (c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const contrastWithWhite = (rgb) => 1.05 / (luminance(rgb) + 0.05);
const toHex = (rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** A colour of the given hue, darkened step by step until white text on it reads at 5:1 or more. */
function readableColor(hue, saturation, lightness) {
  let l = lightness;
  let rgb = hslToRgb(hue, saturation, l);
  while (contrastWithWhite(rgb) < 5 && l > 0.05) {
    l -= 0.01;
    rgb = hslToRgb(hue, saturation, l);
  }
  return toHex(rgb);
}

function palette(title) {
  const h = hash(title);
  // Hues 40-80 (olive, mustard) turn muddy once darkened for contrast: skip that band.
  const raw = h % 320;
  const hue = raw < 40 ? raw : raw + 40;
  const shifted = (hue + 25 + ((h >>> 9) % 50)) % 360;
  const endHue = shifted >= 40 && shifted < 80 ? shifted + 40 : shifted;
  return {
    start: readableColor(hue, 0.62, 0.38),
    end: readableColor(endHue, 0.58, 0.24),
    seed: h,
  };
}

// ---------------------------------------------------------------------------------------
// Text helpers

/** Keeps the characters DejaVu Sans can draw (Latin, Greek, Cyrillic, punctuation). */
function drawableText(text) {
  const kept = [...text]
    .filter((char) => {
      const code = char.codePointAt(0);
      return (
        (code >= 0x20 && code <= 0x24f) ||
        (code >= 0x370 && code <= 0x52f) ||
        (code >= 0x2010 && code <= 0x2027) ||
        (code >= 0x20a0 && code <= 0x20bf)
      );
    })
    .join('');
  return kept
    .replace(/\s+/g, ' ')
    .replace(/(\s[-–|:])+\s*$/, '')
    .replace(/\s([-–|:])\s(?=[-–|:]\s)/g, ' ')
    .trim();
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Host and path of the site, as ASCII (international domain names come out in punycode). */
function displayAddress(website) {
  const url = new URL(website);
  const pathname = url.pathname.replace(/\/+$/, '');
  return `${url.host.replace(/^www\./, '')}${pathname}`;
}

const measureCache = new Map();

/** Width in pixels of one line of text, as Pango lays it out (the same engine librsvg uses). */
async function measure(text, size, weight = '') {
  const key = `${weight}|${size}|${text}`;
  if (!measureCache.has(key)) {
    const {info} = await sharp({
      text: {text: escapeXml(text), font: `${FONT} ${weight} ${size}`.replace(/\s+/g, ' '), dpi: 72},
    }).toBuffer({resolveWithObject: true});
    measureCache.set(key, info.width);
  }
  return measureCache.get(key);
}

async function fitAddress(address, size, maxWidth) {
  if ((await measure(address, size)) <= maxWidth) {
    return address;
  }
  let cut = address.length - 1;
  while (cut > 8 && (await measure(`${address.slice(0, cut)}…`, size)) > maxWidth) {
    cut -= 1;
  }
  return `${address.slice(0, cut)}…`;
}

/** The title as an RGBA image: the largest size at which it fits the title box. */
async function renderTitle(title) {
  const markup = `<span foreground="#ffffff">${escapeXml(title)}</span>`;
  const maxHeight = TITLE_BOTTOM - TITLE_TOP;
  let last;
  for (const size of TITLE_SIZES) {
    const lines = size >= 36 ? 2 : 3;
    last = await sharp({
      text: {
        text: markup,
        font: `${FONT} Bold ${size}`,
        dpi: 72,
        width: TITLE_WIDTH,
        wrap: 'word-char',
        rgba: true,
        spacing: Math.round(size * 0.12),
      },
    })
      .png()
      .toBuffer({resolveWithObject: true});
    if (last.info.height <= Math.min(maxHeight, Math.ceil(size * 1.32 * lines))) {
      break;
    }
  }
  return last;
}

// ---------------------------------------------------------------------------------------
// Drawing

const heartPath = (x, y, s) =>
  `M ${x} ${y + s * 0.3} C ${x} ${y - s * 0.1}, ${x - s * 0.55} ${y - s * 0.2}, ${x - s * 0.55} ${y + s * 0.2} ` +
  `C ${x - s * 0.55} ${y + s * 0.5}, ${x - s * 0.2} ${y + s * 0.7}, ${x} ${y + s * 0.9} ` +
  `C ${x + s * 0.2} ${y + s * 0.7}, ${x + s * 0.55} ${y + s * 0.5}, ${x + s * 0.55} ${y + s * 0.2} ` +
  `C ${x + s * 0.55} ${y - s * 0.2}, ${x} ${y - s * 0.1}, ${x} ${y + s * 0.3} Z`;

/** Lays the chips out in at most two rows, from the bottom up; a "+N" chip stands for the rest. */
async function layoutChips(tagKeys, tags) {
  const gap = 8;
  const maxX = WIDTH - PAD;
  const chips = [];
  for (const key of tagKeys) {
    const label = tags[key].label;
    chips.push({key, label, width: 34 + (await measure(label, CHIP_FONT_SIZE, 'Bold'))});
  }
  const rows = [[]];
  let x = PAD;
  let hidden = 0;
  for (const chip of chips) {
    if (x + chip.width > maxX) {
      if (rows.length === 2) {
        hidden += 1;
        continue;
      }
      rows.push([]);
      x = PAD;
    }
    rows.at(-1).push({...chip, x});
    x += chip.width + gap;
  }
  if (hidden > 0) {
    const label = `+${hidden}`;
    const width = 20 + (await measure(label, CHIP_FONT_SIZE, 'Bold'));
    const last = rows.at(-1);
    while (last.length > 0 && last.at(-1).x + last.at(-1).width + gap + width > maxX) {
      last.pop();
      hidden += 1;
    }
    const end = last.length > 0 ? last.at(-1).x + last.at(-1).width + gap : PAD;
    last.push({key: null, label: `+${hidden}`, width, x: end});
  }
  const filled = rows.filter((row) => row.length > 0);
  const bottom = HEIGHT - 28;
  return filled.flatMap((row, index) =>
    row.map((chip) => ({
      ...chip,
      y: bottom - (filled.length - index) * CHIP_HEIGHT - (filled.length - 1 - index) * CHIP_ROW_GAP,
    })),
  );
}

function chipSvg(chip, tags) {
  const {x, y, width, label, key} = chip;
  const textX = key ? x + 26 : x + 10;
  let marker = '';
  if (key === 'favorite') {
    marker = `<path d="${heartPath(x + 15, y + 8, 14)}" fill="${tags.favorite.color}" stroke="#ffffff" stroke-width="1"/>`;
  } else if (key) {
    marker = `<circle cx="${x + 15}" cy="${y + CHIP_HEIGHT / 2}" r="6" fill="${tags[key].color}" stroke="#ffffff" stroke-width="1.5"/>`;
  }
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${CHIP_HEIGHT}" rx="${CHIP_HEIGHT / 2}" fill="#000000" fill-opacity="0.28"/>` +
    marker +
    `<text x="${textX}" y="${y + 20}" font-family="${FONT}" font-weight="bold" font-size="${CHIP_FONT_SIZE}" fill="#ffffff">${escapeXml(label)}</text>`
  );
}

async function drawCard(user, tags, tagOrder) {
  const {start, end, seed} = palette(user.title);
  const cardTitle = drawableText(user.title) || displayAddress(user.website);
  const monogram = (cardTitle.match(/[\p{L}\p{N}]/u)?.[0] ?? '#').toUpperCase();
  const address = await fitAddress(displayAddress(user.website), 14, WIDTH - 120 - 40);
  const tagKeys = tagOrder.filter((key) => user.tags.includes(key));
  const chips = await layoutChips(tagKeys, tags);

  // Three soft circles whose place and size come from the hash: the "pattern" of the card.
  const circles = [0, 1, 2]
    .map((i) => {
      const bits = (seed >>> (i * 7)) & 0x7f;
      const cx = 360 + ((bits * 37 + i * 97) % 300);
      const cy = 40 + ((bits * 53 + i * 61) % 260);
      const r = 70 + ((bits * 13 + i * 29) % 110);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + i * 0.02).toFixed(2)}"/>`;
    })
    .join('');

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${circles}
<rect width="${WIDTH}" height="44" fill="#000000" fill-opacity="0.22"/>
<circle cx="24" cy="22" r="6" fill="#ff5f57"/><circle cx="44" cy="22" r="6" fill="#febc2e"/><circle cx="64" cy="22" r="6" fill="#28c840"/>
<rect x="88" y="10" width="${WIDTH - 88 - 16}" height="24" rx="12" fill="#ffffff" fill-opacity="0.16"/>
<text x="104" y="27" font-family="${FONT}" font-size="14" fill="#ffffff">${escapeXml(address)}</text>
<rect x="${PAD}" y="${TITLE_TOP}" width="${TILE}" height="${TILE}" rx="20" fill="#ffffff"/>
<text x="${PAD + TILE / 2}" y="${TITLE_TOP + TILE / 2 + 17}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="48" fill="${end}">${escapeXml(monogram)}</text>
${chips.map((chip) => chipSvg(chip, tags)).join('\n')}
</svg>`;

  const title = await renderTitle(cardTitle);
  // Centre the title on the tile when it is shorter than the tile, else start at the tile's top.
  const titleTop = TITLE_TOP + Math.max(0, Math.round((TILE - title.info.height) / 2));
  return sharp(Buffer.from(svg), {density: 72})
    .composite([{input: title.data, left: TITLE_X, top: titleTop}])
    .png({palette: true, quality: 95, effort: 10, compressionLevel: 9, dither: 0.5})
    .toBuffer();
}

// ---------------------------------------------------------------------------------------
// previews.ts

function previewsModuleSource(slugs) {
  // Keys are quoted only where JavaScript needs it, as Prettier would write them.
  const key = (slug) => (/^[a-z_$][a-z0-9_$]*$/.test(slug) ? slug : `'${slug}'`);
  const lines = slugs.map((slug) => `  ${key(slug)}: require('./previews/${slug}.png'),`);
  return `// Generated by scripts/generate-showcase-previews.mjs: do not edit by hand, run the script.
//
// One static require() per preview card. Static requires, rather than one dynamic
// require(\`./previews/\${slug}.png\`), because Rspack and webpack resolve each of them to a
// single known file: a missing card fails the build instead of showing a broken image, and
// no stray PNG of the folder is bundled. Each require() returns the URL of the file as the
// bundler emits it (src/plugins/bundling): the cards are drawn at their display size, so
// nothing resizes or re-encodes them at build time.
//
// This module only loads in the bundler (Node cannot require a .png): the unit tests read
// ./users.ts and check the files on disk instead.

/** The size every card is drawn at, in pixels. */
export const PREVIEW_WIDTH = ${WIDTH};
export const PREVIEW_HEIGHT = ${HEIGHT};

/** A card: the URL of its file. */
export type PreviewImage = string;

export const previews: {readonly [slug: string]: PreviewImage} = {
${lines.join('\n')}
};
`;
}

// ---------------------------------------------------------------------------------------

async function main() {
  const onlyMissing = process.argv.includes('--missing');
  const started = performance.now();
  sharp.concurrency(1);
  sharp.cache(false);

  const {Users} = await tsImport('../src/data/showcase/users.ts', import.meta.url);
  const {Tags, TagList} = await tsImport('../src/data/showcase/tags.ts', import.meta.url);

  await fs.mkdir(outDir, {recursive: true});
  const slugs = Users.map((user) => user.previewSlug);
  const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicates.length > 0) {
    throw new Error(`Duplicate previewSlug values: ${[...new Set(duplicates)].join(', ')}`);
  }
  const badSlugs = slugs.filter((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug));
  if (badSlugs.length > 0) {
    throw new Error(`previewSlug must be lowercase letters, digits and single hyphens: ${badSlugs.join(', ')}`);
  }

  let drawn = 0;
  let bytes = 0;
  // Two cards at a time: enough to keep both cores busy, light enough for a shared machine.
  const queue = [...Users];
  async function worker() {
    for (let user = queue.shift(); user; user = queue.shift()) {
      const file = path.join(outDir, `${user.previewSlug}.png`);
      if (onlyMissing && (await fs.stat(file).catch(() => null))) {
        continue;
      }
      const png = await drawCard(user, Tags, TagList);
      await fs.writeFile(file, png);
      drawn += 1;
      bytes += png.length;
    }
  }
  await Promise.all([worker(), worker()]);

  const wanted = new Set(slugs.map((slug) => `${slug}.png`));
  const stale = (await fs.readdir(outDir)).filter((name) => name.endsWith('.png') && !wanted.has(name));
  await Promise.all(stale.map((name) => fs.unlink(path.join(outDir, name))));

  await fs.writeFile(previewsModule, previewsModuleSource(slugs));

  let total = 0;
  for (const slug of slugs) {
    total += (await fs.stat(path.join(outDir, `${slug}.png`))).size;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${drawn} card(s) drawn (${(bytes / 1024).toFixed(0)} KiB), ${stale.length} stale file(s) removed, ` +
      `${slugs.length} cards in total (${(total / 1024).toFixed(0)} KiB) in ${seconds} s.`,
  );
}

await main();
