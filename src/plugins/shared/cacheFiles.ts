// Putting files from a build cache (node_modules/.cache/...) into the build output. A hard link
// costs no copy: the 383 social cards and the ~300 files of the search index came back in
// 2 to 3 s each as copies on a warm build, most of it waiting for the disk. Nothing writes to
// these files after the build (they are replaced, never edited), so sharing them with the cache
// is safe; where the two folders are on different file systems, the file is copied.
import fs from 'node:fs/promises';
import path from 'node:path';

/** Links (or copies) one cached file to `target`, replacing what is there. */
export async function restoreFile(cached: string, target: string): Promise<void> {
  await fs.rm(target, {force: true});
  try {
    await fs.link(cached, target);
  } catch {
    await fs.copyFile(cached, target);
  }
}

/** Links (or copies) every file of a cached folder into `targetDir`, keeping the tree. */
export async function restoreDir(cachedDir: string, targetDir: string): Promise<void> {
  const entries = await fs.readdir(cachedDir, {recursive: true, withFileTypes: true});
  const files = entries.filter((entry) => entry.isFile());
  await Promise.all(
    files.map(async (entry) => {
      // `parentPath` since Node 20.12; `path` before it.
      const parent = entry.parentPath ?? (entry as unknown as {path: string}).path;
      const relative = path.relative(cachedDir, path.join(parent, entry.name));
      const target = path.join(targetDir, relative);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await restoreFile(path.join(cachedDir, relative), target);
    }),
  );
}
