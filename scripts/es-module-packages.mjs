// The ES module packages installed in a node_modules folder, for scripts/build.mjs and
// scripts/start.mjs, which hand them to Node.js instead of jiti (`jitiNativeModulesFor` says why).
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

/**
 * The JITI_NATIVE_MODULES value that `npm run build` (scripts/build.mjs) and `npm start`
 * (scripts/start.mjs) give every process, for the site at `root`: what `env` already names, then
 * KaTeX and the ES module packages.
 *
 * Why: Docusaurus loads the site's config, and the TypeScript and ES modules it imports, with
 * jiti, which compiles every file it takes for an ES module (it looks for `import` and `export` in
 * the text) and keeps the result in a cache. KaTeX's CommonJS build (1 MB, which remark-math
 * loads) has such words in its text: jiti compiled it (with Babel, 0.9 s in the browser bundle's
 * process while it loaded the config, on every first build of a checkout) and loaded the compiled
 * copy twice in each process. Packages in this list are loaded by Node.js itself.
 * The ES module packages (`"type": "module"`) are in it too when Node.js can `require()` an ES
 * module (20.19 and later: `process.features.require_module`). jiti compiled each file of those
 * that the site's TypeScript imports (the unified, remark, micromark and mdast packages: about 300
 * of the 370 files it compiled in a cold build) into a CommonJS copy of its own, beside the copy
 * Node.js loads for the MDX compiler, in every process and thread of the build; now each is loaded
 * once, by Node.js. Cold builds took 41.9 to 43.7 s and 71.8 to 74.8 s of CPU instead of 42.8 to
 * 44.9 s and 74.3 to 78.0 s (3 December 2026, three pairs, interleaved), with the same output byte
 * for byte.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} a JSON array
 */
export function jitiNativeModulesFor(root, env = process.env) {
  return JSON.stringify([
    ...nativeModulesOfEnv(env.JITI_NATIVE_MODULES),
    'katex',
    ...(process.features.require_module ? esModulePackages(path.join(root, 'node_modules')) : []),
  ]);
}

/**
 * The packages of a JITI_NATIVE_MODULES value (a JSON array or one name), as jiti reads it.
 * @param {string | undefined} value
 * @returns {string[]}
 */
function nativeModulesOfEnv(value) {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return [value];
  }
}
