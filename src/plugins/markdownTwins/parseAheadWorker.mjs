// The worker thread of ./parseAhead.ts: prepares every MDX source as the MDX loader does, sends
// the key of each text, then parses each text the loader asks for (unless the loader has claimed
// it meanwhile) and sends its tree serialized, until the main thread says stop. Plain
// JavaScript, loading the twins' TypeScript with jiti, as Docusaurus loads it.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import v8 from 'node:v8';
import {workerData} from 'node:worker_threads';

// The states of ./parseAhead.ts, and the slots of its `wanted` array.
const PENDING = 0;
const PARSING = 2;
const SENT = 3;
const COUNT = 0;
const STOP = 1;
const FIRST = 2;

const require = createRequire(import.meta.url);
const createJiti = createRequire(require.resolve('@docusaurus/utils'))('jiti');
const load = createJiti(import.meta.filename, {cache: true, interopDefault: false});

/** @type {import('./parseAhead').ParseAheadJob} */
const {sources, admonitionKeywords, mdx1Compat, states: sharedStates, wanted: sharedWanted, port} = workerData;
const states = new Int32Array(sharedStates);
const wanted = new Int32Array(sharedWanted);
const {prepareMdx, parseLikeLoader} = load('./mdxToMarkdown.ts');
const {hashOf} = load('./twinCache.ts');

// The blog plugin's default truncation marker (the site sets no other), cut as its
// markdownLoader cuts a post for the list pages (`?truncated=true`).
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The files' texts as the MDX loader receives them: each file, then the truncated ones. */
const raw = sources.map(({file}) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // Unreadable: the loader reads it and reports the error.
    return undefined;
  }
});
const inputs = [
  ...raw,
  ...sources.flatMap(({truncated}, index) =>
    truncated ? [raw[index] === undefined ? undefined : raw[index].split(TRUNCATE_MARKER, 1)[0]] : [],
  ),
];
const seen = new Set();
const texts = inputs.map((input, index) => {
  let text;
  try {
    text = input === undefined ? undefined : prepareMdx(input, admonitionKeywords, mdx1Compat);
  } catch {
    // The loader meets the same problem and reports it.
  }
  const key = text === undefined ? null : hashOf(text);
  // A text repeated word for word is parsed once, for its first file.
  if (key === null || seen.has(key)) {
    Atomics.store(states, index, SENT);
    return {key, text: undefined};
  }
  seen.add(key);
  return {key, text};
});
port.postMessage({keys: texts.map(({key}) => key)});

/**
 * Claims the next text to parse: the oldest the loader has asked for and nobody has taken. Waits
 * while there is none; undefined once the main thread says stop. Only what the loader asks for
 * is parsed: a build whose modules come from Rspack's persistent cache compiles few files, and
 * parsing the whole site beside it took 15 s of CPU for nothing.
 */
let read = 0;
function claim() {
  for (;;) {
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
    Atomics.wait(wanted, COUNT, count, 1000);
  }
}

for (let index = claim(); index !== undefined; index = claim()) {
  const {text} = texts[index];
  const started = performance.now();
  let data = null;
  try {
    data = v8.serialize(parseLikeLoader(text, mdx1Compat));
  } catch {
    // A syntax error: the loader parses the file and reports it with the file's name.
  }
  port.postMessage({index, data, milliseconds: performance.now() - started});
  Atomics.store(states, index, SENT);
  Atomics.notify(states, index);
}
port.close();
