// Code blocks in a twin keep their language and title and lose what only the site's code-block
// component reads: line ranges, `showLineNumbers`, `live`, `npm2yarn`, and the magic comments
// that mark highlighted or failing lines (the site removes those lines from what it shows).

/** How a comment that holds nothing but a magic comment is written, per comment syntax. */
const COMMENT_SYNTAX = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsxBlock: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  percent: ['%', ''],
  semicolons: [';;', ''],
} as const;

type CommentSyntax = keyof typeof COMMENT_SYNTAX;

const ANY_POPULAR: CommentSyntax[] = ['slashes', 'block', 'jsxBlock', 'hash', 'html'];

/** The comment syntaxes in which the site recognises magic comments, per code-block language. */
function commentSyntaxesOf(language: string | null | undefined): CommentSyntax[] {
  switch (language?.toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['slashes', 'block'];
    case 'jsx':
    case 'tsx':
      return ['slashes', 'block', 'jsxBlock'];
    case 'html':
      return ['slashes', 'block', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['hash'];
    case 'md':
    case 'markdown':
      return ['html', 'jsxBlock', 'hash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['percent'];
    case 'lua':
    case 'haskell':
      return ['dashes'];
    case 'sql':
      return ['dashes', 'block'];
    case 'wasm':
      return ['semicolons'];
    default:
      return ANY_POPULAR;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The code as the site shows it: lines that hold only a magic comment (`// highlight-next-line`,
 * `{/* error-start *\/}`...) are removed, unless the block highlights lines with a `{1,3-4}` range,
 * in which case the site leaves the comments alone too.
 */
export function stripMagicComments(
  code: string,
  language: string | null | undefined,
  meta: string | null | undefined,
  directives: string[],
): string {
  if (directives.length === 0 || (meta && /\{[\d,-]+\}/.test(meta))) {
    return code;
  }
  const names = directives.map(escapeRegExp).join('|');
  const alternatives = commentSyntaxesOf(language).map((syntax) => {
    const [start, end] = COMMENT_SYNTAX[syntax];
    return `${start}\\s*(?:${names})\\s*${end}`;
  });
  const magicLine = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
  return code
    .split('\n')
    .filter((line) => !magicLine.test(line))
    .join('\n');
}

/** The part of a code block's meta string that a reader needs: its `title="..."`. */
export function twinCodeMeta(meta: string | null | undefined): string | null {
  const title = meta ? /title=(["'])(.*?)\1/.exec(meta)?.[2] : undefined;
  return title ? `title="${title}"` : null;
}
