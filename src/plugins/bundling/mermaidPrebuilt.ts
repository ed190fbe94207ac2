// Mermaid in the browser from the minified build that its package ships, not from the bundle.
//
// theme-mermaid loads Mermaid with `import('mermaid')` when a diagram first renders, so the bundler
// built Mermaid's unminified ES module build (dist/mermaid.core.mjs: 8 MB with its chunks, plus
// D3, dagre, Cytoscape, KaTeX, lodash-es and Langium) and minified it again, on every cold build:
// 3.7 s of CPU and 1.8 s of the browser bundle step's 15 s, and about 120 MB of its peak memory
// (2 December, three pairs). The package also ships that code built, minified and split by
// diagram type (dist/mermaid.esm.min.mjs, dist/chunks/mermaid.esm.min/*.mjs, 3.5 MB). This plugin
// emits those files with the browser bundle, under assets/mermaid/<hash of their content>/, and
// puts src/client/loadMermaid.ts in place of theme-mermaid's loader, which imports that entry
// file at run time. Pages without diagrams load none of it, as before.
//
// The files are renamed from .mjs to .js (and their import specifiers with them): static hosts
// serve .js as JavaScript, while some still send .mjs as application/octet-stream, which the
// browser refuses to run as a module script. Every chunk is emitted, as every diagram type is
// reachable from the entry file. Emitted as already minimized, so the minimizer leaves them alone.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {ModuleReplacement} from './moduleReplacement';

/** The entry file's path under the public path, for src/client/loadMermaid.ts (DefinePlugin). */
export const MERMAID_ENTRY_CONSTANT = '__MERMAID_PREBUILT_ENTRY__';

/** Where the files go, under the output folder: `assets/mermaid/<hash>/`. */
const OUTPUT_DIR = 'assets/mermaid';

/** Mermaid's minified ES module build, under the package's dist folder. */
const ENTRY_FILE = 'mermaid.esm.min.mjs';
const CHUNKS_DIR = 'chunks/mermaid.esm.min';

/**
 * An import specifier in those files: the entry imports `./chunks/mermaid.esm.min/<name>.mjs`,
 * the chunks import each other as `./<name>.mjs`. All of them end up in one folder.
 */
const SPECIFIER = /"\.\/(?:chunks\/mermaid\.esm\.min\/)?([\w-]+)\.mjs"/g;

/** theme-mermaid's client imports its loader by this request, from this folder. */
const THEME_LOADER_REQUEST = /^\.\/loadMermaid$/;
const THEME_CLIENT_DIR = /[\\/]@docusaurus[\\/]theme-mermaid[\\/]lib[\\/]client$/;

export type PrebuiltMermaid = {
  /** Mermaid's version, for the messages. */
  version: string;
  /** The entry file, relative to the output folder (and so to the public path). */
  entry: string;
  /** Every file to emit, by its path relative to the output folder. */
  files: Map<string, Buffer>;
};

/**
 * Reads Mermaid's minified build from the installed package and renames its files and specifiers
 * to .js. Fails, naming the file, when the build is missing or a file imports one that is not
 * there (a Mermaid release that lays its build out differently).
 */
