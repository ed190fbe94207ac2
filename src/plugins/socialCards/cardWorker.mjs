// Draws social cards in a worker thread for the socialCards plugin, so that drawing goes on while
// the main thread is blocked by other plugins' postBuild work (the search indexer waits for its
// process synchronously). Loads drawCard.ts through Docusaurus's own TypeScript loader.
// Receives a list of cards ({text, cached, target}), writes each PNG to the cache and to the
// build itself, and replies once: {missing: [{index, segment}]} or {index, error}.
import fs from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

/** @type {typeof import('./drawCard').default} */
const drawCard = await loadFreshModule(workerData.drawCardModule);
const assets = {
  logo: workerData.assets.logo,
  // Structured cloning turns the Buffers into Uint8Arrays; Satori wants a Buffer or ArrayBuffer.
  fonts: workerData.assets.fonts.map((font) => ({...font, data: Buffer.from(font.data)})),
};

parentPort.once('message', async (jobs) => {
  const missing = [];
  for (const [index, job] of jobs.entries()) {
    try {
      const png = await drawCard(job.text, assets, (segment) => missing.push({index, segment}));
      // Written under a temporary name first, so that an interrupted build leaves no broken card in the cache.
      fs.writeFileSync(`${job.cached}.tmp`, png);
      fs.renameSync(`${job.cached}.tmp`, job.cached);
      fs.writeFileSync(job.target, png);
    } catch (error) {
      parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
      return;
    }
  }
  parentPort.postMessage({missing});
});
