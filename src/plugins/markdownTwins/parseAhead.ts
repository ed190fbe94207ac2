// Parsing the MDX sources ahead of the bundler's MDX loader, on a worker thread.
//
// The MDX loader runs on the bundling process's main thread, one file after another, and the
// Markdown parser (micromark and mdast) is most of its work: 9.4 s of the 36 s that a first
// `npm start` took to compile the browser bundle (28 November, 2 cores, empty caches). From the
// first MDX file to the last, that thread did nothing else, and Rspack's own threads waited for
// it (a quarter of the two cores idle). Parsing needs nothing but the text, so a worker thread
// does it: once the content is loaded, ParseAhead starts one with every MDX source of the site
// (and the blog posts cut at their truncation marker, as the list pages compile them), which
// reads each file, prepares it as the loader's preprocessor does and sends its hash. The loader's
// processor, wrapped by ./loaderTrees.ts, asks the worker for its file's tree before it runs and
// waits for it (asynchronously: the main thread meanwhile runs the plugins of the files whose
// trees have come); the worker parses the texts in the order asked and sends each tree
// serialized, and the parser deserializes it (about 1 % of the cost of parsing) instead of
// parsing. The worker parses nothing the loader does not ask for: a build whose modules come from
// Rspack's persistent cache asks for none (parsing every source beside it cost 15 s of CPU and
// 80 MB). It is ended once the browser bundle's modules are built (`release`).
//
// The tree is the one the loader's parser makes: the worker parses with the twins' parser, whose
// syntax extensions the wrapper checks against the loader's processor (parsesLikeTwins), and a
// tree is found only by a hash of the exact text the loader parses. A text the worker does not
// have (an edited file, a file it could not read or parse) is parsed by the loader as before, and
// so is any error, reported as before. Each text is parsed once, by whichever thread claims it
// first (a shared array holds each text's state), and a text repeated word for word (a page the
// docs versions share) once for all its files. The trees are read synchronously
// (`receiveMessageOnPort`) as well, since the parser cannot wait for an event.
//
// Measured on 28 November (2 cores, empty caches, side by side): the first `npm start` compiled
// in 25.4 to 31.1 s instead of 30.5 to 38.8 s; a cold bundling step took 37 to 43 s instead of
// 44 to 55 s, in the same CPU time. A second worker finished parsing sooner but the bundling
// did not (the cores are then busy with Rspack). In development the first twins take the
// worker's trees too. DOCUSAURUS_PARSE_AHEAD=false turns it off.
import path from 'node:path';
import v8 from 'node:v8';
import {MessageChannel, receiveMessageOnPort, Worker, type MessagePort} from 'node:worker_threads';
import type {Root} from 'mdast';
import type {Mdx1Compat} from './mdxToMarkdown';
import {hashOf} from './twinCache';

/** A file's state in the shared array. */
export const PENDING = 0;
/** The main thread parses it (or parsed it). */
export const CLAIMED_BY_LOADER = 1;
/** The worker is parsing it. */
export const PARSING = 2;
/** The worker has sent its tree, or that it has none (unreadable, a repeated text, a syntax error). */
export const SENT = 3;

/** The slots of the `wanted` array: how many texts were asked for, the stop flag, then the texts. */
export const WANTED_COUNT = 0;
export const WANTED_STOP = 1;
export const WANTED_FIRST = 2;

/** How long the main thread waits for a file the worker is parsing before parsing it itself. */
const WAIT_MS = 5000;

/** What the worker is given. */
export type ParseAheadJob = {
  sources: MdxSource[];
  admonitionKeywords: string[];
  mdx1Compat: Mdx1Compat;
  /** One Int32 per text (each file's, then its truncated text when it has one): PENDING, CLAIMED_BY_LOADER, PARSING or SENT. */
  states: SharedArrayBuffer;
  /** The texts the loader waits for: their count, a stop flag, then each index + 1, in the order asked. */
  wanted: SharedArrayBuffer;
  port: MessagePort;
};

/** Messages from the worker: the key of each file's text first, then one per file parsed. */
export type ParseAheadMessage =
  | {keys: (string | null)[]}
  | {index: number; data: Uint8Array | null; milliseconds: number};

/**
 * The trees parsed ahead, for the process's MDX loaders. Global, like the trees writer: the
 * site config, which lists the loader's remark plugin, and the twins plugin, which starts this,
 * may each load their own copy of this module.
 */
