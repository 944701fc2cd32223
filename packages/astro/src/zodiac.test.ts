import { describe, expect, it } from 'vitest';
import { calculateComposite } from './composite.ts';
import { calculateNatalChart } from './natal.ts';
import { angularDistance, circularMean, houseOf, norm360, signOf, wrap180 } from './zodiac.ts';

describe('zodiac helpers', () => {
  it('normalises and wraps angles', () => {
    expect(norm360(-1e-15)).toBe(0);
    expect(norm360(725)).toBe(5);
    expect(wrap180(190)).toBe(-170);
    expect(angularDistance(350, 10)).toBe(20);
    expect(signOf(359.999).code).toBe('Pis');
    expect(signOf(30).code).toBe('Tau');
  });

  it('takes midpoints on the shorter arc, and 90° ahead of the first for exact oppositions', () => {
    expect(circularMean(350, 10)).toBeCloseTo(0, 9);
    expect(circularMean(100, 140)).toBeCloseTo(120, 9);
    expect(circularMean(10, 190)).toBeCloseTo(100, 9);
    expect(circularMean(190, 10)).toBeCloseTo(280, 9);
  });

  it('finds houses, with points on (or a rounding error short of) a cusp in the house it opens', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(20 - 1e-12, cusps)).toBe(2);
    expect(houseOf(19.9, cusps)).toBe(1);
    expect(houseOf(349.9, cusps)).toBe(12);
  });

  it('keeps a whole-sign composite in order when the two Ascendants are in opposite signs', () => {
    const a = calculateNatalChart({ ut: '1990-06-15T06:00:00Z', latitude: 45, longitude: 9, houseSystem: 'W' });
    let b = a;
    // Find a time the same day whose rising sign is opposite.
    for (let h = 0; h < 24 && (b.points.Ascendant.signNum + 6) % 12 !== a.points.Ascendant.signNum; h += 0.25) {
      b = calculateNatalChart({ ut: 2448057.5 + h / 24, latitude: 45, longitude: 9, houseSystem: 'W' });
    }
    expect((b.points.Ascendant.signNum + 6) % 12).toBe(a.points.Ascendant.signNum);
    const c = calculateComposite(a, b);
    for (let i = 1; i < 12; i++) expect(norm360(c.cusps[i]! - c.cusps[i - 1]!)).toBeCloseTo(30, 9);
  });
});
