// theme-mermaid's loadMermaid (@docusaurus/theme-mermaid/lib/client/loadMermaid.js) in the browser
// bundle of a production build: the same memoized loader, which takes Mermaid from the minified
// ES module build that the package ships (dist/mermaid.esm.min.mjs and its chunks), emitted
// beside the bundle by src/plugins/bundling/mermaidPrebuilt.ts, instead of from the bundle.
// Bundling Mermaid's unminified build (8 MB with D3, dagre, Cytoscape and KaTeX) and minifying it
// again took each cold build 3.7 s of CPU. The import below is left to the browser
// (`webpackIgnore`): a module script under the site's base URL (the bundle's public path).
import type {Mermaid} from 'mermaid';

declare const __webpack_public_path__: string;
/** The entry file of Mermaid's build, under the public path (DefinePlugin, mermaidPrebuilt.ts). */
declare const __MERMAID_PREBUILT_ENTRY__: string;
declare const __DOCUSAURUS_MERMAID_LAYOUT_ELK_ENABLED__: boolean;

async function loadMermaidAndRegisterLayouts(): Promise<Mermaid> {
  const url = `${__webpack_public_path__}${__MERMAID_PREBUILT_ENTRY__}`;
  const mermaid = ((await import(/* webpackIgnore: true */ url)) as {default: Mermaid}).default;
  // As in theme-mermaid: ELK layouts are an optional peer dependency, registered when enabled.
  if (__DOCUSAURUS_MERMAID_LAYOUT_ELK_ENABLED__) {
    // @ts-expect-error: an optional peer dependency of theme-mermaid, not installed here.
    const elkLayout = (await import('@mermaid-js/layout-elk')).default;
    mermaid.registerLayoutLoaders(elkLayout);
  }
  return mermaid;
}

let mermaidPromise: Promise<Mermaid> | null = null;

/** Mermaid, loaded once, when a diagram first renders (theme-mermaid calls it from an effect). */
export async function loadMermaid(): Promise<Mermaid> {
  mermaidPromise ??= loadMermaidAndRegisterLayouts();
  return mermaidPromise;
}
