// The Chromium that the browser tests drive, found or installed by the test command itself so
// that `npm test` works on a fresh machine. In order: PLAYWRIGHT_CHROMIUM_EXECUTABLE, a system
// headless shell, a system Chromium, Playwright's own download (fetched with `playwright install
// chromium` when absent), and, as root on Debian, `apt-get install chromium-headless-shell`.
// Each outcome is said in one line.
//
// The headless shell (Debian's chromium-headless-shell, Playwright's own default for headless
// runs) is Chromium without the desktop browser around it. On 2 cores, tests/e2e/behaviours.spec.ts
// ran in 1.1 min in it against 1.9 min in the full /usr/bin/chromium, side by side, and the whole
// `npm test` browser suite took 9.4 min against 14.2 min the same day, with the same 253 results.
// So where only the full browser is installed, the test command, as root on Debian, adds the
// headless shell first; PLAYWRIGHT_CHROMIUM_EXECUTABLE=/usr/bin/chromium keeps the full one.
// The bench measures pages in the full browser (fullChromium), as its baseline was measured, and
// installs it the same way when it is missing (ensureFullChromium).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** Where Debian puts its headless shell (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where Debian, Ubuntu and Chrome packages put the full browser. */
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const SYSTEM_PATHS = [HEADLESS_SHELL, ...FULL_BROWSERS];

/**
 * The full browser for the bench's page measurements (scripts/bench-browser.mjs,
 * scripts/bench-dev.mjs), else PLAYWRIGHT_CHROMIUM_EXECUTABLE, else undefined for Playwright's own.
 */
export function fullChromium() {
  return [...FULL_BROWSERS, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
}

/**
 * The full browser for the bench, installed as root on Debian when there is none (`apt-get install
 * chromium`, which DESIGN.md names for Lighthouse, and the emoji and DejaVu fonts): the bench's
 * baseline was measured in it, and Lighthouse needs it. Returns {path, message}; path is undefined
 * when it could not be had, and message says why.
 */
export function ensureFullChromium() {
  const found = fullChromium();
  if (found) return {path: found, message: `full browser: ${found}`};
  if (!canApt()) {
    return {
      path: undefined,
      message:
        process.getuid?.() === 0
          ? 'no full Chromium, and no apt-get to install one'
          : 'no full Chromium, and not root, so none can be installed (apt-get install chromium, or set CHROME_PATH)',
    };
  }
  console.log("ensure-chromium: no full Chromium for the bench; installing Debian's");
  if (aptInstall(['chromium', 'fonts-noto-color-emoji', 'fonts-dejavu-core']) && fullChromium()) {
    return {path: fullChromium(), message: `full browser: installed Debian's chromium at ${fullChromium()}`};
  }
  return {path: undefined, message: 'no full Chromium: `apt-get install chromium` failed'};
}

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

const canApt = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], {stdio: 'ignore'}).status === 0;

const APT_ENV = {DEBIAN_FRONTEND: 'noninteractive'};

/** `apt-get install` of the given packages (after `apt-get update`); true when it worked. */
function aptInstall(packages) {
  return (
    attempt('apt-get', ['update', '-qq'], APT_ENV) &&
    attempt('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], APT_ENV)
  );
}

/** Resolves with {ok, message, env}: env carries PLAYWRIGHT_CHROMIUM_EXECUTABLE when it is a system one. */
export async function ensureChromium() {
  const found = findChromium();
  if (found && FULL_BROWSERS.includes(found) && !process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE && canApt()) {
    console.log(
      `ensure-chromium: only the full browser (${found}) is installed; adding Debian's headless shell, in which the browser tests run in about two thirds of the time`,
    );
    if (aptInstall(['chromium-headless-shell']) && fs.existsSync(HEADLESS_SHELL)) {
      return {
        ok: true,
        message: `browser: installed Debian's chromium-headless-shell at ${HEADLESS_SHELL}`,
        env: {PLAYWRIGHT_CHROMIUM_EXECUTABLE: HEADLESS_SHELL},
      };
    }
    return {
      ok: true,
      message: `browser: ${found} (apt-get install chromium-headless-shell failed, so the browser tests run in the full browser)`,
      env: {PLAYWRIGHT_CHROMIUM_EXECUTABLE: found},
    };
  }
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
  if (canApt()) {
    if (aptInstall(['chromium-headless-shell', 'fonts-noto-color-emoji', 'fonts-dejavu-core'])) {
      const installed = findChromium();
      if (installed) {
        return {
          ok: true,
          message: `browser: installed Debian's chromium-headless-shell at ${installed}`,
          env: {PLAYWRIGHT_CHROMIUM_EXECUTABLE: installed},
        };
      }
    }
    tried.push('`apt-get install chromium-headless-shell` failed');
  } else {
    tried.push(
      process.getuid?.() === 0
        ? 'no apt-get to install a system Chromium'
        : 'not root, so no system Chromium can be installed',
    );
  }
  return {
    ok: false,
    message: `no Chromium for the browser tests: ${tried.join('; ')}. Install one (e.g. apt-get install chromium-headless-shell) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.`,
    env: {},
  };
}
