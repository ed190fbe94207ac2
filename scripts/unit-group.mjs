// Runs several unit test files in one process (scripts/unit.mjs writes the groups): each file is
// imported inside a suite named by its path, so that its tests and its top-level hooks
// (`before`, `after`) belong to that suite, and the report says which file a test is in. The
// files run one after another, as the tests in one file do.
import {describe} from 'node:test';
import {pathToFileURL} from 'node:url';

/** @param {string[]} files absolute paths */
export async function runGroup(files) {
  for (const file of files) {
    describe(file, async () => {
      await import(pathToFileURL(file).href);
    });
  }
}
