// @ts-check
// Wraps @svgr/webpack (the loader that turns an SVG imported from code or MDX into a React
// component) when `npm run build` bundles in two processes (scripts/bundle-only.mjs).
//
// Why: SVGR runs SVGO, then Babel with preset-env and preset-react over its output. Loading those
// took the server bundle's process 0.6 s of its main thread and 0.8 s of CPU with its one file
// (measured alone, 3 December 2026), for a component the browser bundle's process had just made
// from the same file with the same options. So, as for the MDX results
// (./mdxServerFallbackLoader.cjs, whose handoff this shares): the browser bundle records each
// component it makes, under a hash of the loader, its options and the SVG's text; the server
// bundle takes the one recorded for its file when the hash matches, and runs SVGR itself when it
// does not (the file changed in between, or the browser bundle took the module from its
// persistent cache), which the build log counts. Anywhere else (`docusaurus build`, the
// development server) this runs SVGR as it is.

const {createHash} = require('node:crypto');
const {state} = require('./mdxServerFallbackLoader.cjs');

/**
 * @typedef {(error: unknown, code?: string | Buffer, ...rest: unknown[]) => void} Done
 * @typedef {{loader: string, options: unknown}} WrapperOptions the loader wrapped and its own options
 */

/**
 * @this {any} the bundler's loader context
 * @param {string} source
 */
module.exports = function svgrHandoff(source) {
  const {loader, options} = /** @type {WrapperOptions} */ (this.getOptions());
  /**
   * SVGR itself, given this context with its own options and `done` for its callback.
   * @param {Done} done
   */
  const run = (done) => {
    /** @type {any} */
    const svgr = require(loader);
    const context = Object.create(this, {
      getOptions: {value: () => options},
      async: {value: () => done},
      callback: {value: done},
    });
    (svgr.default ?? svgr).call(context, source);
  };
  const shared = state();
  const {handoff} = shared;
  if (!handoff) {
    run(this.async());
    return;
  }
  const hash = createHash('sha1').update(loader).update(JSON.stringify(options)).update(source).digest('base64');
  if (this._compiler?.name === 'client') {
    const callback = this.async();
    run((error, code, ...rest) => {
      // A source map or extra data would not pass through the handoff: such a result is not recorded.
      if (!error && typeof code === 'string' && rest.every((value) => value === undefined)) {
        handoff.set(this.resource, {hash, code});
      }
      callback(error, code, ...rest);
    });
    return;
  }
  const result = handoff.get(this.resource);
  if (result?.hash === hash) {
    shared.svgrHandedOver += 1;
    this.callback(null, result.code);
    return;
  }
  shared.svgrMadeHere += 1;
  run(this.async());
};
