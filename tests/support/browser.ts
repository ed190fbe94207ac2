/**
 * Which Chromium to drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set, else a system headless shell
 * (Debian's /usr/bin/chromium-headless-shell), else a system Chromium (/usr/bin/chromium), else
 * undefined so that Playwright uses its own download.
 * `npm test` installs one first when there is none (scripts/ensure-chromium.mjs).
 */
export {findChromium} from '../../scripts/ensure-chromium.mjs';
