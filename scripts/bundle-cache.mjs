// Reuses the last build's bundles when nothing they are made from has changed.
//
// The first process of `npm run build` (scripts/build.mjs) loads the site and bundles it: 12 to
// 15 s of a warm build on 2 cores, Rspack's persistent cache included, even when no file changed
// since the last build (`npm test` again after editing a test, a second build for a deploy, a
// branch switched away and back before anything was built). The bundles are a function of:
//   - the site's files: every file git tracks or would track (`git ls-files --cached --others
//     --exclude-standard`), by content, except the few that only the tests and CI read
//     (NOT_BUNDLE_INPUTS);
//   - the installed packages (node_modules/.package-lock.json, which npm rewrites on every
//     install), the Node.js version, the arguments (but the out dir, scripts/build.mjs), and the
//     environment (all of it but the shell's and npm's own variables, VOLATILE_ENV);
//   - the commit checked out, since pages show each file's last commit (a commit of an edited file
//     changes a page without changing the file), and the year (the footer's copyright).
// When all of these hash as in the last bundling of the same site, arguments and environment, the
// bundle step does not run: its output (the out dir as bundling left it, and the generated
// folder, where the bundler's plugins also leave files for the pages step) comes back from
// node_modules/.cache/bundles/, and the pages step runs as usual. The out dir's files are hard
// links to the cache's (see `linkTree`), checked before each reuse and after each pages step.
//
// After a bundling, its output is stored only if every file the two bundlers read (their file,
// context and build dependencies, which the bundling plugin writes to
// .docusaurus/bundle-inputs/) is one the key covers: a file of the key, a folder of the site, the
// generated folder (made from the site's files) or the installed packages. A bundle that read
// anything else (a file under tests/, a file outside the site) is not stored, and the build says
// which file. `npm run check:determinism` compares a build that reused the bundles with clean
// ones. `docusaurus clear` empties the cache with the rest of node_modules/.cache;
// DOCUSAURUS_BUNDLE_CACHE=false turns it off.
import {createHash} from 'node:crypto';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/** Site files that the site never reads: the tests, CI's script, the repository's own docs. */
export const NOT_BUNDLE_INPUTS = ['tests/', '.ci/', 'README.md', 'playwright.config.ts'];

/** Variables of the shell, the terminal and npm, which differ between two runs of one build. */
export const VOLATILE_ENV =
  /^(npm_|INIT_CWD$|PWD$|OLDPWD$|SHLVL$|_$|TERM|COLORTERM$|COLUMNS$|LINES$|SSH_|DISPLAY$|XAUTHORITY$|TMUX|STY$|WINDOWID$|HISTFILE|PS[1-4]$|LS_COLORS$|LESS|PAGER$|EDITOR$|VISUAL$|MAIL$|FORCE_COLOR$|NO_COLOR$|NODE_CHANNEL_|DOCUSAURUS_BUNDLE_CACHE$)/;

/** Where the bundlers' dependencies are written (by src/plugins/bundling/bundleInputs.ts). */
export const BUNDLE_INPUTS_DIR = 'bundle-inputs';

/** How many argument and environment variants keep their last bundles. */
const SLOTS = 3;

const sha256 = (value) => createHash('sha256').update(value).digest('hex');

function git(root, args) {
  const result = spawnSync('git', ['-C', root, ...args], {encoding: 'buffer', maxBuffer: 64 * 1024 * 1024});
  return result.status === 0 ? result.stdout : undefined;
}

const isBundleInput = (file) =>
  !NOT_BUNDLE_INPUTS.some((excluded) => (excluded.endsWith('/') ? file.startsWith(excluded) : file === excluded));

/**
 * The cache key of a bundling of the site in `root` with these arguments and environment, or why
 * there is none: `{variant, key, files}`, where `variant` names the slot (the arguments and the
 * environment) and `files` are the site files the key covers (paths relative to `root`), or
 * `{off}`.
 */
