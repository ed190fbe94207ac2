// The Chromium that the browser tests drive, found or installed by the test command itself so
// that `npm test` works on a fresh machine. In order: PLAYWRIGHT_CHROMIUM_EXECUTABLE, a system
// Chromium, Playwright's own download (fetched with `playwright install chromium` when absent),
// and, as root on Debian, `apt-get install chromium`. Each outcome is said in one line.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** Where Debian, Ubuntu and Chrome packages put the browser. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The executable to drive, or undefined for Playwright's own download. */
export function findChromium() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, ...SYSTEM_PATHS].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

async function playwrightChromium() {
  const {chromium} = await import('@playwright/test');
  const executable = chromium.executablePath();
  return fs.existsSync(executable) ? executable : undefined;
}

function attempt(command, args, env = {}) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}, timeout: 10 * 60_000});
  return result.status === 0;
}

/** Resolves with {ok, message, env}: env carries PLAYWRIGHT_CHROMIUM_EXECUTABLE when it is a system one. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) {
    return {ok: true, message: `browser: ${found}`, env: {PLAYWRIGHT_CHROMIUM_EXECUTABLE: found}};
  }
  const own = await playwrightChromium();
  if (own) {
    return {ok: true, message: `browser: Playwright's Chromium at ${own}`, env: {}};
  }
  const tried = [];
  if (attempt('npx', ['playwright', 'install', 'chromium'])) {
    const downloaded = await playwrightChromium();
    if (downloaded) {
      return {ok: true, message: `browser: downloaded Playwright's Chromium to ${downloaded}`, env: {}};
    }
  }
  tried.push('`npx playwright install chromium` failed (no access to its download host?)');
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], {stdio: 'ignore'}).status === 0;
  if (isRoot && hasApt) {
    const aptEnv = {DEBIAN_FRONTEND: 'noninteractive'};
    if (
      attempt('apt-get', ['update', '-qq'], aptEnv) &&
      attempt(
        'apt-get',
        ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-color-emoji', 'fonts-dejavu-core'],
        aptEnv,
      )
    ) {
      const installed = findChromium();
      if (installed) {
        return {
          ok: true,
          message: `browser: installed Debian's chromium at ${installed}`,
          env: {PLAYWRIGHT_CHROMIUM_EXECUTABLE: installed},
        };
      }
    }
    tried.push('`apt-get install chromium` failed');
  } else {
    tried.push(isRoot ? 'no apt-get to install a system Chromium' : 'not root, so no system Chromium can be installed');
  }
  return {
    ok: false,
    message: `no Chromium for the browser tests: ${tried.join('; ')}. Install one (e.g. apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.`,
    env: {},
  };
}
