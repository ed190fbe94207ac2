// Loads this site as `docusaurus build` does, without bundling, and prints what the search
// tests compare between providers: the plugins, the components of the /search/ route(s),
// and the file each search theme component resolves to. Run in its own process, since the
// config reads its environment (DOCUSAURUS_SEARCH) once.
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const {loadSite} = require('@docusaurus/core/lib/server/site');
const {loadThemeAliases} = require('@docusaurus/core/lib/webpack/aliases');

const {props} = await loadSite({siteDir, locale: 'en'});
const flatten = (routes) => routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
const aliases = await loadThemeAliases({siteDir, plugins: props.plugins});
const summary = {
  plugins: props.plugins.map((plugin) => plugin.name),
  searchRoutes: flatten(props.routes)
    .filter((route) => route.path === `${props.baseUrl}search/`)
    .map((route) => route.component),
  themeComponents: Object.fromEntries(
    ['@theme/SearchBar', '@theme/SearchPage'].map((name) => [
      name,
      aliases[name] ? path.relative(siteDir, aliases[name]) : null,
    ]),
  ),
};
process.stdout.write(`\n@@summary ${JSON.stringify(summary)}\n`);
