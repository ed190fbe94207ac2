// src/utils/storageKeys.ts lists the framework's storage keys next to ours. The framework's
// are not exported, so this reads its compiled sources: an upgrade that renames one fails
// here rather than in a browser test that cannot find the key.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as keys from '../../src/utils/storageKeys';

const packages = path.resolve(__dirname, '../../node_modules/@docusaurus');
const source = (file: string) => fs.readFileSync(path.join(packages, file), 'utf8');

describe('storage keys', () => {
  it('the colour mode key is the one the theme stores', () => {
    assert.match(
      source('theme-common/lib/contexts/colorMode.js'),
      new RegExp(`ColorModeStorageKey = '${keys.THEME_KEY}'`),
    );
  });

  it('the announcement keys are the ones the theme stores', () => {
    const announcement = source('theme-common/lib/contexts/announcementBar.js');
    assert.ok(announcement.includes(`createStorageSlot('${keys.ANNOUNCEMENT_DISMISS_KEY}')`));
    assert.ok(announcement.includes(`createStorageSlot('${keys.ANNOUNCEMENT_ID_KEY}')`));
  });

  it('the preferred version key is built per docs instance as the docs plugin builds it', () => {
    assert.match(
      source('plugin-content-docs/lib/client/docsPreferredVersion.js'),
      /storageKey = \(pluginId\) => `docs-preferred-version-\$\{pluginId\}`/,
    );
    assert.equal(keys.preferredVersionKey('community'), 'docs-preferred-version-community');
  });

  it('the app-installed key is the one the PWA plugin stores', () => {
    assert.ok(source('plugin-pwa/lib/registerSw.js').includes(`createStorageSlot('${keys.APP_INSTALLED_KEY}')`));
  });

  it('our own keys are distinct and say they are ours', () => {
    const ours = [
      keys.themeColorsKey('light'),
      keys.themeColorsKey('dark'),
      keys.RECENT_SEARCHES_KEY,
      keys.FAVORITE_SEARCHES_KEY,
    ];
    assert.equal(new Set(ours).size, ours.length);
    assert.ok(ours.every((key) => key.startsWith('site.')));
  });
});
