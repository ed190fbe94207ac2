import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {generatedModule} from '../../src/plugins/shared/generatedModule';

describe('generatedModule', () => {
  it('names a createData file by the @generated alias, the same in any checkout', () => {
    const here = generatedModule('/srv/site/.docusaurus/feature-requests/default/config.json', '/srv/site/.docusaurus');
    const there = generatedModule(
      '/home/me/site/.docusaurus/feature-requests/default/config.json',
      '/home/me/site/.docusaurus',
    );
    assert.equal(here, '@generated/feature-requests/default/config.json');
    assert.equal(there, here);
  });

  it('refuses a file outside the generated files folder', () => {
    assert.throws(
      () => generatedModule('/srv/site/data/config.json', '/srv/site/.docusaurus'),
      /\/srv\/site\/data\/config\.json is not in the generated files folder/,
    );
  });
});
