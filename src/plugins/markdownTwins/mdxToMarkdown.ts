// Turns the MDX source of a page into plain Markdown that reads well without the site: the
// Markdown twin of the page. Works on the syntax tree (mdast) that remark parses, with the
// syntax the site's MDX loader accepts (MDX, GFM, directives, math, `{#id}` headings, HTML
// comments), then writes it back with remark-stringify:
// - `<Tabs>`: one section per tab, the tab's label as its heading;
// - admonitions (`:::tip` and `<Admonition>`): blockquotes that start with their kind;
// - code blocks keep their language and `title=`; magic comments and site-only meta go;
// - `<APITable>`, `<BrowserWindow>` and other wrappers leave their content; `<details>` keeps
//   its summary as a bold line; `<CodeBlock>`, `<Link>`, images and `<DocCardList>` become
//   their Markdown equivalents; partials (`import X from './_x.mdx'`) are inlined;
// - imports, exports, comments and JSX that only mean something on the site are dropped;
// - links and images become absolute URLs of the public site.
import fs from 'node:fs';
import path from 'node:path';
import type {Blockquote, Code, Heading, List, Paragraph, PhrasingContent, Root, RootContent, Strong, Text} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdx';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-math';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkComment from '@slorber/remark-comment';
import remarkStringify from 'remark-stringify';
import {defaultHandlers, type Handle, type State as ToMarkdownState, type Unsafe} from 'mdast-util-to-markdown';
import {findAndReplace} from 'mdast-util-find-and-replace';
import {get as emojiOf} from 'node-emoji';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkKbd from '../../remark/remarkKbd';
import type {TreeSource} from './loaderTrees';
import {stripMagicComments, twinCodeMeta} from './codeBlocks';
import {
  UNKNOWN,
  exportedConstants,
  isRequiredFile,
  isSitePath,
  programValue,
  type Scope,
  type StaticValue,
} from './staticValue';

/** An entry of a category's card list (`<DocCardList />`). */
export type CardItem = {title: string; url: string; description?: string};

export type TwinSourceContext = {
  /** Absolute path of the page's source file. */
  filePath: string;
  /** The site directory, for `@site/...` paths. */
  siteDir: string;
  /** Absolute URL of the page, e.g. `https://docusaurus.io/docs/installation/`. */
  pageUrl: string;
  /** Absolute URL of the site with its base URL, ending with `/`. */
  siteUrl: string;
  /** Folders against which a bare Markdown link (`[x](cli.mdx)`) is also tried. */
  contentRoots: string[];
  /** The absolute page URL of a Markdown source file of the site, if it is a page. */
  pageOf: (file: string) => string | undefined;
  /** A public absolute URL for a file that the page imports (an image next to a post). */
  assetUrl: (file: string) => string;
  /** Admonition keywords (`tip`, `warning`...), including the site's own. */
  admonitionKeywords: string[];
  /** The site's `markdown.mdx1Compat` (all on when not given, as in Docusaurus 3 without `future.v4`). */
  mdx1Compat?: Mdx1Compat;
  /** Magic comment names removed from code blocks (`highlight-next-line`...). */
  magicComments: string[];
  /** The page's front matter, which expressions such as `{frontMatter.title}` read. */
  frontMatter?: Record<string, unknown>;
  /** What `<DocCardList />` lists on this page (the items of the category it is the index of). */
  cardItems?: CardItem[];
  /** Reports a link or image that cannot be resolved. */
  warn?: (message: string) => void;
  /** Told of every other file the page's twin is made from (the partials it imports). */
  onDependency?: (file: string) => void;
  /**
   * Parsed sources, by their text, shared between the pages of one build: the docs versions
   * repeat most pages word for word, and parsing is nearly all the cost of a twin. The
   * transformation never changes a parsed tree, so pages can share one.
   */
  parsedTrees?: Map<string, Root>;
  /**
   * Trees parsed already, by their text: what the bundler's MDX loader parsed in this build
   * (./loaderTrees.ts), or in development what was parsed ahead of it (./parseAhead.ts).
   */
  loaderTrees?: TreeSource;
};

