// The installed @docusaurus/mdx-loader, as the site's content plugins use it: the unit tests
// compile pages with it to compare what the site's own parsing does with what the loader does.
import {createRequire} from 'node:module';

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));

/** Compiles one MDX file as the loader does (preprocessor, front matter, the processor). */
export const {compileToJSX} = coreRequire('@docusaurus/mdx-loader/lib/utils.js') as {
  compileToJSX: (args: {
    filePath: string;
    fileContent: string;
    frontMatter: Record<string, unknown>;
    options: unknown;
    compilerName: string;
  }) => Promise<{content: string}>;
};

/** The loader's options as a content plugin makes them: with its processors made once. */
export const {createMDXLoaderItem} = coreRequire('@docusaurus/mdx-loader/lib/createMDXLoader.js') as {
  createMDXLoaderItem: (options: unknown) => Promise<{options: unknown}>;
};

/** Docusaurus's defaults for the `markdown` config. */
export const {DEFAULT_MARKDOWN_CONFIG} = coreRequire('./lib/server/configValidation.js') as {
  DEFAULT_MARKDOWN_CONFIG: Record<string, unknown>;
};
