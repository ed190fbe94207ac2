// @ts-check
// Wraps @docusaurus/mdx-loader in production builds (src/plugins/bundling/mdxServerFallback.ts
// puts it in the loader's place and says why). For the server bundle, an MDX file that the
// browser bundle has not compiled yet waits for it, as the loader does; the wait is recorded, so
// that the file is compiled here if the browser bundle finishes building its modules without it.

const mdxLoader = require('@docusaurus/mdx-loader').default;

const STATE = Symbol.for('docusaurus-site:mdx-server-fallback');

/**
 * Shared with mdxServerFallback.ts through the global object: the site's plugins and the
 * bundler's loaders may not load this file as one module.
 * @typedef {(error: unknown, code?: string) => void} Done
 * @typedef {{get(key: string): {resolve(code: string): void, reject(error: unknown): void} | undefined, delete(key: string): boolean, has(key: string): boolean}} CrossCompilerCache
 * @typedef {{clientMakeDone: boolean, compiledHere: number, waiting: Map<string, {cache: CrossCompilerCache, compileHere(done: Done): void}>}} State
 * @returns {State}
 */
function state() {
  const global = /** @type {Record<symbol, State>} */ (/** @type {unknown} */ (globalThis));
  global[STATE] ??= {
    clientMakeDone: false,
    compiledHere: 0,
    waiting: new Map(),
  };
  return global[STATE];
}

/**
 * The loader options' cross-compiler cache, a Map from whichever realm: the site's plugins do not
 * run in the one that made the loader's options.
 * @param {unknown} value
 */
const isCrossCompilerCache = (value) => Object.prototype.toString.call(value) === '[object Map]';

/**
 * @this {any} the bundler's loader context
 * @param {string} source
 */
module.exports = function mdxServerFallback(source) {
  const options = this.getOptions();
  const cache = options.crossCompilerCache;
  const shared = state();
  /**
   * The loader with `done` for its callback; `crossCompilerCache: undefined` compiles as the
   * loader does without the cross-compiler cache: for the server bundle, with the server's file
   * loaders (they do not emit the images the browser bundle writes).
   * @param {Done} done
   * @param {unknown} crossCompilerCache
   */
  const compile = (done, crossCompilerCache) =>
    mdxLoader.call(
      {
        resource: this.resource,
        resourcePath: this.resourcePath,
        _compiler: this._compiler,
        addDependency: this.addDependency,
        getOptions: () => ({...options, crossCompilerCache}),
        async: () => done,
      },
      source,
    );
  if (this._compiler?.name !== 'server' || !isCrossCompilerCache(cache) || cache.has(this.resource)) {
    mdxLoader.call(this, source);
    return;
  }
  /** @param {Done} done */
  const compileHere = (done) => {
    shared.compiledHere += 1;
    compile(done, undefined);
  };
  if (shared.clientMakeDone) {
    compileHere(this.async());
    return;
  }
  shared.waiting.set(this.resource, {cache, compileHere});
  mdxLoader.call(this, source);
};

module.exports.state = state;
module.exports.isCrossCompilerCache = isCrossCompilerCache;
