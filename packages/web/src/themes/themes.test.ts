import { describe, expect, test } from 'vitest';
import { AA_TEXT, blend, contrastRatio } from './contrast.ts';
import { defaultThemeId, themeCssVariables, themeIds, themes } from './themes.ts';

describe('themes', () => {
  test('eight themes, moon by default, each with name, icon, description and five colours', () => {
    expect(themeIds).toEqual(['cosmic', 'mystic', 'nature', 'sunset', 'ocean', 'galaxy', 'sun', 'moon']);
    expect(defaultThemeId).toBe('moon');
    for (const id of themeIds) {
      const theme = themes[id];
      expect(theme.id).toBe(id);
      expect(theme.name.length).toBeGreaterThan(0);
      expect(theme.icon).toBe(id);
      expect(theme.description.length).toBeGreaterThan(10);
      expect(Object.keys(theme.colors).sort()).toEqual(['accent', 'background', 'primary', 'secondary', 'surface']);
      for (const colour of Object.values(theme.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  test('blend lays a colour over another', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#102030', '#102030', 0.3)).toBe('#102030');
  });

  test('contrast ratio matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  // Every text pairing the interface uses: body and secondary text on the page and on cards,
  // links and crown badges in primary/accent, and the label on a primary button.
  test.each(themeIds)('%s passes WCAG AA for every text pairing', (id) => {
    const { colors, ink } = themes[id];
    // The page's faint glows (global.css: primary at 16 %, secondary at 13 % over the background).
    const glows = [blend(colors.background, colors.primary, 0.16), blend(colors.background, colors.secondary, 0.13)];
    const pairs: [string, string, string][] = [
      ...glows.flatMap((glow): [string, string, string][] => [
        [`text on glow ${glow}`, ink.text, glow],
        [`muted on glow ${glow}`, ink.muted, glow],
      ]),
      ['text on background', ink.text, colors.background],
      ['text on surface', ink.text, colors.surface],
      ['muted on background', ink.muted, colors.background],
      ['muted on surface', ink.muted, colors.surface],
      ['primary on background', colors.primary, colors.background],
      ['primary on surface', colors.primary, colors.surface],
      ['accent on background', colors.accent, colors.background],
      ['accent on surface', colors.accent, colors.surface],
      ['on-primary on primary', ink.onPrimary, colors.primary],
    ];
    const failing = pairs
      .map(([what, fg, bg]) => ({ what, ratio: Math.round(contrastRatio(fg, bg) * 100) / 100 }))
      .filter(({ ratio }) => ratio < AA_TEXT);
    expect(failing).toEqual([]);
  });

  test('CSS variables carry the theme colours', () => {
    const vars = themeCssVariables(themes.sun);
    expect(vars['--bg']).toBe('#fdf6e7');
    expect(vars['--primary']).toBe('#a8500a');
    expect(vars['--on-primary']).toBe('#ffffff');
  });
});
