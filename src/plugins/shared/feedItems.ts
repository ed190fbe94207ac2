// The blog feeds' items, for every blog instance (`feedOptions.createFeedItems`). The plugin's own
// function reads each post's built page and parses all of it with cheerio (parse5), to take the
// post's body and make its links and images absolute: 0.8 to 1 s of the pages process's main
// thread for the site's 130 posts, in postBuild, where the build ends. The body is one element of
// React's server output, whose markup is regular (every attribute double-quoted, `"` `&` `<` `>`
// escaped in values), so this takes the element by its tags and rewrites the `href`, `src` and
// `srcset` of its links and images in place. The items are otherwise the plugin's: same fields,
// same order, same content apart from the markup that the parse and re-serialization normalized.
// `npx docusaurus build` (one process) minifies whole pages, and the minifier drops the quotes
// around values that need none (`id=__blog-post-container`, `href=/docs/`): attribute values are
// read quoted or not, and written back double-quoted.
import type {BlogPost, CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import {applyTrailingSlash, blogPostContainerID} from '@docusaurus/utils-common';
import {normalizeUrl, readOutputHTMLFile} from '@docusaurus/utils';

/** The inner markup of the element `<tagName ... id="...">`, from its start tag to its matching end tag. */
export function elementContent(html: string, tagName: string, id: string, where: string): string {
  const idValue = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const open = new RegExp(`<${tagName}\\b[^>]*\\sid=(?:"${idValue}"|'${idValue}'|${idValue}(?=[\\s/>]))[^>]*>`).exec(
    html,
  );
  if (!open) {
    throw new Error(`blog feed: ${where} has no <${tagName} id="${id}">`);
  }
  const start = open.index + open[0].length;
  const tags = new RegExp(`<(/?)${tagName}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  throw new Error(`blog feed: ${where}: <${tagName} id="${id}"> is not closed`);
}

const decode = (value: string): string =>
  value.replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, (entity) =>
    entity === '&amp;' ? '&' : entity === '&quot;' ? '"' : entity === '&lt;' ? '<' : entity === '&gt;' ? '>' : "'",
  );
const encode = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A start tag of a link or an image, with its attributes (values in double or single quotes). */
const LINK_OR_IMAGE = /<(a|img)(\s(?:[^>"']|"[^"]*"|'[^']*')*)?>/g;
/** `href`, `src` or `srcset` with its value double-quoted, single-quoted or bare (as a minifier leaves it). */
const ATTRIBUTE = /(\s)(href|src|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** `srcset`'s candidates, each a URL and an optional descriptor (`2x`, `480w`), comma-separated. */
function absoluteSrcset(srcset: string, toAbsolute: (url: string) => string): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.split(/\s+/);
      return [toAbsolute(url), ...descriptors].join(' ');
    })
    .join(', ');
}

/** The markup with every link's `href` and every image's `src` and `srcset` made absolute against `base`. */
export function absoluteLinks(markup: string, base: string): string {
  const toAbsolute = (url: string) => String(new URL(url, base));
  return markup.replace(LINK_OR_IMAGE, (tag, name: string, attributes: string | undefined) => {
    if (!attributes) return tag;
    const rewritten = attributes.replace(
      ATTRIBUTE,
      (attribute, space: string, key: string, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
        const value = doubleQuoted ?? singleQuoted ?? bare ?? '';
        if (value === '' || (name === 'a') !== (key === 'href')) return attribute;
        const url = decode(value);
        return `${space}${key}="${encode(key === 'srcset' ? absoluteSrcset(url, toAbsolute) : toAbsolute(url))}"`;
      },
    );
    return `<${name}${rewritten}>`;
  });
}

export const createFeedItems: CreateFeedItemsFn = async ({blogPosts, siteConfig, outDir}) => {
  const {url: siteUrl, baseUrl, trailingSlash} = siteConfig;
  return Promise.all(
    blogPosts.map(async (post: BlogPost) => {
      const {title, permalink, date, description, authors, tags} = post.metadata;
      const page = (await readOutputHTMLFile(permalink.replace(baseUrl, ''), outDir, trailingSlash)).toString('utf8');
      const link = applyTrailingSlash(normalizeUrl([siteUrl, permalink]), {trailingSlash, baseUrl});
      const content = absoluteLinks(elementContent(page, 'div', blogPostContainerID, `the page of ${permalink}`), link);
      const author = authors.map(({name, url, email}) => ({name, link: url, email}));
      return {
        title,
        id: link,
        link,
        date,
        description,
        // Atom wants a category's `term`, the other formats its `name`.
        category: tags.map((tag) => ({name: tag.label, term: tag.label})),
        content,
        ...(author.length > 0 ? {author} : {}),
      };
    }),
  );
};
