// Committers have no local photo, and the site never loads images from the web, so each
// one gets a small initials avatar: an SVG file the changelog plugin writes at build time.

const PALETTE = ['#2e8555', '#1f6f8b', '#7a4eab', '#b4531a', '#a4343a', '#3f6e1e', '#4f5b93', '#8a5a00'];

function hash(text: string): number {
  let value = 0;
  for (const char of text) {
    value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return value;
}

export function initials(name: string): string {
  const words = name.replace(/^@/, '').split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export function initialsAvatarSvg(name: string, seed: string): string {
  const background = PALETTE[hash(seed) % PALETTE.length];
  const text = initials(name)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${background}"/>` +
    `<text x="32" y="41" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff" text-anchor="middle">${text}</text>` +
    `</svg>`;
  return svg;
}
