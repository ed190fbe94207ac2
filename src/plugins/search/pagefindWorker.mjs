// Runs Pagefind for the local-search plugin in a plain Node process: Pagefind is an ES
// module, which the config loader's sandbox cannot import. Reads the prepared pages from
// the JSON file given as first argument and writes the index to the folder given second.
import fs from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [jobFile, outputPath] = process.argv.slice(2);
const {pages, excludeSelectors} = JSON.parse(await fs.readFile(jobFile, 'utf8'));

const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors});
if (!index) {
  console.error(`Pagefind could not start: ${errors.join('; ')}`);
  process.exit(1);
}
for (const page of pages) {
  const response = await index.addHTMLFile({url: page.url, content: page.html});
  if (response.errors.length > 0) {
    console.error(`Pagefind cannot index ${page.url}: ${response.errors.join('; ')}`);
    process.exit(1);
  }
}
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) {
  console.error(`Pagefind cannot write the index: ${written.errors.join('; ')}`);
  process.exit(1);
}
await pagefind.close();
