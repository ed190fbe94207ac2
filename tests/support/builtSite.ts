// Where the build-output tests (*.build.test.ts) find the production build, and the reason they
// give for skipping when there is none.
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(siteDir, 'build');

/** False when `build/` holds a finished build (its home page), else why a test is skipped. */
export function skipUnlessBuilt(): false | string {
  return fs.existsSync(path.join(buildDir, 'index.html')) ? false : 'build/ is absent: run `npm run build` first';
}
