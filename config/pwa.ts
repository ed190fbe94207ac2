import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';

type HeadTag = NonNullable<PwaOptions['pwaHead']>[number];

const icon = '/img/docusaurus.png';
const link = (rel: string, href: string): HeadTag => ({tagName: 'link', rel, href});
const meta = (name: string, content: string): HeadTag => ({tagName: 'meta', name, content});

export const pwa = {
  // Offline mode (precaching every page) turns on for readers who benefit from it: an
  // installed or standalone app, a small screen (996 px or less), data saving, or
  // `?offlineMode=true` to try it out.
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'mobile', 'saveData', 'queryString'],
  // Webpack resolves this from inside the plugin, so it must be an absolute path.
  swCustom: require.resolve('../src/sw.js'),
  pwaHead: [
    link('icon', icon),
    link('manifest', '/manifest.json'),
    meta('theme-color', 'rgb(37, 194, 160)'),
    meta('apple-mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-status-bar-style', '#000'),
    link('apple-touch-icon', icon),
    {...link('mask-icon', '/img/docusaurus.svg'), color: 'rgb(62, 204, 94)'},
    meta('msapplication-TileImage', icon),
    meta('msapplication-TileColor', '#000'),
  ],
} satisfies PwaOptions;
