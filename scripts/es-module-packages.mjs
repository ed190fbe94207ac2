// The ES module packages installed in a node_modules folder, for scripts/build.mjs, which hands
// them to Node.js instead of jiti (its JITI_NATIVE_MODULES says why).
import fs from 'node:fs';
import path from 'node:path';

const TYPE_MODULE = /"type"\s*:\s*"module"/;

/**
 * The names of the packages at the top of `dir` (scoped ones as `@scope/name`) whose package.json
 * says `"type": "module"`. A folder without a package.json is passed over. About 60 ms for the
 * 1,573 packages here: the text is searched before it is parsed.
 * @param {string} dir
 * @returns {string[]}
 */
export function esModulePackages(dir) {
  const names = [];
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const packages = entry.startsWith('@')
      ? fs.readdirSync(path.join(dir, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of packages) {
      let manifest;
      try {
        manifest = fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8');
      } catch {
        continue;
      }
      if (TYPE_MODULE.test(manifest) && JSON.parse(manifest).type === 'module') names.push(name);
    }
  }
  return names;
}
