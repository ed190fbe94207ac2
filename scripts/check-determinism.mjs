#!/usr/bin/env node
// `npm run check:determinism`: builds the site twice from a clean state (no generated files,
// no caches), then a third time with the caches the second build left (as a maintainer's next
// build runs), and checks that all three are the same: the same files under the same names
// (hashed asset names included) and byte-identical HTML. A build that differs from itself
// defeats long-term caching (a changed asset name is a new download for every reader) and
// makes deployments impossible to compare.
//
// Each build goes to its own folder (.determinism/a, .determinism/b); `npm run clear` runs
// before the first two, so the second build cannot reuse anything the first one left; the third
// (.determinism/c) reuses the second one's caches. Warm builds once differed where cold ones
// agreed: the runtime's minified names followed the bundler's first content hashes, which
// changed from one warm build to the next (src/plugins/bundling/chunkHashes.ts). When its
// bundles come out as the second build's, the third takes that build's pages from the SSG page
// cache (scripts/ssg-page-cache.mjs), so comparing it with the first also checks the cache.
// Takes about two cold builds and a warm one (2 x 50 s + 25 s on 2 cores; 2 x 100 s + 40 s
// on a slow day). Exits 1 and lists the differences (first 30) when the builds differ. Other
// files than HTML are compared too, and reported apart: a difference there (an image encoder,
// a search index) is real but does not break caching by itself.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outRoot = path.join(root, '.determinism');
const SHOWN = 30;

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env});
  if (result.status !== 0) {
    console.error(`check-determinism: \`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
    process.exit(1);
  }
}

function build(name, {clean}) {
  const outDir = path.join(outRoot, name);
  console.log(`\n=== ${clean ? 'clean' : 'warm'} build ${name} -> ${path.relative(root, outDir)}`);
  if (clean) run('npx', ['docusaurus', 'clear']);
  const started = Date.now();
  run(process.execPath, ['scripts/build.mjs', '--out-dir', outDir]);
  console.log(`build ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return outDir;
}

/** Every file under dir, relative, with the md5 of its content. */
function listing(dir) {
  const files = new Map();
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) {
      files.set(file.split(path.sep).join('/'), createHash('md5').update(fs.readFileSync(full)).digest('hex'));
    }
  }
  return files;
}

fs.rmSync(outRoot, {recursive: true, force: true});
const builds = {
  a: listing(build('a', {clean: true})),
  b: listing(build('b', {clean: true})),
  c: listing(build('c', {clean: false})),
};

const show = (title, files) => {
  if (files.length === 0) return;
  console.log(`\n${title}: ${files.length}`);
  for (const file of files.slice(0, SHOWN)) console.log(`  ${file}`);
  if (files.length > SHOWN) console.log(`  ... and ${files.length - SHOWN} more`);
};

/** Prints how builds x and y differ; returns the number of differences. */
function compare(x, y) {
  const [first, second] = [builds[x], builds[y]];
  const onlyFirst = [...first.keys()].filter((file) => !second.has(file));
  const onlySecond = [...second.keys()].filter((file) => !first.has(file));
  const changed = [...first.keys()].filter((file) => second.has(file) && first.get(file) !== second.get(file));
  const changedHtml = changed.filter((file) => file.endsWith('.html'));
  const changedOther = changed.filter((file) => !file.endsWith('.html'));
  show(`files only in build ${x}`, onlyFirst);
  show(`files only in build ${y}`, onlySecond);
  show(`HTML files that differ (${x}, ${y})`, changedHtml);
  show(`other files that differ (${x}, ${y})`, changedOther);
  const htmlCount = [...first.keys()].filter((file) => file.endsWith('.html')).length;
  console.log(
    `\ndeterminism, builds ${x} and ${y}: ${first.size} files (${htmlCount} HTML); ` +
      `names ${onlyFirst.length + onlySecond.length === 0 ? 'identical' : 'DIFFER'}; ` +
      `HTML ${changedHtml.length === 0 ? 'identical' : `${changedHtml.length} DIFFER`}; ` +
      `other files ${changedOther.length === 0 ? 'identical' : `${changedOther.length} differ`}`,
  );
  return onlyFirst.length + onlySecond.length + changed.length;
}

const differences = compare('a', 'b') + compare('b', 'c');
process.exit(differences === 0 ? 0 : 1);
