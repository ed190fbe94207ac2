// Where the Markdown twin of a page is served: the page's address without its trailing slash,
// plus `.md` (`/docs/installation/` → `/docs/installation.md`, `/docs/` → `/docs.md`). The file
// sits next to the page's folder in the build, so it never collides with a route (routes end
// with `/`) or with the `.html` redirect pages of the client-redirects plugin. Shared by the
// build plugin and the theme components, so it must stay free of Node.js imports.

/** The twin's path (with the base URL) of a page's permalink (with the base URL). */
export function twinPathOf(permalink: string, baseUrl: string): string {
  const page = permalink.replace(/\/+$/, '');
  // A page at the root of the site (`/` or the base URL itself) has its twin inside it.
  if (page === '' || `${page}/` === baseUrl) {
    return `${baseUrl}index.md`;
  }
  return `${page}.md`;
}

/** Plugin name of the twins plugin, under which its global data is found. */
export const MARKDOWN_TWINS_PLUGIN = 'markdown-twins';

/** What the theme components read from the plugin's global data. */
export type MarkdownTwinsGlobalData = {
  /** Docs plugin instances whose docs have twins. */
  docs: string[];
  /** Blog plugin instances whose posts have twins. */
  blogs: string[];
};
