import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readPrebuiltMermaid} from '../../src/plugins/bundling/mermaidPrebuilt';
import {buildDir, siteDir, skipUnlessBuilt} from '../support/builtSite';

/**
 * The production build loads Mermaid from the package's own minified build, emitted beside the
 * bundle (src/plugins/bundling/mermaidPrebuilt.ts): the files are there as the package has them,
 * the bundle names their entry, and no bundled copy of Mermaid came back (a static
 * `import 'mermaid'` somewhere would bundle it again, and cost the cold build its seconds).
 */

const SKIP_REASON = skipUnlessBuilt();

/** A string of Mermaid's flowchart renderer, in its bundled and its prebuilt form alike. */
const MERMAID_MARKER = 'flowchart-v2';

describe('Mermaid in the build', {skip: SKIP_REASON}, () => {
  it("is the package's minified build, file for file, in one folder", () => {
    const mermaid = readPrebuiltMermaid(siteDir);
    const dir = path.join(buildDir, path.dirname(mermaid.entry));
    assert.deepEqual(fs.readdirSync(dir).sort(), [...mermaid.files.keys()].map((file) => path.basename(file)).sort());
    for (const [file, content] of mermaid.files) {
      assert.ok(fs.readFileSync(path.join(buildDir, file)).equals(content), `${file} differs from the package's file`);
    }
    assert.deepEqual(fs.readdirSync(path.join(buildDir, 'assets/mermaid')), [path.basename(dir)], 'one folder');
  });

  it('is named by the bundle, and not bundled', () => {
    const {entry} = readPrebuiltMermaid(siteDir);
    const jsDir = path.join(buildDir, 'assets/js');
    const scripts = fs
      .readdirSync(jsDir)
      .map((name) => [name, fs.readFileSync(path.join(jsDir, name), 'utf8')] as const);
    assert.ok(
      scripts.some(([, text]) => text.includes(entry)),
      `no script of the bundle names ${entry}`,
    );
    const bundled = scripts.filter(([, text]) => text.includes(MERMAID_MARKER)).map(([name]) => name);
    assert.deepEqual(bundled, [], 'scripts of the bundle with Mermaid in them');
  });
});
