#!/usr/bin/env node
// Content lint for the site's MDX: compiles every file with the same Markdown syntax
// extensions the site enables, then checks the heading outline (no `#` h1 in the body,
// no skipped levels, explicit ids on h2/h3) and counts words of prose.
//
// Usage: node scripts/check-mdx.mjs [--quiet] [--compile-only] <file-or-folder> [...]
// --compile-only skips the outline rules, for fixtures that break them on purpose.
// Exit code 1 when any file has an error. Folders are walked for .md/.mdx files; files
// and folders starting with `_` are still checked (partials must compile too).
//
// A file that passed is not compiled again while its content, this script, the Markdown
// packages and the mode stay the same: the checks read one file at a time, so a file that passed
// passes again. node_modules/.cache/check-mdx/ keeps those files' content hashes and word counts
// (compiling all 224 files took 9 to 16 s of every `npm test` and `npm run test:quick` on 2
// cores); a file with an error is checked again on every run. `--no-cache` checks every file.
// The packages count by node_modules/.package-lock.json, which npm rewrites on every install.
import {createHash} from 'node:crypto';
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

const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/** What a file's result depends on besides its content: this script, the packages, the mode. */
function checkerKey() {
  let installed = '';
  try {
    installed = fs.readFileSync(path.join(siteDir, 'node_modules/.package-lock.json'), 'utf8');
  } catch {
    installed = String(Date.now()); // no record of the installed versions: nothing is reused
  }
  return sha256(`${fs.readFileSync(new URL(import.meta.url))}\n${sha256(installed)}\n${compileOnly}`).slice(0, 16);
}

const siteDir = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(siteDir, 'node_modules/.cache/check-mdx');
/** One file per mode; a new key (another script or install) replaces the mode's old file. */
const cacheMode = compileOnly ? 'compile-only' : 'full';
const cacheFile = path.join(cacheDir, `${cacheMode}-${checkerKey()}.json`);
/** File -> {hash, words} of the files that passed, as the last runs left it. */
const passed = (() => {
  if (args.includes('--no-cache')) return {};
  try {
    return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  } catch {
    return {};
  }
})();

const files = targets.flatMap(collect).sort();
let errorCount = 0;
let totalWords = 0;
let reused = 0;
for (const file of files) {
  const raw = fs.readFileSync(file, 'utf8');
  const hash = sha256(raw);
  if (passed[file]?.hash === hash) {
    reused += 1;
    totalWords += passed[file].words;
    if (!quiet) console.log(`${String(passed[file].words).padStart(6)} words  ${file}`);
    continue;
  }
  delete passed[file];
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
  if (problems.length === 0) passed[file] = {hash, words};
  problems.forEach((problem) => console.error(`error ${problem}`));
  if (!quiet) {
    console.log(`${String(words).padStart(6)} words  ${file}`);
  }
}
if (!args.includes('--no-cache')) {
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.startsWith(`${cacheMode}-`) && path.join(cacheDir, name) !== cacheFile) {
      fs.rmSync(path.join(cacheDir, name), {force: true});
    }
  }
  fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify(passed));
  fs.renameSync(`${cacheFile}.tmp`, cacheFile);
}
console.log(
  `${files.length} files, ${totalWords} words, ${errorCount} errors${reused ? ` (${reused} unchanged since they last passed)` : ''}`,
);
process.exit(errorCount > 0 ? 1 : 0);
