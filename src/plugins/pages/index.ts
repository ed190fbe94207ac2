// @docusaurus/plugin-content-pages with its pages in a stable order. The plugin lists its folder
// with a glob whose results come in the order the file system answers, which varies between
// runs when a folder has sub-folders (`react-18/index.tsx` and `page-loader-tests/index.tsx`
// swapped places between two clean builds). The list reaches the debug plugin's content page,
// so one of its chunks, the runtime that names it and then every page's HTML changed from one
// build of the same commit to the next (`npm run check:determinism`). Sorting the loaded pages
// by source path fixes the order; nothing else about the plugin changes.
import pluginContentPages, {validateOptions} from '@docusaurus/plugin-content-pages';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-pages';
import type {LoadContext, Plugin} from '@docusaurus/types';

const bySource = (a: {source: string}, b: {source: string}): number =>
  a.source < b.source ? -1 : a.source > b.source ? 1 : 0;

export default async function pluginPages(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent | null>> {
  const plugin = await pluginContentPages(context, options);
  const loadContent = plugin.loadContent;
  if (!loadContent) {
    throw new Error('pages plugin: @docusaurus/plugin-content-pages no longer has a loadContent step');
  }
  return {
    // Keep the plugin's name: it names its route data and its entry in the debug pages.
    ...plugin,
    async loadContent() {
      const pages = await loadContent();
      return pages && [...pages].sort(bySource);
    },
  };
}

export {validateOptions};