type State = {
  ctx: TwinSourceContext;
  /** The file being read: the page, or a partial it imports. */
  file: string;
  /** What expressions of the file can read: `props` of a partial, `frontMatter`, exported constants. */
  scope: Scope;
  /** Components imported from Markdown files (partials), by name. */
  partials: Map<string, string>;
  /** Partials being inlined, to stop on an import cycle. */
  stack: string[];
  /** Depth of the last heading seen: tab labels become headings one level below. */
  depth: number;
  /** Inside a list, quote or table, where a heading would be out of place. */
  nested: number;
};

const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'html',
]);
/** Nodes whose children are phrasing content. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);
/** Nodes whose children are flow content. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
/** Containers where a tab label is written as a bold line rather than a heading. */
const NESTING_TYPES = new Set(['blockquote', 'list', 'table', 'footnoteDefinition']);

/** Components that render a block even when written on one line (inside a paragraph). */
const BLOCK_COMPONENTS = new Set(['CodeBlock', 'Tabs', 'Admonition', 'details', 'Details', 'Mermaid', 'DocCardList']);

/** JSX that shows nothing a reader of Markdown could use: dropped with its children. */
const DROPPED_ELEMENTS = new Set(['Head', 'head', 'TOCInline', 'style', 'script', 'BrowserOnly', 'meta']);

/** The site's `markdown.mdx1Compat`: what the MDX loader accepts besides MDX. */
export type Mdx1Compat = {comments: boolean; admonitions: boolean; headingIds: boolean};

const ALL_MDX1_COMPAT: Mdx1Compat = {comments: true, admonitions: true, headingIds: true};

// The syntax extensions in the order the site's MDX loader adds them (remark-mdx, then the
// loader's own, then the site's remark-math), HTML comments only where the loader reads them
// (`mdx1Compat.comments`), so that a tree the bundler's MDX loader parsed is the tree this
// parser makes (syntaxPlugins() in ./loaderTrees.ts lists this order).
const parserWith = (comments: boolean) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(comments ? [remarkComment] : [])
    .use(remarkMath);
const parsers = {comments: parserWith(true), noComments: parserWith(false)};

/**
 * Escaping, sped up. For every piece of text it writes, mdast-util-to-markdown's `state.safe`
 * tries each of its ~60 unsafe patterns (a scope check, then a regular expression over the
 * text), about half of the 4 s of CPU that writing the twins took in a cold build. A pattern
 * matches only where its `character` is, so the patterns whose character the text (with what
 * comes before and after it) does not contain are left out of that call: the same escapes, fewer
 * patterns tried. Writing the 287 pages of docs/ and versioned_docs/ took 1.9 s of CPU instead of
 * 2.5 s (first run, 2 cores), and every twin of the site came out the same, byte for byte.
 */
function withFewerPatterns(state: ToMarkdownState): void {
  const all: Unsafe[] = state.unsafe;
  const safe = state.safe;
  state.safe = (value, config) => {
    const around = `${config.before ?? ''}${value ?? ''}${config.after ?? ''}`;
    state.unsafe = all.filter((pattern) => around.includes(pattern.character));
    try {
      return safe.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
}

const rootWithFewerPatterns: Handle = (node, parent, state, info) => {
  withFewerPatterns(state);
  return defaultHandlers.root(node, parent, state, info);
};

/** How the twins write Markdown. */
export const STRINGIFY_OPTIONS = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
} as const;

// Table columns are not padded to a common width: API tables have long descriptions, and
// padding every row to the longest would double the size of their twins.
const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath)
  .use(remarkStringify, {...STRINGIFY_OPTIONS, handlers: {root: rootWithFewerPatterns}});

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (children: PhrasingContent[]): Strong => ({type: 'strong', children});

function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING_TYPES.has(node.type);
}

/** Plain text of a node, as `mdast-util-to-string` would give it. */
function plainText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.type === 'yaml' ? '' : node.value;
  }
  if (node.type === 'image') {
    return node.alt ?? '';
  }
  return 'children' in node ? (node.children as RootContent[]).map(plainText).join('') : '';
}

/** Flow nodes written where only phrasing may stand (inside a paragraph, a heading, a link). */
function toPhrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (isPhrasing(node)) {
      return [node];
    }
    if (node.type === 'paragraph') {
      return node.children;
    }
    if (node.type === 'code') {
      return [{type: 'inlineCode', value: node.value}];
    }
    const value = plainText(node);
    return value ? [text(value)] : [];
  });
}

