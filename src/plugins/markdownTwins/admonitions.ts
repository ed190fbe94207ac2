/**
 * Admonition keywords the MDX loader knows by default; the site's own come from the twins
 * plugin's options. A module of its own, so that the parse-ahead worker's guess (before the
 * config has loaded: ./parseAheadWorker.mjs) loads nothing else.
 */
export const DEFAULT_ADMONITIONS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];
