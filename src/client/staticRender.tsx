// The static render's entry in the browser bundle of `npm run build` (src/plugins/bundling adds it
// as the entry `static-render`, which depends on `main`). The pages process renders every page
// with it from the browser bundle's own files (scripts/ssg-browser-bundle.cjs loads them into each
// render thread), so the build compiles no server bundle. Its file is deleted once the pages are
// rendered, and no page names it.
//
// It does what the core's server entry does (@docusaurus/core/lib/client/serverEntry.js), with the
// site's renderer (./renderToHtml.server.ts), and it hands the components that only the server
// renders to the modules that show them (./serverComponents.ts). Its modules are the browser
// bundle's: the same React, router, head manager and app as `main.js`, so contexts match.
import type {ComponentType, ReactElement, ReactNode} from 'react';
import {Router, type RouterProps} from 'react-router-dom';
import {createLocation, createPath, type History, type LocationDescriptor} from 'history';
import {Helmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import Loadable from 'react-loadable';
import type {ChunkNames} from '@docusaurus/types';
import preload from '@docusaurus/core/lib/client/preload';
import App from '@docusaurus/core/lib/client/App';
import flat from '@docusaurus/core/lib/client/flat';
import {BrokenLinksProvider} from '@docusaurus/core/lib/client/BrokenLinksContext';
import {toPageCollectedMetadataInternal} from '@docusaurus/core/lib/client/serverHelmetUtils';
import routesChunkNames from '@generated/routesChunkNames';
import table from '@generated/route-shards/table.json';
import ServerHighlighted from '@site/src/components/CodeLines/ServerHighlighted';
import NotFoundContent from '@site/src/components/NotFoundContent';
import ContentVisibility from '@theme-original/ContentVisibility';
import {routePathOfKey, shardChunkName, shardOf} from './routes/shardTable';
import {renderToHtml} from './renderToHtml.server';
import {computeTagsOnce, type DispatcherClass} from './helmetOnce';
import {setServerComponents} from './serverComponents';

/**
 * react-helmet-async's HelmetDispatcher, which the package does not export: a `<Helmet>` renders
 * its context's consumer, whose child is the dispatcher's element.
 */
function helmetDispatcher(): DispatcherClass {
  const consumer = (new Helmet({}) as unknown as {render: () => ReactElement<{children?: unknown}>}).render();
  const child =
    typeof consumer.props.children === 'function'
      ? (consumer.props.children as (context: object) => unknown)({})
      : undefined;
  const type = (child as ReactElement | undefined)?.type as (DispatcherClass & {displayName?: string}) | undefined;
  if (type?.displayName !== 'HelmetDispatcher') {
    throw new Error(
      "src/client/staticRender.tsx: no HelmetDispatcher under react-helmet-async's <Helmet>; this version of the package needs helmetDispatcher() updated",
    );
  }
  return type;
}

computeTagsOnce(helmetDispatcher());

setServerComponents({
  codeLines: ServerHighlighted,
  contentVisibility: ContentVisibility,
  notFoundContent: NotFoundContent,
});

/**
 * The chunks a page's HTML names, from the routes it rendered: each route reports its
 * `path-hash` key (ComponentCreator.client.tsx), and its chunks are those its key names in
 * routesChunkNames.json, after its route-data shard, as the server bundle's ComponentCreator
 * reported them.
 */
function chunksOfRoute(key: string): string[] {
  const chunkNames = (routesChunkNames as Record<string, ChunkNames>)[key];
  if (!chunkNames) {
    throw new Error(`No chunk names for the route ${key} in routesChunkNames.json`);
  }
  return [
    shardChunkName(shardOf(routePathOfKey(key), table)),
    ...Object.values(flat(chunkNames) as Record<string, string>),
  ];
}

/**
 * React Router's StaticRouter, made here from its Router (which main.js has): StaticRouter itself
 * is code the browser never runs, and importing it would have put it in main.js. The same history
 * as StaticRouter's: it stays at `pathname`, and a redirect during the render is recorded in
 * `context`.
 */
function staticHistory(pathname: string, context: {action?: string; url?: string}): History {
  const href = (to: LocationDescriptor) => {
    const url = typeof to === 'string' ? to : createPath(to);
    return url.startsWith('/') ? url : `/${url}`;
  };
  const navigate = (action: string) => (to: LocationDescriptor) => {
    context.action = action;
    context.url = href(createLocation(to));
  };
  const cannot = (method: string) => () => {
    throw new Error(`The static render cannot ${method}`);
  };
  return {
    length: 1,
    action: 'POP',
    location: createLocation(pathname),
    createHref: href,
    push: navigate('PUSH'),
    replace: navigate('REPLACE'),
    go: cannot('go'),
    goBack: cannot('goBack'),
    goForward: cannot('goForward'),
    listen: () => () => {},
    block: () => () => {},
  };
}

/** React Router's Router takes the static context that StaticRouter gives it; its types leave it out. */
const StaticContextRouter = Router as ComponentType<RouterProps & {staticContext: object}>;

/**
 * The links and anchors a page renders, for the broken-links check, as the core's
 * `createStatefulBrokenLinks` collects them: imported from the core's module, that function would
 * have been part of main.js, which never runs it.
 */
function collectedLinks() {
  const anchors = new Set<string>();
  const links = new Set<string>();
  return {
    collectAnchor: (anchor: string | undefined) => {
      if (anchor !== undefined) anchors.add(anchor);
    },
    collectLink: (link: string | undefined) => {
      if (link !== undefined) links.add(link);
    },
    getCollectedAnchors: () => [...anchors],
    getCollectedLinks: () => [...links],
  };
}

type RenderParams = {pathname: string; v4RemoveLegacyPostBuildHeadAttribute: boolean};

async function render({pathname, v4RemoveLegacyPostBuildHeadAttribute}: RenderParams) {
  await preload(pathname);
  const routeKeys: string[] = [];
  const routerContext = {};
  const helmetContext: {helmet?: HelmetServerState} = {};
  const brokenLinks = collectedLinks();
  const app: ReactNode = (
    // @ts-expect-error: react-loadable's types have no Capture
    <Loadable.Capture report={(key: string) => routeKeys.push(key)}>
      <HelmetProvider context={helmetContext}>
        <StaticContextRouter history={staticHistory(pathname, routerContext)} staticContext={routerContext}>
          <BrokenLinksProvider brokenLinks={brokenLinks}>
            <App />
          </BrokenLinksProvider>
        </StaticContextRouter>
      </HelmetProvider>
    </Loadable.Capture>
  );
  const html = await renderToHtml(app);
  const metadata = toPageCollectedMetadataInternal({helmet: helmetContext.helmet!});
  if (v4RemoveLegacyPostBuildHeadAttribute) {
    metadata.helmet = null;
  }
  return {
    html,
    collectedData: {
      metadata,
      anchors: brokenLinks.getCollectedAnchors(),
      links: brokenLinks.getCollectedLinks(),
      modules: [...new Set(routeKeys.flatMap(chunksOfRoute))],
    },
  };
}

(globalThis as {__docusaurusStaticRender?: typeof render}).__docusaurusStaticRender = render;
