import { describe, expect, test } from 'vitest';
import {
  daysFromExact,
  groupTransits,
  inOrbNow,
  isNowPassage,
  NOW_LIMIT,
  type RankablePassage,
  transitRank,
} from './transit-ranking.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

/** A passage in orb from `from` to `to` days around now, exact at each of `hits` days. */
const passage = (over: Partial<RankablePassage> & { hits?: number[]; from?: number; to?: number }): RankablePassage => {
  const { hits = [2], from = -60, to = 60, ...rest } = over;
  return {
    planet: 'Saturn',
    aspect: 'square',
    target: 'Sun',
    orb: 0.5,
    start: at(from),
    end: at(to),
    exact: hits.map(at),
    ...rest,
  };
};
const ctx = { now: NOW };

describe('transitRank', () => {
  test('a slow planet outranks a quick one, everything else equal', () => {
    const order = ['Pluto', 'Saturn', 'Jupiter', 'Mars', 'Mercury'].map((planet) =>
      transitRank(passage({ planet }), ctx),
    );
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(new Set(order).size).toBe(order.length);
  });

  test('hard aspects outrank the trine, the trine the sextile', () => {
    const rank = (aspect: RankablePassage['aspect']) => transitRank(passage({ aspect }), ctx);
    expect(rank('conjunction')).toBeGreaterThan(rank('trine'));
    expect(rank('square')).toBeGreaterThan(rank('trine'));
    expect(rank('opposition')).toBeGreaterThan(rank('trine'));
    expect(rank('trine')).toBeGreaterThan(rank('sextile'));
  });

  test('the lights, the angles and the chart ruler outrank other targets', () => {
    const rank = (target: string, chartRuler?: string) => transitRank(passage({ target }), { now: NOW, chartRuler });
    for (const core of ['Sun', 'Moon', 'Ascendant', 'Midheaven']) expect(rank(core)).toBeGreaterThan(rank('Venus'));
    expect(rank('Venus')).toBeGreaterThan(rank('Neptune'));
    expect(rank('Venus', 'Venus')).toBe(rank('Sun'));
  });

  test('closer to an exact hit ranks higher, by days or, in orb, by degrees', () => {
    const days = [0, 2, 10, 40].map((d) => transitRank(passage({ hits: [d], orb: 4 }), ctx));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    // A slow planet half a degree off its coming hit, weeks away, is still close.
    expect(transitRank(passage({ hits: [50], orb: 0.3 }), ctx)).toBeGreaterThan(
      transitRank(passage({ hits: [50], orb: 4 }), ctx),
    );
    // Not yet in orb: its orb now says nothing.
    const coming = passage({ from: 10, to: 40, hits: [50], orb: 0.1 });
    expect(transitRank(coming, ctx)).toBe(transitRank({ ...coming, orb: 7 }, ctx));
  });

  test('a longer passage ranks higher, everything else equal', () => {
    const week = transitRank(passage({ from: -3, to: 4 }), ctx);
    const season = transitRank(passage({ from: -60, to: 60 }), ctx);
    const open = transitRank(passage({ from: -60, to: 60, start: null, end: null }), ctx);
    expect(season).toBeGreaterThan(week);
    expect(open).toBeGreaterThanOrEqual(season);
  });

  test('is between 0 and 100', () => {
    const top = transitRank(passage({ planet: 'Pluto', aspect: 'conjunction', hits: [0], orb: 0, start: null }), ctx);
    const bottom = transitRank(
      passage({ planet: 'Moon', aspect: 'sextile', target: 'Chiron', hits: [], orb: 5, from: -1, to: 0.5 }),
      ctx,
    );
    expect(top).toBeLessThanOrEqual(100);
    expect(top).toBeGreaterThan(90);
    expect(bottom).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThan(30);
  });
});

describe('helpers', () => {
  test('inOrbNow reads the edges, an open edge as beyond the search', () => {
    expect(inOrbNow(passage({}), NOW)).toBe(true);
    expect(inOrbNow(passage({ from: 1, to: 5 }), NOW)).toBe(false);
    expect(inOrbNow(passage({ from: -5, to: -1 }), NOW)).toBe(false);
    expect(inOrbNow({ start: null, end: null }, NOW)).toBe(true);
  });
  test('daysFromExact takes the nearest hit either side', () => {
    expect(daysFromExact(passage({ hits: [-2, 30] }), NOW)).toBeCloseTo(2);
    expect(daysFromExact(passage({ hits: [] }), NOW)).toBeNull();
  });
  test('"now" is in orb and within three days of a hit or inside one degree', () => {
    expect(isNowPassage(passage({ hits: [2.5], orb: 3 }), NOW)).toBe(true);
    expect(isNowPassage(passage({ hits: [-2.5], orb: 3 }), NOW)).toBe(true);
    expect(isNowPassage(passage({ hits: [20], orb: 0.8 }), NOW)).toBe(true);
    expect(isNowPassage(passage({ hits: [20], orb: 3 }), NOW)).toBe(false);
    expect(isNowPassage(passage({ from: 1, to: 9, hits: [2], orb: 0.2 }), NOW)).toBe(false);
  });
});

describe('groupTransits', () => {
  const planets = ['Pluto', 'Neptune', 'Uranus', 'Saturn', 'Jupiter', 'Chiron', 'Mars', 'Venus'];
  const close = planets.map((planet) => passage({ planet, hits: [1], orb: 0.4 }));
  const later = [
    passage({ planet: 'Jupiter', target: 'Venus', hits: [200], orb: 4 }),
    passage({ planet: 'Mars', target: 'Moon', from: 20, to: 55, hits: [28], orb: 7 }),
  ];
  const quick = passage({ planet: 'Venus', target: 'Moon', from: 5, to: 15, hits: [10], orb: 6 });
  const past = passage({ planet: 'Saturn', target: 'Mars', hits: [-40], orb: 4 });
  const beyond = passage({ planet: 'Pluto', target: 'Venus', hits: [500], orb: 5, end: null });
  const all = [past, quick, ...later, beyond, ...close];
  const groups = groupTransits(all, ctx);

  test('"Now" holds at most five, the highest ranked close passages first', () => {
    expect(groups.now).toHaveLength(NOW_LIMIT);
    expect(groups.now.map((p) => p.planet)).toEqual(['Pluto', 'Neptune', 'Uranus', 'Saturn', 'Jupiter']);
    for (const p of groups.now) expect(isNowPassage(p, NOW)).toBe(true);
  });

  test('"This year" takes the rest that go exact within twelve months in a month-long passage, by date', () => {
    expect(groups.year.map((p) => `${p.planet} ${p.target}`)).toEqual([
      'Chiron Sun',
      'Mars Sun',
      'Venus Sun',
      'Mars Moon',
      'Jupiter Venus',
    ]);
  });

  test('the rest is folded, ranked; every passage lands in exactly one group', () => {
    expect(groups.more).toEqual([beyond, past, quick]);
    const placed = [...groups.now, ...groups.year, ...groups.more];
    expect(placed).toHaveLength(all.length);
    expect(new Set(placed).size).toBe(all.length);
  });

  test('nothing close: "Now" is empty rather than filled with distant passages', () => {
    expect(groupTransits([past, ...later], ctx).now).toEqual([]);
  });
});
