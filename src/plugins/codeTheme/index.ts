// Code-block colours as a stylesheet, one set per colour mode, generated from the Prism themes
// of config/prismThemes.ts.
//
// Why: prism-react-renderer colours each token with an inline style taken from the theme of
// the current colour mode. The server renders in light mode, so theme-classic remounts every
// code block once the app has hydrated, to repaint it in the reader's mode: on a page with many
// code blocks that remount (tokenizing and replacing every block again) was the longest task
// of the page load. With the colours in CSS, the server's HTML is right in both modes, the
// site renders code with `cssVariablesCodeTheme` (token class names only) and
// src/theme/CodeBlock no longer remounts anything.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prismThemes';

const cssProperty = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: PrismTheme['plain']): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');
}

/**
 * The rules of one theme under `[data-theme=mode]`. The theme's entries keep their order, so
 * that a token type listed in two entries takes the later one's style, as in the theme.
 */
export function codeThemeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const scope = `[data-theme='${mode}']`;
  const {color, backgroundColor, ...otherPlain} = theme.plain;
  if (Object.keys(otherPlain).length > 0) {
    throw new Error(`codeTheme plugin: the ${mode} theme's plain style may only set color and backgroundColor`);
  }
  const rules = [`${scope}{--code-color:${color};--code-background:${backgroundColor}}`];
  for (const entry of theme.styles) {
    const languages = entry.languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = entry.types.flatMap((type) => languages.map((language) => `${scope} ${language}.token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations(entry.style)}}`);
  }
  return `${rules.join('\n')}\n`;
}

export default function pluginCodeTheme(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-theme', 'colors.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, codeThemeCss('light', lightCodeTheme) + codeThemeCss('dark', darkCodeTheme));
  return {
    name: 'code-theme',
    getClientModules() {
      return [cssFile];
    },
  };
}
