import useGlobalData from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  MARKDOWN_TWINS_PLUGIN,
  twinPathOf,
  type MarkdownTwinsGlobalData,
} from '@site/src/plugins/markdownTwins/twinPath';

/**
 * The address (with the base URL) of the Markdown twin of a page, or undefined when its
 * content instance has no twins (the test fixtures) or the site runs without the plugin.
 */
export function useMarkdownTwin(kind: 'docs' | 'blogs', pluginId: string, permalink: string): string | undefined {
  const data = useGlobalData()[MARKDOWN_TWINS_PLUGIN]?.default as MarkdownTwinsGlobalData | undefined;
  const {siteConfig} = useDocusaurusContext();
  return data?.[kind].includes(pluginId) ? twinPathOf(permalink, siteConfig.baseUrl) : undefined;
}
