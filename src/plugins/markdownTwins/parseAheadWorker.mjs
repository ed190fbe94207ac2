// The worker thread of ./parseAhead.ts: prepares each MDX source it is given as the MDX loader
// does, sends the key of each text, then parses each text the loader asks for (unless the loader
// has claimed it meanwhile) and sends its tree serialized, until the main thread says stop. While
// the main thread lets it (the SPECULATE slot), it parses the texts nobody has asked for yet, in
// the order given. More sources may come (an `add` message) while it works. Plain JavaScript,
// loading the twins' TypeScript with jiti, as Docusaurus loads it.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import v8 from 'node:v8';
import {parentPort, receiveMessageOnPort, workerData} from 'node:worker_threads';

// The states of ./parseAhead.ts, and the slots of its `wanted` array.
const PENDING = 0;
const PARSING = 2;
const SENT = 3;
const COUNT = 0;
const STOP = 1;
const SPECULATE = 2;
const FIRST = 3;

const require = createRequire(import.meta.url);
const createJiti = createRequire(require.resolve('@docusaurus/utils'))('jiti');
const load = createJiti(import.meta.filename, {cache: true, interopDefault: false});

const {prepareMdx, parseLikeLoader} = load('./mdxToMarkdown.ts');
const {hashOf} = load('./twinCache.ts');
const {DEFAULT_ADMONITIONS} = load('./admonitions.ts');
const {likelyMdxSources} = load('./parseAhead.ts');
const siteMarkdown = load('../../../config/markdownSyntax.ts');

/** Trees parsed before the job came (`guessUntilJob`), serialized, by the key of their text. */
const guessed = new Map();
/**
 * The job: given when the worker is made, or, for a worker started before the site's config was
 * loaded (`early`: scripts/parse-ahead-early.mjs), in the first message, once the plugin has it.
 * @type {import('./parseAhead').ParseAheadJob}
 */
const job = workerData?.early ? await guessUntilJob() : workerData;
const {sources, admonitionKeywords, mdx1Compat, states: sharedStates, wanted: sharedWanted, port} = job;
// Both arrays track the length of their growable buffers: the worker grows them for new texts.
const states = new Int32Array(sharedStates);
const wanted = new Int32Array(sharedWanted);

// The blog plugin's default truncation marker (the site sets no other), cut as its
// markdownLoader cuts a post for the list pages (`?truncated=true`).
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Every text so far, by index: its key, and the text while it still is to be parsed. */
const texts = [];
/** The keys seen: a text repeated word for word is parsed once, for its first file. */
const seen = new Set();
/** Files already given: a source given twice (early, then with the loaded content) is read once. */
const given = new Map();

/**
 * Reads and prepares `batch` as the MDX loader receives it (each file, then the truncated texts),
 * makes room for its texts in the shared arrays, and sends their keys with the first index.
 */
function addSources(batch) {
  const fresh = [];
  for (const source of batch) {
    const known = given.get(source.file);
    if (!known) {
      const entry = {...source};
      given.set(source.file, entry);
      fresh.push(entry);
    } else if (source.truncated && !known.truncated) {
      // Known untruncated: only its truncated text is new.
      known.truncated = true;
      fresh.push({file: source.file, truncated: true, onlyTruncated: true});
    }
  }
  const raw = fresh.map(({file}) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      // Unreadable: the loader reads it and reports the error.
      return undefined;
    }
  });
  const inputs = [
    ...fresh.flatMap(({onlyTruncated}, index) => (onlyTruncated ? [] : [raw[index]])),
    ...fresh.flatMap(({truncated}, index) =>
      truncated ? [raw[index] === undefined ? undefined : raw[index].split(TRUNCATE_MARKER, 1)[0]] : [],
    ),
  ];
  const from = texts.length;
  const needed = from + inputs.length;
  if (needed * Int32Array.BYTES_PER_ELEMENT > sharedStates.byteLength) {
    sharedStates.grow(needed * Int32Array.BYTES_PER_ELEMENT);
    sharedWanted.grow((needed + FIRST) * Int32Array.BYTES_PER_ELEMENT);
  }
  const keys = inputs.map((input, offset) => {
    let text;
    try {
      text = input === undefined ? undefined : prepareMdx(input, admonitionKeywords, mdx1Compat);
    } catch {
      // The loader meets the same problem and reports it.
    }
    const key = text === undefined ? null : hashOf(text);
    if (key === null || seen.has(key)) {
      Atomics.store(states, from + offset, SENT);
      texts.push({key, text: undefined});
    } else {
      seen.add(key);
      texts.push({key, text});
    }
    return key;
  });
  port.postMessage({keys, from});
}

