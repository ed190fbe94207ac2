import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {CHUNK_HASHES_GLOBAL} from '../../src/plugins/bundling/chunkHashes';

/**
 * src/plugins/bundling/chunkHashes.ts moves chunk file hashes from the runtime into the files
 * that load those chunks. The two ways that could break a reader's page: a hash that names no
 * file (the chunk fails to load), and a file whose name no longer follows its content (a
 * browser or CDN keeps an old copy under the new content's name). Both are checked on every
 * JavaScript file of the build.
 */

const jsDir = path.resolve(__dirname, '../../build/assets/js');

/** Rspack as the build uses it: a dependency of @docusaurus/faster, not of the site itself. */
const {util} = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as typeof import('@rspack/core');
const SKIP_REASON = fs.existsSync(jsDir) ? false : 'build/ is absent: run `npm run build` first';

const REGISTRATION = new RegExp(
  `Object\\.assign\\(self\\.${CHUNK_HASHES_GLOBAL}\\|\\|\\(self\\.${CHUNK_HASHES_GLOBAL}=\\{\\}\\),(\\{[^}]*\\})\\);`,
  'g',
);

describe('chunk file hashes', {skip: SKIP_REASON}, () => {
  const files = SKIP_REASON ? [] : fs.readdirSync(jsDir).filter((name) => name.endsWith('.js'));
  const read = (name: string) => fs.readFileSync(path.join(jsDir, name));

  it('name an existing file, from the runtime and from every file that carries some', () => {
    const existing = new Set(files);
    let entries = 0;
    for (const name of files) {
      for (const [, json] of read(name).toString('utf8').matchAll(REGISTRATION)) {
        for (const [id, hash] of Object.entries(JSON.parse(json!) as Record<string, string>)) {
          entries += 1;
          assert.ok(existing.has(`${id}.${hash}.js`), `${name} names ${id}.${hash}.js, which is not in the build`);
        }
      }
    }
    assert.ok(entries > 500, `only ${entries} chunk hashes found: did the registration format change?`);
  });

  it('leave in the runtime only the chunks that the entry point and shared code load', () => {
    const runtime = files.find((name) => name.startsWith('runtime~main.'));
    assert.ok(runtime, 'no runtime~main.<hash>.js');
    const [registration] = [...read(runtime).toString('utf8').matchAll(REGISTRATION)];
    assert.ok(registration, `the runtime does not fill self.${CHUNK_HASHES_GLOBAL}`);
    const kept = Object.keys(JSON.parse(registration[1]!) as object);
    // Route chunks have the registry's 8-hex names; the runtime should hold few of them.
    const routeChunks = kept.filter((id) => /^[0-9a-f]{8}$/.test(id));
    assert.ok(routeChunks.length < 20, `the runtime still holds ${routeChunks.length} route chunks`);
  });

  it('are the hash of each file as written (Rspack rehashes the files this plugin edits)', () => {
    for (const name of files) {
      const match = /\.([0-9a-f]{8})\.js$/.exec(name);
      if (!match) continue;
      const content = read(name);
      const rspackHash = (util.createHash('xxhash64').update(content).digest('hex') as string).slice(0, 8);
      // The redirect pages' shared script is written after the bundler, named by its MD5
      // (src/plugins/hosting).
      const md5 = createHash('md5').update(content).digest('hex').slice(0, 8);
      assert.ok(
        match[1] === rspackHash || (name.startsWith('client-redirect.') && match[1] === md5),
        `${name} holds other content than its name says (${rspackHash})`,
      );
    }
  });
});
