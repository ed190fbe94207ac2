// The site config as the app bundles it (`@generated/docusaurus.config`) leaves out what no
// component reads in the browser: the options of every plugin, preset and theme (they reach the
// browser through the routes and globalData, already processed) and the SSR template. They made
// 10 KB of the config's 17 KB, 3 KB gzip of every page's main.js. The debug plugin's config page
// (src/theme/DebugConfig) loads the complete file when it is opened.
import fs from 'node:fs';
import path from 'node:path';

/** Top-level keys left out of the bundled config. */
export const SERVER_ONLY_CONFIG_KEYS = ['plugins', 'presets', 'themes', 'ssrTemplate'] as const;

const CONFIG_FILE = 'docusaurus.config.mjs';
export const CLIENT_CONFIG_FILE = 'docusaurus.config.client.mjs';

/** Writes the trimmed copy next to the generated config; returns its path. */
export function writeClientConfig(generatedFilesDir: string): string {
  const file = path.join(generatedFilesDir, CONFIG_FILE);
  const source = fs.readFileSync(file, 'utf8');
  const start = source.indexOf('export default ');
  const end = source.lastIndexOf(';');
  let config: Record<string, unknown>;
  try {
    config = JSON.parse(source.slice(start + 'export default '.length, end)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`bundling plugin: cannot read ${file} as JSON (did @docusaurus/core change its format?)`, {
      cause: error,
    });
  }
  for (const key of SERVER_ONLY_CONFIG_KEYS) delete config[key];
  const target = path.join(generatedFilesDir, CLIENT_CONFIG_FILE);
  fs.writeFileSync(
    target,
    `// Written by src/plugins/bundling/clientConfig.ts from ${CONFIG_FILE}. Do not edit.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
  return target;
}
