// The syntax trees of the bundler's MDX loader, kept for the Markdown twins.
//
// A twin starts from its page's MDX source parsed into a syntax tree (./mdxToMarkdown.ts), and
// parsing is most of what a twin costs: 6.4 s of one core for the 287 docs, blog and community
// sources (3 MB), which on a cold build ran on the main thread beside the page rendering's two
// workers. The bundler's MDX loader has parsed the same texts a minute before, in the bundling
// process. So that process keeps those trees: a remark plugin in the site's list
// (remarkKeepTreesForTwins) wraps each MDX processor's parser and appends each tree, as the
// parser returns it (before any plugin changes it), to one file, keyed by a hash of the text
// parsed. The twins look a text up there first and parse only what is not in it. Writing the
// trees takes the loader about 0.1 s in all; reading a tree back costs about 1 % of parsing it.
// On a cold build (28 November, 2 cores) the twins went from 17.9 s to 6.3 s, the page
// rendering beside them from 18.0 s to 11.9 s, and the build from 65 s to 56 s.
//
// A tree is kept only when the loader's processor extends the syntax with the plugins of the
// twins' parser, in the same order (syntaxPlugins()): then a kept tree is the tree the twins'
// parser makes of that text (tests/unit/loaderTrees.test.ts compares the two through the real
// MDX loader). The file's first line names the versions of the parser's packages and of
// Node.js (whose serializer wrote it); a file with another first line is not read.
//
// The file (node_modules/.cache/markdown-twins/loader-trees.bin) holds what the last bundling
// parsed: a bundling that took every module from Rspack's persistent cache leaves the previous
// file, and one that compiled a few files replaces it with those few (the twins of unchanged
// pages come from the twin cache). Each process writes under a name of its own and renames the
// file once its bundles are written, so a build stopped half way or two builds at once leave no
// mixed file.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type {Root} from 'mdast';
import {activeParseAhead} from './parseAhead';
import {hashOf} from './twinCache';

/** Where the twins find trees parsed already, by the text parsed. */
export type TreeSource = {take: (text: string) => Root | undefined};

/**
 * The plugins of the twins' parser that extend the Markdown syntax, in the order the site's MDX
 * loader adds them: remark-mdx (@mdx-js/mdx), the loader's own (remark-comment only with
 * `markdown.mdx1Compat.comments`), the site's remark-math.
 */
export function syntaxPlugins({comments}: {comments: boolean}): string[] {
  return [
    'remarkMdx',
    'remarkFrontmatter',
    'remarkDirective',
    'remarkGfm',
    ...(comments ? ['remarkComment'] : []),
    'remarkMath',
  ];
}

/** The packages a parsed tree depends on, besides the plugins above. */
const PARSER_PACKAGES = [
  'micromark',
  'mdast-util-from-markdown',
  'remark-parse',
  'remark-mdx',
  'remark-frontmatter',
  'remark-directive',
  'remark-gfm',
  '@slorber/remark-comment',
  'remark-math',
];

const FORMAT = 'markdown-twins loader trees 2';
/** The length of a text's key: `hashOf`, the twin cache's hash. */
const KEY_LENGTH = 16;

export const LOADER_TREES_FILE = 'loader-trees.bin';

/**
 * The writer of the bundling process. Global: the site config, which lists the remark plugin,
 * and the twins plugin, which makes the writer, may each load their own copy of this module.
 */
const ACTIVE_WRITER = Symbol.for('docusaurus-website.markdownTwins.loaderTreesWriter');

/** The first line of a trees file: what the trees in it depend on. */
export function treesHeader(siteDir: string, plugins: readonly string[]): string {
  const versions = PARSER_PACKAGES.map((name) => {
    try {
      const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
      return `${name}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version}`;
    } catch {
      return `${name}@missing`;
    }
  });
  return `${FORMAT} node ${process.version} ${versions.join(' ')} syntax ${plugins.join(',')}\n`;
}

type Processor = {
  parser?: (document: string, file: unknown) => unknown;
  process?: (file: unknown, ...rest: unknown[]) => unknown;
  attachers: unknown[][];
  data: (key: string) => unknown;
};

/**
 * Whether a processor's parser makes the trees of the twins' parser, which extends the syntax
 * with `plugins` (see the top of the file).
 */
export function parsesLikeTwins(processor: Processor, plugins: readonly string[]): boolean {
  const known = new Set(syntaxPlugins({comments: true}));
  const names = processor.attachers
    .map(([plugin]) => (typeof plugin === 'function' ? plugin.name : ''))
    .filter((name) => known.has(name));
  const extensions = processor.data('micromarkExtensions');
  const fromMarkdown = processor.data('fromMarkdownExtensions');
  return (
    names.join() === plugins.join() &&
    // No other plugin extends the syntax: one extension per plugin.
    Array.isArray(extensions) &&
    extensions.length === plugins.length &&
    Array.isArray(fromMarkdown) &&
    fromMarkdown.length === plugins.length
  );
}

/** Appends the trees of one bundling to its own file; `finish` puts that file in place. */
export class LoaderTreesWriter {
  private readonly file: string;
  private readonly partFile: string;
  private fd: number | undefined;
  private readonly keys = new Set<string>();
  /** Trees written, and texts parsed by a processor whose syntax differs (not kept). */
  readonly stats = {kept: 0, skipped: 0};

  /** @param plugins the syntax plugins of the twins' parser (`syntaxPlugins`) */
  constructor(
    directory: string,
    private readonly header: string,
    readonly plugins: readonly string[],
  ) {
    this.file = path.join(directory, LOADER_TREES_FILE);
    this.partFile = `${this.file}.${process.pid}.part`;
  }

