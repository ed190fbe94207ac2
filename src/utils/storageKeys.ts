// Every browser-storage key the site reads or writes, in one place. The framework's own
// keys are listed so tests and docs can refer to them; with `future.v4` they may carry a
// site namespace suffix, which is why tests match them by prefix.

/** Colour mode chosen with the navbar toggle (localStorage, written by the theme). */
export const THEME_KEY = 'theme';
/** Whether the announcement bar was dismissed (localStorage, written by the theme). */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
/** Id of the announcement bar the dismissal applies to (localStorage, written by the theme). */
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Preferred docs version of one docs instance (localStorage, written by the theme). */
export const preferredVersionKey = (pluginId: string): string => `docs-preferred-version-${pluginId}`;
/** Set by the PWA plugin once the site was installed as an app (localStorage). */
export const APP_INSTALLED_KEY = 'docusaurus.pwa.event.appInstalled.fired';

/** Colours picked in the theme colour generator, one entry per colour mode (sessionStorage). */
export const themeColorsKey = (mode: 'light' | 'dark'): string => `site.colorGenerator.${mode}`;
/** Searches kept by the search modal (localStorage). */
export const RECENT_SEARCHES_KEY = 'site.search.recent';
export const FAVORITE_SEARCHES_KEY = 'site.search.favorite';
