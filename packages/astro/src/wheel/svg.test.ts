import { describe, expect, it } from 'vitest';
import { calculateNatalChart } from '../natal.ts';
import { calculateTransits } from '../transits.ts';
import { renderChartWheel, WHEEL_POINTS } from './svg.ts';
import { WHEEL_THEMES } from './themes.ts';

const natal = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5074, longitude: -0.1278 });

describe('chart wheel SVG', () => {
  it('draws the zodiac, 12 cusps, every point and the aspects', () => {
    const svg = renderChartWheel(natal);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    for (const glyph of ['♈', '♓']) expect(svg).toContain(glyph);
    expect(svg.match(/<title>/g)).toHaveLength(WHEEL_POINTS.length);
    for (const axis of ['>AC<', '>MC<', '>DC<', '>IC<']) expect(svg).toContain(axis);
    expect(svg).toContain(WHEEL_THEMES.classic.aspect.trine!);
    expect(svg).toContain('Placidus · Tropical · Apparent Geocentric');
  });

  it('escapes text and honours themes and wheel_only', () => {
    const svg = renderChartWheel(natal, { title: '<script>"x"</script>', theme: 'dark' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot;');
    expect(svg).toContain(WHEEL_THEMES.dark.background);
    const only = renderChartWheel(natal, { wheelOnly: true, theme: 'light' });
    expect(only).toContain('viewBox="0 0 540 540"');
    expect(only).not.toContain('Placidus');
    expect(only).toContain(WHEEL_THEMES.light.background);
    expect(() => renderChartWheel(natal, { theme: 'neon' as 'dark' })).toThrow(/theme/);
  });

  it('draws a bi-wheel with the outer chart in its own colour and both tables', () => {
    const { chart } = calculateTransits(natal, '2020-06-01T00:00:00Z');
    const svg = renderChartWheel(natal, { outer: chart, title: 'Natal', outerTitle: 'Transits' });
    expect(svg.match(/<title>/g)).toHaveLength(2 * WHEEL_POINTS.length);
    expect(svg).toContain(WHEEL_THEMES.classic.outerPlanet);
    expect(svg).toContain('>Transits<');
  });

  it('keeps text legible at 320 px wide', () => {
    // The smallest font size times the 320/520 scale must stay at or above 7 px.
    const svg = renderChartWheel(natal, { wheelOnly: true });
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes) * (320 / 540)).toBeGreaterThanOrEqual(7);
  });
});
