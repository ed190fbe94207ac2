// unit: full run: each case runs tests/support/twinsSchedule.ts in a process of its own (scripts/unit.mjs; test:quick leaves it out).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';

// When the Markdown twins are made, in each process of `npm run build` (scripts/build.mjs) and
// in a plain `docusaurus build`: never while the bundler works, since its loaders share the main
// thread with them (src/plugins/markdownTwins/index.ts says what that cost). The build step comes
// from the environment, read once when config/env.ts is imported, so each case runs
// tests/support/twinsSchedule.ts in a process of its own; the three run at once, since each
// waits up to 3 s for twins that should not come.
const harness = path.resolve(__dirname, '../support/twinsSchedule.ts');

function schedule(env: Record<string, string>, args: string[] = []): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', harness, ...args],
      {
        encoding: 'utf8',
        env: {...process.env, DOCUSAURUS_EXIT_AFTER_BUNDLING: '', DOCUSAURUS_SKIP_BUNDLING: '', NODE_ENV: '', ...env},
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`${error.message}\n${stderr}`));
        } else {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[]);
        }
      },
    );
  });
}

describe('Markdown twins: when a build makes them', {concurrency: true}, () => {
  it('the bundling process (DOCUSAURUS_EXIT_AFTER_BUNDLING) makes none', async () => {
    const events = await schedule({DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
    assert.ok(!events.includes('twins made'), events.join(' → '));
    assert.equal(events.at(-1), 'postBuild failed: Markdown twins: postBuild ran before the content was loaded');
  });

  it('the pages process (DOCUSAURUS_SKIP_BUNDLING) makes them once both bundler configs are made', async () => {
    assert.deepEqual(await schedule({DOCUSAURUS_SKIP_BUNDLING: 'true'}), [
      'content loaded',
      'client config made',
      'server config made',
      'twins made',
      'client bundle done',
      'server bundle done',
      'postBuild wrote the twins',
    ]);
  });

  it('a plain docusaurus build makes them once the bundler is done with both bundles', async () => {
    assert.deepEqual(await schedule({}), [
      'content loaded',
      'client config made',
      'server config made',
      'client bundle done',
      'server bundle done',
      'twins made',
      'postBuild wrote the twins',
    ]);
  });

  it('the dev server makes them after its first compilation, once it has no response left to send', async () => {
    assert.deepEqual(await schedule({}, ['development']), [
      'content loaded',
      'dev server ready',
      'request in flight',
      'first compilation done',
      'response ended',
      'twins made',
    ]);
  });
});
