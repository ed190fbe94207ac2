import fs from 'node:fs';

/**
 * Which Chromium to drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set, else a system Chromium
 * (Debian's /usr/bin/chromium), else undefined so that Playwright uses its own download.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((candidate): candidate is string => Boolean(candidate));
  return candidates.find((candidate) => fs.existsSync(candidate));
}
