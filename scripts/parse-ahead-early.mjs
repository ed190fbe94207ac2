// Loaded with `--import` by scripts/build.mjs into the process that bundles for the browser.
//
// The Markdown twins plugin parses the site's MDX sources on a worker thread ahead of the MDX
// loader (src/plugins/markdownTwins/parseAhead.ts), and starts that worker when the plugin is
// made, once the config has loaded: about 1.9 s into the process, which until then runs on one
// core (the CLI's modules, then the config through jiti). The worker then spent its first second
// loading its own modules (the twins' TypeScript through jiti, unified, micromark and their
// extensions) while the main thread loaded the content beside it on the other core. Here the
// worker is started as the process starts, and loads its modules on the idle core; the plugin
// takes it and sends its job (the sources and the parser's options) instead of starting one.
// A worker that failed or ended before it was taken is left, and the plugin starts its own.
// DOCUSAURUS_PARSE_AHEAD=false starts none.
import {isMainThread, Worker} from 'node:worker_threads';

/** The global the plugin looks for the worker under (parseAhead.ts). */
const EARLY_WORKER = Symbol.for('docusaurus-website.markdownTwins.earlyParseWorker');

// `--import` modules run in every worker thread too: only the main thread starts one.
if (isMainThread && process.env.DOCUSAURUS_PARSE_AHEAD !== 'false') {
  const worker = new Worker(new URL('../src/plugins/markdownTwins/parseAheadWorker.mjs', import.meta.url), {
    workerData: {early: true},
  });
  const early = {worker, running: true};
  // Its failure is the plugin's to report, when it starts its own worker (which fails alike).
  worker.once('error', () => {
    early.running = false;
  });
  worker.once('exit', () => {
    early.running = false;
  });
  // A process whose plugin never takes it (the twins plugin off) exits all the same.
  worker.unref();
  globalThis[EARLY_WORKER] = early;
}
