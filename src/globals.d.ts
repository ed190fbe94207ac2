/**
 * True in the server (static-rendering) bundle, false in the browser bundle: defined by
 * src/plugins/bundling, so that the bundler drops the branch a build does not use.
 */
declare const __SERVER_BUILD__: boolean;
