import { describe, expect, test } from 'vitest';
import {
  formatOrb,
  houseCusps,
  MAX_LISTED_ASPECTS,
  majorAspects,
  orbLimit,
  planetList,
  pointLabel,
} from './profile-sections.ts';

const aspect = (type: string, orb: number, planet1 = 'Sun', planet2 = 'Moon') => ({
  planet1,
  planet2,
  type,
  orb,
  angle: 0,
});

describe('majorAspects', () => {
  test('keeps only conjunction, opposition, trine, square and sextile, tightest first', () => {
    const list = [
      aspect('quincunx', 1),
      aspect('trine', 2),
      aspect('semi-sextile', 0.5),
      aspect('conjunction', 3, 'Mars', 'Venus'),
      aspect('quintile', 0.2),
      aspect('square', -0.4, 'Mars', 'Saturn'),
      aspect('sextile', 1.5, 'Venus', 'Jupiter'),
      aspect('opposition', 6, 'Sun', 'Pluto'),
      aspect('sesquiquadrate', 1),
    ];
    expect(majorAspects(list).map((a) => `${a.type} ${a.orb}`)).toEqual([
      'square -0.4',
      'sextile 1.5',
      'trine 2',
      'conjunction 3',
      'opposition 6',
    ]);
  });

  test('within the stated orbs: 6° conjunction and opposition, 5° square and trine, 4° sextile', () => {
    expect(orbLimit('conjunction')).toBe(6);
    expect(orbLimit('Opposition')).toBe(6);
    expect(orbLimit('trine')).toBe(5);
    expect(orbLimit('square')).toBe(5);
    expect(orbLimit('sextile')).toBe(4);
    expect(orbLimit('quincunx')).toBe(0);
    const list = [
      aspect('conjunction', 8.66, 'Jupiter', 'Chiron'),
      aspect('conjunction', 6.25, 'Uranus', 'Neptune'),
      aspect('opposition', -6.89, 'Sun', 'Neptune'),
      aspect('opposition', -5.67, 'Sun', 'Jupiter'),
      aspect('square', 5.2, 'Mars', 'Pluto'),
      aspect('sextile', -3.78, 'Venus', 'Mars'),
      aspect('sextile', 4.5, 'Venus', 'Saturn'),
      aspect('conjunction', 10.55, 'Mercury', 'Venus'),
    ];
    const kept = majorAspects(list);
    expect(kept.map((a) => `${a.planet1}-${a.planet2}`)).toEqual(['Venus-Mars', 'Sun-Jupiter']);
    expect(Math.max(...kept.map((a) => Math.abs(a.orb)))).toBeLessThanOrEqual(6);
  });

  test('lists the first 20 only', () => {
    const points = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus'];
    const list = points.flatMap((p1, i) => points.slice(i + 1).map((p2, j) => aspect('trine', (i + j) / 10, p1, p2)));
    expect(list.length).toBeGreaterThan(MAX_LISTED_ASPECTS);
    const picked = majorAspects(list);
    expect(picked).toHaveLength(MAX_LISTED_ASPECTS);
    for (let i = 1; i < picked.length; i++) expect(picked[i]!.orb).toBeGreaterThanOrEqual(picked[i - 1]!.orb);
  });

  test('each pair once, no South Node mirror lines, only points the positions list', () => {
    const list = [
      aspect('square', 1, 'Pluto', 'NorthNode'),
      aspect('square', 1, 'Pluto', 'Mean_South_Node'),
      aspect('trine', 2, 'Mean_Lilith', 'Venus'),
      aspect('trine', 2, 'Venus', 'Lilith'),
      aspect('sextile', 2, 'Sun', 'Mean_Node'),
      aspect('sextile', 2, 'Mean_Node', 'Sun'),
    ];
    expect(majorAspects(list).map((a) => `${pointLabel(a.planet1)} ${a.type} ${pointLabel(a.planet2)}`)).toEqual([
      'Pluto square North Node',
      'Lilith trine Venus',
      'Sun sextile North Node',
    ]);
    // Lilith is not among the listed positions: her aspect is not listed either.
    const listed = ['Sun', 'Venus', 'Pluto', 'NorthNode'];
    expect(majorAspects(list, listed).map((a) => pointLabel(a.planet1))).toEqual(['Pluto', 'Sun']);
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
    expect(pointLabel('Medium_Coeli')).toBe('Midheaven');
    expect(planetList('nope')).toEqual([]);
    const twice = planetList([
      { name: 'Mean_Lilith', sign: 'Leo', degree: 1 },
      { name: 'Lilith', sign: 'Leo', degree: 1 },
    ]);
    expect(twice).toHaveLength(1);
  });
});
