// Shows an image or a diagram enlarged in a modal dialog over the page. Loaded on demand by
// ZoomableImage and ZoomableDiagram (the first hover, focus or press), so it costs nothing until a
// reader reaches for it. The copy grows from where the original sits to the largest size that
// fits the window (for a bitmap, no larger than its own pixels) and shrinks back on closing;
// under `prefers-reduced-motion: reduce` it appears and disappears without moving. It closes on
// Escape, a click anywhere, a scroll of the page, a resize or a history move, and gives the focus
// back to the control that opened it. The dialog's texts are here too, out of the components that
// every page with an image loads.
//
// Written here rather than taken from medium-zoom (1.1.0, 3.1 KB gzip minified): that library zooms <img>
// elements only (not a diagram's inline SVG), leaves keyboard opening, dialog semantics and focus
// to the caller, and waits for `transitionend` to finish opening or closing, so that turning
// transitions off for reduced motion leaves it unable to close. What it does well, the scaling
// from the image's place, is the few lines of transformFrom() below.

import {translate} from '@docusaurus/Translate';

/**
 * The dialog's styles, added to the page on the first opening. The backdrop takes the page's own
 * colour in each mode (Infima's --ifm-background-color is transparent in light mode), so that
 * diagrams drawn for the mode stay legible. Docusaurus puts every CSS module
 * of the site into the one stylesheet that all pages load; kept here, they reach only the readers
 * who open an image.
 */
const STYLES = `
.image-zoom{position:fixed;inset:0;z-index:calc(var(--ifm-z-index-overlay) + 10);cursor:zoom-out}
.image-zoom__backdrop{position:absolute;inset:0;background:#fff;opacity:0;transition:opacity 250ms ease}
[data-theme=dark] .image-zoom__backdrop{background:#1b1b1d}
.image-zoom--open .image-zoom__backdrop{opacity:.96}
.image-zoom__copy{position:fixed;transform-origin:0 0;transition:transform 250ms ease}
.image-zoom__close{position:fixed;top:.75rem;right:.75rem;width:2.75rem;height:2.75rem;border:1px solid var(--ifm-color-emphasis-500);border-radius:50%;background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base);font-size:1.75rem;line-height:1;cursor:pointer}
@media (prefers-reduced-motion:reduce){.image-zoom__backdrop,.image-zoom__copy{transition:none}}
`;
const STYLES_ID = 'image-zoom-styles';

const styles = {
  dialog: 'image-zoom',
  open: 'image-zoom--open',
  backdrop: 'image-zoom__backdrop',
  copy: 'image-zoom__copy',
  close: 'image-zoom__close',
};

function addStyles(): void {
  if (!document.getElementById(STYLES_ID)) {
    const style = document.createElement('style');
    style.id = STYLES_ID;
    style.textContent = STYLES;
    document.head.append(style);
  }
}

export type ZoomSource = HTMLImageElement | SVGSVGElement;

/** Space kept free around the enlarged copy, in CSS pixels. */
const MARGIN = 24;
/** A scroll of more than this many pixels closes the dialog (a trackpad's jitter does not). */
const SCROLL_TOLERANCE = 40;
/** Longest the closing waits for its transition before removing the dialog anyway. */
const CLOSE_FALLBACK_MS = 500;

let closeActive: ((animate: boolean) => void) | undefined;

