// Replaces the debug plugin's registry page (3.10.2; same list and styles). The plugin prints
// each entry's resolved module id, which the client and the server bundles number
// independently: the server's HTML held other ids than the browser renders, a hydration error
// (React #418) on every visit. The ids are shown once the page has hydrated. The registry comes
// without its import() calls in production (`@generated/debug-registry`, src/plugins/bundling),
// and without its weak requires under `npm start` (src/plugins/bundling/devRegistryLoader.cjs).
import type {ReactNode} from 'react';
import registry from '@generated/debug-registry';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DebugLayout from '@theme/DebugLayout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function DebugRegistry(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <DebugLayout>
      <Heading as="h2">Registry</Heading>
      <ul className="clean-list">
        {Object.values(registry).map(([, aliasedPath, resolved]) => (
          <li key={aliasedPath} className={styles.listItem}>
            <div style={{marginBottom: '10px'}}>
              Aliased Path: <code>{aliasedPath}</code>
            </div>
            <div>
              Module id in this bundle:{' '}
              {!isBrowser ? (
                <code>…</code>
              ) : resolved === null ? (
                // `npm start` compiles each page's modules when it is first loaded (src/plugins/bundling).
                'none yet (the development server compiles it when a page first loads it)'
              ) : (
                <code>{String(resolved)}</code>
              )}
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
