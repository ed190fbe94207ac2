// A production build compiles each MDX file once for both bundles: with Docusaurus Faster's
// `mdxCrossCompilerCache`, @docusaurus/mdx-loader hands the browser bundle's result to the
// server bundle, and a server compilation that asks first waits for the browser's. Each bundle
// also has its own Rspack persistent cache, and nothing keeps the two in step. When the server
// bundle's cache is missing or out of date and the browser bundle's is valid, the browser bundle
// takes its modules from its cache and never runs the loader, while the server bundle builds them
// again and waits for the browser's results forever: the build hung, with an idle CPU and no
// message. Reproduced here by removing the server bundle's cache folder alone (604 MDX files
// waited), and first met after a few builds that failed on an MDX error or were stopped.
//
// The loader is therefore wrapped (./mdxServerFallbackLoader.cjs): a server compilation's wait is
// recorded, and once the browser bundle has built its modules (`finishMake`), or has failed,
// each file still waited for is compiled for the server bundle alone, as the loader does without
// the cross-compiler cache. The build log names how many.
//
// `npm run build` builds no server bundle (it renders the pages from the browser bundle,
// scripts/ssg-browser-bundle.cjs): this is for `docusaurus build` and for
// DOCUSAURUS_SPLIT_BUNDLING=false, which build both bundles in one process.
import path from 'node:path';

type CrossCompilerEntry = {resolve: (code: string) => void; reject: (error: unknown) => void};
type Waiting = {
  cache: Map<string, CrossCompilerEntry>;
  compileHere: (done: (error: unknown, code?: string) => void) => void;
};
type State = {
  clientMakeDone: boolean;
  compiledHere: number;
  waiting: Map<string, Waiting>;
};

const WRAPPER = path.join(__dirname, 'mdxServerFallbackLoader.cjs');
const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');
const {state, isCrossCompilerCache} = require(WRAPPER) as {
  state: () => State;
  isCrossCompilerCache: (value: unknown) => boolean;
};

type LoaderEntry = {loader?: unknown; options?: unknown};

function usesCrossCompilerCache(entry: LoaderEntry): boolean {
  const options = entry.options as {crossCompilerCache?: unknown} | undefined;
  return entry.loader === MDX_LOADER && isCrossCompilerCache(options?.crossCompilerCache);
}

/**
 * Puts `wrapper` in place of every loader of the rules (in `use`, `oneOf` and nested `rules`) that
 * `wrap` takes: `wrap` changes the entry and returns true, or returns false to leave it. Returns
 * how many loaders of the rules are the wrapper. The two bundles' configs may share a rule object:
 * an entry already wrapped counts, for both.
 */
function wrapLoaders(rules: readonly unknown[], wrapper: string, wrap: (entry: LoaderEntry) => boolean): number {
  let wrapped = 0;
  const visit = (rule: unknown): void => {
    if (typeof rule !== 'object' || rule === null) return;
    const {use, oneOf, rules: nested} = rule as {use?: unknown; oneOf?: unknown[]; rules?: unknown[]};
    for (const entry of Array.isArray(use) ? use : [use]) {
      if (typeof entry !== 'object' || entry === null) continue;
      if ((entry as LoaderEntry).loader === wrapper || wrap(entry as LoaderEntry)) wrapped += 1;
    }
    oneOf?.forEach(visit);
    nested?.forEach(visit);
  };
  rules.forEach(visit);
  return wrapped;
}

/**
 * Puts the wrapper in place of every @docusaurus/mdx-loader that shares results between the
 * bundles, and returns how many loaders of the rules are the wrapper.
 */
export function wrapMdxLoaders(rules: readonly unknown[]): number {
  return wrapLoaders(rules, WRAPPER, (entry) => {
    if (!usesCrossCompilerCache(entry)) return false;
    entry.loader = WRAPPER;
    return true;
  });
}

/** Compiles for the server bundle every MDX file it still waits for: the browser bundle will not compile it. */
function settleWaiting(): void {
  const shared = state();
  shared.clientMakeDone = true;
  for (const [resource, {cache, compileHere}] of shared.waiting) {
    const entry = cache.get(resource);
    if (!entry) continue;
    cache.delete(resource);
    compileHere((error, code) => (error ? entry.reject(error) : entry.resolve(code ?? '')));
  }
  shared.waiting.clear();
}

/** Says how many MDX files the server bundle compiled alone, once it is done. */
function reportCompiledHere(log: (line: string) => void): void {
  const shared = state();
  const count = shared.compiledHere;
  shared.compiledHere = 0;
  if (count > 0) {
    log(
      `[mdx] ${count} MDX file${count === 1 ? '' : 's'} compiled for the server bundle alone: the browser bundle took ${count === 1 ? 'it' : 'them'} from its persistent cache`,
    );
  }
}

type Hook<T extends unknown[] = []> = {tap: (name: string, callback: (...args: T) => void) => void};
type FallbackCompiler = {
  options: {module: {rules: unknown[]}};
  hooks: {
    thisCompilation: Hook<[unknown]>;
    finishMake: Hook;
    failed: Hook<[unknown]>;
    done: Hook<[unknown]>;
  };
};

const NAME = 'mdx-server-fallback';

/** Add to both bundles' plugins in production; `isServer` says which bundle. */
export class MdxServerFallbackPlugin {
  /**
   * @param crossCompilerCache whether the site shares MDX results between the bundles
   *   (`future.faster.mdxCrossCompilerCache`): then there must be loaders to wrap.
   */
  constructor(
    private readonly isServer: boolean,
    private readonly crossCompilerCache: boolean,
    private readonly log: (line: string) => void = console.log,
  ) {}

  // Typed loosely: Docusaurus types bundler plugins as webpack's. Rules are final here: the MDX
  // fallback plugin of the core adds its rule after every site plugin has configured the bundler.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as FallbackCompiler;
    const wrapped = wrapMdxLoaders(compiler.options.module.rules);
    if (this.crossCompilerCache && wrapped === 0) {
      throw new Error(
        `bundling plugin: no @docusaurus/mdx-loader at ${MDX_LOADER} with a cross-compiler cache in the ${this.isServer ? 'server' : 'client'} bundle's rules; ${path.relative(process.cwd(), WRAPPER)} must wrap it (a second copy of the package?)`,
      );
    }
    if (this.isServer) {
      compiler.hooks.done.tap(NAME, () => reportCompiledHere(this.log));
      return;
    }
    compiler.hooks.thisCompilation.tap(NAME, () => {
      state().clientMakeDone = false;
    });
    compiler.hooks.finishMake.tap(NAME, settleWaiting);
    compiler.hooks.failed.tap(NAME, settleWaiting);
  }
}
