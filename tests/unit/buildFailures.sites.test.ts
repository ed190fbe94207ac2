import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fixtureSite = path.resolve(__dirname, '../fixtures/bad-input-site');
// `npm run build`'s script: `docusaurus build` in two processes (the bundles, then the pages; this
// site has no src/plugins/bundling, so its pages are rendered from a server bundle built beside the
// browser bundle). The cases that check how a failure in one of its processes ends the build go
// through it; the others run `docusaurus build` in one process, which the site supports too and
// which loads the site once: on this small site 4.5 s and 6.4 s of CPU a case instead of 7.9 s
// and 11 s (2 cores, measured with three processes), with the same checks of the same messages.
const buildScript = path.resolve(__dirname, '../../scripts/build.mjs');
const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

type BrokenCase = 'link' | 'anchor' | 'crash' | 'frontmatter' | 'nodefault' | 'navbar-type' | 'navbar-custom';

function build(
  siteDir: string,
  brokenCase: BrokenCase,
  {script, env = {}}: {script: 'npm run build' | 'docusaurus build'; env?: Record<string, string>},
): {status: number | null; output: string} {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-link-build-'));
  const args =
    script === 'npm run build'
      ? [buildScript, siteDir, '--out-dir', outDir]
      : [docusaurusCli, 'build', siteDir, '--out-dir', outDir];
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: {...process.env, NODE_OPTIONS: '', BROKEN_CASE: brokenCase, ...env},
    timeout: 180_000,
  });
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('bad input stops the build', () => {
  it('fails on a broken link and names the page and the link', () => {
    const {status, output} = build(fixtureSite, 'link', {script: 'npm run build'});
    assert.notEqual(status, 0, 'the build of a site with a broken link must fail');
    assert.match(output, /Docusaurus found broken links!/);
    assert.match(output, /Broken link on source page path = \/:\s*\n\s*-> linking to \/does-not-exist\//);
    // Links are checked once the pages are rendered, in the last process.
    assert.match(output, /docusaurus build \(pages\) exited with 1 after [\d.]+ s; the build is incomplete/);
  });

  it('fails on a broken anchor and names the page and the anchor', () => {
    const {status, output} = build(fixtureSite, 'anchor', {script: 'docusaurus build'});
    assert.notEqual(status, 0, 'the build of a site with a broken anchor must fail');
    assert.match(output, /Docusaurus found broken anchors!/);
    assert.match(output, /Broken anchor on source page path = \/:\s*\n\s*-> linking to \/#missing-section/);
  });

  it('DOCUSAURUS_CRASH_TEST=true makes the crash-test page fail the build, with its route and every cause', () => {
    const {status, output} = build(fixtureSite, 'crash', {
      script: 'docusaurus build',
      env: {DOCUSAURUS_CRASH_TEST: 'true'},
    });
    assert.notEqual(status, 0, 'the crash test must fail the build');
    assert.match(output, /static site generation failed for 1 paths:\s*\n\s*- "\/crashTest"/);
    assert.match(output, /Crash test: this page throws on purpose while it is rendered on the server/);
    assert.match(output, /\[cause\]: Error: First cause: the crashTest custom field is true/);
    assert.match(output, /\[cause\]: Error: Root cause: the build was started with DOCUSAURUS_CRASH_TEST=true/);
  });

  it('fails on front matter of the wrong type and names the file and the field', () => {
    const {status, output} = build(fixtureSite, 'frontmatter', {script: 'npm run build'});
    assert.notEqual(status, 0);
    assert.match(output, /"sidebar_position" must be a number/);
    assert.match(output, /doc at path path=\S+cases\/frontmatter\/docs\/intro\.md/);
    // The content is loaded before bundling: the first process stops, and no other starts.
    assert.match(output, /docusaurus build \(bundle\) exited with 1 after [\d.]+ s; the build is incomplete/);
    assert.doesNotMatch(output, /\[build 2\/2\]/);
    assert.match(output, /\[build 1\/2\] bundle: bundling the site for the browser/);
  });

  it('fails on a page module without a default export and names its route', () => {
    const {status, output} = build(fixtureSite, 'nodefault', {script: 'docusaurus build'});
    assert.notEqual(status, 0);
    assert.match(output, /The page component at \/ doesn't have a default export/);
  });

  it('fails on a navbar item of an unknown type and names the type', () => {
    const {status, output} = build(fixtureSite, 'navbar-type', {script: 'docusaurus build'});
    assert.notEqual(status, 0);
    assert.match(output, /Bad navbar item type sideBar/);
  });

  it('fails on a custom navbar item type that has no component', () => {
    const {status, output} = build(fixtureSite, 'navbar-custom', {script: 'docusaurus build'});
    assert.notEqual(status, 0);
    assert.match(output, /No NavbarItem component found for type "custom-notRegistered"/);
  });
});
