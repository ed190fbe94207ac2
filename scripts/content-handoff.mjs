// Loaded with `--import` by scripts/build.mjs into every process of `npm run build`: the docs,
// blog and pages plugins load their content (read every Markdown file of the site, its front
// matter and Git dates, the blog's reading times and authors, the sidebars) in the first process
// only, the browser bundle's, which writes it to a folder of the generated files; the pages
// process takes it from there instead of loading it again.
//
// Why: each process loads the site. Loading the content of these plugins took 1.0 to 1.3 s of
// each process after the first (measured when the build had three: a server bundle's process
// too). Taken from the
// file, it takes tens of milliseconds. Within one build nothing these plugins read changes
// between the processes, and the files and Git history they read are the same, so the content
// is the same: the build's output is byte for byte the same with and without the handoff.
//
// Which plugins: @docusaurus/plugin-content-docs, -blog and -pages (every instance: the site's own
// wrappers keep their names). Their content is plain data. The site's own plugins load their own
// content in each process: some of them do different work in each (config/env.ts `buildStep`).
//
// How: Docusaurus has no hook around a plugin's content loading; this wraps each such plugin's
// `loadContent` as the core initializes the plugins (`initPlugins`, lib/server/plugins/init.js,
// Docusaurus 3.10). DOCUSAURUS_CONTENT_HANDOFF is `write` in the first process and `read` in the
// others, DOCUSAURUS_CONTENT_HANDOFF_ID names the build (a process reads only what its own build
// wrote) and DOCUSAURUS_CONTENT_HANDOFF_DIR the folder. The writer checks that the content comes
// back from its copy as it was (the same values, prototypes and keys: a function, a class
// instance or a symbol key would not); content that does not is not handed off, and the other
// processes load it themselves. A reader that finds no content of its build (the bundles came
// from the bundle cache, so no writer ran) loads it too.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import v8 from 'node:v8';
import {isMainThread} from 'node:worker_threads';

/** The plugins whose content is handed off, by the name they give the core. */
export const HANDED_OFF_PLUGINS = new Set([
  'docusaurus-plugin-content-docs',
  'docusaurus-plugin-content-blog',
  'docusaurus-plugin-content-pages',
]);

/**
 * @typedef {{taken: number; loaded: number; bytes: number; ms: number; notWritten: string[]}} HandoffStats
 *   the plugins whose content was taken from the folder, those loaded in this process, the bytes
 *   read, the milliseconds spent reading or writing, and why any content was not written
 */

const log = (message) => console.log(`[content-handoff] ${message}`);

/**
 * The file of one plugin's content: the plugin's name and id, made safe for a file name.
 * @param {string} dir
 * @param {{name: string; options?: {id?: string}}} plugin
 */
export function contentFile(dir, plugin) {
  return path.join(dir, `${instanceName(plugin)}.bin`.replace(/[^\w@.-]/g, '_'));
}

/** A plugin instance's name in the build log and the content files: `name@id`. */
const instanceName = (plugin) => `${plugin.name}@${plugin.options?.id ?? 'default'}`;

/**
 * Wraps the `loadContent` of each plugin to hand off (in place). `role` is `write` or `read`;
 * `id` names the build; `dir` is the folder of the content files. `onLoaded` is told, once every
 * wrapped plugin has loaded, how many were taken from the folder, how many loaded here, and why
 * any was not written.
 * @param {Array<{name: string; options?: {id?: string}; loadContent?: () => unknown}>} plugins
 * @param {{role: 'write' | 'read'; id: string; dir: string; onLoaded?: (stats: HandoffStats) => void}} options
 * @returns {number} how many plugins were wrapped
 */
export function handOffContent(plugins, {role, id, dir, onLoaded = () => {}}) {
  const wrapped = plugins.filter(
    (plugin) => HANDED_OFF_PLUGINS.has(plugin.name) && typeof plugin.loadContent === 'function',
  );
  const stats = {taken: 0, loaded: 0, bytes: 0, ms: 0, notWritten: []};
  let pending = wrapped.length;
  const done = () => {
    pending -= 1;
    if (pending === 0) onLoaded(stats);
  };
  for (const plugin of wrapped) {
    const load = plugin.loadContent;
    const file = contentFile(dir, plugin);
    const name = instanceName(plugin);
    plugin.loadContent = async function loadContentHandedOff() {
      try {
        if (role === 'read') {
          const started = performance.now();
          const bytes = readIfExists(file);
          const record = bytes && v8.deserialize(bytes);
          if (record?.id === id && record.plugin === name) {
            stats.taken += 1;
            stats.bytes += bytes.length;
            stats.ms += performance.now() - started;
            return record.content;
          }
        }
        const content = await load.call(this);
        stats.loaded += 1;
        if (role === 'write') {
          const started = performance.now();
          const reason = write(file, {id, plugin: name, content});
          if (reason) stats.notWritten.push(`${name} (${reason})`);
          stats.ms += performance.now() - started;
        }
        return content;
      } finally {
        done();
      }
    };
  }
  return wrapped.length;
}

function readIfExists(file) {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a plugin's content; returns why it was not written, if it was not. */
function write(file, record) {
  let bytes;
  try {
    bytes = v8.serialize(record);
  } catch (error) {
    return error.message;
  }
  if (!isDeepStrictEqual(v8.deserialize(bytes).content, record.content)) {
    return 'its copy differs from it: a function, a class instance or a symbol key';
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Under a temporary name first: a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, bytes);
  fs.renameSync(`${file}.tmp`, file);
  return undefined;
}

const role = process.env.DOCUSAURUS_CONTENT_HANDOFF;
if (role && isMainThread) {
  const id = process.env.DOCUSAURUS_CONTENT_HANDOFF_ID;
  const dir = process.env.DOCUSAURUS_CONTENT_HANDOFF_DIR;
  if ((role !== 'write' && role !== 'read') || !id || !dir) {
    throw new Error(
      `scripts/content-handoff.mjs: DOCUSAURUS_CONTENT_HANDOFF must be write or read, with DOCUSAURUS_CONTENT_HANDOFF_ID and _DIR set; got ${role}, ${id}, ${dir}`,
    );
  }
  const coreRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const init = coreRequire('./lib/server/plugins/init.js');
  if (typeof init.initPlugins !== 'function') {
    throw new Error(
      'scripts/content-handoff.mjs: @docusaurus/core has no initPlugins in lib/server/plugins/init.js, where 3.10 had it; DOCUSAURUS_CONTENT_HANDOFF cannot work with this version',
    );
  }
  const initPlugins = init.initPlugins;
  init.initPlugins = async function initPluginsHandingOffContent(...args) {
    const plugins = await initPlugins.apply(this, args);
    handOffContent(plugins, {
      role,
      id,
      dir,
      onLoaded: ({taken, loaded, bytes, ms, notWritten}) => {
        const took = `${(ms / 1000).toFixed(2)} s`;
        if (role === 'write') {
          log(`${loaded - notWritten.length} plugins' content written for the build's other processes (${took})`);
        } else {
          log(
            taken > 0
              ? `${taken} plugins' content from the browser bundle's process (${(bytes / 1e6).toFixed(1)} MB in ${took})${loaded > 0 ? `; ${loaded} loaded here` : ''}`
              : `no content from this build's browser bundle's process (its bundles were reused): ${loaded} plugins loaded here`,
          );
        }
        if (notWritten.length > 0) log(`not handed off, loaded again by the other processes: ${notWritten.join('; ')}`);
      },
    });
    return plugins;
  };
}
