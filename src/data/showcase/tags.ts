/**
 * The tags of the showcase, in display order. Plain data (no JSX, no imports) so that the
 * unit tests and the preview generator can load this module in Node.
 */

export type TagType =
  | 'favorite'
  | 'opensource'
  | 'product'
  | 'design'
  | 'i18n'
  | 'versioning'
  | 'large'
  | 'meta'
  | 'personal'
  | 'rtl';

export type Tag = {
  /** Short name shown on the filter toggle and on the card pills. */
  label: string;
  /** One sentence that tells a visitor (and a contributor) when the tag applies. */
  description: string;
  /** Colour of the dot next to the label. */
  color: string;
};

export const Tags: {readonly [type in TagType]: Tag} = {
  favorite: {
    label: 'Favorite',
    description:
      'Hand-picked by the Docusaurus team as the sites it recommends most; contributors never add this tag themselves.',
    color: '#e9669e',
  },
  opensource: {
    label: 'Open-Source',
    description:
      'The source of the website itself is public, so you can read how it is configured and customized; a source link is required.',
    color: '#39ca30',
  },
  product: {
    label: 'Product',
    description: 'The site is tied to a commercial product.',
    color: '#dfd545',
  },
  design: {
    label: 'Design',
    description: 'The look goes clearly beyond the default theme, through custom CSS or swizzled theme components.',
    color: '#a44fb7',
  },
  i18n: {
    label: 'I18n',
    description: 'The site is translated and published in more than one locale.',
    color: '#127f82',
  },
  versioning: {
    label: 'Versioning',
    description: 'The docs are versioned, so readers can pick the documentation of the release they use.',
    color: '#fe6829',
  },
  large: {
    label: 'Large',
    description: 'A very large site: as a rule of thumb, more than 200 pages, not counting versioned copies.',
    color: '#8c2f00',
  },
  meta: {
    label: 'Meta',
    description: 'A project from Meta (formerly Facebook).',
    color: '#4267b2',
  },
  personal: {
    label: 'Personal',
    description: 'A personal website, blog or digital garden.',
    color: '#14cfc3',
  },
  rtl: {
    label: 'RTL Direction',
    description: 'The site uses the right-to-left reading direction.',
    color: '#ffcfc3',
  },
};

/** Every tag key, in the order in which the filters and the pills list them. */
export const TagList = Object.keys(Tags) as TagType[];

export function isTagType(value: string): value is TagType {
  return Object.hasOwn(Tags, value);
}
