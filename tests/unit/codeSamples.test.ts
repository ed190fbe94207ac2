/**
 * Every fenced code sample of the docs in a language a reader would paste into a file
 * (JS, JSX, TS, TSX, JSON, YAML, MDX) must at least parse. Syntax only: samples import
 * modules that do not exist here and elide code with comments, so no type checking.
 *
 * A JSX sample that shows MDX content (imports, JSX blocks and Markdown mixed, which is not
 * valid JSX) keeps its JSX highlighting and says what it is with the meta word
 * `mdx-content` (```jsx mdx-content): it is then compiled as MDX, like `mdx` samples. The
 * theme ignores meta words it does not know (it only reads title=, showLineNumbers, {1,3}
 * ranges, live and noInline), so the word changes nothing on the page.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const siteDir = path.resolve(__dirname, '../..');
const docsDir = path.join(siteDir, 'docs');

type Sample = {file: string; line: number; lang: string; meta: string; code: string};

const PARSED_LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx', 'json', 'yaml', 'yml', 'mdx']);

const isMdx = (sample: Sample): boolean => sample.lang === 'mdx' || sample.meta.split(/\s+/).includes('mdx-content');

/**
 * Fenced blocks, CommonMark style: a fence closes on a line of the same character, at least
 * as long, with no info string. Blocks nested inside a longer fence (a ````md sample showing
 * a ```js block) are content of the outer sample, not samples of their own.
 */
function extractSamples(file: string): Sample[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const samples: Sample[] = [];
  let open: {fence: string; indent: number; lang: string; meta: string; line: number; body: string[]} | null = null;
  lines.forEach((text, index) => {
    const match = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (open) {
      if (match && match[2]![0] === open.fence[0] && match[2]!.length >= open.fence.length && !match[3]!.trim()) {
        samples.push({file, line: open.line, lang: open.lang, meta: open.meta, code: open.body.join('\n')});
        open = null;
      } else {
        // Samples inside lists or JSX tags are indented like their fence.
        const indent = Math.min(open.indent, text.length - text.trimStart().length);
        open.body.push(text.slice(indent));
      }
      return;
    }
    if (match) {
      const [lang = '', ...meta] = match[3]!.trim().split(/\s+/);
      open = {
        fence: match[2]!,
        indent: match[1]!.length,
        lang: lang.toLowerCase(),
        meta: meta.join(' '),
        line: index + 1,
        body: [],
      };
    }
  });
  assert.equal(open, null, `${file}: a code fence is never closed`);
  return samples;
}

function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => path.join(dir, file));
}

type ParseError = {line: number; message: string};

