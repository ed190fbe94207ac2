// A component whose code stays out of the first load of the pages it is on, while its server
// HTML stays in the page.
//
// `lazy()` inside `<Suspense>` does that in the browser, but React 19.2 streams a Suspense
// boundary's server HTML out of place (a hidden element at the end of the document, moved by an
// inline script), so the content was missing without JavaScript and painted after the whole
// document had been read. Here the server renders the component itself (the server bundle
// imports it directly, see `__SERVER_BUILD__` in src/plugins/bundling, and the static render
// takes it from src/client/serverComponents.ts) inside a wrapper element;
// the browser's first render gives the wrapper the HTML it already has, which React does not
// hydrate, then renders the component once its chunk has loaded. The wrapper is
// `display: contents`, so it changes no layout.
import {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';

const ATTRIBUTE = 'data-server-html';

type Module<Props> = {default: ComponentType<Props>};

export default function serverHtmlUntilLoaded<Props extends object>(
  load: () => Promise<Module<Props>>,
  /**
   * The component itself when the server renders (the server bundle's import, or the static
   * render's, src/client/serverComponents.ts), null in a browser. Read when a page renders.
   */
  serverComponent: () => ComponentType<Props> | null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;

  return function ServerHtmlUntilLoaded(props: Props): ReactNode {
    const id = useId();
    const [Component, setComponent] = useState(() => loaded ?? serverComponent());
    // The server's HTML of this wrapper, read once, before React touches it.
    const [serverHtml] = useState(() =>
      typeof document === 'undefined' ? '' : (document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? ''),
    );
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      void load().then((module) => {
        loaded = module.default;
        if (!cancelled) setComponent(() => module.default);
      });
      return () => {
        cancelled = true;
      };
    }, [Component]);
    const wrapper = {[ATTRIBUTE]: id, className: 'server-html'};
    return Component ? (
      <div {...wrapper}>
        <Component {...props} />
      </div>
    ) : (
      <div {...wrapper} dangerouslySetInnerHTML={{__html: serverHtml}} />
    );
  };
}
