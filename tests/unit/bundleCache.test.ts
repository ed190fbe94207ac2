import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/bundle-cache.mjs lets `npm run build` skip bundling when nothing the bundles are made
 * from changed. A key that missed a change would deploy stale bundles, so these cases change one
 * input at a time in a small git work tree and check the key follows, and check that stored
 * bundles come back as they were, and never once a file they share with the cache was changed.
 */

type Dependency = {path: string; kind: 'file' | 'folder'};
type Key = {variant: string; key: string; files: string[]; off?: undefined} | {off: string};
type Slot = {cacheDir: string; variant: string; key: string; outDir: string; generatedDir: string};
type CacheModule = {
  bundleKey: (options: {root: string; args: string[]; env: Record<string, string | undefined>; year?: number}) => Key;
  uncoveredInputs: (options: {
    root: string;
    generatedDir: string;
    files: string[];
    dependencies: Dependency[];
  }) => Dependency[];
  restoreBundles: (options: Slot & {onDiscard?: (reason: string) => void}) => boolean;
  storeBundles: (options: Slot & {root: string; files: string[]}) => {stored: boolean; reason?: string};
  checkStoredBundles: (options: {cacheDir: string; variant: string}) => string | undefined;
  PAGES_PROCESS_DIR: string;
};

let cache: CacheModule;
let root: string;

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), content);
};
const git = (...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    stdio: 'pipe',
  });
const env = {DOCUSAURUS_BASE_URL: '/', PWD: '/somewhere', npm_lifecycle_event: 'build'};

function keyOf(options: {args?: string[]; env?: Record<string, string>; year?: number} = {}): string {
  const result = cache.bundleKey({root, args: options.args ?? [], env: options.env ?? env, year: options.year ?? 2026});
  assert.equal(result.off, undefined, `no key: ${result.off}`);
  return (result as {key: string}).key;
}

/** Runs `change`, returns whether the key differs after it, and undoes it with `undo`. */
function changes(change: () => void, undo: () => void): boolean {
  const before = keyOf();
  change();
  const after = keyOf();
  undo();
  assert.equal(keyOf(), before, 'the key comes back when the change is undone');
  return after !== before;
}

