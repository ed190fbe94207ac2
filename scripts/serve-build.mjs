#!/usr/bin/env node
// Serves build/ like a plain static host (nginx, GitHub Pages, Netlify, S3 websites all
// behave this way): files as they are, `/path/` from `/path/index.html`, a folder asked
// without its slash redirected to `/path/`, unknown paths with build/404.html and status
// 404. No other redirect or rewrite. The headers of build/_headers (Netlify's format, written
// by src/plugins/hosting) are sent as such hosts send them, so the browser tests run under the
// site's Content-Security-Policy. Used by the browser tests.
//
// Usage: node scripts/serve-build.mjs [--port 4173] [--dir build] [--base /]
// `--base /docusaurus/` serves the folder under that path, as a host serves a site built with
// DOCUSAURUS_BASE_URL=/docusaurus/: anything outside it is not found.
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('--port', 4173));
const root = path.resolve(option('--dir', 'build'));
const base = option('--base', '/');
if (!base.startsWith('/') || !base.endsWith('/')) {
  console.error(`serve-build: --base must start and end with a slash, got ${base}`);
  process.exit(1);
}

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-build: ${root} has no index.html; run "npm run build" first.`);
  process.exit(1);
}

/**
 * The rules of build/_headers: a path pattern (`*` matches anything) on its own line, then its
 * headers indented. Every rule that matches a request applies, in order; a header named twice
 * keeps both values, joined by a comma, as Netlify does.
 */
function readHeaderRules() {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return [];
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({pattern: new RegExp(`^${pattern}$`), headers: []});
    } else {
      const separator = line.indexOf(':');
      if (separator < 0 || rules.length === 0) {
        throw new Error(`serve-build: cannot read this line of ${file}: ${line}`);
      }
      rules.at(-1).headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = readHeaderRules();

function headersFor(pathname) {
  const headers = {};
  for (const rule of headerRules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  // Never serve anything outside the build folder.
  if (!candidate.startsWith(root)) {
    return null;
  }
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

const server = http.createServer((request, response) => {
  const {pathname, search} = new URL(request.url ?? '/', 'http://localhost');
  // The path inside the build folder, or null outside the base path.
  const inside = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
  if (inside !== null && !inside.endsWith('/') && resolveFile(`${inside}/`)) {
    response.writeHead(301, {Location: `${pathname}/${search}`});
    response.end();
    return;
  }
  const file = inside === null ? null : resolveFile(inside);
  const status = file ? 200 : 404;
  const served = file ?? path.join(root, '404.html');
  response.writeHead(status, {
    'Content-Type': MIME_TYPES[path.extname(served).toLowerCase()] ?? 'application/octet-stream',
    // The tests rebuild and reload: the _headers' year-long caching of assets would not hurt
    // (hashed names), but a test run should never depend on the browser's cache.
    ...headersFor(pathname),
    'Cache-Control': 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  fs.createReadStream(served).pipe(response);
});

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${base}`));
