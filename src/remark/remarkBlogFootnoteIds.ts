// Blog footnotes whose ids are the same in every checkout.
//
// Two posts shown on one list page may both have a footnote `[^1]`, so the blog plugin gives
// each post's footnotes a suffix of its own (its remark plugin footnoteIDFixer, which runs
// first): a hash of the post's path, but of its absolute path. The ids, the list pages, the
// feeds and the posts' chunks (and with those the runtime chunk that every page loads) then
// depended on the folder the site was built in: two checkouts of the same commit built
// different files. This plugin, listed after it, swaps that suffix for a hash of the path from
// the site's folder, which tells the posts apart as well. The folder is this file's, two levels
// up, not an option: the config's options reach the browser bundle, and would carry the path.
import path from 'node:path';
import {posixPath, simpleHash} from '@docusaurus/utils';
import type {FootnoteDefinition, FootnoteReference, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {sourceMayContain} from './sourceText';

/** The site's folder. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** The blog plugin's suffix for a file (footnoteIDFixer.js in @docusaurus/plugin-content-blog 3.10). */
const suffixOf = (file: string) => `-${simpleHash(file, 6)}`;

/** @param siteDir the site's folder (tests give others) */
export default function remarkBlogFootnoteIds({siteDir = SITE_DIR}: {siteDir?: string} = {}) {
  return (root: Root, vfile: VFile): void => {
    // A footnote needs `[^` in the text: most posts have none, and their trees are not walked.
    if (!vfile.path || !sourceMayContain(vfile, '[^')) return;
    const absolute = suffixOf(vfile.path);
    const relative = suffixOf(posixPath(path.relative(siteDir, vfile.path)));
    visit(root, ['footnoteReference', 'footnoteDefinition'], (node) => {
      const footnote = node as FootnoteReference | FootnoteDefinition;
      if (footnote.identifier.endsWith(absolute)) {
        footnote.identifier = footnote.identifier.slice(0, -absolute.length) + relative;
      }
    });
  };
}
