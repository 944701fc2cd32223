import { describe, expect, test } from 'vitest';
import { themes } from '../src/themes/themes.ts';
import { APP_ICONS, appIconSvg, renderAppIcon } from './app-icons.ts';

describe('app icons', () => {
  test('the manifest gets a 192 and a 512 icon, and a maskable one', () => {
    expect(APP_ICONS.filter((i) => i.purpose === 'any').map((i) => i.size)).toEqual([192, 512]);
    expect(APP_ICONS.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  test('each renders as a PNG of its own size in the moon theme’s colours', () => {
    for (const icon of APP_ICONS) {
      const png = renderAppIcon(icon);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([icon.size, icon.size]);
    }
    const svg = appIconSvg(192, 'any');
    for (const colour of [themes.moon.colors.background, themes.moon.colors.primary, themes.moon.colors.accent]) {
      expect(svg).toContain(colour);
    }
  });
});
