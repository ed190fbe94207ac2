// Spreads link prefetching over the browser's idle time.
//
// Every <Link> asks `window.docusaurus.prefetch` for its target page's chunks as soon as it
// scrolls into view. On a doc page the navbar, sidebar, content, table of contents and footer
// links all enter the viewport together right after hydration, and each call scans the route
// table and appends a <link rel="prefetch"> per chunk: one task of 50 ms and more on a phone,
// when the reader starts to scroll. The calls are queued here and run when the browser is
// idle, a few at a time. The core still decides what to prefetch, and prefetches nothing on a
// 2G or data-saving connection (tests/e2e/behaviours.spec.ts, 19).
import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];
type Deadline = {timeRemaining: () => number; didTimeout: boolean};

/** Calls run per idle period at most when the browser had no idle time for two seconds. */
const CALLS_WHEN_OVERDUE = 4;

function whenIdle(callback: (deadline: Deadline) => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    // Safari has no idle callbacks: a short pause, then a slice of about 8 ms.
    setTimeout(() => {
      const end = performance.now() + 8;
      callback({timeRemaining: () => Math.max(0, end - performance.now()), didTimeout: false});
    }, 50);
  }
}

let installed = false;

function install(): void {
  const docusaurus = window.docusaurus as Window['docusaurus'] | null | undefined;
  if (installed || !docusaurus) {
    return;
  }
  installed = true;
  const prefetchNow: Prefetch = docusaurus.prefetch;
  const queue: string[] = [];
  let scheduled = false;

  // One prefetch at a time: a prefetch finishes in promise callbacks (its target's route-data
  // shard, then a <link> per chunk), which run in the task that started it; starting thirty
  // in one idle period made one task of 150 ms on a phone. The next starts in the next idle
  // period after the previous one has finished.
  let running = false;
  const run = (deadline: Deadline) => {
    scheduled = false;
    let calls = 0;
    while (
      !running &&
      queue.length > 0 &&
      (deadline.didTimeout ? calls < CALLS_WHEN_OVERDUE : deadline.timeRemaining() > 1)
    ) {
      const pending = prefetchNow(queue.shift()!);
      calls += 1;
      if (pending) {
        running = true;
        void Promise.resolve(pending)
          .catch(() => undefined)
          .finally(() => {
            running = false;
            if (queue.length > 0) schedule();
          });
      }
    }
    if (!running && queue.length > 0) schedule();
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      whenIdle(run);
    }
  };

  // The core's object is read-only: the global is replaced by a copy with a queued prefetch.
  window.docusaurus = {
    ...docusaurus,
    prefetch: (routePath) => {
      queue.push(routePath);
      schedule();
      return false;
    },
  };
}

const idlePrefetch: ClientModule = {
  // The app sets window.docusaurus after the client modules load, before its first render.
  onRouteDidUpdate() {
    install();
  },
};

export default idlePrefetch;
