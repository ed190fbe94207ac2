// Code-block colours. The stock GitHub and Dracula themes have a few token colours below
// the WCAG AA contrast of 4.5:1 (comments, strings, keywords); these keep their look and
// darken (light) or lighten (dark) only those tokens.
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolor(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.style.color;
      return color && replacements[color] ? {...style, style: {...style.style, color: replacements[color]}} : style;
    }),
  };
}

/** GitHub, on #f6f8fa: every token at 4.5:1 or more, highlighted lines (#dddfe1) included. */
export const lightCodeTheme = recolor(themes.github, {
  '#999988': '#5a626b',
  '#e3116c': '#a80d50',
  '#36acaa': '#166461',
  '#00a4db': '#005f8f',
  '#d73a49': '#b01a27',
});

/** Dracula, on #282a36: comments lightened from 3:1 to 5.3:1. */
export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8f9dcc',
});

/**
 * The theme the site renders code with, in both colour modes: no colours of its own, only the
 * token class names, which src/plugins/codeTheme colours per mode from the two themes above.
 * The server's HTML is then right in either mode, and code blocks need no repaint after
 * hydration (see src/theme/CodeBlock).
 */
export const cssVariablesCodeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};
