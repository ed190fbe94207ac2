// Parsing the MDX sources ahead of the bundler's MDX loader, on a worker thread.
//
// The MDX loader runs on the bundling process's main thread, one file after another, and the
// Markdown parser (micromark and mdast) is most of its work: 9.4 s of the 36 s that a first
// `npm start` took to compile the browser bundle (28 November, 2 cores, empty caches). From the
// first MDX file to the last, that thread did nothing else, and Rspack's own threads waited for
// it (a quarter of the two cores idle). Parsing needs nothing but the text, so a worker thread
// does it: ParseAhead starts one with every MDX source of the site (and the blog posts cut at
// their truncation marker, as the list pages compile them), which reads each file, prepares it
// as the loader's preprocessor does and sends its hash. The loader's
// processor, wrapped by ./loaderTrees.ts, asks the worker for its file's tree before it runs and
// waits for it (asynchronously: the main thread meanwhile runs the plugins of the files whose
// trees have come); the worker parses the texts in the order asked and sends each tree
// serialized, and the parser deserializes it (about 1 % of the cost of parsing) instead of
// parsing. Once the bundler runs, the worker parses nothing the loader does not ask for: a build whose modules come from
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
//
// In development it starts once the content is loaded. A build's browser bundling starts it when
// the plugins are made, a second earlier, while the main thread loads the content (its one busy
// core), with a guess at the sources (likelyMdxSources: the MDX files of the content folders the
// config names), and lets it parse them before anyone asks (`speculate`) until the bundler starts
// compiling; the sources of the loaded content (the changelog's generated posts among them) are
// added then (addSources). From the bundler's start it parses only what the loader asks for, as
// a build from Rspack's persistent cache asks for little. The browser bundle step took 11.3 to
// 11.7 s instead of 11.8 to 12.1 s (2 December, cold, three pairs each, interleaved): by the
// bundler's start the worker had parsed 65 to 83 texts, about a second of its 5 s, and the site
// loaded 0.3 s slower beside it; the process peaked 40 to 70 MB higher. Since 3 December the
// worker itself starts as that process starts (scripts/parse-ahead-early.mjs): it loads its
// modules (about a second) on the core that the CLI and the config leave idle, and gets its job
// from the plugin in a message instead of when it is made.
import fs from 'node:fs';
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

/**
 * The slots of the `wanted` array: how many texts were asked for, the stop flag, whether the
 * worker may parse texts nobody has asked for yet, then the texts asked for.
 */
export const WANTED_COUNT = 0;
export const WANTED_STOP = 1;
export const WANTED_SPECULATE = 2;
export const WANTED_FIRST = 3;

/** Texts the shared arrays can grow to (a growable SharedArrayBuffer's limit is set up front). */
const MAX_TEXTS = 1 << 16;
/** SharedArrayBuffer with the growable form (ES2024; in Node since 20), which the TypeScript lib here lacks. */
const GrowableSharedArrayBuffer = SharedArrayBuffer as unknown as new (
  byteLength: number,
  options: {maxByteLength: number},
) => SharedArrayBuffer;

/** How long the main thread waits for a file the worker is parsing before parsing it itself. */
const WAIT_MS = 5000;

/** What the worker is given. */
export type ParseAheadJob = {
  sources: MdxSource[];
  admonitionKeywords: string[];
  mdx1Compat: Mdx1Compat;
  /**
   * One Int32 per text (each file's, then its truncated text when it has one, source after
   * source as they are given): PENDING, CLAIMED_BY_LOADER, PARSING or SENT. Growable: the worker
   * grows it, and `wanted`, as sources come.
   */
  states: SharedArrayBuffer;
  /** The texts the loader waits for: their count, the stop and speculate flags, then each index + 1, in the order asked. */
  wanted: SharedArrayBuffer;
  port: MessagePort;
};

/**
 * Messages from the worker: the keys of the texts of each batch of sources given (the first at
 * index `from`), and one per text parsed.
 */
export type ParseAheadMessage =
  | {keys: (string | null)[]; from: number}
  | {index: number; data: Uint8Array | null; milliseconds: number; guessed?: boolean};

/**
 * The trees parsed ahead, for the process's MDX loaders. Global, like the trees writer: the
 * site config, which lists the loader's remark plugin, and the twins plugin, which starts this,
 * may each load their own copy of this module.
 */
const ACTIVE = Symbol.for('docusaurus-website.markdownTwins.parseAhead');

