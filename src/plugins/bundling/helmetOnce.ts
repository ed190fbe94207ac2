// react-helmet-async's tags computed once per page in the server bundle (./helmetOnceLoader.cjs and
// src/client/helmetOnce.ts say why and how): the loader's rule, and a check that the module it covers is the one bundled.
import path from 'node:path';
import {checkModules, type ModulesCheckCompiler} from './moduleReplacement';

/** The package's built module, as its `module` and `main` fields name it. */
const HELMET_MODULE = /[\\/]react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/;
const HELMET_PACKAGE = /[\\/]react-helmet-async[\\/]/;

export function helmetOnceRule(siteDir: string): {test: RegExp; use: {loader: string}[]} {
  return {test: HELMET_MODULE, use: [{loader: path.join(siteDir, 'src/plugins/bundling/helmetOnceLoader.cjs')}]};
}

/** Fails the compilation when react-helmet-async is bundled from a file the rule does not cover. */
export class HelmetOnceCheck {
  // Typed loosely, as the other plugins here: Docusaurus types bundler plugins as webpack's.
  apply(bundlerCompiler: object): void {
    checkModules(bundlerCompiler as ModulesCheckCompiler, 'helmet-once', (resources) => {
      const uncovered = resources.filter((resource) => HELMET_PACKAGE.test(resource) && !HELMET_MODULE.test(resource));
      return uncovered.length > 0
        ? `helmet-once: react-helmet-async is bundled from ${uncovered.join(', ')}, which src/plugins/bundling/helmetOnce.ts does not cover; update HELMET_MODULE`
        : undefined;
    });
  }
}