const ACTIVE = Symbol.for('docusaurus-website.markdownTwins.parseAhead');

export function activeParseAhead(): ParseAhead | undefined {
  return (globalThis as Record<symbol, unknown>)[ACTIVE] as ParseAhead | undefined;
}

export function parseAheadEnabled(): boolean {
  return process.env.DOCUSAURUS_PARSE_AHEAD !== 'false';
}

export class ParseAhead {
  /** Trees taken from the worker, texts the loader parsed itself, and milliseconds spent waiting. */
  readonly stats = {taken: 0, parsedByLoader: 0, waitedMs: 0, workerParsed: 0, workerMs: 0};
  private readonly states: Int32Array;
  /** The texts the loader waits for, which the worker parses in turn (see the WANTED_ slots). */
  private readonly wanted: Int32Array;
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private indexOfKey: Map<string, number> | undefined;
  private readonly data = new Map<number, Uint8Array>();
  private readonly waiters = new Map<number, {promise: Promise<void>; resolve: () => void}>();
  private finished = false;
  /** Settles when the worker's keys have come (or it has ended without them). */
  private readonly keysReceived: Promise<void>;
  private onKeys = () => {};
  /** How many waits keep the port referenced (holdWhile). */
  private holding = 0;

  /**
   * @param sources the MDX sources (mdxSourcesOf)
   * @param plugins the syntax plugins of the twins' parser (`syntaxPlugins` in ./loaderTrees.ts)
   */
  constructor(
    sources: MdxSource[],
    options: {admonitionKeywords: string[]; mdx1Compat: Mdx1Compat},
    readonly plugins: readonly string[],
  ) {
    this.keysReceived = new Promise((resolve) => {
      this.onKeys = resolve;
    });
    const texts = Math.max(sources.length + sources.filter(({truncated}) => truncated).length, 1);
    const states = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * texts);
    const wanted = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (texts + WANTED_FIRST));
    this.states = new Int32Array(states);
    this.wanted = new Int32Array(wanted);
    const {port1, port2} = new MessageChannel();
    this.port = port1;
    const job: ParseAheadJob = {sources, ...options, states, wanted, port: port2};
    this.worker = new Worker(path.join(__dirname, 'parseAheadWorker.mjs'), {
      workerData: job,
      transferList: [port2],
    });
    // A worker that fails or ends early leaves the rest to the loader.
    this.worker.on('error', (error) => {
      console.warn(`[markdown-twins] the parse-ahead worker failed; the MDX loader parses alone: ${error.message}`);
      this.end();
    });
    this.worker.on('exit', () => this.end());
    this.port.on('message', (message: ParseAheadMessage) => this.handle(message));
    this.worker.unref();
    this.port.unref();
  }

  /** From now on, the MDX loaders of this process ask here before parsing. */
  activate(): this {
    (globalThis as Record<symbol, unknown>)[ACTIVE] = this;
    return this;
  }

  /**
   * Ends the worker once the bundler has built its modules: nothing more will be asked, and its
   * memory (some 80 MB) would otherwise stay under the bundling's peak. The trees it sent stay.
   */
  release(): void {
    Atomics.store(this.wanted, WANTED_STOP, 1);
    Atomics.notify(this.wanted, WANTED_COUNT);
    void this.worker.terminate();
    this.end();
  }

  /** Ends the worker and forgets the trees. */
  stop(): void {
    const global = globalThis as Record<symbol, unknown>;
    if (global[ACTIVE] === this) delete global[ACTIVE];
    this.release();
    this.port.close();
    this.data.clear();
  }

  /** No more trees will come: nothing waits for the worker any more. */
  private end(): void {
    this.receive();
    this.finished = true;
    for (let index = 0; index < this.states.length; index += 1) {
      Atomics.compareExchange(this.states, index, PARSING, SENT);
      Atomics.compareExchange(this.states, index, PENDING, CLAIMED_BY_LOADER);
    }
    this.waiters.forEach(({resolve}) => resolve());
    this.waiters.clear();
    this.onKeys();
  }

  /**
   * Takes the worker's messages that have arrived and not been delivered yet (synchronously: the
   * parser cannot wait for the event loop).
   */
  private receive(): void {
    for (let received = receiveMessageOnPort(this.port); received; received = receiveMessageOnPort(this.port)) {
      this.handle(received.message as ParseAheadMessage);
    }
  }

  private handle(message: ParseAheadMessage): void {
    if ('keys' in message) {
      const indexOfKey = new Map<string, number>();
      message.keys.forEach((key, index) => {
        if (key !== null && !indexOfKey.has(key)) indexOfKey.set(key, index);
      });
      this.indexOfKey = indexOfKey;
      this.onKeys();
    } else {
      if (message.data) this.data.set(message.index, message.data);
      this.stats.workerParsed += message.data ? 1 : 0;
      this.stats.workerMs += message.milliseconds;
      this.waiters.get(message.index)?.resolve();
      this.waiters.delete(message.index);
    }
  }

  /**
   * Settles when the worker has parsed `text`, asking it to parse that text next; undefined when
   * there is nothing to wait for (a text it does not have, or has sent already). The loader calls
   * this before its processor runs, and does other work meanwhile.
   */
  whenParsed(text: string): Promise<void> | undefined {
    this.receive();
    if (this.finished) return undefined;
    // The worker reads and hashes the sources first (under a second): the loader waits for that.
    if (!this.indexOfKey) return this.holdWhile(this.keysReceived).then(() => this.whenParsed(text));
    const index = this.indexOfKey.get(hashOf(text));
    if (index === undefined) return undefined;
    const waiter = this.waiters.get(index);
    if (waiter) return waiter.promise;
    const state = Atomics.load(this.states, index);
    if (state !== PENDING && state !== PARSING) return undefined;
    if (state === PENDING) {
      const slot = Atomics.add(this.wanted, WANTED_COUNT, 1);
      Atomics.store(this.wanted, WANTED_FIRST + slot, index + 1);
      Atomics.notify(this.wanted, WANTED_COUNT);
    }
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    this.waiters.set(index, {promise, resolve});
    return this.holdWhile(promise);
  }

  /**
   * Keeps the process alive while the loader waits for the worker (the worker and its port do not
   * otherwise, so that a process that is done does not wait for them).
   */
  private holdWhile(promise: Promise<void>): Promise<void> {
    if (this.holding++ === 0) this.port.ref();
    return promise.finally(() => {
      if (--this.holding === 0) this.port.unref();
    });
  }

  /**
   * The serialized tree of `text` when the worker has it, else undefined: the caller parses the
   * text, and the worker will not. Waits for a file the worker is parsing.
   */
  takeSerialized(text: string): Uint8Array | undefined {
    this.receive();
    const index = this.indexOfKey?.get(hashOf(text));
    if (index === undefined) {
      this.stats.parsedByLoader += 1;
      return undefined;
    }
    const state = Atomics.compareExchange(this.states, index, PENDING, CLAIMED_BY_LOADER);
    if (state === PARSING) {
      const started = performance.now();
      Atomics.wait(this.states, index, PARSING, WAIT_MS);
      this.stats.waitedMs += performance.now() - started;
    }
    if (state === PARSING || state === SENT) {
      this.receive();
      const data = this.data.get(index);
      if (data) {
        this.stats.taken += 1;
        return data;
      }
    }
    this.stats.parsedByLoader += 1;
    return undefined;
  }

  /** A tree of its own for `text`, when the worker parsed it (the twins in development). */
  take(text: string): Root | undefined {
    this.receive();
    const index = this.indexOfKey?.get(hashOf(text));
    const data = index === undefined ? undefined : this.data.get(index);
    return data ? (v8.deserialize(data) as Root) : undefined;
  }
}

/** A source to parse: the file, and whether the blog's list pages compile it truncated too. */
export type MdxSource = {file: string; truncated: boolean};

/**
 * The MDX sources of the loaded content: each `source` of the form `@site/...md(x)` (docs, blog
 * posts, MDX pages, the changelog's generated posts), as absolute paths, once each. A blog post
 * with a truncation marker (`hasTruncateMarker` beside its `source`) is also compiled cut at the
 * marker, for the list pages.
 */
export function mdxSourcesOf(allContent: unknown, siteDir: string): MdxSource[] {
  const sources = new Map<string, MdxSource>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const {source, hasTruncateMarker} = value as {source?: unknown; hasTruncateMarker?: unknown};
    if (typeof source === 'string' && source.startsWith('@site/') && /\.mdx?$/i.test(source)) {
      const file = path.join(siteDir, source.slice('@site/'.length));
      const known = sources.get(file);
      sources.set(file, {file, truncated: known?.truncated === true || hasTruncateMarker === true});
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'source') visit(child);
    }
  };
  visit(allContent);
  return [...sources.values()];
}