export function activeParseAhead(): ParseAhead | undefined {
  return (globalThis as Record<symbol, unknown>)[ACTIVE] as ParseAhead | undefined;
}

/**
 * A worker started before the site's config was loaded (scripts/parse-ahead-early.mjs), which has
 * loaded its modules and waits for its job: the first ParseAhead of the process takes it, if it
 * is still running.
 */
const EARLY_WORKER = Symbol.for('docusaurus-website.markdownTwins.earlyParseWorker');

type EarlyWorker = {worker: Worker; running: boolean};

function takeEarlyWorker(): Worker | undefined {
  const global = globalThis as Record<symbol, unknown>;
  const early = global[EARLY_WORKER] as EarlyWorker | undefined;
  delete global[EARLY_WORKER];
  return early?.running ? early.worker : undefined;
}

export function parseAheadEnabled(): boolean {
  return process.env.DOCUSAURUS_PARSE_AHEAD !== 'false';
}

export class ParseAhead {
  /**
   * Trees taken from the worker, texts the loader parsed itself, milliseconds spent waiting, texts
   * the worker parsed and its milliseconds of parsing, and how many of those it parsed before its
   * job came.
   */
  readonly stats = {taken: 0, parsedByLoader: 0, waitedMs: 0, workerParsed: 0, workerMs: 0, guessed: 0};
  private readonly states: Int32Array;
  /** The texts the loader waits for, which the worker parses in turn (see the WANTED_ slots). */
  private readonly wanted: Int32Array;
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private readonly indexOfKey = new Map<string, number>();
  private readonly data = new Map<number, Uint8Array>();
  private readonly waiters = new Map<number, {promise: Promise<void>; resolve: () => void}>();
  /**
   * The texts whose message has come (with a tree or without). The worker posts a text's message
   * before it marks the text SENT, so a message can be read while the text still shows PARSING:
   * whenParsed looks here before it waits, or it would wait for a message already read.
   */
  private readonly arrived = new Set<number>();
  private finished = false;
  /** Batches of sources given to the worker whose keys have not come yet. */
  private batchesPending = 0;
  /** Settles when the keys of every batch given so far have come (or the worker has ended). */
  private keysReceived: Promise<void> = Promise.resolve();
  private onKeys = () => {};
  /** How many waits keep the port referenced (holdWhile). */
  private holding = 0;

