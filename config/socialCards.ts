import type {SocialCardsOptions} from '../src/plugins/socialCards';

/**
 * The social cards' files, read by src/plugins/socialCards itself rather than passed as plugin
 * options in docusaurus.config.ts, where they would be serialized into main.js for every page.
 * Inter (SIL Open Font License 1.1, which allows embedding and redistribution) comes from the
 * @fontsource/inter package: its Latin subset as woff, the format Satori reads. `npm run clear`
 * empties the cache folder.
 */
export const socialCards = {
  logo: 'static/img/docusaurus.svg',
  fonts: [
    {file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400},
    {file: '@fontsource/inter/files/inter-latin-700-normal.woff', weight: 700},
  ],
  cacheDir: 'node_modules/.cache/social-cards',
} satisfies SocialCardsOptions;
