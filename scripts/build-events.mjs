// Process events of `npm run build`'s pages process (scripts/pages-step.mjs emits them), in a
// module of their own so that a plugin can name them without loading the step itself.

/**
 * Emitted when the site is loaded and static generation starts waiting for the bundles: a plugin
 * can do then what it would otherwise do in postBuild, on a main thread that is otherwise idle
 * (src/plugins/socialCards loads its drawing code). Static generation does not wait for it, and
 * a build without the pages step never emits it.
 */
export const WAITING_FOR_BUNDLES = 'docusaurus-site:waiting-for-bundles';
