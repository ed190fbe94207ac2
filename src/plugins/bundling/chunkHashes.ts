// Moves chunk file hashes out of the runtime and into the files that load each chunk.
//
// Chunk files are named `<id>.<contenthash>.js`, so the webpack runtime carries an id -> hash
// map of every async chunk of the site: about 870 entries, 11 KB of the 13 KB gzip that the
// runtime adds to every first visit. A chunk is loaded by the code of its parent chunk groups
// (the import() calls), and that code runs only after all of its group's chunks have run. So
// this plugin takes the map out of the runtime before minification and, after it, moves each
// entry into one chunk file of each parent group (a route chunk's hash goes to its section's
// route-data shard, src/plugins/bundling/routeShards.ts; a lazy component's to the chunk that
// imports it). The runtime and those files read and fill one global table (CHUNK_HASHES_GLOBAL)
// in whatever order they run. The runtime keeps the entries of the chunks that the entry point
// loads (the route-data shards, lazy components of the app shell).
//
// The edit happens before Rspack's real-content-hash step (optimization.realContentHash, on in
// production), which hashes every file again from its final content and renames it: a file
// whose carried hashes change gets a new name, so no browser keeps a stale list
// (tests/unit/chunkHashes.build.test.ts checks every name against its content).
import type {Compilation, Compiler} from '@rspack/core';

/** The table that the runtime's chunk-file function reads (`self.<name>[id]`). */
export const CHUNK_HASHES_GLOBAL = '__chunkFileHashes';

/** The file-name hash length of Docusaurus's chunk files (`[name].[contenthash:8].js`). */
const HASH = '[0-9a-f]{8}';

/**
 * The runtime's id -> hash object literal: keys are strings, or numbers (decimal or hex) for ids
 * made only of digits. The minifier writes it on one line; `docusaurus build --no-minify` leaves
 * the bundler's own layout, with spaces and line breaks between the entries.
 */
const CHUNK_MAP = new RegExp(
  `\\{\\s*(?:(?:"[^"\\\\]+"|0x[0-9a-f]+|\\d+|[A-Za-z_$][\\w$]*)\\s*:\\s*"${HASH}"\\s*,?\\s*){2,}\\}`,
  'g',
);

const register = (entries: Record<string, string>): string =>
  `Object.assign(self.${CHUNK_HASHES_GLOBAL}||(self.${CHUNK_HASHES_GLOBAL}={}),${JSON.stringify(entries)});`;

type Chunk = Compilation['chunks'] extends ReadonlySet<infer C> ? C : never;

type ChunkGroup = Chunk['groupsIterable'] extends ReadonlySet<infer G> ? G : never;

/**
 * The chunk of a parent group that carries its children's hashes: the group's own chunk (the
 * one named after it), else its least shared chunk. Any chunk of the group would do: a group's
 * code runs only once all of its chunks have run.
 */
function carrierOf(group: ChunkGroup): Chunk | undefined {
  const chunks = group.chunks as Chunk[];
  const own = chunks.find((chunk) => chunk.name !== undefined && chunk.name === group.name);
  if (own) return own;
  return [...chunks].sort(
    (a, b) => a.groupsIterable.size - b.groupsIterable.size || String(a.id).localeCompare(String(b.id)),
  )[0];
}

/**
 * The chunks whose files will carry a chunk's hash: a chunk of each group that can load it
 * (each parent of each group the chunk is in). Undefined when the entry point can load it
 * (its hash stays in the runtime).
 */
function carriersOf(chunk: Chunk): Set<Chunk> | undefined {
  const carriers = new Set<Chunk>();
  for (const group of chunk.groupsIterable) {
    const parents = group.getParents();
    if (group.isInitial() || parents.length === 0) return undefined;
    for (const parent of parents) {
      const carrier = parent.isInitial() ? undefined : carrierOf(parent);
      if (!carrier || carrier === chunk) return undefined;
      carriers.add(carrier);
    }
  }
  return carriers.size > 0 ? carriers : undefined;
}

/** Parses the runtime's chunk map literal (trusted: the bundler's output, not user input). */
function parseChunkMap(literal: string): Record<string, string> {
  return new Function(`return ${literal};`)() as Record<string, string>;
}

export class ChunkHashesPlugin {
  // Typed loosely: Docusaurus types bundler plugins as webpack's; this one runs under Rspack only.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation: CompilationClass, sources} = compiler.rspack;
    compiler.hooks.thisCompilation.tap('chunk-hashes', (compilation) => {
      const fail = (problem: string): never => {
        throw new Error(`bundling plugin (chunk hashes): ${problem}`);
      };
      const jsFile = (chunk: Chunk | undefined) => [...(chunk?.files ?? [])].find((file) => file.endsWith('.js'));
      let runtimeFile: string | undefined;
      let hashes: Record<string, string> = {};

      // Before minification, the map leaves the runtime: its hashes are the bundler's first
      // content hashes, which can differ between two builds of the same input (the
      // real-content-hash step renames the files afterwards). Minified with them, the runtime's
      // local names, which the minifier picks from how often each character occurs, came out
      // different from one build to the next: a new runtime file name, and so a change in every
      // page, with nothing changed.
      compilation.hooks.processAssets.tap(
        {name: 'chunk-hashes', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 10},
        () => {
          runtimeFile = jsFile(compilation.namedChunks.get('runtime~main'));
          if (!runtimeFile) fail('no runtime~main chunk');
          const runtime = compilation.getAsset(runtimeFile!)!.source.source().toString();
          const maps = [...runtime.matchAll(CHUNK_MAP)];
          if (maps.length !== 1) {
            fail(`expected one chunk id -> hash map in ${runtimeFile}, found ${maps.length}`);
          }
          const literal = maps[0]![0];
          hashes = parseChunkMap(literal);
          compilation.updateAsset(
            runtimeFile!,
            new sources.RawSource(runtime.replace(literal, `self.${CHUNK_HASHES_GLOBAL}`)),
          );
        },
      );

      // After minification, each entry goes where it is needed: into the runtime for the
      // chunks the entry point loads, else into the files that load the chunk.
      compilation.hooks.processAssets.tap(
        {name: 'chunk-hashes', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          const chunkById = new Map([...compilation.chunks].map((chunk) => [String(chunk.id), chunk]));
          const carried = new Map<Chunk, Record<string, string>>();
          const kept: Record<string, string> = {};
          for (const [id, hash] of Object.entries(hashes)) {
            const chunk = chunkById.get(id);
            if (!chunk) fail(`the runtime lists a chunk "${id}" that the compilation does not have`);
            if (jsFile(chunk) !== `assets/js/${id}.${hash}.js`) {
              fail(`chunk "${id}": the runtime says hash ${hash}, its file is ${jsFile(chunk)}`);
            }
            const carriers = carriersOf(chunk!);
            if (!carriers) kept[id] = hash;
            for (const carrier of carriers ?? []) carried.set(carrier, {...carried.get(carrier), [id]: hash});
          }

          const runtime = compilation.getAsset(runtimeFile!)!.source.source().toString();
          compilation.updateAsset(runtimeFile!, new sources.RawSource(`${register(kept)}${runtime}`));
          for (const [carrier, entries] of carried) {
            const file = jsFile(carrier);
            if (!file) fail(`chunk "${String(carrier.id)}" carries chunk hashes but has no JavaScript file`);
            const source = compilation.getAsset(file!)!.source.source().toString();
            compilation.updateAsset(file!, new sources.RawSource(`${source}\n${register(entries)}`));
          }
        },
      );
    });
  }
}
