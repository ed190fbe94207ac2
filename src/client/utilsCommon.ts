// The browser's copy of @docusaurus/utils-common: the same functions, imported from the files
// that define them. The package's index, compiled by tsc with `importHelpers`, requires tslib
// for one `__importDefault` call, and a CommonJS require keeps the whole helper library: 11 KB
// (4 KB gzip) of main.js, on every page, for nothing. src/plugins/bundling/index.ts sends the
// package's bare name here in the browser bundle; tests/unit/utilsCommon.test.ts checks that the
// two export the same names, so an upgrade that adds one fails the tests instead of the app.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix: search crawlers ignore anchors that start with it (same value as the package's).
export const blogPostContainerID = '__blog-post-container';