/**
 * An early worker's wait for its job (scripts/parse-ahead-early.mjs). The job comes once the
 * config has loaded on the main thread, about a second after this worker is ready, and until
 * then a core is idle. So the worker parses what it can guess without the config: the Markdown
 * files of the folders Docusaurus reads by default (`docs`, `blog` and the versioned docs) in the
 * site's folder (the process's working folder, or `workerData.siteDir`), prepared as the loader
 * does with the settings of config/markdownSyntax.ts, which the config takes from there too. Each
 * tree is kept under the key of the exact text it was parsed from, with the settings it was parsed
 * with: a text the job prepares or parses otherwise is parsed again, and one the job does not list
 * is never sent. Looks for the job between two files.
 */
async function guessUntilJob() {
  const compat = siteMarkdown.mdx1Compat;
  const keywords = [...DEFAULT_ADMONITIONS, ...siteMarkdown.siteAdmonitions.keywords];
  // The folders a config naming Docusaurus's default content folders would give, and the versions'.
  const siteDir = path.resolve(workerData.siteDir ?? '.');
  const guesses = likelyMdxSources(siteDir, {presets: [{path: 'docs'}, {path: 'blog'}]});
  for (const {file} of guesses) {
    const message = receiveMessageOnPort(parentPort);
    if (message) return message.message;
    try {
      const text = prepareMdx(fs.readFileSync(file, 'utf8'), keywords, compat);
      const key = hashOf(text);
      if (!guessed.has(key)) {
        const started = performance.now();
        const data = v8.serialize(parseLikeLoader(text, compat));
        guessed.set(key, {data, mdx1Compat: compat, milliseconds: performance.now() - started});
      }
    } catch {
      // Unreadable or not MDX: the job's pass meets it again and leaves it to the loader.
    }
  }
  // Nothing left to guess: says how many texts it parsed (the unit tests wait for it).
  parentPort.postMessage({guessed: guessed.size});
  return new Promise((resolve) => parentPort.once('message', resolve));
}

/** Whether two `mdx1Compat` settings parse alike (the parser depends on them; the key does not). */
function sameCompat(a, b) {
  return a.comments === b.comments && a.admonitions === b.admonitions && a.headingIds === b.headingIds;
}

/** Takes the sources sent since the last look (`{add: MdxSource[]}`). */
function receive() {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
    if (message.message?.add) addSources(message.message.add);
  }
}

addSources(sources);

/**
 * Claims the next text to parse: the oldest the loader has asked for and nobody has taken, else,
 * while the main thread lets it speculate, the next text nobody has taken. Waits while there is
 * none; undefined once the main thread says stop. Speculation is for the build's first minutes:
 * a build whose modules come from Rspack's persistent cache compiles few files, and parsing the
 * whole site beside it took 15 s of CPU for nothing.
 */
let read = 0;
let next = 0;
function claim() {
  for (;;) {
    receive();
    if (Atomics.load(wanted, STOP) !== 0) return undefined;
    const count = Atomics.load(wanted, COUNT);
    while (read < count) {
      let asked;
      // The main thread counts a request before it writes the index: wait for the index.
      do {
        asked = Atomics.load(wanted, FIRST + read);
      } while (asked === 0);
      read += 1;
      if (Atomics.compareExchange(states, asked - 1, PENDING, PARSING) === PENDING) return asked - 1;
    }
    if (Atomics.load(wanted, SPECULATE) !== 0) {
      while (next < texts.length) {
        const index = next++;
        if (texts[index].text !== undefined && Atomics.compareExchange(states, index, PENDING, PARSING) === PENDING) {
          return index;
        }
      }
    }
    Atomics.wait(wanted, COUNT, count, 1000);
  }
}

for (let index = claim(); index !== undefined; index = claim()) {
  const {text} = texts[index];
  texts[index].text = undefined;
  const started = performance.now();
  const guess = guessed.get(texts[index].key);
  guessed.delete(texts[index].key);
  const useGuess = guess !== undefined && sameCompat(guess.mdx1Compat, mdx1Compat);
  let data = null;
  try {
    data = useGuess ? guess.data : v8.serialize(parseLikeLoader(text, mdx1Compat));
  } catch {
    // A syntax error: the loader parses the file and reports it with the file's name.
  }
  const milliseconds = useGuess ? guess.milliseconds : performance.now() - started;
  port.postMessage({index, data, milliseconds, guessed: useGuess});
  Atomics.store(states, index, SENT);
  Atomics.notify(states, index);
}
port.close();