function parseScript(code: string, lang: string): ParseError[] {
  // JSX is allowed in .js samples, as in a Docusaurus site.
  const kind = {js: ts.ScriptKind.JSX, jsx: ts.ScriptKind.JSX, ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX}[
    lang as 'js' | 'jsx' | 'ts' | 'tsx'
  ];
  const fileName = `sample.${lang === 'js' ? 'jsx' : lang}`;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((diagnostic) => ({
    line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

function parseJson(code: string): ParseError[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position ? code.slice(0, Number(position)).split('\n').length : 1;
    return [{line, message}];
  }
}

function parseYaml(code: string): ParseError[] {
  const yaml = require('js-yaml') as {load(text: string): unknown};
  try {
    yaml.load(code);
    return [];
  } catch (error) {
    const mark = (error as {mark?: {line: number}}).mark;
    return [{line: (mark?.line ?? 0) + 1, message: (error as Error).message.split('\n')[0]!}];
  }
}

type MdxCompile = (code: string) => Promise<unknown>;

/** MDX compiled with the syntax extensions the site enables (as scripts/check-mdx.mjs does). */
async function loadMdxCompiler(): Promise<MdxCompile> {
  const [{compile}, {default: remarkGfm}, {default: remarkDirective}, {default: remarkMath}, utils] = await Promise.all(
    [
      import('@mdx-js/mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('remark-math'),
      import('@docusaurus/utils'),
    ],
  );
  return (code) =>
    compile(utils.escapeMarkdownHeadingIds(code), {remarkPlugins: [remarkGfm, remarkDirective, remarkMath]});
}

async function parseMdx(code: string, compileMdx: MdxCompile): Promise<ParseError[]> {
  try {
    await compileMdx(code);
    return [];
  } catch (error) {
    const place = (error as {line?: number}).line;
    return [{line: place ?? 1, message: (error as Error).message.split('\n')[0]!}];
  }
}

async function parseSample(sample: Sample, compileMdx: MdxCompile): Promise<ParseError[]> {
  if (isMdx(sample)) return parseMdx(sample.code, compileMdx);
  if (sample.lang === 'json') return parseJson(sample.code);
  if (sample.lang === 'yaml' || sample.lang === 'yml') return parseYaml(sample.code);
  return parseScript(sample.code, sample.lang);
}

const files = docFiles(docsDir);
const allSamples = files.flatMap(extractSamples);
const parsed = allSamples.filter((sample) => PARSED_LANGUAGES.has(sample.lang));
const sample = (lang: string, code: string, meta = ''): Sample => ({file: 'test', line: 1, lang, meta, code});

describe('code samples of the docs', () => {
  it('the extractor finds the samples of every language, nested ones included', () => {
    assert.ok(files.length > 80, `only ${files.length} doc files found`);
    const languages = new Set(allSamples.map((sample) => sample.lang));
    for (const lang of ['js', 'jsx', 'ts', 'tsx', 'json', 'yaml'])
      assert.ok(languages.has(lang), `no ${lang} sample found`);
    // A sample shown inside a ````md block is part of that block.
    const nested = extractSamples(path.join(docsDir, 'api/themes/theme-mermaid.mdx'));
    assert.ok(nested.some((sample) => sample.lang === 'md' && sample.code.includes('```mermaid')));
    assert.ok(!nested.some((sample) => sample.lang === 'mermaid'));
  });

  it('the parsers reject broken samples and accept magic comments and JSX in JS', async () => {
    const compileMdx = await loadMdxCompiler();
    const parse = (lang: string, code: string, meta = '') => parseSample(sample(lang, code, meta), compileMdx);
    assert.notDeepEqual(await parse('js', 'export default {\n  a: 1,\n  ...\n};'), [], 'a bare ... in an object');
    assert.deepEqual(
      await parse('js', 'export default {\n  // highlight-next-line\n  a: <div>{1}</div>,\n  // ...\n};'),
      [],
    );
    assert.notDeepEqual(await parse('jsx', '<a href="/a">A</a>\n\n<a href="/b">B</a>'), [], 'two JSX roots');
    assert.notDeepEqual(await parse('ts', 'type A = {a: string'), []);
    assert.notDeepEqual(await parse('json', '{"a": 1,}'), []);
    assert.notDeepEqual(await parse('yaml', 'a: [1\nb: 2'), []);
    assert.deepEqual(await parse('jsx', "import A from './a';\n\n<A>\n\n**Markdown**\n\n</A>", 'mdx-content'), []);
    assert.notDeepEqual(await parse('jsx', '<A>\n\ntext', 'mdx-content'), [], 'an unclosed JSX block in MDX');
    assert.notDeepEqual(await parse('mdx', 'Value: {1 +}'), [], 'a broken expression in MDX');
  });

  it('every JS, JSX, TS, TSX, JSON, YAML and MDX sample parses', async () => {
    const compileMdx = await loadMdxCompiler();
    const failures: string[] = [];
    const counts = new Map<string, number>();
    for (const entry of parsed) {
      const kind = isMdx(entry) && entry.lang !== 'mdx' ? `${entry.lang} mdx-content` : entry.lang;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      for (const error of await parseSample(entry, compileMdx)) {
        failures.push(
          `${path.relative(siteDir, entry.file)}:${entry.line + error.line} (\`\`\`${kind} sample ` +
            `opened on line ${entry.line}): ${error.message}`,
        );
      }
    }
    console.log(
      `code samples parsed: ${parsed.length} of ${allSamples.length} fenced blocks in ${files.length} files ` +
        `(${[...counts].map(([lang, n]) => `${lang} ${n}`).join(', ')})`,
    );
    assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
  });
});
