// Shared by the plugin (Node, which draws the cards) and the theme wrappers (browser and server
// rendering, which point og:image at them), so that both derive the same file from a page.
// Keep it free of Node imports: it is bundled into the docs and blog page chunks.

/** A content instance whose pages get a social card, and the section named on the card. */
export type SocialCardSection = {
  /** The plugin's name, as the route context reports it. */
  plugin: 'docusaurus-plugin-content-docs' | 'docusaurus-plugin-content-blog';
  /** The plugin instance id. */
  id: string;
  /** The section shown on the card. */
  label: string;
  /** Docs only: print the version's label (Canary, 3.2.1...) next to the section. */
  showVersion?: boolean;
};

/**
 * The instances with cards: the docs (every version), the community docs, the blog and the
 * changelog. The test-fixture instances under /tests/ keep the site-wide image.
 */
export const SOCIAL_CARD_SECTIONS: readonly SocialCardSection[] = [
  {plugin: 'docusaurus-plugin-content-docs', id: 'default', label: 'Docs', showVersion: true},
  {plugin: 'docusaurus-plugin-content-docs', id: 'community', label: 'Community'},
  {plugin: 'docusaurus-plugin-content-blog', id: 'default', label: 'Blog'},
  {plugin: 'docusaurus-plugin-content-blog', id: 'changelog', label: 'Changelog'},
];

/** Folder of the build (under the base URL) that holds the cards. */
export const SOCIAL_CARDS_DIR = 'social-cards';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** The family name the card fonts are registered under. */
export const CARD_FONT_FAMILY = 'Card';

/**
 * Whether a page's own `image` (front matter, or a generated index's `image`) is kept instead of
 * its card: a raster image is, since social networks show it. An SVG is not: Open Graph readers
 * (Facebook, X, LinkedIn, Slack...) do not display SVG, so such a page gets its card instead.
 */
export function keepsOwnImage(image: string | undefined): boolean {
  return Boolean(image && /\.(?:png|jpe?g|gif|webp|avif)(?:[?#].*)?$/i.test(image));
}

export function socialCardSection(plugin: {name: string; id: string}): SocialCardSection | undefined {
  return SOCIAL_CARD_SECTIONS.find((section) => section.plugin === plugin.name && section.id === plugin.id);
}

/**
 * The card of a page, relative to the base URL: `/docs/3.2.1/cli/` → `social-cards/docs/3.2.1/cli.png`.
 * One file per page, named after its address, so that a page finds its card without a lookup table
 * in the browser bundle.
 */
export function socialCardPath(permalink: string, baseUrl: string): string {
  const sitePath = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const name = sitePath.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '') || 'index';
  return `${SOCIAL_CARDS_DIR}/${name}.png`;
}
