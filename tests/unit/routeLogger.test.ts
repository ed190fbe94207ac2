import {afterEach, describe, it, mock} from 'node:test';
import assert from 'node:assert/strict';
import routeLogger from '../../_dogfooding/clientModules/routeLogger';
import {dogfoodingPluginInstances} from '../../_dogfooding/dogfooding.config';

type Location = {pathname: string; search: string; hash: string; state: unknown; key: string};
const at = (pathname: string): Location => ({pathname, search: '', hash: '', state: undefined, key: pathname});

describe('deploy-preview route logging (line 11)', () => {
  afterEach(() => {
    mock.restoreAll();
    delete (globalThis as {window?: unknown}).window;
    delete (globalThis as {document?: unknown}).document;
  });

  it('logs the details of the new page after each route change', () => {
    (globalThis as {window?: unknown}).window = {location: {pathname: '/docs/'}};
    (globalThis as {document?: unknown}).document = {
      title: 'Introduction | Docusaurus',
      documentElement: {className: 'docs-wrapper plugin-docs'},
      querySelector: (selector: string) =>
        selector === 'h1'
          ? {textContent: 'Introduction'}
          : selector.startsWith('meta')
            ? {getAttribute: () => 'What Docusaurus is'}
            : null,
    };
    const log = mock.method(console, 'log', () => undefined);
    routeLogger.onRouteDidUpdate?.({location: at('/docs/'), previousLocation: at('/')});
    assert.equal(log.mock.callCount(), 1);
    assert.deepEqual(log.mock.calls[0]?.arguments, [
      '[route did update]',
      {
        pathname: '/docs/',
        h1: 'Introduction',
        title: 'Introduction | Docusaurus',
        description: 'What Docusaurus is',
        htmlClassName: 'docs-wrapper plugin-docs',
      },
    ]);
  });

  it('logs nothing on the first render, when there is no previous page', () => {
    const log = mock.method(console, 'log', () => undefined);
    routeLogger.onRouteDidUpdate?.({location: at('/'), previousLocation: null});
    assert.equal(log.mock.callCount(), 0);
  });

  it('is off by default: the logger is not a client module unless in dev or a deploy preview', () => {
    const plugin = dogfoodingPluginInstances.find((instance) => typeof instance === 'function') as
      | (() => {getClientModules: () => string[]})
      | undefined;
    assert.ok(plugin, 'the client-module test plugin is configured');
    const modules = plugin().getClientModules();
    assert.ok(modules.some((file) => file.endsWith('clientModuleCSS.css')));
    assert.ok(!modules.some((file) => file.endsWith('routeLogger.ts')), 'routeLogger is not loaded in a normal build');
  });
});