describe('bundle cache (scripts/bundle-cache.mjs)', () => {
  before(async () => {
    cache = (await import('../../scripts/bundle-cache.mjs')) as CacheModule;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
    write('.gitignore', 'node_modules/\nbuild/\n.docusaurus/\n.env\n');
    write('docs/intro.md', '# Intro\n');
    write('src/theme/Root.tsx', 'export default function Root() {}\n');
    write('tests/e2e/a.spec.ts', 'test()\n');
    write('README.md', '# Site\n');
    write('node_modules/.package-lock.json', '{"packages": {"node_modules/react": {"version": "19.2.0"}}}\n');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'first');
  });
  after(() => fs.rmSync(root, {recursive: true, force: true}));

  it('changes with every input of the bundles', () => {
    const docs = path.join(root, 'docs/intro.md');
    assert.ok(
      changes(
        () => fs.appendFileSync(docs, 'More.\n'),
        () => fs.writeFileSync(docs, '# Intro\n'),
      ),
    );
    assert.ok(
      changes(
        () => write('src/theme/Footer.tsx', 'export default 1;\n'),
        () => fs.rmSync(path.join(root, 'src/theme/Footer.tsx')),
      ),
      'a new file that git would list',
    );
    assert.ok(
      changes(
        () => fs.rmSync(docs),
        () => write('docs/intro.md', '# Intro\n'),
      ),
      'a tracked file deleted',
    );
    const lock = path.join(root, 'node_modules/.package-lock.json');
    const installed = fs.readFileSync(lock, 'utf8');
    assert.ok(
      changes(
        () => fs.writeFileSync(lock, installed.replace('19.2.0', '19.2.1')),
        () => fs.writeFileSync(lock, installed),
      ),
    );
    assert.notEqual(keyOf({env: {...env, DOCUSAURUS_BASE_URL: '/preview/'}}), keyOf(), 'a setting of the site');
    assert.notEqual(keyOf({args: ['--no-minify']}), keyOf(), 'an argument');
    assert.notEqual(keyOf({year: 2027}), keyOf(), "the footer's year");
  });

  it('changes with a commit, which changes the last-update dates pages show', () => {
    const before = keyOf();
    git('commit', '-q', '--allow-empty', '-m', 'second');
    assert.notEqual(keyOf(), before);
  });

  it('stays the same for the tests, the README, ignored files and the shell', () => {
    const spec = path.join(root, 'tests/e2e/a.spec.ts');
    assert.ok(
      !changes(
        () => fs.appendFileSync(spec, 'test()\n'),
        () => fs.writeFileSync(spec, 'test()\n'),
      ),
    );
    const readme = path.join(root, 'README.md');
    assert.ok(
      !changes(
        () => fs.appendFileSync(readme, 'More.\n'),
        () => fs.writeFileSync(readme, '# Site\n'),
      ),
    );
    assert.ok(
      !changes(
        () => write('.env', 'X=1\n'),
        () => fs.rmSync(path.join(root, '.env')),
      ),
    );
    assert.equal(
      keyOf({env: {...env, PWD: '/elsewhere', npm_lifecycle_event: 'test', DOCUSAURUS_BUNDLE_CACHE: 'true'}}),
      keyOf(),
    );
  });

  it('is off outside a git work tree', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-bare-'));
    try {
      assert.match(cache.bundleKey({root: bare, args: [], env}).off ?? '', /git/);
    } finally {
      fs.rmSync(bare, {recursive: true, force: true});
    }
  });

  it('finds what the bundlers read that the key does not cover', () => {
    const {files} = cache.bundleKey({root, args: [], env}) as {files: string[]};
    const generatedDir = path.join(root, '.docusaurus');
    const dependency = (file: string, kind: 'file' | 'folder' = 'file') => ({path: path.join(root, file), kind});
    const uncovered = cache.uncoveredInputs({
      root,
      generatedDir,
      files,
      dependencies: [
        dependency('docs/intro.md'),
        dependency('src/theme', 'folder'),
        dependency('', 'folder'),
        dependency('node_modules/react/index.js'),
        dependency('.docusaurus/registry.js'),
        dependency('.docusaurus', 'folder'),
        dependency('tests/e2e/a.spec.ts'),
        dependency('tests', 'folder'),
        dependency('.env'),
        {path: path.join(os.tmpdir(), 'outside.js'), kind: 'file'},
      ],
    });
    assert.deepEqual(
      uncovered.map((entry) => path.relative(root, entry.path)),
      ['tests/e2e/a.spec.ts', 'tests', '.env', path.relative(root, path.join(os.tmpdir(), 'outside.js'))],
    );
  });

  describe('storing and reusing bundles', () => {
    let slot: Slot & {root: string; files: string[]};
    const outFile = (file: string) => path.join(slot.outDir, file);

    before(() => {
      const {variant, key, files} = cache.bundleKey({root, args: [], env}) as {
        variant: string;
        key: string;
        files: string[];
      };
      slot = {
        root,
        files,
        variant,
        key,
        cacheDir: path.join(root, 'node_modules/.cache/bundles'),
        outDir: path.join(root, 'build'),
        generatedDir: path.join(root, '.docusaurus'),
      };
    });

    /** What a bundle step leaves: bundles, a manifest the bundler wrote, and what it read. */
    function bundle(reads: string[]): void {
      fs.rmSync(slot.outDir, {recursive: true, force: true});
      write('build/assets/js/main.0123abcd.js', 'console.log("main");\n');
      write('build/__server/server.bundle.js', 'module.exports = {};\n');
      write('.docusaurus/client-manifest.json', '{"entrypoints": ["main"]}\n');
      write('.docusaurus/registry.js', 'export default {};\n');
      write(
        '.docusaurus/bundle-inputs/client.json',
        JSON.stringify({files: reads.map((file) => path.join(root, file)), contexts: [], builds: []}),
      );
    }

    it('stores bundles and puts them back, the generated files with them', () => {
      bundle(['docs/intro.md', 'src/theme/Root.tsx']);
      assert.deepEqual(cache.storeBundles(slot), {stored: true});
      // The pages step deletes the server bundle and writes pages; the next build starts afresh.
      fs.rmSync(outFile('__server'), {recursive: true});
      write('build/index.html', '<html></html>');
      write('.docusaurus/client-manifest.json', '{"entrypoints": ["other"]}\n');
      fs.rmSync(path.join(root, '.docusaurus/registry.js'));
      assert.equal(cache.checkStoredBundles(slot), undefined, 'the pages step changed no shared file');

      assert.equal(cache.restoreBundles({...slot, key: 'another key'}), false, 'another key reuses nothing');
      assert.equal(cache.restoreBundles(slot), true);
      assert.equal(fs.readFileSync(outFile('assets/js/main.0123abcd.js'), 'utf8'), 'console.log("main");\n');
      assert.equal(fs.readFileSync(outFile('__server/server.bundle.js'), 'utf8'), 'module.exports = {};\n');
      assert.ok(!fs.existsSync(outFile('index.html')), 'the out dir holds the bundles only, as after bundling');
      assert.equal(
        fs.readFileSync(path.join(root, '.docusaurus/client-manifest.json'), 'utf8'),
        '{"entrypoints": ["main"]}\n',
      );
      assert.equal(fs.readFileSync(path.join(root, '.docusaurus/registry.js'), 'utf8'), 'export default {};\n');
    });

    it("leaves out the pages process's own generated folder, which it may be writing meanwhile", () => {
      bundle(['docs/intro.md']);
      write(`.docusaurus/${cache.PAGES_PROCESS_DIR}/registry.js`, 'export default {pages: true};\n');
      assert.deepEqual(cache.storeBundles(slot), {stored: true});
      fs.rmSync(path.join(root, '.docusaurus'), {recursive: true});
      assert.equal(cache.restoreBundles(slot), true);
      assert.equal(fs.readFileSync(path.join(root, '.docusaurus/registry.js'), 'utf8'), 'export default {};\n');
      assert.ok(!fs.existsSync(path.join(root, '.docusaurus', cache.PAGES_PROCESS_DIR)), 'the folder came back');
    });

    it('drops the bundles once a file they share with the out dir was changed in place', () => {
      bundle(['docs/intro.md']);
      assert.deepEqual(cache.storeBundles(slot), {stored: true});
      fs.writeFileSync(outFile('assets/js/main.0123abcd.js'), 'console.log("edited");\n');
      assert.equal(cache.checkStoredBundles(slot), 'assets/js/main.0123abcd.js');
      assert.equal(cache.restoreBundles(slot), false);

      bundle(['docs/intro.md']);
      assert.deepEqual(cache.storeBundles(slot), {stored: true});
      fs.writeFileSync(outFile('assets/js/main.0123abcd.js'), 'console.log("edited");\n');
      const reasons: string[] = [];
      assert.equal(cache.restoreBundles({...slot, onDiscard: (reason) => reasons.push(reason)}), false);
      assert.deepEqual(reasons, ['assets/js/main.0123abcd.js changed after it was stored']);
    });

    it('does not store bundles that read a file the key does not cover', () => {
      fs.rmSync(slot.cacheDir, {recursive: true, force: true});
      bundle(['docs/intro.md', 'tests/e2e/a.spec.ts']);
      const result = cache.storeBundles(slot);
      assert.equal(result.stored, false);
      assert.match(result.reason ?? '', /tests\/e2e\/a\.spec\.ts/);
      assert.equal(cache.restoreBundles(slot), false);
    });
  });
});
