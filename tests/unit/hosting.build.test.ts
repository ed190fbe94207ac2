import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {HEADERS_FILE} from '../../src/plugins/hosting';

/**
 * The hosting files of the build (src/plugins/hosting): the _headers file, whose policy must
 * allow every inline script of every page by its hash (else a host that applies it breaks the
 * page), and redirect pages that carry no inline script.
 */

const buildDir = path.resolve(__dirname, '../../build');
const headersPath = path.join(buildDir, HEADERS_FILE);
const SKIP_REASON = fs.existsSync(headersPath) ? false : 'build/ is absent: run `npm run build` first';

function htmlFiles(): string[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && fs.statSync(path.join(buildDir, file)).isFile());
}

/** name -> value of each header of the `/*` rule. */
function siteWideHeaders(text: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.indexOf('/*');
  assert.ok(start >= 0, `${HEADERS_FILE} has no /* rule`);
  const headers = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line)) break;
    const separator = line.indexOf(':');
    headers.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

describe('hosting headers and redirect pages', {skip: SKIP_REASON}, () => {
  const text = SKIP_REASON ? '' : fs.readFileSync(headersPath, 'utf8');
  const files = SKIP_REASON ? [] : htmlFiles();

  it('sends the security headers on every path', () => {
    const headers = siteWideHeaders(text);
    assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
    const policy = headers.get('Content-Security-Policy') ?? '';
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(
      policy,
      /'unsafe-inline'[^;]*;?\s*$|script-src[^;]*'unsafe-inline'/,
      'inline scripts are allowed by hash only',
    );
  });

  it('allows every inline script of every page by its hash', () => {
    const policy = siteWideHeaders(text).get('Content-Security-Policy') ?? '';
    let checked = 0;
    for (const file of files) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      for (const [, attributes = '', body = ''] of html.matchAll(/<script(\s[^>]*)?>([^]*?)<\/script>/g)) {
        if (/\bsrc=|type=["']?application\/(?:ld\+)?json/.test(attributes)) continue;
        const hash = `sha256-${createHash('sha256').update(body).digest('base64')}`;
        assert.ok(policy.includes(`'${hash}'`), `${file}: an inline script is not allowed (${body.slice(0, 80)})`);
        checked += 1;
      }
    }
    assert.ok(checked > files.length, `${checked} inline scripts checked on ${files.length} pages`);
  });

  it('redirect pages load the shared redirect script, and keep their meta refresh', () => {
    const redirects = files.filter((file) =>
      fs.readFileSync(path.join(buildDir, file), 'utf8').includes('<meta http-equiv="refresh"'),
    );
    assert.ok(redirects.length > 100, `${redirects.length} redirect pages`);
    for (const file of redirects) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      assert.match(html, /<script src="\/assets\/js\/client-redirect\.[0-9a-f]{8}\.js"><\/script>/, file);
      assert.doesNotMatch(html, /window\.location\.href =/, file);
    }
  });

  it('caches hashed assets for a year and has pages and sw.js revalidated', () => {
    assert.match(text, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    for (const rulePath of ['/', '/sw.js', '/docs/*', '/blog/*', '/changelog/*', '/tests/*']) {
      assert.match(
        text,
        new RegExp(`^${rulePath.replace(/[*.]/g, '\\$&')}\\n {2}Cache-Control: no-cache$`, 'm'),
        rulePath,
      );
    }
  });
});
