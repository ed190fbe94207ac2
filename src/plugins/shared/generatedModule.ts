// A route module made with `actions.createData`, named by the `@generated` alias rather than by
// its absolute path. The core names each route module's chunk by a hash of the path it is given
// (codegenRoutes.js `genChunkName`), so an absolute path made the chunk's name, and the HTML of
// the pages that list the chunk, depend on the folder the site was built in: two checkouts of
// the same commit built different files. Docusaurus's own plugins alias their data the same
// way (`~docs/...`, `~blog/...`).
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';

/** `@generated/<path under the generated files folder>` for a file `createData` returned. */
export function generatedModule(file: string, generatedFilesDir: string): string {
  const relative = path.relative(generatedFilesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${file} is not in the generated files folder (${generatedFilesDir})`);
  }
  return `@generated/${posixPath(relative)}`;
}
