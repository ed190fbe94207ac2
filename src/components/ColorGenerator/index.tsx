import {useEffect, useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {themeColorsKey} from '@site/src/utils/storageKeys';
import {
  DEFAULT_PRIMARY,
  DEFAULT_SHADES,
  contrastRatio,
  generateCss,
  normalizeHex,
  shadeColors,
  type ShadeEntry,
} from './colors';
import styles from './styles.module.css';

type Mode = 'light' | 'dark';

type StoredColors = {primary: string; shades: ShadeEntry[]};

function readStored(mode: Mode): StoredColors | null {
  try {
    const raw = window.sessionStorage.getItem(themeColorsKey(mode));
    if (!raw) {
      return null;
    }
    const parsed = JSON.parse(raw) as StoredColors;
    return normalizeHex(parsed.primary) && Array.isArray(parsed.shades) ? parsed : null;
  } catch {
    // Storage can be unavailable (privacy modes) or hold garbage: start from the defaults.
    return null;
  }
}

function writeStored(mode: Mode, colors: StoredColors | null): void {
  try {
    if (colors) {
      window.sessionStorage.setItem(themeColorsKey(mode), JSON.stringify(colors));
    } else {
      window.sessionStorage.removeItem(themeColorsKey(mode));
    }
  } catch {
    console.warn('Session storage is unavailable: the colours apply to this page view only.');
  }
}

function applyToPage(colors: StoredColors | null): void {
  const root = document.documentElement;
  for (const shade of DEFAULT_SHADES) {
    root.style.removeProperty(shade.variableName);
  }
  if (colors) {
    for (const [name, value] of Object.entries(shadeColors(colors.primary, colors.shades))) {
      root.style.setProperty(name, value);
    }
  }
}

/**
 * Pick a primary colour per colour mode, see the seven shades Infima uses, try them on this
 * very page and copy the CSS. Choices are kept in session storage, one entry per mode.
 */
export default function ColorGenerator(): ReactNode {
  const {colorMode} = useColorMode();
  const [mode, setMode] = useState<Mode>(colorMode);
  const [primary, setPrimary] = useState<string>(DEFAULT_PRIMARY[colorMode]);
  const [primaryInput, setPrimaryInput] = useState<string>(DEFAULT_PRIMARY[colorMode]);
  const [shades, setShades] = useState<ShadeEntry[]>(DEFAULT_SHADES);
  const [customized, setCustomized] = useState(false);
  const inputId = useId();

  // Load the stored choice of the mode being edited.
  useEffect(() => {
    const stored = readStored(mode);
    setPrimary(stored?.primary ?? DEFAULT_PRIMARY[mode]);
    setPrimaryInput(stored?.primary ?? DEFAULT_PRIMARY[mode]);
    setShades(stored?.shades ?? DEFAULT_SHADES);
    setCustomized(stored !== null);
  }, [mode]);

  // The page shows the stored colours of whichever mode it is in; leaving the page
  // restores the site's own colours.
  useEffect(() => {
    applyToPage(readStored(colorMode));
    return () => applyToPage(null);
  }, [colorMode]);

  const update = (nextPrimary: string, nextShades: ShadeEntry[]): void => {
    setPrimary(nextPrimary);
    setShades(nextShades);
    setCustomized(true);
    writeStored(mode, {primary: nextPrimary, shades: nextShades});
    if (mode === colorMode) {
      applyToPage({primary: nextPrimary, shades: nextShades});
    }
  };

  const reset = (): void => {
    setPrimary(DEFAULT_PRIMARY[mode]);
    setPrimaryInput(DEFAULT_PRIMARY[mode]);
    setShades(DEFAULT_SHADES);
    setCustomized(false);
    writeStored(mode, null);
    if (mode === colorMode) {
      applyToPage(null);
    }
  };

  const colors = shadeColors(primary, shades);
  const background = mode === 'dark' ? '#1b1b1d' : '#ffffff';
  const primaryContrast = contrastRatio(primary, background);

  return (
    <section className={styles.generator} aria-label="Theme colour generator">
      <fieldset className={styles.modes}>
        <legend>Colour mode to edit</legend>
        {(['light', 'dark'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${inputId}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />{' '}
            {option === 'light' ? 'Light mode' : 'Dark mode'}
          </label>
        ))}
      </fieldset>
      <div className={styles.primaryRow}>
        <label htmlFor={inputId}>Primary colour</label>
        <input
          id={inputId}
          className={styles.hexInput}
          value={primaryInput}
          spellCheck={false}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setPrimaryInput(event.target.value);
            const hex = normalizeHex(event.target.value);
            if (hex) {
              update(hex, shades);
            }
          }}
        />
        <input
          type="color"
          aria-label="Pick the primary colour"
          value={primary}
          onChange={(event) => {
            setPrimaryInput(event.target.value);
            update(event.target.value, shades);
          }}
        />
        <button type="button" className="button button--sm button--secondary" onClick={reset} disabled={!customized}>
          Reset
        </button>
      </div>
      <p id={`${inputId}-hint`} className={styles.hint}>
        A hex colour such as <code>#2e8555</code>.{' '}
        {mode === colorMode
          ? 'Changes apply to this page right away.'
          : `You are editing the ${mode} palette: switch the site to ${mode} mode to see it applied.`}{' '}
        Contrast of the primary colour against the {mode} background: {primaryContrast.toFixed(2)}:1
        {primaryContrast < 4.5 ? ' (below 4.5:1: links in this colour would be hard to read)' : ''}.
      </p>
      <div className={styles.tableWrapper}>
        <table>
          <thead>
            <tr>
              <th scope="col">CSS variable</th>
              <th scope="col">Adjustment</th>
              <th scope="col">Hex</th>
              <th scope="col">Preview</th>
            </tr>
          </thead>
          <tbody>
            {[...shades]
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((shade) => (
                <tr key={shade.variableName}>
                  <td>
                    <code>{shade.variableName}</code>
                  </td>
                  <td>
                    {shade.adjustment === 0 ? (
                      '0 (the primary colour)'
                    ) : (
                      <input
                        className={styles.adjustmentInput}
                        aria-label={`Adjustment of ${shade.variableName}`}
                        inputMode="decimal"
                        value={shade.adjustmentInput}
                        onChange={(event) => {
                          const input = event.target.value;
                          const value = Number(input);
                          const valid = input.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= 1;
                          update(
                            primary,
                            shades.map((entry) =>
                              entry.variableName === shade.variableName
                                ? {...entry, adjustmentInput: input, adjustment: valid ? value : entry.adjustment}
                                : entry,
                            ),
                          );
                        }}
                      />
                    )}
                  </td>
                  <td>
                    <code>{colors[shade.variableName]}</code>
                  </td>
                  <td>
                    <span
                      className={styles.swatch}
                      style={{backgroundColor: colors[shade.variableName]}}
                      aria-hidden="true"
                    />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p>
        Copy this into <code>src/css/custom.css</code>:
      </p>
      <CodeBlock language="css" title="src/css/custom.css">
        {generateCss(primary, shades, mode)}
      </CodeBlock>
    </section>
  );
}
