// @docusaurus/plugin-content-docs with the doc descriptions out of its version data.
//
// The plugin gives every doc page of a version one props module: the version's label and
// banner, its sidebars, and a `docs` map with each doc's id, title, sidebar and description.
// The theme reads a description from that map in one place only, a doc card (DocCard, on
// category index pages and in `<DocCardList />`), yet the descriptions were two thirds of the
// module: 6.5 of its 9.7 KB gzip on every doc page of the Canary docs.
//
// Here the descriptions leave the version data for one JSON module per version
// (DOC_CARD_DESCRIPTIONS_KEY), which only the routes that can show doc cards load: the
// generated category index pages, and the docs whose source uses DocCard or DocCardList. Their
// route components pass it on (src/theme/DocItem, src/theme/DocCategoryGeneratedIndexPage)
// and src/theme/DocCard reads it; a doc card anywhere else stops the build with a message.
// The `docs` map keeps each doc's title and sidebar.
import path from 'node:path';
import fs from 'node:fs';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {generatedModule} from '../shared/generatedModule';

/** The route module key (and so the route component's prop) that holds a version's descriptions. */
export const DOC_CARD_DESCRIPTIONS_KEY = 'docCardDescriptions';

/** An MDX source that shows doc cards: it uses either component by name. */
const USES_DOC_CARDS = /<DocCard(?:List)?\b/;

type Actions = Parameters<NonNullable<Plugin['contentLoaded']>>[0]['actions'];

function sourceFile(siteDir: string, aliasedSource: string): string {
  if (!aliasedSource.startsWith('@site/')) {
    throw new Error(`docs plugin: expected a doc source under @site/, got ${aliasedSource}`);
  }
  return path.join(siteDir, aliasedSource.slice('@site/'.length));
}

/** The version routes (those with a `version` prop) of a route tree. */
function versionRoutes(route: RouteConfig): RouteConfig[] {
  if ((route.props as {version?: unknown} | undefined)?.version) return [route];
  return (route.routes ?? []).flatMap(versionRoutes);
}

/**
 * Moves one version's descriptions into a data module and points the routes that show doc
 * cards at it. Edits the route in place.
 */
async function moveDescriptions(
  versionRoute: RouteConfig,
  {siteDir, generatedFilesDir}: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>,
  actions: Actions,
): Promise<void> {
  const version = (versionRoute.props as {version: PropVersionMetadata}).version;
  const descriptions: Record<string, string> = {};
  for (const [id, {description, id: _sameAsKey, ...rest}] of Object.entries(version.docs)) {
    descriptions[id] = description ?? '';
    // What stays: the title and the sidebar. The id is the entry's key already (5% of the
    // module, gzip). The theme's type says every doc has a description and an id; nothing in
    // the theme reads the id, and src/theme/DocCard reads the description's absence.
    version.docs[id] = rest as (typeof version.docs)[string];
  }
  const file = generatedModule(
    await actions.createData(
      `doc-card-descriptions-${version.version.replace(/[^\w.-]/g, '-')}.json`,
      JSON.stringify(descriptions),
    ),
    generatedFilesDir,
  );
  const showsDocCards = (route: RouteConfig): boolean => {
    if ((route.props as {categoryGeneratedIndex?: unknown} | undefined)?.categoryGeneratedIndex) return true;
    const content = (route.modules as {content?: unknown} | undefined)?.content;
    return typeof content === 'string' && USES_DOC_CARDS.test(fs.readFileSync(sourceFile(siteDir, content), 'utf8'));
  };
  const visit = (route: RouteConfig): void => {
    if (route.exact && showsDocCards(route)) {
      route.modules = {...route.modules, [DOC_CARD_DESCRIPTIONS_KEY]: file};
    }
    route.routes?.forEach(visit);
  };
  versionRoute.routes?.forEach(visit);
}

export default async function pluginDocs(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded;
  if (!contentLoaded) {
    throw new Error('docs plugin: @docusaurus/plugin-content-docs no longer has a contentLoaded step');
  }
  return {
    // Keep the plugin's name: global data, route data and the debug pages are keyed by it.
    ...plugin,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      await contentLoaded({...args, actions: {...args.actions, addRoute: (route) => routes.push(route)}});
      const versions = routes.flatMap(versionRoutes);
      if (versions.length === 0) {
        throw new Error('docs plugin: found no version route (a route with a `version` prop) to take descriptions from');
      }
      for (const version of versions) await moveDescriptions(version, context, args.actions);
      routes.forEach(args.actions.addRoute);
    },
  };
}

export {validateOptions};