export function readPrebuiltMermaid(siteDir: string): PrebuiltMermaid {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  let manifest: string;
  try {
    manifest = siteRequire.resolve('mermaid/package.json');
  } catch {
    throw new Error('bundling plugin: the mermaid package is not installed (theme-mermaid needs it; run npm install)');
  }
  const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
  const dist = path.join(path.dirname(manifest), 'dist');
  const entrySource = path.join(dist, ENTRY_FILE);
  const chunksDir = path.join(dist, CHUNKS_DIR);
  if (!fs.existsSync(entrySource) || !fs.existsSync(chunksDir)) {
    throw new Error(
      `bundling plugin: mermaid ${version} has no minified ES module build at ${path.relative(siteDir, entrySource)} and ${path.relative(siteDir, chunksDir)}/ (src/plugins/bundling/mermaidPrebuilt.ts loads Mermaid from it)`,
    );
  }
  const sources = new Map<string, string>([['mermaid.esm.min', fs.readFileSync(entrySource, 'utf8')]]);
  for (const name of fs.readdirSync(chunksDir).sort()) {
    if (name.endsWith('.mjs'))
      sources.set(name.slice(0, -'.mjs'.length), fs.readFileSync(path.join(chunksDir, name), 'utf8'));
  }
  const renamed = new Map<string, string>();
  for (const [name, source] of sources) {
    const file = name === 'mermaid.esm.min' ? ENTRY_FILE : `${CHUNKS_DIR}/${name}.mjs`;
    const text = source.replace(SPECIFIER, (_match, imported: string) => {
      if (!sources.has(imported)) {
        throw new Error(
          `bundling plugin: mermaid ${version}'s dist/${file} imports "${imported}.mjs", which is not in dist/${CHUNKS_DIR}/`,
        );
      }
      return `"./${imported}.js"`;
    });
    // A specifier of another shape would be left pointing at a file that is not emitted.
    if (text.includes('.mjs"') || text.includes(".mjs'")) {
      throw new Error(
        `bundling plugin: mermaid ${version}'s dist/${file} imports a file by a path that src/plugins/bundling/mermaidPrebuilt.ts does not rewrite`,
      );
    }
    renamed.set(`${name}.js`, text);
  }
  // Named by their content, like the bundle's own files: hosts cache assets/ for a year.
  const hash = createHash('sha256');
  for (const [name, text] of renamed) hash.update(name).update('\0').update(text).update('\0');
  const dir = `${OUTPUT_DIR}/${hash.digest('hex').slice(0, 8)}`;
  const files = new Map<string, Buffer>();
  for (const [name, text] of renamed) files.set(`${dir}/${name}`, Buffer.from(text));
  return {version, entry: `${dir}/mermaid.esm.min.js`, files};
}

type WebpackLike = {
  DefinePlugin: new (definitions: Record<string, string>) => {apply: (compiler: never) => void};
  Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  sources: {RawSource: new (source: Buffer) => unknown};
};
type CompilationLike = {
  emitAsset: (file: string, source: unknown, info: Record<string, unknown>) => void;
  hooks: {
    processAssets: {tap: (options: {name: string; stage: number}, callback: () => void) => void};
  };
};
type CompilerLike = {
  webpack: WebpackLike;
  hooks: {thisCompilation: {tap: (name: string, callback: (compilation: CompilationLike) => void) => void}};
};

const NAME = 'mermaid-prebuilt';

/**
 * In the browser bundle of a production build: replaces theme-mermaid's loader with
 * `loaderModule` (src/client/loadMermaid.ts), gives it the entry file's path, and emits the files
 * of the site's mermaid package (`siteDir`).
 */
export class MermaidPrebuiltPlugin {
  constructor(
    private readonly siteDir: string,
    private readonly loaderModule: string,
  ) {}

  // Typed loosely, as the other plugins here: Docusaurus types bundler plugins as webpack's.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as CompilerLike;
    const {DefinePlugin, Compilation, sources} = compiler.webpack;
    // Read here, when a compiler is made: the processes of `npm run build` that only make the
    // bundler configs (the server bundle's, the pages process) never read the 3.5 MB.
    const mermaid = readPrebuiltMermaid(this.siteDir);
    new DefinePlugin({[MERMAID_ENTRY_CONSTANT]: JSON.stringify(mermaid.entry)}).apply(compiler as never);
    // When theme-mermaid no longer imports its loader as `./loadMermaid`, the build fails: Mermaid
    // would be bundled again, and the files emitted below would be dead weight.
    new ModuleReplacement({
      request: THEME_LOADER_REQUEST,
      context: THEME_CLIENT_DIR,
      replacement: this.loaderModule,
      what: "theme-mermaid's client (@docusaurus/theme-mermaid/lib/client) to import ./loadMermaid",
      setUpIn: 'src/plugins/bundling/mermaidPrebuilt.ts',
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const [file, content] of mermaid.files) {
          compilation.emitAsset(file, new sources.RawSource(content), {minimized: true, immutable: true});
        }
      });
    });
  }
}
