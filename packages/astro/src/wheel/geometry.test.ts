import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { angularDistance } from '../zodiac.ts';
import { minCircularGap, polar, spreadLabels } from './geometry.ts';

describe('wheel geometry', () => {
  it('puts the Ascendant at 9 o clock and runs the zodiac counter-clockwise', () => {
    const asc = 100;
    const at = (lon: number) => polar(250, 250, 100, lon, asc);
    expect(at(100).x).toBeCloseTo(150);
    expect(at(100).y).toBeCloseTo(250);
    expect(at(190).y).toBeCloseTo(350); // 90° later: bottom (the 4th house side)
    expect(at(280).x).toBeCloseTo(350); // Descendant: right
    expect(at(10).y).toBeCloseTo(150); // 90° before: top (the Midheaven side)
  });

  it('leaves well-separated labels where they are', () => {
    const lons = [10, 50, 120, 200, 300];
    expect(spreadLabels(lons, 7)).toEqual(lons);
  });

  it('spreads clusters to the minimum gap, keeping order and staying close', () => {
    const lons = [358, 359, 0.5, 1, 2, 3, 90];
    const out = spreadLabels(lons, 7);
    expect(minCircularGap(out)).toBeGreaterThanOrEqual(7 - 1e-6);
    // No label travels further than the cluster needs (6 labels x 7° = 42° wide, so at most ~21°).
    for (const [i, l] of lons.entries()) expect(angularDistance(l, out[i]!)).toBeLessThan(22);
    expect(out[6]).toBe(90);
  });

  it('never overlaps, for random charts of 14 points', () => {
    const rnd = seededRandom(7);
    for (let k = 0; k < 200; k++) {
      const lons = Array.from({ length: 14 }, () => rnd() * 360 * (k % 2 ? 1 : 0.3));
      expect(minCircularGap(spreadLabels(lons, 7.5))).toBeGreaterThanOrEqual(7.5 - 1e-6);
    }
    // More labels than fit: the gap shrinks to share the circle evenly.
    expect(minCircularGap(spreadLabels(Array(60).fill(10), 7.5))).toBeGreaterThanOrEqual(6 - 1e-6);
  });
});
