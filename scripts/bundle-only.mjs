// Loaded with `--import` by scripts/build.mjs into each of its two bundling processes, which run
// `docusaurus build` (DOCUSAURUS_EXIT_AFTER_BUNDLING) one after the other: the first builds only
// the browser bundle, the second only the server bundle. DOCUSAURUS_BUNDLE_ONLY says which.
//
// Why: Rspack keeps what it allocated until its process ends, and the two bundles built side by
// side in one process held 1.48 to 1.53 GB at the end of bundling, the build's peak. Built apart,
// the browser bundle's process peaks at about 1.1 GB and the server bundle's at about 0.8 GB
// (29 November, cold, 2 cores). The server bundle's process takes the browser bundle's MDX
// results from a file instead of compiling every MDX file again
// (src/plugins/bundling/mdxServerFallback.ts).
//
// How: the core compiles `[clientConfig, serverConfig]` with @docusaurus/bundler's `compile()`,
// after emptying the output folder. This module keeps the one bundler config named in
// DOCUSAURUS_BUNDLE_ONLY in that call, and, in the server bundle's process, leaves the output
// folder as the browser bundle's process left it, and lets no MDX loader wait for results from a
// browser bundle that the process does not build (below). Both are functions of Docusaurus's own
// modules (3.10): if a later version moves them, this fails at once and names what it lacks.
import {createRequire} from 'node:module';

const only = process.env.DOCUSAURUS_BUNDLE_ONLY;
if (only !== 'client' && only !== 'server') {
  throw new Error(`scripts/bundle-only.mjs: DOCUSAURUS_BUNDLE_ONLY must be client or server; got ${only}`);
}

const MDX_LOADER = /[\\/]@docusaurus[\\/]mdx-loader[\\/]/;
const coreRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));

/** A module of @docusaurus/core (or one it depends on) whose export `name` is a function. */
function moduleWithFunction(request, name) {
  const exports = coreRequire(request);
  if (typeof exports?.[name] !== 'function') {
    throw new Error(
      `scripts/bundle-only.mjs: ${request} has no function "${name}" in this version of Docusaurus; npm run build cannot bundle one bundle at a time (DOCUSAURUS_SPLIT_BUNDLING=false bundles both in one process)`,
    );
  }
  return exports;
}

const compilerModule = moduleWithFunction('@docusaurus/bundler/lib/compiler.js', 'compile');
const compile = compilerModule.compile;
compilerModule.compile = async (options) => {
  const kept = options.configs.filter((config) => config.name === only);
  if (kept.length !== 1) {
    const names = options.configs.map((config) => config.name).join(', ');
    throw new Error(`scripts/bundle-only.mjs: no single "${only}" bundler config to build among: ${names}`);
  }
  const {instance} = options.currentBundler;
  const prepare = only === 'client' ? collectGarbageOnceBuilt : compileUnsharedMdxHere;
  const preparedInstance = (configs) => {
    const compiler = instance(configs);
    // An array of configs makes a multi-compiler.
    prepare(compiler.compilers ?? [compiler]);
    return compiler;
  };
  return compile({...options, configs: kept, currentBundler: {...options.currentBundler, instance: preparedInstance}});
};

/** The server bundle's compilers: their MDX loaders no longer wait for the browser bundle (below). */
function compileUnsharedMdxHere(compilers) {
  const unshared = compilers
    .map((one) => withoutCrossCompilerCache(one.options.module.rules))
    .reduce((sum, count) => sum + count, 0);
  if (unshared > 0) {
    console.log(
      `[bundle-only] ${unshared} MDX loader(s) of the server bundle compile their files here: no plugin hands them the browser bundle's results`,
    );
  }
}

/**
 * With Docusaurus Faster's cross-compiler cache, the server bundle's MDX loader waits for the
 * browser bundle's result for each file, which this process does not build: it would wait forever.
 * This site's bundling plugin hands the results over (src/plugins/bundling/mdxServerFallback.ts:
 * its loader has taken the MDX loader's place by now); any MDX loader left as it is compiles for
 * the server bundle alone instead. Returns how many were changed.
 */
function withoutCrossCompilerCache(rules) {
  let changed = 0;
  const visit = (rule) => {
    if (typeof rule !== 'object' || rule === null) return;
    for (const entry of Array.isArray(rule.use) ? rule.use : [rule.use]) {
      const crossCompilerCache = entry?.options?.crossCompilerCache;
      // A Map, from whichever realm made the loader's options.
      if (
        MDX_LOADER.test(entry?.loader ?? '') &&
        Object.prototype.toString.call(crossCompilerCache) === '[object Map]'
      ) {
        entry.options = {...entry.options, crossCompilerCache: undefined};
        changed += 1;
      }
    }
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  return changed;
}

/**
 * For the browser bundle's compilers: once their modules are built (`finishMake`), with `--expose-gc`
 * (scripts/build.mjs): a full garbage collection. By then the JavaScript heap is mostly what
 * compiling the modules left behind (the Markdown trees, the loaders' strings: 364 to 393 MB in
 * use, 144 to 145 MB after the collection), and V8, which collects the old generation only when it has
 * grown well past its last live size, would have carried it to the end of bundling, where Rspack's
 * own memory is at its highest and so is the build's. The collection takes about 0.1 s; the
 * process then peaked at 1.09 to 1.11 GB instead of 1.21 to 1.23 GB (3 December 2026, cold, two
 * pairs, the same bundling time), and whole cold builds at 1.23 to 1.26 GB instead of 1.35 to 1.41.
 */
function collectGarbageOnceBuilt(compilers) {
  for (const one of compilers) one.hooks.finishMake.tap('bundle-only', () => globalThis.gc?.());
}

if (only === 'server') {
  // The browser bundle's process emptied the output folder and wrote its files there.
  const clearPathModule = moduleWithFunction('./lib/commands/utils/clearPath.js', 'default');
  clearPathModule.default = async () => {};
}
