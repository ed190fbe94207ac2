import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SHADES,
  adjustLightness,
  contrastRatio,
  generateCss,
  normalizeHex,
} from '../../src/components/ColorGenerator/colors';

describe('theme colour generator', () => {
  it('uses the seven adjustments of the spec', () => {
    assert.deepEqual(
      [...DEFAULT_SHADES].sort((a, b) => a.adjustment - b.adjustment).map((shade) => shade.adjustment),
      [-0.3, -0.15, -0.1, 0, 0.1, 0.15, 0.3],
    );
  });

  it('normalizes hex input and rejects anything else', () => {
    assert.equal(normalizeHex('#2E8555'), '#2e8555');
    assert.equal(normalizeHex('abc'), '#aabbcc');
    assert.equal(normalizeHex('green'), null);
    assert.equal(normalizeHex('#12345'), null);
  });

  it('keeps the colour at adjustment 0 and darkens or lightens otherwise', () => {
    assert.equal(adjustLightness('#2e8555', 0), '#2e8555');
    const darker = adjustLightness('#2e8555', -0.3);
    const lighter = adjustLightness('#2e8555', 0.3);
    assert.ok(contrastRatio(darker, '#ffffff') > contrastRatio('#2e8555', '#ffffff'));
    assert.ok(contrastRatio(lighter, '#ffffff') < contrastRatio('#2e8555', '#ffffff'));
  });

  it('writes CSS in code order for the selected mode', () => {
    const css = generateCss('#25c2a0', DEFAULT_SHADES, 'dark');
    const lines = css.split('\n');
    assert.equal(lines[0], "[data-theme='dark'] {");
    assert.equal(lines[1], '  --ifm-color-primary: #25c2a0;');
    assert.match(lines[2] ?? '', /--ifm-color-primary-dark: #/);
    assert.match(lines[7] ?? '', /--ifm-color-primary-lightest: #/);
    assert.match(generateCss('#2e8555', DEFAULT_SHADES, 'light'), /^:root \{/);
  });

  it('computes WCAG contrast ratios', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#777777', '#777777'), 1);
  });
});
