import { describe, expect, test } from 'vitest';
import { formatOrb, houseCusps, MAX_LISTED_ASPECTS, majorAspects, planetList, pointLabel } from './profile-sections.ts';

const aspect = (type: string, orb: number, planet1 = 'Sun', planet2 = 'Moon') => ({
  planet1,
  planet2,
  type,
  orb,
  angle: 0,
});

describe('majorAspects', () => {
  test('keeps only conjunction, opposition, trine, square and sextile, in stored order', () => {
    const list = [
      aspect('quincunx', 1),
      aspect('trine', 2),
      aspect('semi-sextile', 0.5),
      aspect('conjunction', 3),
      aspect('quintile', 0.2),
      aspect('square', 4),
      aspect('sextile', 1.5),
      aspect('opposition', 6),
      aspect('sesquiquadrate', 1),
    ];
    expect(majorAspects(list).map((a) => a.type)).toEqual(['trine', 'conjunction', 'square', 'sextile', 'opposition']);
  });

  test('lists the first 20 only', () => {
    // 25 trines (odd orbs 1 ... 49) between 25 semi-squares: the first 20 trines are kept.
    const list = Array.from({ length: 50 }, (_, i) => aspect(i % 2 ? 'trine' : 'semi-square', i));
    const picked = majorAspects(list);
    expect(picked).toHaveLength(MAX_LISTED_ASPECTS);
    expect(picked[0]?.orb).toBe(1);
    expect(picked[19]?.orb).toBe(39);
  });

  test('malformed records give nothing', () => {
    expect(majorAspects(undefined)).toEqual([]);
    expect(majorAspects({})).toEqual([]);
    expect(majorAspects([{ type: 'trine' }, null, aspect('square', Number.NaN)])).toEqual([]);
  });
});

describe('formatOrb', () => {
  test('one decimal, no sign', () => {
    expect(formatOrb(2.345)).toBe('2.3°');
    expect(formatOrb(-0.96)).toBe('1.0°');
    expect(formatOrb(0)).toBe('0.0°');
  });
});

describe('houseCusps', () => {
  test('the 12 cusps in house order', () => {
    const houses: Record<string, unknown> = {};
    for (let n = 12; n >= 1; n--) houses[`House_${n}`] = { house: n, sign: 'Aries', degree: n, abs_pos: n };
    houses.junk = { house: 13, sign: 'Aries', degree: 1 };
    expect(houseCusps(houses).map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(houseCusps(null)).toEqual([]);
  });
});

describe('planetList and pointLabel', () => {
  test('keeps well-formed entries; NorthNode reads North Node', () => {
    const list = planetList([{ name: 'Sun', sign: 'Leo', degree: 1, house: 5, retrograde: false }, { name: 'x' }]);
    expect(list.map((p) => p.name)).toEqual(['Sun']);
    expect(pointLabel('NorthNode')).toBe('North Node');
    expect(pointLabel('Mean_South_Node')).toBe('South Node');
    expect(pointLabel('Medium_Coeli')).toBe('Medium Coeli');
    expect(planetList('nope')).toEqual([]);
  });
});
