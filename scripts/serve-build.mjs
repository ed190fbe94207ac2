#!/usr/bin/env node
// Serves build/ like a plain static host: files as they are, `/path/` from
// `/path/index.html`, the 404 page with status 404. Used by the browser tests and
// `npm run serve:static`; no redirects or rewrites a real host might not have.
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import handler from 'serve-handler';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 4173;
const dirIndex = args.indexOf('--dir');
const root = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : 'build');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-build: ${root} has no index.html; run "npm run build" first.`);
  process.exit(1);
}

const server = http.createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: false,
    trailingSlash: false,
    directoryListing: false,
  }),
);
server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}/`));
