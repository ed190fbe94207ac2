import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {installStorageFallback, MemoryStorage} from '../../src/clientModules/storageFallback';

/** A window-like object whose storages work or throw as asked. */
function fakeWindow(broken: {local: boolean; session: boolean}): Window {
  const target = {};
  for (const [name, isBroken] of [
    ['localStorage', broken.local],
    ['sessionStorage', broken.session],
  ] as const) {
    const working = new MemoryStorage();
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        if (isBroken) {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }
        return working;
      },
    });
  }
  return target as Window;
}

describe('storage fallback', () => {
  it('leaves working storages alone and says nothing', () => {
    const warnings: string[] = [];
    const target = fakeWindow({local: false, session: false});
    assert.deepEqual(
      installStorageFallback(target, (message) => warnings.push(message)),
      [],
    );
    assert.deepEqual(warnings, []);
  });

  it('replaces a storage that throws with one kept in memory, and warns once', () => {
    const warnings: string[] = [];
    const target = fakeWindow({local: true, session: true});
    assert.deepEqual(
      installStorageFallback(target, (message) => warnings.push(message)),
      ['localStorage', 'sessionStorage'],
    );
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /localStorage \(SecurityError: The operation is insecure\.\)/);
    assert.match(warnings[0]!, /until the page is reloaded/);
    target.localStorage.setItem('theme', 'dark');
    assert.equal(target.localStorage.getItem('theme'), 'dark');
  });

  it('replaces only the storage that fails', () => {
    const target = fakeWindow({local: false, session: true});
    assert.deepEqual(
      installStorageFallback(target, () => undefined),
      ['sessionStorage'],
    );
  });
});

describe('MemoryStorage', () => {
  it('behaves like the Storage interface', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    assert.equal(storage.length, 2);
    assert.equal(storage.key(1), 'b');
    assert.equal(storage.getItem('missing'), null);
    storage.removeItem('a');
    assert.equal(storage.getItem('a'), null);
    storage.clear();
    assert.equal(storage.length, 0);
  });
});
