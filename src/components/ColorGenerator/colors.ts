// Colour maths for the theme colour generator: Infima derives six shades from the primary
// colour by darkening or lightening it; we do the same on the HSL lightness.

export type ShadeEntry = {
  /** CSS variable set on the page. */
  variableName: string;
  /** Lightness change: negative darkens, positive lightens (a ratio of the lightness). */
  adjustment: number;
  /** What the reader typed in the adjustment field (kept while it is not a number yet). */
  adjustmentInput: string;
  /** Position in the table, lightest to darkest. */
  displayOrder: number;
  /** Position in the generated CSS, matching the order of the classic template. */
  codeOrder: number;
};

/** The spec's adjustments: -0.3, -0.15, -0.1, 0, 0.1, 0.15, 0.3. */
export const DEFAULT_SHADES: ShadeEntry[] = [
  {
    variableName: '--ifm-color-primary-lightest',
    adjustment: 0.3,
    adjustmentInput: '0.3',
    displayOrder: 0,
    codeOrder: 6,
  },
  {
    variableName: '--ifm-color-primary-lighter',
    adjustment: 0.15,
    adjustmentInput: '0.15',
    displayOrder: 1,
    codeOrder: 5,
  },
  {variableName: '--ifm-color-primary-light', adjustment: 0.1, adjustmentInput: '0.1', displayOrder: 2, codeOrder: 4},
  {variableName: '--ifm-color-primary', adjustment: 0, adjustmentInput: '0', displayOrder: 3, codeOrder: 0},
  {variableName: '--ifm-color-primary-dark', adjustment: -0.1, adjustmentInput: '-0.1', displayOrder: 4, codeOrder: 1},
  {
    variableName: '--ifm-color-primary-darker',
    adjustment: -0.15,
    adjustmentInput: '-0.15',
    displayOrder: 5,
    codeOrder: 2,
  },
  {
    variableName: '--ifm-color-primary-darkest',
    adjustment: -0.3,
    adjustmentInput: '-0.3',
    displayOrder: 6,
    codeOrder: 3,
  },
];

/** The site's defaults: a green primary for light mode, a teal for dark mode. */
export const DEFAULT_PRIMARY = {light: '#267349', dark: '#25c2a0'} as const;

type Hsl = {h: number; s: number; l: number};

export function normalizeHex(input: string): string | null {
  const value = input.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) {
    return `#${value
      .split('')
      .map((char) => char + char)
      .join('')
      .toLowerCase()}`;
  }
  return /^[0-9a-f]{6}$/i.test(value) ? `#${value.toLowerCase()}` : null;
}

function hexToHsl(hex: string): Hsl {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) {
    return {h: 0, s: 0, l};
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) {
    h = (g - b) / d + (g < b ? 6 : 0);
  } else if (max === g) {
    h = (b - r) / d + 2;
  } else {
    h = (r - g) / d + 4;
  }
  return {h: h / 6, s, l};
}

function hslToHex({h, s, l}: Hsl): string {
  const channel = (offset: number): number => {
    const k = (offset + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${[channel(0), channel(8), channel(4)]
    .map((value) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darkens (negative) or lightens (positive) by a ratio of the current lightness. */
export function adjustLightness(hex: string, adjustment: number): string {
  const hsl = hexToHsl(hex);
  const l = Math.min(1, Math.max(0, hsl.l * (1 + adjustment)));
  return hslToHex({...hsl, l});
}

/** WCAG relative luminance contrast ratio between two colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((start) => {
      const c = parseInt(hex.slice(start, start + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function shadeColors(primary: string, shades: ShadeEntry[]): Record<string, string> {
  return Object.fromEntries(shades.map((shade) => [shade.variableName, adjustLightness(primary, shade.adjustment)]));
}

export function generateCss(primary: string, shades: ShadeEntry[], mode: 'light' | 'dark'): string {
  const colors = shadeColors(primary, shades);
  const selector = mode === 'dark' ? "[data-theme='dark']" : ':root';
  const lines = [...shades]
    .sort((a, b) => a.codeOrder - b.codeOrder)
    .map((shade) => `  ${shade.variableName}: ${colors[shade.variableName]};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}