export function bundleKey({root, args, env, year = new Date().getFullYear()}) {
  const listing = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const head = git(root, ['rev-parse', 'HEAD']);
  if (!listing || !head) {
    return {off: 'the site is not a git work tree with a commit'};
  }
  let installed;
  try {
    installed = fs.readFileSync(path.join(root, 'node_modules/.package-lock.json'));
  } catch {
    return {off: 'node_modules/.package-lock.json is missing (npm writes it on install)'};
  }
  const environment = Object.entries(env)
    .filter(([name]) => !VOLATILE_ENV.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`);
  const variant = sha256(JSON.stringify([root, args, environment, process.version, process.arch]));
  const files = [...new Set(listing.toString('utf8').split('\0').filter(Boolean))].filter(isBundleInput).sort();
  const hash = createHash('sha256').update(variant).update(head).update(String(year)).update(sha256(installed));
  for (const file of files) {
    let content;
    try {
      content = sha256(fs.readFileSync(path.join(root, file)));
    } catch {
      content = 'missing'; // tracked, but deleted from the work tree
    }
    hash.update(`\0${file}\0${content}`);
  }
  return {variant: variant.slice(0, 16), key: hash.digest('hex'), files};
}

/**
 * The bundlers' dependencies that the key does not cover: not a file of the key, not in a folder
 * of the site that git would list, not generated, not installed. Empty when the bundles may be
 * stored.
 */
export function uncoveredInputs({root, generatedDir, files, dependencies}) {
  const covered = new Set(files);
  const within = (folder, absolute) => absolute === folder || absolute.startsWith(folder + path.sep);
  return dependencies.filter(({path: dependency, kind}) => {
    const absolute = path.resolve(dependency);
    if (within(path.resolve(generatedDir), absolute) || within(path.join(root, 'node_modules'), absolute)) return false;
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (relative.startsWith('..') || path.isAbsolute(relative)) return true;
    if (!isBundleInput(relative) || !isBundleInput(`${relative}/`)) return true;
    // A folder (a context dependency, or the site itself): its files are listed in the key.
    return kind === 'file' ? !covered.has(relative) : false;
  });
}

/** Reads the dependencies that the bundling plugin wrote for each bundler. */
export function readBundleInputs(generatedDir) {
  const dir = path.join(generatedDir, BUNDLE_INPUTS_DIR);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  if (names.length === 0) return undefined;
  // Resolvers record the folders they look into as file dependencies too.
  const kindOf = (dependency) => (fs.statSync(dependency, {throwIfNoEntry: false})?.isDirectory() ? 'folder' : 'file');
  const all = names.flatMap((name) => {
    const {files = [], contexts = [], builds = []} = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    return [...files, ...contexts, ...builds];
  });
  return [...new Set(all)].map((dependency) => ({path: dependency, kind: kindOf(dependency)}));
}

const slotDir = (cacheDir, variant) => path.join(cacheDir, variant);

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/**
 * Links every file of `from` into `to`. A hard link shares the file with the cache instead of
 * copying it (2,500 files, 51 MB: 0.07 s against 2 to 3 s for a copy on the 2-core machines).
 * The files are shared, so a change made in place to one of them would change the other:
 * `manifestOf` records each file's size and modification time, and `changedFile` checks them.
 */
function linkTree(from, to) {
  for (const file of filesUnder(from)) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    try {
      fs.linkSync(path.join(from, file), target);
    } catch (error) {
      if (!['EXDEV', 'EPERM', 'ENOTSUP'].includes(error.code)) throw error;
      fs.copyFileSync(path.join(from, file), target); // another file system, or no hard links there
    }
  }
}

const stamp = (file) => {
  const stats = fs.statSync(file, {throwIfNoEntry: false});
  return stats ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : 'missing';
};

function manifestOf(dir) {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, stamp(path.join(dir, file))]));
}

/** The first file of a stored slot whose size, time or identity differs from when it was stored. */
function changedFile(slot) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(slot, 'manifest.json'), 'utf8'));
  } catch {
    return 'manifest.json';
  }
  return Object.keys(manifest).find((file) => stamp(path.join(slot, 'out', file)) !== manifest[file]);
}

/**
 * The folder inside the generated folder where the pages process writes its own generated files
 * (scripts/pages-step.mjs says why): not the bundlers', so not kept with the bundles.
 */
export const PAGES_PROCESS_DIR = 'pages-process';

/**
 * The folder inside the generated folder where the first process of a build leaves the plugins'
 * content for the others (scripts/content-handoff.mjs): it is for that build only, so not kept.
 */
export const CONTENT_HANDOFF_DIR = 'content-handoff';

/**
 * The generated folder, in one file: what only the bundlers write there (the client manifest, the
 * offline plugin's chunk groups), which the pages process reads, must come back with the bundles.
 * The pages process's own folder is left out: it may be writing there while the bundles are stored;
 * so is the content handed off within the build.
 */
function packFolder(dir) {
  const files = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.name !== PAGES_PROCESS_DIR && entry.name !== CONTENT_HANDOFF_DIR)
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(dir, entry.name) : [entry.name]));
  return v8.serialize(files.map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

/** Writes the packed files that differ from those on disk; leaves the others alone. */
function unpackFolder(packed, dir) {
  for (const [file, content] of v8.deserialize(packed)) {
    const target = path.join(dir, file);
    let current;
    try {
      current = fs.readFileSync(target);
    } catch {
      // not there yet
    }
    if (!current || !current.equals(content)) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
    }
  }
}

/**
 * Puts the last bundles back when `key` matches, and returns true; false when there are none
 * for it. A slot whose files changed since it was stored is removed (`onDiscard` says why).
 */
export function restoreBundles({cacheDir, variant, key, outDir, generatedDir, onDiscard = () => {}}) {
  const slot = slotDir(cacheDir, variant);
  let stored;
  try {
    stored = fs.readFileSync(path.join(slot, 'key'), 'utf8');
  } catch {
    return false;
  }
  if (stored !== key) return false;
  const changed = changedFile(slot);
  if (changed) {
    fs.rmSync(slot, {recursive: true, force: true});
    onDiscard(`${changed} changed after it was stored`);
    return false;
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  linkTree(path.join(slot, 'out'), outDir);
  unpackFolder(fs.readFileSync(path.join(slot, 'generated.bin')), generatedDir);
  const now = new Date();
  fs.utimesSync(path.join(slot, 'key'), now, now);
  return true;
}

/**
 * Stores the bundles that the bundle step just wrote, under `key`, if the key covers every file
 * the bundlers read. Returns `{stored: true}` or `{stored: false, reason}`.
 */
export function storeBundles(options) {
  return beginStoringBundles(options).finish();
}

/**
 * The part of storeBundles that must come before the pages step: the output folder's files linked
 * into a staging folder, with their sizes, times and identities (the manifest that
 * checkStoredBundles compares after the pages step). `finish()` does the rest, which reads only
 * the bundlers' generated folder and the cache, and so can run while the pages are rendered:
 * the check that the key covers the bundlers' inputs, the generated files packed, the slot
 * put in place and the least recently used ones removed. Returns what storeBundles returns.
 */
export function beginStoringBundles({root, cacheDir, variant, key, files, outDir, generatedDir}) {
  const slot = slotDir(cacheDir, variant);
  const staging = `${slot}.${process.pid}.tmp`;
  fs.rmSync(staging, {recursive: true, force: true});
  fs.mkdirSync(staging, {recursive: true});
  linkTree(outDir, path.join(staging, 'out'));
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifestOf(path.join(staging, 'out'))));
  const notStored = (reason) => {
    fs.rmSync(staging, {recursive: true, force: true});
    return {stored: false, reason};
  };
  const finish = () => {
    const dependencies = readBundleInputs(generatedDir);
    if (!dependencies) return notStored(`the bundlers' dependencies were not written (${BUNDLE_INPUTS_DIR}/)`);
    const uncovered = uncoveredInputs({root, generatedDir, files, dependencies});
    if (uncovered.length > 0) {
      const named = uncovered.slice(0, 3).map((dependency) => path.relative(root, dependency.path) || dependency.path);
      return notStored(
        `the bundles read ${uncovered.length} file(s) that the cache key does not cover: ${named.join(', ')}${uncovered.length > 3 ? ', ...' : ''}`,
      );
    }
    fs.writeFileSync(path.join(staging, 'generated.bin'), packFolder(generatedDir));
    fs.writeFileSync(path.join(staging, 'key'), key);
    fs.rmSync(slot, {recursive: true, force: true});
    fs.renameSync(staging, slot);
    // The least recently used variants go.
    const slots = fs
      .readdirSync(cacheDir)
      .filter((name) => /^[0-9a-f]{16}$/.test(name))
      .map((name) => ({
        name,
        used: fs.statSync(path.join(cacheDir, name, 'key'), {throwIfNoEntry: false})?.mtimeMs ?? 0,
      }))
      .sort((a, b) => b.used - a.used);
    for (const {name} of slots.slice(SLOTS)) fs.rmSync(path.join(cacheDir, name), {recursive: true, force: true});
    return {stored: true};
  };
  return {finish};
}

/**
 * After the pages step: the bundles it was given share their files with the cache, so a file it
 * changed in place (rather than writing a new one) would come back changed. Such a slot is
 * removed; returns the file, or undefined when all are as stored.
 */
export function checkStoredBundles({cacheDir, variant}) {
  const slot = slotDir(cacheDir, variant);
  if (!fs.existsSync(path.join(slot, 'key'))) return undefined;
  const changed = changedFile(slot);
  if (changed) fs.rmSync(slot, {recursive: true, force: true});
  return changed;
}