/** A diagram, or an SVG image (a file, or inlined as a data: URI by the bundler). */
function isVectorImage(source: ZoomSource): boolean {
  if (!(source instanceof HTMLImageElement)) return true;
  const url = source.currentSrc || source.src;
  return url.startsWith('data:image/svg+xml') || /\.svg(?:[?#]|$)/i.test(url);
}

/** Size of the enlarged copy: as large as the window allows, a bitmap no larger than its pixels. */
function fittedSize(source: ZoomSource, from: DOMRect): {width: number; height: number} {
  const room = {
    width: document.documentElement.clientWidth - 2 * MARGIN,
    height: document.documentElement.clientHeight - 2 * MARGIN,
  };
  let scale = Math.min(room.width / from.width, room.height / from.height);
  if (!isVectorImage(source)) {
    const image = source as HTMLImageElement;
    // A bitmap shown at or above its own size is not enlarged further (it would only blur).
    scale = Math.min(scale, Math.max(1, image.naturalWidth / from.width));
  }
  return {width: from.width * scale, height: from.height * scale};
}

/**
 * The copy shown in the dialog. A diagram's SVG is copied with its ids renamed: Mermaid scopes
 * its styles, markers and accessible names to ids, which must stay unique in the page.
 */
function copyOf(source: ZoomSource): HTMLImageElement | SVGSVGElement {
  if (source instanceof HTMLImageElement) {
    const image = new Image();
    image.src = source.currentSrc || source.src;
    image.alt = source.alt;
    return image;
  }
  const markup = source.id ? source.outerHTML.split(source.id).join(`${source.id}-enlarged`) : source.outerHTML;
  const template = document.createElement('template');
  template.innerHTML = markup;
  const copy = template.content.firstElementChild as SVGSVGElement;
  copy.removeAttribute('width');
  copy.removeAttribute('height');
  copy.style.maxWidth = 'none';
  return copy;
}

/** The transform that puts the copy (laid out at `to`) over the rectangle `from`. */
function transformFrom(from: DOMRect, to: {left: number; top: number; width: number; height: number}): string {
  return `translate(${from.left - to.left}px, ${from.top - to.top}px) scale(${from.width / to.width}, ${from.height / to.height})`;
}

/** The dialog's name and its close button's, in the site's language. */
function labels(source: ZoomSource): {label: string; closeLabel: string} {
  if (!(source instanceof HTMLImageElement)) {
    return {
      label: translate({id: 'imageZoom.dialogDiagram', message: 'Enlarged diagram'}),
      closeLabel: translate({id: 'imageZoom.closeDiagram', message: 'Close the enlarged diagram'}),
    };
  }
  return {
    label: source.alt
      ? translate({id: 'imageZoom.dialog', message: 'Enlarged image: {alt}'}, {alt: source.alt})
      : translate({id: 'imageZoom.dialogNoAlt', message: 'Enlarged image'}),
    closeLabel: translate({id: 'imageZoom.close', message: 'Close the enlarged image'}),
  };
}

/**
 * Opens `source` enlarged; `trigger` (the image itself, or a diagram's button) gets the focus back
 * on closing.
 */
export function openZoom(source: ZoomSource, trigger: HTMLElement | SVGElement): void {
  closeActive?.(false);
  const from = source.getBoundingClientRect();
  if (from.width === 0 || from.height === 0) {
    return;
  }
  addStyles();
  const {label, closeLabel} = labels(source);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const size = fittedSize(source, from);
  const box = {
    ...size,
    left: (document.documentElement.clientWidth - size.width) / 2,
    top: (document.documentElement.clientHeight - size.height) / 2,
  };

  const dialog = document.createElement('div');
  dialog.className = styles.dialog;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);
  const backdrop = document.createElement('div');
  backdrop.className = styles.backdrop;
  const copy = copyOf(source);
  copy.classList.add(styles.copy);
  Object.assign(copy.style, {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = styles.close;
  closeButton.setAttribute('aria-label', closeLabel);
  closeButton.textContent = '×';
  dialog.append(backdrop, copy, closeButton);

  if (!reduceMotion) {
    copy.style.transform = transformFrom(from, box);
  }
  document.body.append(dialog);
  source.style.visibility = 'hidden';
  if (!reduceMotion) {
    // Lay the starting state out before moving to the end state, so that the transition runs.
    void copy.getBoundingClientRect();
    copy.style.transform = '';
  }
  dialog.classList.add(styles.open);
  closeButton.focus({preventScroll: true});

  const scrollStart = window.scrollY;
  let closed = false;

  const close = (animate: boolean) => {
    if (closed) return;
    closed = true;
    closeActive = undefined;
    document.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('popstate', onHistory);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      dialog.remove();
      source.style.visibility = '';
      if (trigger.isConnected) {
        trigger.focus({preventScroll: true});
      }
    };
    dialog.classList.remove(styles.open);
    if (!animate || reduceMotion || !source.isConnected) {
      finish();
      return;
    }
    // Back to where the original is now: the page may have scrolled since it opened.
    copy.style.transform = transformFrom(source.getBoundingClientRect(), box);
    copy.addEventListener('transitionend', finish, {once: true});
    window.setTimeout(finish, CLOSE_FALLBACK_MS);
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // The close button is the dialog's only control: the focus stays on it.
      event.preventDefault();
      closeButton.focus();
    }
    // The page's own shortcuts (search on "/", Ctrl+K) wait until the dialog is closed.
    event.stopPropagation();
  }
  function onScroll() {
    if (Math.abs(window.scrollY - scrollStart) > SCROLL_TOLERANCE) close(true);
  }
  function onResize() {
    close(false);
  }
  function onHistory() {
    close(false);
  }

  dialog.addEventListener('click', () => close(true));
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('scroll', onScroll, {passive: true});
  window.addEventListener('resize', onResize);
  window.addEventListener('popstate', onHistory);
  closeActive = close;
}