  /**
   * @param sources the MDX sources (mdxSourcesOf), or the first of them (more may come: addSources)
   * @param plugins the syntax plugins of the twins' parser (`syntaxPlugins` in ./loaderTrees.ts)
   * @param speculate whether the worker parses the texts nobody has asked for yet, until
   *   stopSpeculating(); otherwise it parses only what the loader asks for
   */
  constructor(
    sources: MdxSource[],
    options: {admonitionKeywords: string[]; mdx1Compat: Mdx1Compat},
    readonly plugins: readonly string[],
    {speculate = false}: {speculate?: boolean} = {},
  ) {
    this.expectKeys();
    const texts = Math.max(sources.length + sources.filter(({truncated}) => truncated).length, 1);
    const bytes = (count: number) => Int32Array.BYTES_PER_ELEMENT * count;
    const states = new GrowableSharedArrayBuffer(bytes(texts), {maxByteLength: bytes(MAX_TEXTS)});
    const wanted = new GrowableSharedArrayBuffer(bytes(texts + WANTED_FIRST), {
      maxByteLength: bytes(MAX_TEXTS + WANTED_FIRST),
    });
    // Views without a length follow their buffer as the worker grows it.
    this.states = new Int32Array(states);
    this.wanted = new Int32Array(wanted);
    if (speculate) Atomics.store(this.wanted, WANTED_SPECULATE, 1);
    const {port1, port2} = new MessageChannel();
    this.port = port1;
    const job: ParseAheadJob = {sources, ...options, states, wanted, port: port2};
    const early = takeEarlyWorker();
    if (early) {
      early.postMessage(job, [port2]);
      this.worker = early;
    } else {
      this.worker = new Worker(path.join(__dirname, 'parseAheadWorker.mjs'), {workerData: job, transferList: [port2]});
    }
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

  /** A batch of sources was given to the worker: whenParsed waits for its keys. */
  private expectKeys(): void {
    if (this.batchesPending++ === 0) {
      this.keysReceived = new Promise((resolve) => {
        this.onKeys = resolve;
      });
    }
  }

  /**
   * More sources for the worker (those of the loaded content, when it started with a guess of
   * them): it prepares and hashes those it does not have, and sends their keys.
   */
  addSources(sources: MdxSource[]): void {
    if (this.finished || sources.length === 0) return;
    this.expectKeys();
    this.port.postMessage({add: sources});
    // The worker may be waiting for a request: wake it to read the message.
    Atomics.notify(this.wanted, WANTED_COUNT);
  }

  /** From now on the worker parses only what the loader asks for. */
  stopSpeculating(): void {
    Atomics.store(this.wanted, WANTED_SPECULATE, 0);
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
    this.arrived.clear();
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
      message.keys.forEach((key, offset) => {
        if (key !== null && !this.indexOfKey.has(key)) this.indexOfKey.set(key, message.from + offset);
      });
      if (--this.batchesPending === 0) this.onKeys();
    } else {
      if (message.data) this.data.set(message.index, message.data);
      this.arrived.add(message.index);
      this.stats.workerParsed += message.data ? 1 : 0;
      this.stats.workerMs += message.milliseconds;
      this.stats.guessed += message.guessed && message.data ? 1 : 0;
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
    if (this.batchesPending > 0) return this.holdWhile(this.keysReceived).then(() => this.whenParsed(text));
    const index = this.indexOfKey.get(hashOf(text));
    if (index === undefined) return undefined;
    const waiter = this.waiters.get(index);
    if (waiter) return waiter.promise;
    // Read above (receive) while the worker had not yet marked it SENT: nothing more will come.
    // Until the waiter below is made, no message is handled (receive or the port's event), so
    // one that comes after this check finds the waiter.
    if (this.arrived.has(index)) return undefined;
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
    const index = this.indexOfKey.get(hashOf(text));
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
    const index = this.indexOfKey.get(hashOf(text));
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

/** Folders of the site never searched for sources: packages, build output, hidden folders. */
const NOT_CONTENT = /^(node_modules|build.*|\..*)$/;
/** Folders skipped inside a content folder. */
const NOT_CONTENT_INSIDE = /^(node_modules|\..*)$/;

/**
 * A guess at the MDX sources, made before the content is loaded, so that the worker can start
 * parsing while the site loads (one core is idle then): every `.md` and `.mdx` file under the
 * folders the site's plugins and presets name in a `path` option (their content folders), and
 * under the docs versions' folders (`versioned_docs`, `<id>_versioned_docs`). Blog posts cannot
 * be told apart yet, so each file is also given truncated when it has a truncation marker. A
 * wrong guess costs only the worker's time: a tree is found by the hash of the exact text the
 * loader parses, and the loaded content's sources are added once known (addSources).
 */
export function likelyMdxSources(siteDir: string, siteConfig: {presets?: unknown[]; plugins?: unknown[]}): MdxSource[] {
  const folders = new Set<string>();
  const collect = (value: unknown, depth: number): void => {
    if (depth > 4 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item) => collect(item, depth + 1));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'path' && typeof child === 'string') folders.add(path.resolve(siteDir, child));
      else collect(child, depth + 1);
    }
  };
  collect([siteConfig.presets ?? [], siteConfig.plugins ?? []], 0);
  for (const entry of readdirOrEmpty(siteDir)) {
    if (entry.isDirectory() && /(^|_)versioned_docs$/.test(entry.name)) folders.add(path.join(siteDir, entry.name));
  }
  const sources: MdxSource[] = [];
  const seen = new Set<string>();
  const walk = (folder: string): void => {
    for (const entry of readdirOrEmpty(folder)) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_CONTENT_INSIDE.test(entry.name)) walk(file);
      } else if (/\.mdx?$/i.test(entry.name) && !seen.has(file)) {
        seen.add(file);
        sources.push({file, truncated: true});
      }
    }
  };
  for (const folder of folders) {
    const inside = path.relative(siteDir, folder);
    // Only folders inside the site, and not the site itself (a docs version's `path: ''`).
    if (
      inside &&
      !inside.startsWith('..') &&
      !path.isAbsolute(inside) &&
      !NOT_CONTENT.test(inside.split(path.sep)[0]!)
    ) {
      walk(folder);
    }
  }
  return sources;
}

function readdirOrEmpty(folder: string): fs.Dirent[] {
  try {
    return fs.readdirSync(folder, {withFileTypes: true});
  } catch {
    return [];
  }
}
