#!/usr/bin/env node
// Content lint for the site's MDX: compiles every file with the same Markdown syntax
// extensions the site enables, then checks the heading outline (no `#` h1 in the body,
// no skipped levels, explicit ids on h2/h3) and counts words of prose.
//
// Usage: node scripts/check-mdx.mjs [--quiet] [--compile-only] <file-or-folder> [...]
// --compile-only skips the outline rules, for fixtures that break them on purpose.
// Exit code 1 when any file has an error. Folders are walked for .md/.mdx files; files
// and folders starting with `_` are still checked (partials must compile too).
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkFrontmatter from 'remark-frontmatter';
import docusaurusUtils from '@docusaurus/utils';

const {escapeMarkdownHeadingIds, DEFAULT_PARSE_FRONT_MATTER: parseFrontMatter} = docusaurusUtils;

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const compileOnly = args.includes('--compile-only');
const targets = args.filter((arg) => !arg.startsWith('--'));
if (targets.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs [--quiet] <file-or-folder> [...]');
  process.exit(2);
}

function collect(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    return /\.mdx?$/.test(target) ? [target] : [];
  }
  return fs
    .readdirSync(target, {withFileTypes: true})
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => collect(path.join(target, entry.name)));
}

/** Prose words: drop front matter, imports/exports, code fences, JSX tags and URLs. */
export function countWords(body) {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]+\}/g, ' ');
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).length;
}

/**
 * Docs and posts take their h1 from the front-matter title, so their body has no `# `;
 * Markdown pages (src/pages) render no title of their own and need exactly one `# `.
 */
function checkOutline(file, body) {
  const problems = [];
  const isPage = /(^|\/)src\/pages\//.test(file);
  let inFence = false;
  let previousLevel = isPage ? 0 : 1;
  let h1Count = 0;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) {
      return;
    }
    const match = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!match) {
      return;
    }
    const level = match[1].length;
    const text = match[2];
    const where = `${file}:${index + 1}`;
    if (level === 1) {
      h1Count += 1;
      if (!isPage) {
        problems.push(`${where}: a '# ' heading in the body; the front-matter title is the page's only h1`);
      } else if (h1Count > 1) {
        problems.push(`${where}: a second '# ' heading; a page has one h1`);
      }
    }
    if (level > previousLevel + 1) {
      problems.push(`${where}: heading level ${level} follows level ${previousLevel} (skipped level)`);
    }
    if ((level === 2 || level === 3) && !/\{#[\w.:-]+\}\s*$/.test(text)) {
      problems.push(`${where}: heading '${text}' has no explicit {#id}`);
    }
    previousLevel = level;
  });
  if (isPage && h1Count === 0) {
    problems.push(`${file}: a Markdown page needs one '# ' heading, its h1`);
  }
  return problems;
}

const files = targets.flatMap(collect).sort();
let errorCount = 0;
let totalWords = 0;
for (const file of files) {
  const raw = fs.readFileSync(file, 'utf8');
  const problems = [];
  let body = raw;
  try {
    const parsed = await parseFrontMatter({filePath: file, fileContent: raw});
    body = parsed.content;
  } catch (error) {
    problems.push(`${file}: front matter does not parse: ${error.message}`);
  }
  try {
    await compile(escapeMarkdownHeadingIds(raw), {
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkMath],
    });
  } catch (error) {
    const line = error.line ?? error.place?.line ?? error.place?.start?.line;
    problems.push(`${file}${line ? `:${line}` : ''}: MDX does not compile: ${error.reason ?? error.message}`);
  }
  const isPartial = path.basename(file).startsWith('_');
  if (!isPartial && !compileOnly) {
    // Blank the front matter out so that reported line numbers match the file.
    const withoutFrontMatter = raw.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
    problems.push(...checkOutline(file, withoutFrontMatter));
  }
  const words = countWords(body);
  totalWords += words;
  errorCount += problems.length;
  problems.forEach((problem) => console.error(`error ${problem}`));
  if (!quiet) {
    console.log(`${String(words).padStart(6)} words  ${file}`);
  }
}
console.log(`${files.length} files, ${totalWords} words, ${errorCount} errors`);
process.exit(errorCount > 0 ? 1 : 0);
