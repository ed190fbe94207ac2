import {describe, it, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

/**
 * scripts/jiti-esbuild.mjs, loaded into every process of `npm run build`: the jiti that Docusaurus
 * loads the config with compiles with esbuild instead of Babel, into a cache folder of its own.
 * Each case runs a Node.js process with the module loaded as scripts/build.mjs loads it, which
 * makes a jiti as Docusaurus does and loads small modules from a temporary folder.
 */

const ROOT = path.resolve(__dirname, '../..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts/jiti-esbuild.mjs')).href;
const CACHE = path.join(ROOT, 'node_modules/.cache/jiti-esbuild');

let dir: string;

/** Runs `script` (CommonJS) with the module preloaded; returns what it printed as JSON. */
async function run(script: string): Promise<Record<string, unknown>> {
  const {stdout} = await promisify(execFile)(process.execPath, [`--import=${PRELOAD}`, '-e', script], {cwd: dir});
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** A jiti made as @docusaurus/utils makes it, loading `file`. */
function loadLikeDocusaurus(file: string, extra = ''): string {
  return `
const {createRequire} = require('node:module');
const utilsRequire = createRequire(createRequire(${JSON.stringify(`${ROOT}/`)}).resolve('@docusaurus/utils'));
const jiti = utilsRequire('jiti')(${JSON.stringify(path.join(ROOT, 'x.js'))}, {cache: true, requireCache: false, interopDefault: true${extra}});
const babelLoaded = () => Object.keys(require.cache).some((file) => /[\\\\/]jiti[\\\\/]dist[\\\\/]babel\\.js$/.test(file));
`;
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jiti-esbuild-'));
  fs.writeFileSync(
    path.join(dir, 'main.ts'),
    `import {helper} from './helper.mjs';
enum Kind { Doc = 'doc', Post = 'post' }
type Shown = {kind: Kind; url: string};
export const shown: Shown = {kind: Kind.Post, url: import.meta.url};
export const where = {dirname: import.meta.dirname, filename: import.meta.filename};
export async function later(): Promise<number> {
  const {twice} = await import('./later.ts');
  return twice(helper());
}
export default function main(): string { return 'main'; }
`,
  );
  fs.writeFileSync(path.join(dir, 'helper.mjs'), 'export function helper() { return 21; }\n');
  fs.writeFileSync(path.join(dir, 'later.ts'), 'export const twice = (n: number): number => n * 2;\n');
  fs.writeFileSync(path.join(dir, 'broken.ts'), 'export const a = 1;\nexport const b = ;\n');
});

after(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('jiti with esbuild (scripts/jiti-esbuild.mjs)', () => {
  it('loads TypeScript and ES modules as Babel did: exports, enums, import.meta, import()', async () => {
    const main = path.join(dir, 'main.ts');
    const result = await run(`${loadLikeDocusaurus(main)}
const mod = jiti(${JSON.stringify(main)});
mod.later().then((later) => console.log(JSON.stringify({
  default: typeof mod === 'function' ? mod() : mod.default(),
  shown: mod.shown, where: mod.where, later, babel: babelLoaded(),
})));`);
    assert.equal(result.default, 'main');
    assert.deepEqual(result.shown, {kind: 'post', url: pathToFileURL(main).href});
    assert.deepEqual(result.where, {dirname: dir, filename: main});
    assert.equal(result.later, 42);
    assert.equal(result.babel, false, 'Babel was loaded');
    // Kept in the site's cache folder, not in the system's temporary folder.
    const cached = fs.readdirSync(CACHE).filter((name) => name.startsWith(`${path.basename(dir)}-main.ts.`));
    assert.equal(cached.length, 1);
  });

  it('reports a syntax error with the file, line and column', async () => {
    const broken = path.join(dir, 'broken.ts');
    const result = await run(`${loadLikeDocusaurus(broken)}
try { jiti(${JSON.stringify(broken)}); console.log(JSON.stringify({loaded: true})); }
catch (error) { console.log(JSON.stringify({message: error.message})); }`);
    assert.equal(result.loaded, undefined);
    assert.match(String(result.message), /SyntaxError: .*Unexpected/);
    assert.ok(String(result.message).includes(`${broken}:2:`), String(result.message));
  });

  it("keeps a caller's own transform", async () => {
    const later = path.join(dir, 'later.ts');
    const own = `, transform: ({source}) => ({code: 'exports.twice = () => "own transform";'}), cache: false`;
    const result = await run(`${loadLikeDocusaurus(later, own)}
console.log(JSON.stringify({twice: jiti(${JSON.stringify(later)}).twice(1), babel: babelLoaded()}));`);
    assert.deepEqual(result, {twice: 'own transform', babel: false});
  });
});