/** Phrasing nodes written where blocks stand are gathered into paragraphs. */
function toFlow(nodes: RootContent[]): RootContent[] {
  const flow: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      flow.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) {
      run.push(node);
    } else {
      flush();
      flow.push(node);
    }
  }
  flush();
  return flow;
}

function attributesOf(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  scope: Scope,
): Record<string, StaticValue | typeof UNKNOWN> {
  const attributes: Record<string, StaticValue | typeof UNKNOWN> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      continue;
    }
    const {name, value} = attribute as MdxJsxAttribute;
    attributes[name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : programValue(value.data?.estree, scope);
  }
  return attributes;
}

const stringAttribute = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isElement(node: RootContent, name: string): node is MdxJsxFlowElement | MdxJsxTextElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function relativeToSite(state: State, file: string): string {
  return path.relative(state.ctx.siteDir, file);
}

// ---------------------------------------------------------------------------------------------
// Links and files

function resolveSiteFile(state: State, request: string): string {
  return request.startsWith('@site/')
    ? path.join(state.ctx.siteDir, request.slice('@site/'.length))
    : path.resolve(path.dirname(state.file), request);
}

function splitUrl(url: string): [pathPart: string, suffix: string] {
  const match = /^([^?#]*)(.*)$/s.exec(url);
  return [match?.[1] ?? url, match?.[2] ?? ''];
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

function absoluteUrl(state: State, url: string): string {
  if (url.startsWith('/')) {
    return state.ctx.siteUrl + url.replace(/^\/+/, '');
  }
  return new URL(url, state.ctx.pageUrl).href;
}

/** The absolute URL a link of the page points to (pages by their HTML address). */
function resolveHref(state: State, url: string): string {
  const isPathname = url.startsWith('pathname://');
  if (!isPathname && /^[a-z][a-z\d+.-]*:/i.test(url)) {
    return url;
  }
  const target = isPathname ? url.slice('pathname://'.length) : url;
  if (target.startsWith('#')) {
    return state.ctx.pageUrl + target;
  }
  const [pathPart, suffix] = splitUrl(target);
  if (!isPathname && /\.mdx?$/i.test(pathPart)) {
    const request = safeDecode(pathPart);
    const candidates = [
      resolveSiteFile(state, request),
      ...state.ctx.contentRoots.map((root) => path.resolve(root, request.replace(/^\/+/, ''))),
    ];
    for (const candidate of candidates) {
      const page = state.ctx.pageOf(candidate);
      if (page) {
        return page + suffix;
      }
    }
    state.ctx.warn?.(`${relativeToSite(state, state.file)}: the link to ${url} names no page`);
  } else if (!isPathname && pathPart && (pathPart.startsWith('@site/') || !pathPart.startsWith('/'))) {
    // A file next to the page (`./checklist.pdf`): the site bundles it, the twin links a copy.
    const file = resolveSiteFile(state, safeDecode(pathPart));
    if (/\.[a-z\d]+$/i.test(pathPart) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return state.ctx.assetUrl(file) + suffix;
    }
  }
  return absoluteUrl(state, target);
}

/** The absolute URL of an image or file source: a string, `require('./x')` or `useBaseUrl('/x')`. */
function resolveSource(state: State, source: StaticValue | typeof UNKNOWN): string | undefined {
  if (isSitePath(source)) {
    return absoluteUrl(state, source.sitePath);
  }
  const request = isRequiredFile(source) ? source.required : typeof source === 'string' ? source : undefined;
  if (request === undefined || request === '') {
    return undefined;
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(request)) {
    return request;
  }
  if (request.startsWith('/') && !isRequiredFile(source)) {
    return absoluteUrl(state, request);
  }
  const file = resolveSiteFile(state, safeDecode(splitUrl(request)[0]));
  if (fs.existsSync(file)) {
    return state.ctx.assetUrl(file);
  }
  state.ctx.warn?.(`${relativeToSite(state, state.file)}: the file ${request} does not exist`);
  return absoluteUrl(state, request);
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** Parses MDX the way the site's MDX loader does (with its `mdx1Compat` conveniences). */
export function parseMdx(
  source: string,
  file: string,
  admonitionKeywords: string[],
  mdx1Compat: Mdx1Compat = ALL_MDX1_COMPAT,
): Root {
  return parsePrepared(prepareMdx(source, admonitionKeywords, mdx1Compat), file, mdx1Compat);
}

/**
 * The text the MDX loader parses: the file (front matter included) with the rewrites its
 * preprocessor makes for `mdx1Compat`.
 */
export function prepareMdx(source: string, admonitionKeywords: string[], mdx1Compat: Mdx1Compat): string {
  const unwrapped = unwrapMdxCodeBlocks(source);
  const withIds = mdx1Compat.headingIds ? escapeMarkdownHeadingIds(unwrapped) : unwrapped;
  return mdx1Compat.admonitions ? admonitionTitleToDirectiveLabel(withIds, admonitionKeywords) : withIds;
}

/** The tree the MDX loader's parser makes of a prepared text (`prepareMdx`), as it makes it. */
export function parseLikeLoader(prepared: string, mdx1Compat: Mdx1Compat): Root {
  return (mdx1Compat.comments ? parsers.comments : parsers.noComments).parse(prepared);
}

function parsePrepared(prepared: string, file: string, mdx1Compat: Mdx1Compat, loaderTrees?: TreeSource): Root {
  try {
    const tree = loaderTrees?.take(prepared) ?? parseLikeLoader(prepared, mdx1Compat);
    // `[[Ctrl]]` keys, like the site's own remark plugin does.
    remarkKbd()(tree);
    return tree;
  } catch (error) {
    throw new Error(`Markdown twins: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

function parseShared(source: string, file: string, ctx: TwinSourceContext): Root {
  let tree = ctx.parsedTrees?.get(source);
  if (!tree) {
    const mdx1Compat = ctx.mdx1Compat ?? ALL_MDX1_COMPAT;
    tree = parsePrepared(prepareMdx(source, ctx.admonitionKeywords, mdx1Compat), file, mdx1Compat, ctx.loaderTrees);
    ctx.parsedTrees?.set(source, tree);
  }
  return tree;
}

/** `import Name from './_partial.mdx'` statements: the components that are Markdown files. */
function partialsOf(tree: Root, state: Pick<State, 'ctx' | 'file'>): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') {
        continue;
      }
      const request = statement.source.value;
      if (!/\.mdx?$/.test(request)) {
        continue;
      }
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') {
          partials.set(specifier.local.name, resolveSiteFile(state as State, request));
        }
      }
    }
  }
  return partials;
}

/** The names the file's expressions can read: the given ones and the file's exported constants. */
function scopeOf(tree: Root, given: Scope): Scope {
  let scope = given;
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') {
      scope = {...scope, ...exportedConstants(node.data?.estree, scope)};
    }
  }
  return scope;
}

// ---------------------------------------------------------------------------------------------
// Transformation

function transformAll(nodes: RootContent[], state: State): RootContent[] {
  return nodes.flatMap((node) => transform(node, state));
}

function transformChildren<T extends RootContent>(node: T, state: State): T {
  if (!('children' in node)) {
    return node;
  }
  const nesting = NESTING_TYPES.has(node.type);
  state.nested += nesting ? 1 : 0;
  let children = transformAll(node.children as RootContent[], state);
  state.nested -= nesting ? 1 : 0;
  if (PHRASING_PARENTS.has(node.type)) {
    children = toPhrasing(children);
  } else if (FLOW_PARENTS.has(node.type)) {
    children = toFlow(children);
  }
  return {...node, children} as T;
}

function transform(node: RootContent, state: State): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = programValue(node.data?.estree, state.scope);
      if (typeof value !== 'string' && typeof value !== 'number') {
        return [];
      }
      return node.type === 'mdxTextExpression' ? [text(String(value))] : toFlow([text(String(value))]);
    }
    case 'paragraph': {
      const parts = node.children.filter((part) => !(part.type === 'text' && part.value.trim() === ''));
      const [only] = parts;
      if (parts.length === 1 && only?.type === 'mdxJsxTextElement' && only.name && BLOCK_COMPONENTS.has(only.name)) {
        return element({...only, type: 'mdxJsxFlowElement'} as MdxJsxFlowElement, state);
      }
      return [transformChildren(node, state)];
    }
    case 'heading': {
      const heading = transformChildren(node, state);
      const last = heading.children.at(-1);
      if (last?.type === 'text') {
        // A new node: the parsed tree may be shared with other pages (see `parsedTrees`).
        heading.children[heading.children.length - 1] = text(last.value.replace(/\s*\{#[^}]*\}\s*$/, ''));
      }
      state.depth = heading.depth;
      return [heading];
    }
    case 'code':
      return [codeNode(node.lang, node.meta, node.value, state)];
    case 'link':
      return [{...transformChildren(node, state), url: resolveHref(state, node.url)}];
    case 'definition':
      return [{...node, url: resolveHref(state, node.url)}];
    case 'image':
      return [{...node, url: resolveSource(state, node.url) ?? node.url}];
    case 'containerDirective': {
      if (!state.ctx.admonitionKeywords.includes(node.name)) {
        return transformAll(node.children, state);
      }
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const title = hasLabel ? toPhrasing(transformAll(first.children, state)) : undefined;
      return [admonition(node.name, title, hasLabel ? rest : node.children, state)];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive of the site: it shows as the text that was written.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const label = node.children.length > 0 ? `[${node.children.map(plainText).join('')}]` : '';
      const written = text(`${marker}${node.name}${label}`);
      return node.type === 'leafDirective' ? [paragraph([written])] : [written];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, state);
    default:
      if ((node.type as string) === 'comment') {
        return [];
      }
      return [transformChildren(node, state)];
  }
}

function codeNode(lang: string | null | undefined, meta: string | null | undefined, value: string, state: State): Code {
  return {
    type: 'code',
    lang: lang ?? null,
    meta: twinCodeMeta(meta),
    value: stripMagicComments(value, lang, meta, state.ctx.magicComments),
  };
}

function admonition(kind: string, title: PhrasingContent[] | undefined, body: RootContent[], state: State): Blockquote {
  const label = capitalize(kind);
  const heading: PhrasingContent[] = title?.length ? [text(`${label}: `), ...title] : [text(label)];
  state.nested += 1;
  const children = toFlow(transformAll(body, state));
  state.nested -= 1;
  return {type: 'blockquote', children: [paragraph([strong(heading)]), ...(children as Blockquote['children'])]};
}

/** Block-level parts of a `<CodeBlock>`'s children, which stand on lines of their own. */
const FLOW_CODE_PARTS = new Set(['paragraph', 'code', 'mdxJsxFlowElement', 'mdxFlowExpression']);

/** The text of a `<CodeBlock>`'s children: text, string expressions and the text of elements. */
function codeText(nodes: RootContent[], state: State): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        return node.value;
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const value = programValue(node.data?.estree, state.scope);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      }
      if (node.type === 'break') {
        return '\n';
      }
      return 'children' in node ? codeText(node.children as RootContent[], state) : '';
    })
    .join(nodes.some((node) => FLOW_CODE_PARTS.has(node.type)) ? '\n' : '');
}

function element(node: MdxJsxFlowElement | MdxJsxTextElement, state: State): RootContent[] {
  const inline = node.type === 'mdxJsxTextElement';
  const {name} = node;
  const attributes = attributesOf(node, state.scope);
  const children = (): RootContent[] => transformAll(node.children, state);
  const asFlow = (phrasing: PhrasingContent[]): RootContent[] =>
    inline ? phrasing : phrasing.length > 0 ? [paragraph(phrasing)] : [];

  const partial = name ? state.partials.get(name) : undefined;
  if (partial) {
    return inlinePartial(partial, attributes, state);
  }
  if (name && DROPPED_ELEMENTS.has(name)) {
    return [];
  }
  const headingLevel = name ? /^h([1-6])$/.exec(name)?.[1] : undefined;
  if (headingLevel || name === 'Heading') {
    const depth = Number(headingLevel ?? stringAttribute(attributes.as)?.slice(1) ?? 2) as Heading['depth'];
    state.depth = depth;
    return [{type: 'heading', depth, children: toPhrasing(children())}];
  }
  switch (name) {
    case 'Tabs':
      return inline ? children() : tabs(node, attributes, state);
    case 'Admonition': {
      const kind = stringAttribute(attributes.type) ?? 'note';
      const title = stringAttribute(attributes.title);
      return [admonition(kind, title ? [text(title)] : undefined, node.children, state)];
    }
    case 'details':
    case 'Details':
      return details(node, attributes, state);
    case 'summary':
      return asFlow([strong(toPhrasing(children()))]);
    case 'CodeBlock': {
      const value = codeText(node.children, state).replace(/^\n+|\n+$/g, '');
      const language =
        stringAttribute(attributes.language) ?? stringAttribute(attributes.className)?.replace(/^language-/, '');
      const title = stringAttribute(attributes.title);
      if (!value) {
        return [];
      }
      return inline
        ? [{type: 'inlineCode', value}]
        : [codeNode(language, title ? `title="${title}"` : null, value, state)];
    }
    case 'Mermaid': {
      const value = attributes.value;
      return typeof value === 'string' && !inline ? [{type: 'code', lang: 'mermaid', meta: null, value}] : [];
    }
    case 'Link':
    case 'a': {
      const target = attributes.to ?? attributes.href;
      const content = toPhrasing(children());
      const url =
        typeof target === 'string'
          ? resolveHref(state, target)
          : isRequiredFile(target)
            ? resolveSource(state, target)
            : undefined;
      return asFlow(url ? [{type: 'link', url, children: content}] : content);
    }
    case 'img':
    case 'Image':
    case 'ThemedImage': {
      const sources = attributes.sources;
      const source =
        sources &&
        typeof sources === 'object' &&
        !Array.isArray(sources) &&
        !isRequiredFile(sources) &&
        !isSitePath(sources)
          ? (sources as Record<string, StaticValue>).light
          : (attributes.src ?? attributes.img);
      const url = source === undefined ? undefined : resolveSource(state, source);
      const alt = stringAttribute(attributes.alt) ?? '';
      return asFlow(url ? [{type: 'image', url, alt}] : alt ? [text(alt)] : []);
    }
    case 'iframe': {
      const source = stringAttribute(attributes.src);
      const label = stringAttribute(attributes.title) ?? source;
      return source && label ? asFlow([{type: 'link', url: resolveHref(state, source), children: [text(label)]}]) : [];
    }
    case 'br':
      return inline ? [{type: 'break'}] : [];
    case 'strong':
    case 'b':
      return asFlow([strong(toPhrasing(children()))]);
    case 'em':
    case 'i':
      return asFlow([{type: 'emphasis', children: toPhrasing(children())}]);
    case 'del':
    case 's':
      return asFlow([{type: 'delete', children: toPhrasing(children())}]);
    case 'code':
    case 'kbd': {
      const value = codeText(node.children, state);
      return value ? asFlow([{type: 'inlineCode', value}]) : [];
    }
    case 'p':
      return [paragraph(toPhrasing(children()))];
    case 'DocCardList':
      return inline ? [] : cardList(state.ctx.cardItems ?? []);
    default:
      // Wrappers and widgets (`<APITable>`, `<BrowserWindow>`, `<Highlight>`, `<div>`...) leave
      // their content; those without children leave nothing.
      return children();
  }
}

function tabs(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  attributes: Record<string, unknown>,
  state: State,
): RootContent[] {
  // `<Tabs values={[{label, value}]}>` gives the labels there instead of on each TabItem.
  const declared = Array.isArray(attributes.values) ? (attributes.values as Record<string, unknown>[]) : [];
  const depth = Math.min(6, state.depth + 1) as Heading['depth'];
  const sectionDepth = state.depth;
  const output: RootContent[] = [];
  // A TabItem written on one line is an inline element inside a paragraph.
  const items = node.children.flatMap((child): RootContent[] =>
    child.type === 'paragraph' && child.children.some((part) => isElement(part, 'TabItem'))
      ? child.children.filter((part) => !(part.type === 'text' && part.value.trim() === ''))
      : [child],
  );
  for (const child of items) {
    if (!isElement(child, 'TabItem')) {
      output.push(...toFlow(transform(child, state)));
      continue;
    }
    const tab = attributesOf(child, state.scope);
    const value = stringAttribute(tab.value);
    const label =
      stringAttribute(tab.label) ??
      stringAttribute(declared.find((entry) => entry.value === value)?.label) ??
      value ??
      'Tab';
    output.push(
      state.nested > 0 ? paragraph([strong([text(label)])]) : {type: 'heading', depth, children: [text(label)]},
    );
    state.depth = depth;
    output.push(...toFlow(transformAll(child.children, state)));
    state.depth = sectionDepth;
  }
  return output;
}

function details(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  attributes: Record<string, unknown>,
  state: State,
): RootContent[] {
  let summary: PhrasingContent[] = typeof attributes.summary === 'string' ? [text(attributes.summary)] : [];
  const body: RootContent[] = [];
  for (const child of node.children) {
    const onlySummary =
      child.type === 'paragraph' &&
      child.children.filter((part) => !(part.type === 'text' && part.value.trim() === '')).length === 1 &&
      child.children.some((part) => isElement(part, 'summary'))
        ? child.children.find((part) => isElement(part, 'summary'))
        : undefined;
    const summaryNode = isElement(child, 'summary') ? child : onlySummary;
    if (summaryNode && 'children' in summaryNode) {
      summary = toPhrasing(transformAll(summaryNode.children as RootContent[], state));
    } else {
      body.push(child);
    }
  }
  const content = toFlow(transformAll(body, state));
  return summary.length > 0 ? [paragraph([strong(summary)]), ...content] : content;
}

function cardList(items: CardItem[]): RootContent[] {
  if (items.length === 0) {
    return [];
  }
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          {type: 'link', url: item.url, children: [text(item.title)]},
          ...(item.description ? [text(`: ${item.description}`)] : []),
        ]),
      ],
    })),
  };
  return [list];
}

function inlinePartial(file: string, attributes: Record<string, unknown>, state: State): RootContent[] {
  if (state.stack.includes(file)) {
    throw new Error(
      `Markdown twins: ${relativeToSite(state, state.file)} imports itself through ${relativeToSite(state, file)}`,
    );
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `Markdown twins: ${relativeToSite(state, state.file)} imports ${relativeToSite(state, file)}, which does not exist`,
    );
  }
  state.ctx.onDependency?.(file);
  const tree = parseShared(fs.readFileSync(file, 'utf8'), file, state.ctx);
  const props: Scope = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== UNKNOWN) {
      props[key] = value as StaticValue;
    }
  }
  const partialState: State = {
    ...state,
    file,
    scope: scopeOf(tree, {props}),
    partials: partialsOf(tree, {ctx: state.ctx, file}),
    stack: [...state.stack, file],
  };
  const output = toFlow(transformAll(tree.children, partialState));
  state.depth = partialState.depth;
  return output;
}

// ---------------------------------------------------------------------------------------------
// Entry points

/** The page's content as a Markdown syntax tree with nothing MDX-specific left in it. */
export function mdxToMdast(source: string, ctx: TwinSourceContext): Root {
  const tree = parseShared(source, path.relative(ctx.siteDir, ctx.filePath), ctx);
  const state: State = {
    ctx,
    file: ctx.filePath,
    scope: scopeOf(tree, {frontMatter: (ctx.frontMatter ?? {}) as StaticValue}),
    partials: partialsOf(tree, {ctx, file: ctx.filePath}),
    stack: [ctx.filePath],
    depth: 1,
    nested: 0,
  };
  const root: Root = {type: 'root', children: toFlow(transformAll(tree.children, state))};
  mergeTexts(root);
  // `:boom:` shortcodes become emoji, as the site's MDX loader does (its `markdown.emoji` default).
  findAndReplace(root, [/:\+1:|:-1:|:[\w-]+:/g, (shortcode: string) => emojiOf(shortcode) ?? false]);
  return root;
}

/** Joins neighbouring text nodes, so that text split by the transformation reads as one. */
function mergeTexts(node: Root | RootContent): void {
  if (!('children' in node)) {
    return;
  }
  const merged: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    const previous = merged.at(-1);
    if (child.type === 'text' && previous?.type === 'text') {
      merged[merged.length - 1] = text(previous.value + child.value);
    } else {
      mergeTexts(child);
      merged.push(child);
    }
  }
  (node as {children: RootContent[]}).children = merged;
}

/** Writes a Markdown syntax tree (mdast with GFM and math) as Markdown text. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

/** The page's content as Markdown (see the top of this file for what changes). */
export function mdxToMarkdown(source: string, ctx: TwinSourceContext): string {
  return stringifyMarkdown(mdxToMdast(source, ctx));
}
