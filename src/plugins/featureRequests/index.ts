// The feature-requests board at /feature-requests/. The page is a client component that
// reads the URL, so one non-exact route serves /feature-requests/ and every sub-path
// (/feature-requests/<slug>/ selects one request; unknown slugs get a friendly message).
// Known slugs also get an exact route each, only so that the build writes a static HTML
// file for them: a static host then serves those URLs directly instead of the 404 page.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {featureRequests} from '../../data/featureRequests';
import {generatedModule} from '../shared/generatedModule';

/** What the page component receives as its `config` prop. */
export type FeatureRequestsRouteData = {
  /** Route path of the board, base URL included, without trailing slash. */
  basePath: string;
};

export type FeatureRequestsContent = {
  slugs: string[];
};

const ROUTE_BASE_PATH = 'feature-requests';
const PAGE_COMPONENT = '@site/src/plugins/featureRequests/FeatureRequestsPage';

export default function pluginFeatureRequests(context: LoadContext): Plugin<FeatureRequestsContent> {
  const basePath = normalizeUrl([context.baseUrl, ROUTE_BASE_PATH]);

  return {
    name: 'feature-requests',

    loadContent() {
      return {slugs: featureRequests.map((request) => request.slug)};
    },

    async contentLoaded({content, actions}) {
      const data: FeatureRequestsRouteData = {basePath};
      const configPath = await actions.createData('feature-requests-config.json', JSON.stringify(data));
      const modules = {config: generatedModule(configPath, context.generatedFilesDir)};

      actions.addRoute({path: basePath, exact: false, component: PAGE_COMPONENT, modules});
      for (const slug of content.slugs) {
        actions.addRoute({path: normalizeUrl([basePath, slug]), exact: true, component: PAGE_COMPONENT, modules});
      }
    },
  };
}
