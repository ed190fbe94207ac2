import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as upstream from '@docusaurus/utils-common';
import * as browserCopy from '../../src/client/utilsCommon';

/**
 * src/client/utilsCommon.ts stands in for @docusaurus/utils-common in the browser bundle (to keep
 * tslib out of main.js): it must export what the package exports, with the same values.
 */
describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports the same names as the installed package', () => {
    const names = (module: object) => Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule');
    assert.deepEqual(names(browserCopy).sort(), names(upstream).sort());
  });

  it('exports the same functions and values', () => {
    for (const [name, value] of Object.entries(upstream)) {
      if (name === '__esModule' || name === 'default') continue;
      const copy = (browserCopy as Record<string, unknown>)[name];
      if (typeof value === 'function') {
        assert.equal(typeof copy, 'function', name);
        assert.equal((copy as () => unknown).name, value.name, name);
      } else {
        assert.deepEqual(copy, value, name);
      }
    }
  });

  it('applies trailing slashes like the package', () => {
    const options = {trailingSlash: true, baseUrl: '/'} as const;
    assert.equal(browserCopy.applyTrailingSlash('/docs', options), upstream.applyTrailingSlash('/docs', options));
  });
});