  /** `data`: the tree serialized already (./parseAhead.ts). */
  add(text: string, tree: unknown, data: Uint8Array = v8.serialize(tree)): void {
    const key = hashOf(text);
    // The server bundle compiles a file again when the browser bundle took it from its cache.
    if (this.keys.has(key)) return;
    this.keys.add(key);
    if (this.fd === undefined) {
      fs.mkdirSync(path.dirname(this.file), {recursive: true});
      this.fd = fs.openSync(this.partFile, 'w');
      fs.writeSync(this.fd, this.header);
      // A bundling that fails leaves no part file behind.
      process.once('exit', () => this.discard());
    }
    const head = Buffer.alloc(KEY_LENGTH + 4);
    head.write(key, 0, 'latin1');
    head.writeUInt32LE(data.length, KEY_LENGTH);
    fs.writeSync(this.fd, head);
    fs.writeSync(this.fd, data);
    this.stats.kept += 1;
  }

  /** From now on, the MDX loaders of this process keep their trees here (remarkKeepTreesForTwins). */
  activate(): void {
    (globalThis as Record<symbol, unknown>)[ACTIVE_WRITER] = this;
  }

  private discard(): void {
    if (this.fd === undefined) return;
    fs.closeSync(this.fd);
    this.fd = undefined;
    fs.rmSync(this.partFile, {force: true});
  }

  /** Puts this bundling's file in place of the last one, when it parsed anything. */
  finish(): void {
    const global = globalThis as Record<symbol, unknown>;
    if (global[ACTIVE_WRITER] === this) delete global[ACTIVE_WRITER];
    if (this.fd === undefined) return;
    fs.closeSync(this.fd);
    this.fd = undefined;
    fs.renameSync(this.partFile, this.file);
  }
}

/** The trees of the last bundling, read back by the text they were parsed from. */
export class LoaderTrees implements TreeSource {
  /** Texts found, and texts looked up in vain. */
  readonly stats = {found: 0, missing: 0};
  private data = Buffer.alloc(0);
  private records: Map<string, [start: number, end: number]> | undefined;

  /** Reads the file in `directory` at the first lookup; one with another header is not read. */
  constructor(
    private readonly directory: string,
    private readonly header: string,
  ) {}

  private load(): Map<string, [number, number]> {
    const records = new Map<string, [number, number]>();
    try {
      this.data = fs.readFileSync(path.join(this.directory, LOADER_TREES_FILE));
    } catch {
      return records;
    }
    const headerBytes = Buffer.byteLength(this.header);
    if (this.data.length < headerBytes || this.data.toString('utf8', 0, headerBytes) !== this.header) return records;
    let offset = headerBytes;
    while (offset + KEY_LENGTH + 4 <= this.data.length) {
      const key = this.data.toString('latin1', offset, offset + KEY_LENGTH);
      const start = offset + KEY_LENGTH + 4;
      const end = start + this.data.readUInt32LE(offset + KEY_LENGTH);
      if (end > this.data.length) break;
      records.set(key, [start, end]);
      offset = end;
    }
    return records;
  }

  /** The tree parsed from `text`, a copy of its own, or undefined. */
  take(text: string): Root | undefined {
    this.records ??= this.load();
    const record = this.records.get(hashOf(text));
    if (record) {
      try {
        const tree = v8.deserialize(this.data.subarray(...record)) as Root;
        this.stats.found += 1;
        return tree;
      } catch {
        // Unreadable: parsed again by the caller.
      }
    }
    this.stats.missing += 1;
    return undefined;
  }
}

/**
 * The remark plugin that keeps the trees of a processor for the twins (in the site's list of
 * remark plugins, config/docs.ts). It wraps the processor's parser when attached: its own place
 * in the list does not matter, the parser's output is what it keeps. Where a worker parses the
 * sources ahead of the loader (./parseAhead.ts), it takes the worker's tree instead of parsing.
 * Outside a bundling process (the development server, the pages of a build) it keeps nothing.
 */
export function remarkKeepTreesForTwins(this: Processor): void {
  keepTrees(this);
}

function keepTrees(processor: Processor): void {
  const parse = processor.parser;
  if (!parse) return;
  let same: boolean | undefined;
  // Asked when the processor first runs: by then every plugin of the processor is attached.
  const sameSyntax = (plugins: readonly string[] | undefined) =>
    plugins ? (same ??= parsesLikeTwins(processor, plugins)) : false;
  processor.parser = (document, file) => {
    const writer = (globalThis as Record<symbol, unknown>)[ACTIVE_WRITER] as LoaderTreesWriter | undefined;
    const ahead = activeParseAhead();
    const data = ahead && sameSyntax(ahead.plugins) ? ahead.takeSerialized(document) : undefined;
    const tree = data ? v8.deserialize(data) : parse(document, file);
    if (writer) {
      if (sameSyntax(writer.plugins)) writer.add(document, tree, data);
      else writer.stats.skipped += 1;
    }
    return tree;
  };
  // Before the processor runs, the loader waits (asynchronously, doing other work meanwhile) for
  // the worker's tree of the file, rather than parsing it on this thread (./parseAhead.ts).
  const process = processor.process;
  if (!process) return;
  processor.process = function (this: Processor, file: unknown, ...rest: unknown[]) {
    const ahead = rest.length === 0 ? activeParseAhead() : undefined;
    const text = typeof file === 'object' && file !== null ? (file as {value?: unknown}).value : file;
    const parsed = ahead && typeof text === 'string' && sameSyntax(ahead.plugins) ? ahead.whenParsed(text) : undefined;
    return parsed ? parsed.then(() => process.call(this, file)) : process.call(this, file, ...rest);
  };
}
