// A loader for react-helmet-async's built module, in the server bundle of a production build
// (src/plugins/bundling/index.ts): it appends to the module a call that makes its HelmetDispatcher
// compute a page's head tags once (src/client/helmetOnce.ts says why and how). The module is
// minified: the dispatcher class is found by its displayName, and the build fails, naming this
// file, when it is not there.
'use strict';

const DISPATCHER = /([A-Za-z_$][\w$]*)\.displayName="HelmetDispatcher"/;

const path = require('node:path');

/** The function the appended call runs (bundled with the module). */
const COMPUTE_TAGS_ONCE = path.join(__dirname, '../../client/helmetOnce.ts');

const helmetOnce = (dispatcher) => `\n;require(${JSON.stringify(COMPUTE_TAGS_ONCE)}).computeTagsOnce(${dispatcher});\n`;

module.exports = function helmetOnceLoader(source) {
  const match = DISPATCHER.exec(source);
  if (!match) {
    throw new Error(
      `src/plugins/bundling/helmetOnceLoader.cjs: no HelmetDispatcher in ${this.resourcePath}; this version of react-helmet-async needs the loader updated (or removed from src/plugins/bundling/index.ts)`,
    );
  }
  return source.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n') + helmetOnce(match[1]);
};
