// The social cards' head start. A cold build draws all 383 cards in the pages process's postBuild,
// beside Pagefind: about 14 s there, with both cores busy. Yet in the first 30 s of bundling
// (MDX compilation, held back by the main thread) a quarter to a third of the two cores is idle,
// and Rspack's memory is still under 1 GB. So the bundling process of `npm run build` starts a
// child process, at the lowest CPU priority (`nice -n 19`: it gets only the time nothing else
// wants), that draws the cards missing from the cache into the cache. It stops when the browser
// bundle's modules are built: from there to the end of bundling the cores are busy and Rspack's
// memory climbs to the build's peak. (Until 4 December a server bundle's process of its own
// started one again, while it loaded the site on one core; `npm run build` builds no server
// bundle since, scripts/ssg-browser-bundle.cjs.) postBuild then finds those cards in the cache and draws the
// rest, as before; a card is written to the cache under a temporary name and renamed, so a child
// stopped mid-card leaves nothing broken. A build whose cards are all in the cache starts no
// child (`allCached` in index.ts).
// On two cores it no longer finds idle time: the builds got denser (the pages process loads the
// site beside the server bundle, the Markdown parser has a thread of its own), and in three pairs
// of cold builds on 2 December it drew 18 to 48 cards in the first process and none in the second,
// took the same time (30.9 to 31.7 s against 31.4 to 31.8 s without it) and raised the build's
// peak from 1.23 GB to 1.37 to 1.41 GB. So it runs where the machine has more than two cores
// (`wantHeadStart`); DOCUSAURUS_CARDS_HEAD_START=true or false decides instead.
import {spawn, type ChildProcess} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type {CardPage} from './collectCards';
import type {CardText} from './drawCard';
import type {SocialCardsOptions} from './index';

/** What the child draws: the site's folder, the plugin's options and every card of the site. */
export type HeadStartJob = {siteDir: string; options: SocialCardsOptions; cards: {page: CardPage; text: CardText}[]};

/** Messages from the child: how many cards the cache lacks, then one per card drawn. */
export type HeadStartMessage = {missing: number} | {drawn: true};

export type HeadStart = {
  /** Stops the child (if it is still drawing) and says how far it got. */
  stop: () => void;
  /** Settles when the child has ended, with the number of cards it drew. */
  ended: Promise<number>;
};

const WORKER = path.join(__dirname, 'headStartWorker.mjs');

/**
 * Whether a bundling process starts the head start: DOCUSAURUS_CARDS_HEAD_START (`true`, `false`)
 * when set, else only on a machine with more than two cores (see above).
 */
export function wantHeadStart(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): boolean {
  const setting = env.DOCUSAURUS_CARDS_HEAD_START;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (setting !== undefined && setting !== '') {
    throw new Error(`social cards: DOCUSAURUS_CARDS_HEAD_START must be true or false; got "${setting}"`);
  }
  return cores > 2;
}

/**
 * `lowPriority: false` runs the child at normal priority, and `log` replaces console.log (the
 * unit tests, beside other work).
 */
export function startHeadStart(
  job: HeadStartJob,
  {lowPriority = true, log = console.log}: {lowPriority?: boolean; log?: (line: string) => void} = {},
): HeadStart {
  const started = performance.now();
  const args = [WORKER];
  const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
  // `nice` lowers the priority of the whole child, its threads included (Linux counts niceness
  // per thread, so lowering it from inside, once V8's threads exist, would miss them).
  const child: ChildProcess =
    lowPriority && process.platform !== 'win32'
      ? spawn('nice', ['-n', '19', process.execPath, ...args], {stdio})
      : spawn(process.execPath, args, {stdio});
  if (lowPriority && process.platform === 'win32' && child.pid) {
    os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
  }
  let drawn = 0;
  let missing: number | undefined;
  let running = true;
  child.on('message', (message: HeadStartMessage) => {
    if ('drawn' in message) drawn += 1;
    else missing = message.missing;
  });
  // A child that cannot start or fails leaves its cards to postBuild, which names any error.
  const ended = new Promise<number>((resolve) => {
    child.on('error', () => {
      running = false;
      resolve(drawn);
    });
    child.on('exit', () => {
      running = false;
      resolve(drawn);
    });
  });
  child.send(job);
  const kill = () => {
    if (running) {
      running = false;
      child.kill();
    }
  };
  // The bundling process ends with process.exit(): the child must not outlive it.
  process.on('exit', kill);
  let reported = false;
  return {
    ended,
    stop() {
      if (reported) return;
      reported = true;
      const wasRunning = running;
      kill();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const of = missing === undefined ? '' : ` of the ${missing} missing from the cache`;
      log(
        `[social-cards] head start: ${drawn} cards drawn${of} in ${seconds} s while bundling${wasRunning ? ' (stopped there; postBuild draws the rest)' : ''}`,
      );
    },
  };
}

type HookedCompiler = {hooks: Record<'finishMake' | 'done', {tap: (name: string, callback: () => void) => void}>};

/**
 * A bundler plugin that calls `stop` at a hook of its compiler: `finishMake` once the
 * compilation's modules are built, `done` once the bundle is written.
 */
export class StopHeadStartAt {
  constructor(
    private readonly hook: 'finishMake' | 'done',
    private readonly stop: () => void,
  ) {}

  apply(compiler: HookedCompiler): void {
    compiler.hooks[this.hook].tap('social-cards-head-start', () => this.stop());
  }
}
