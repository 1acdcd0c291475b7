import { describe, expect, it } from 'vitest';
import { type ThemeValues, tones, vars } from './contract.css';
import { darkThemeValues } from './dark.css';
import { lightThemeValues } from './light.css';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** [description, foreground, background, minimum ratio] for every pairing a component renders. */
function pairs(t: ThemeValues): [string, string, string, number][] {
  const c = t.color;
  const surfaces = Object.entries(c.surface);
  return [
    ...surfaces.flatMap(([name, bg]): [string, string, string, number][] => [
      [`text on ${name}`, c.text.default, bg, 4.5],
      [`muted text on ${name}`, c.text.muted, bg, 4.5],
      [`link on ${name}`, c.text.link, bg, 4.5],
      [`buzz on ${name}`, c.buzz, bg, 4.5],
      [`focus ring on ${name}`, c.focusRing, bg, 3],
      [`strong border on ${name}`, c.border.strong, bg, 3],
      ...tones.flatMap((tone): [string, string, string, number][] => [
        [`${tone} soft text on ${name}`, c.tone[tone].onSoft, bg, 4.5],
      ]),
    ]),
    ['inverse text on default text', c.text.inverse, c.text.default, 4.5],
    ...tones.flatMap((tone): [string, string, string, number][] => [
      [`${tone} on solid`, c.tone[tone].onSolid, c.tone[tone].solid, 4.5],
      [`${tone} on soft`, c.tone[tone].onSoft, c.tone[tone].soft, 4.5],
    ]),
    ...Object.entries(c.rank).map(([name, r]): [string, string, string, number] => [
      `rank ${name}`,
      r.foreground,
      r.background,
      4.5,
    ]),
  ];
}

describe.each([
  ['light', lightThemeValues],
  ['dark', darkThemeValues],
])('%s theme', (_name, values) => {
  it.each(pairs(values))('%s meets WCAG AA', (_pair, fg, bg, minimum) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme contract', () => {
  it('exposes stable, readable CSS variable names', () => {
    expect(vars.color.text.default).toBe('var(--atelier-color-text-default)');
    expect(vars.color.tone.critical.solid).toBe('var(--atelier-color-tone-critical-solid)');
    expect(vars.space['4']).toBe('var(--atelier-space-4)');
  });
});
