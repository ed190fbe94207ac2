import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';

export const pwa = {
  // Offline mode (precaching every page) turns on for readers who benefit from it: an
  // installed or standalone app, a small screen (996 px or less), data saving, or
  // `?offlineMode=true` to try it out.
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'mobile', 'saveData', 'queryString'],
  // Webpack resolves this from inside the plugin, so it must be an absolute path.
  swCustom: require.resolve('../src/sw.js'),
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/docusaurus.png'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/docusaurus.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/docusaurus.svg', color: 'rgb(62, 204, 94)'},
    {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/docusaurus.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: '#000'},
  ],
} satisfies PwaOptions;
