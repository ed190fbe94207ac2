// The debug plugin's config page (/__docusaurus/debug/config/), reading the complete generated
// config. The app's bundled copy leaves out the plugin, preset and theme options and the SSR
// template (src/plugins/bundling/clientConfig.ts); this page loads the whole file when opened.
import {useEffect, useState, type ReactNode} from 'react';
import DebugLayout from '@theme/DebugLayout';
import DebugJsonView from '@theme/DebugJsonView';
import Heading from '@theme/Heading';

export default function DebugConfig(): ReactNode {
  const [config, setConfig] = useState<object | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('@generated/docusaurus.config.mjs').then(
      (module) => setConfig(module.default),
      () => setFailed(true),
    );
  }, []);
  return (
    <DebugLayout>
      <Heading as="h2">Site config</Heading>
      {config ? (
        <DebugJsonView src={config} collapseDepth={3} />
      ) : (
        <p role="status">{failed ? 'The site config could not be loaded.' : 'Loading the site config…'}</p>
      )}
    </DebugLayout>
  );
}
