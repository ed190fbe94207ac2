#!/usr/bin/env node
// `npm run check:determinism`: builds the site twice from a clean state (no generated files,
// no caches) and checks that both builds are the same: the same files under the same names
// (hashed asset names included) and byte-identical HTML. A build that differs from itself
// defeats long-term caching (a changed asset name is a new download for every reader) and
// makes deployments impossible to compare.
//
// Each build goes to its own folder (.determinism/a, .determinism/b); `npm run clear` runs
// before each, so the second build cannot reuse anything the first one left. Takes about two
// cold builds (2 x 50 s on 2 cores). Exits 1 and lists the differences (first 30) when the
// builds differ. Other files than HTML are compared too, and reported apart: a difference
// there (an image encoder, a search index) is real but does not break caching by itself.
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

function build(name) {
  const outDir = path.join(outRoot, name);
  console.log(`\n=== clean build ${name} -> ${path.relative(root, outDir)}`);
  run('npx', ['docusaurus', 'clear']);
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
const a = listing(build('a'));
const b = listing(build('b'));

const onlyA = [...a.keys()].filter((file) => !b.has(file));
const onlyB = [...b.keys()].filter((file) => !a.has(file));
const changed = [...a.keys()].filter((file) => b.has(file) && a.get(file) !== b.get(file));
const changedHtml = changed.filter((file) => file.endsWith('.html'));
const changedOther = changed.filter((file) => !file.endsWith('.html'));

const show = (title, files) => {
  if (files.length === 0) return;
  console.log(`\n${title}: ${files.length}`);
  for (const file of files.slice(0, SHOWN)) console.log(`  ${file}`);
  if (files.length > SHOWN) console.log(`  ... and ${files.length - SHOWN} more`);
};
show('files only in build a', onlyA);
show('files only in build b', onlyB);
show('HTML files that differ', changedHtml);
show('other files that differ', changedOther);

const htmlCount = [...a.keys()].filter((file) => file.endsWith('.html')).length;
console.log(
  `\ndeterminism: ${a.size} files (${htmlCount} HTML); names ${onlyA.length + onlyB.length === 0 ? 'identical' : 'DIFFER'}; ` +
    `HTML ${changedHtml.length === 0 ? 'identical' : `${changedHtml.length} DIFFER`}; ` +
    `other files ${changedOther.length === 0 ? 'identical' : `${changedOther.length} differ`}`,
);
process.exit(onlyA.length + onlyB.length + changed.length === 0 ? 0 : 1);
