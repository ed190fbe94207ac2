import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type Generator = PluginOptions['sidebarItemsGenerator'];

/**
 * The default generator, with one more category-index convention: besides `index`,
 * `README` and a doc named like its folder, a doc named `intro` becomes the category link.
 */
export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) =>
  defaultSidebarItemsGenerator({
    ...args,
    isCategoryIndex(doc) {
      const fileName = doc.fileName.toLowerCase();
      const folderName = doc.directories[0]?.toLowerCase();
      return ['index', 'readme', 'intro'].includes(fileName) || fileName === folderName;
    },
  });
