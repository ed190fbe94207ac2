// The progress bar shown when the next page takes more than 200 ms to load, in place of the
// `nprogress` package. theme-classic's client module (lib/nprogress.js, 3.10.2) calls three of
// its functions, configure, start and done, and styles its markup (#nprogress > .bar > .peg) in
// lib/nprogress.css. The package also carries a spinner, a queue, option parsing and DOM helpers
// that nothing here uses: 1.8 KB gzip of every page's main.js, where this file is about 0.4.
// src/plugins/bundling/index.ts sends the package's name here in the browser bundle.

/** How long the bar takes to move, and to fade out once the page has loaded. */
const SPEED_MS = 200;
/** While the page loads, the bar creeps forward this often, a little less each time. */
const TRICKLE_MS = 200;

let container: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let progress = 0;
let trickleTimer: number | undefined;

function moveTo(value: number): void {
  progress = Math.min(Math.max(value, 0.08), 1);
  if (bar) bar.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
}

function remove(): void {
  window.clearInterval(trickleTimer);
  container?.remove();
  container = null;
  bar = null;
}

type ProgressBar = {configure: () => ProgressBar; start: () => ProgressBar; done: () => ProgressBar};

const progressBar: ProgressBar = {
  /** The theme turns the spinner off; this bar has none. */
  configure() {
    return progressBar;
  },

  start() {
    if (container) return progressBar;
    container = document.createElement('div');
    container.id = 'nprogress';
    // Decorative: the page's own loading state is what assistive technology hears.
    container.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'bar';
    bar.style.transition = `transform ${SPEED_MS}ms ease`;
    const peg = document.createElement('div');
    peg.className = 'peg';
    bar.append(peg);
    container.append(bar);
    document.body.append(container);
    moveTo(0);
    trickleTimer = window.setInterval(() => moveTo(progress + (0.994 - progress) * 0.08), TRICKLE_MS);
    return progressBar;
  },

  done() {
    if (!container) return progressBar;
    const finishing = container;
    window.clearInterval(trickleTimer);
    moveTo(1);
    window.setTimeout(() => {
      finishing.style.transition = `opacity ${SPEED_MS}ms linear`;
      finishing.style.opacity = '0';
      window.setTimeout(() => {
        if (container === finishing) remove();
        else finishing.remove();
      }, SPEED_MS);
    }, SPEED_MS);
    return progressBar;
  },
};

export default progressBar;
