// Under `npm start`, the module of a doc, a post or an MDX page takes its own hot updates
// (src/plugins/bundling/contentHotLoader.cjs appends the code that does so) and reports here
// that it was replaced; the route on screen then loads its modules again and renders them
// (ComponentCreator.dev.tsx). Only the edited page re-renders: before, an update climbed to
// the app's entry, which rendered the whole app again from scratch (navbar, sidebar, every
// link prefetching its page again).
//
// An update can do both: a change to a doc's title replaces its module and its metadata, and
// the metadata's update still climbs to the entry, which re-runs the route table and renders
// a new app. The routes of the old app must then stay as they are (reloading them while the
// new app renders made React throw a context error and render again), so each subscription
// names the route table it belongs to, and replacements are reported once the whole update is
// applied, to the routes of the latest table only.

type Listener = () => void;

const listeners = new Map<Listener, number>();
let latestRouteTable = 0;
let reportPending = false;
let replacements = 0;

/** Called when the development route table (ComponentCreator.dev.tsx) runs; returns its number. */
export function routeTableRan(): number {
  latestRouteTable += 1;
  return latestRouteTable;
}

/**
 * How many updates have replaced content modules so far. A route off screen during one misses
 * its report and, shown again, still holds the modules it first loaded: it compares this count.
 */
export function contentReplacements(): number {
  return replacements;
}

/** Calls `listener` after an update that replaced content modules; returns the unsubscribe. */
export function onContentReplaced(routeTable: number, listener: Listener): () => void {
  listeners.set(listener, routeTable);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by a content module when it runs again with new content, while the update applies. */
export function contentReplaced(): void {
  if (reportPending) {
    return;
  }
  reportPending = true;
  setTimeout(() => {
    reportPending = false;
    replacements += 1;
    listeners.forEach((routeTable, listener) => {
      if (routeTable === latestRouteTable) listener();
    });
  });
}

/**
 * Under lazy compilation (src/plugins/bundling: `npm start` compiles a route's modules when it is
 * first loaded), the route registry imports each content module through a proxy module, whose
 * exports are a promise of the content module's exports: it resolves to the first version
 * forever. A content module that runs again records here which exports it replaced.
 */
const newerExports = new WeakMap<object, object>();

/** Called by a content module that ran again under lazy compilation: `previous` are its old exports. */
export function contentMoved(previous: object, current: object): void {
  newerExports.set(previous, current);
}

/** The latest exports of the content module whose exports were once `exports`. */
export function latestExports<T extends object>(exports: T): T {
  let latest: object = exports;
  for (let next = newerExports.get(latest); next; next = newerExports.get(latest)) {
    latest = next;
  }
  return latest as T;
}
