// theme-common's `useDateTimeFormat`, with each format made once: the package's hook builds a new
// Intl.DateTimeFormat on every call, and every doc page (its "last updated" date) and every blog
// post on a list page calls it, which took 0.13 s of each static render thread's 3 s in a cold
// build (the constructor resolves the locale and its calendar data each time). A format is
// immutable, so one per locale, calendar and options serves every page, in the server bundle
// and in the browser. src/plugins/bundling/index.ts puts this module in place of the package's
// `./utils/IntlUtils` import (theme-common's `internal.js`) in production builds, and fails the
// build when the package no longer imports it so.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const formats = new Map<string, Intl.DateTimeFormat>();

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const calendar = localeConfigs[currentLocale]?.calendar;
  const key = JSON.stringify([currentLocale, calendar, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
    formats.set(key, format);
  }
  return format;
}
