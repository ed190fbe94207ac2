// Client module loaded only in dev and deploy previews (see dogfooding.config.ts): it logs
// what changed on each navigation, which helps reviewers spot wrong titles or metadata.
import type {ClientModule} from '@docusaurus/types';

function describePage(): Record<string, string | null> {
  return {
    pathname: window.location.pathname,
    h1: document.querySelector('h1')?.textContent ?? null,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    htmlClassName: document.documentElement.className,
  };
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      console.log('[route update] leaving', previousLocation.pathname);
      return () => console.log('[route update] cleanup for', location.pathname);
    }
    return undefined;
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      console.log('[route did update]', describePage());
    }
  },
};

export default clientModule;
