import { calculateNatalChart, calculateTransits, transitIntensity } from '@stellara/astro';
import { describe, expect, test } from 'vitest';
import {
  compatibilityDynamics,
  compatibilityHighlights,
  describeTransit,
  memberTransits,
  NATAL_TARGETS,
  type StoredCompatibilityResult,
  shortDate,
  TRANSIT_ORBS,
  transitIntensityValue,
} from './member-charts.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const base = {
  planet: 'Saturn',
  aspect: 'square' as const,
  target: 'Sun',
  applying: true,
  status: 'active' as const,
  start: '2026-10-01T00:00:00Z',
  exact: ['2026-12-03T05:00:00Z'],
  end: '2027-02-01T00:00:00Z',
};

describe('describeTransit', () => {
  test('the timing wording changes below 1° and 2° of orb', () => {
    expect(describeTransit({ ...base, orb: 0.4 }, NOW)).toContain('exact now, at full strength');
    expect(describeTransit({ ...base, orb: 1.5 }, NOW)).toContain(
      'within two degrees of exact and strongly felt, still building',
    );
    expect(describeTransit({ ...base, orb: 1.5, applying: false }, NOW)).toContain('just starting to ease');
    expect(describeTransit({ ...base, orb: 3 }, NOW)).toContain('building towards exact on 3 Dec 2026');
    expect(describeTransit({ ...base, orb: 3, applying: false }, NOW)).toContain('fades by 1 Feb 2027');
  });
  test('names both themes and the aspect; coming ones give their dates', () => {
    const text = describeTransit({ ...base, orb: 3 }, NOW);
    expect(text.startsWith("Saturn's duty and fear presses on your identity and purpose: friction")).toBe(true);
    const coming = describeTransit({ ...base, orb: 5, status: 'coming', start: '2026-12-01T10:00:00Z' }, NOW);
    expect(coming).toContain('comes into orb on 1 Dec 2026 and is exact on 3 Dec 2026.');
    expect(describeTransit({ ...base, orb: 2.5, target: 'Saturn' }, NOW)).toContain('its own birth position');
  });
  test('shortDate is UT', () => {
    expect(shortDate('2026-01-31T23:59:00Z')).toBe('31 Jan 2026');
  });
});

describe('intensity', () => {
  test('the rule at a chosen orb is the engine rule', () => {
    for (const aspect of ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quintile'] as const) {
      for (const orb of [0, 0.5, 1, 1.9, 2, 4, 5, 5.1, 9]) {
        expect(transitIntensityValue(aspect, orb)).toBe(transitIntensity(aspect, orb));
      }
    }
  });
});

describe('memberTransits', () => {
  const natal = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 53.41, longitude: -2.98 });
  const result = memberTransits(natal, NOW, 30);

  test('active transits are in orb now, major, without the transiting Moon or angles, strongest first', () => {
    expect(result.active.length).toBeGreaterThan(0);
    for (const t of result.active) {
      expect(['conjunction', 'opposition', 'square', 'trine', 'sextile']).toContain(t.aspect);
      expect(['Moon', 'Ascendant', 'Midheaven']).not.toContain(t.planet);
      expect(t.status).toBe('active');
      if (t.start) expect(Date.parse(t.start)).toBeLessThanOrEqual(NOW.getTime());
      if (t.end) expect(Date.parse(t.end)).toBeGreaterThanOrEqual(NOW.getTime());
      expect(t.colour).toBe(t.intensity >= 8 ? 'red' : t.intensity >= 6 ? 'yellow' : 'green');
      expect(t.isExact).toBe(t.orb < 1);
      expect(t.description.length).toBeGreaterThan(40);
    }
    const keys = result.active.map((t) => [t.intensity, t.orb] as const);
    for (let i = 1; i < keys.length; i++) {
      const [pi, po] = keys[i - 1]!;
      const [ci, co] = keys[i]!;
      expect(pi > ci || (pi === ci && po <= co)).toBe(true);
    }
  });

  test('the active list is the engine list at the same instant, filtered', () => {
    const engine = calculateTransits(natal, NOW, { activePoints: NATAL_TARGETS, activeAspects: TRANSIT_ORBS });
    const expected = engine.aspects.filter(
      (a) => !['Moon', 'Ascendant', 'Medium_Coeli'].includes(a.p1) && a.aspect !== 'quintile',
    );
    expect(result.active.length).toBe(expected.length);
  });

  test('coming transits start within the horizon, soonest first, and really go exact', () => {
    expect(result.coming.length).toBeGreaterThan(0);
    const horizon = NOW.getTime() + 30 * 86_400_000;
    let previous = 0;
    for (const t of result.coming) {
      const start = Date.parse(t.start!);
      expect(start).toBeGreaterThan(NOW.getTime());
      expect(start).toBeLessThanOrEqual(horizon);
      expect(start).toBeGreaterThanOrEqual(previous);
      previous = start;
      expect(t.status).toBe('coming');
      expect(t.intensity).toBe(transitIntensity(t.aspect, 0));
    }
    // Independent check of one: at its exact instant the engine finds that aspect within a minute of arc.
    const withExact = result.coming.find((t) => t.exact.length)!;
    const at = calculateTransits(natal, withExact.exact[0]!, {
      activePoints: NATAL_TARGETS,
      activeAspects: TRANSIT_ORBS,
    });
    const [p1, , p2] = withExact.id.split('-');
    const hit = at.aspects.find((a) => a.p1 === p1 && a.p2 === p2 && a.aspect === withExact.aspect);
    expect(Math.abs(hit!.orbit)).toBeLessThan(1 / 60);
  });
});

const result: StoredCompatibilityResult = {
  score: 14,
  description: 'Important',
  isDestinySign: true,
  scoredAspects: [
    { p1: 'Sun', p2: 'Moon', aspect: 'trine', orbit: 1.2, points: 4 },
    { p1: 'Venus', p2: 'Mars', aspect: 'conjunction', orbit: -0.5, points: 4 },
  ],
  synastry: {
    aspects: [
      { p1: 'Sun', p2: 'Moon', aspect: 'trine', orbit: 1.2 },
      { p1: 'Venus', p2: 'Mars', aspect: 'conjunction', orbit: -0.5 },
      { p1: 'Mercury', p2: 'Saturn', aspect: 'square', orbit: 4 },
      { p1: 'Mean_Lilith', p2: 'Mercury', aspect: 'trine', orbit: 0.1 },
      { p1: 'Moon', p2: 'Moon', aspect: 'quintile', orbit: 0.1 },
    ],
    firstInSecondHouses: [{ point: 'Venus', house: 7 }],
    secondInFirstHouses: [{ point: 'Moon', house: 3 }],
  },
};

describe('compatibility', () => {
  test('highlights: destiny sign, the strongest contacts, a telling overlay', () => {
    const lines = compatibilityHighlights(result, ['Ada', 'Ben']);
    expect(lines[0]).toContain('Both Suns are in signs of the same quality');
    // Equal points: the tighter contact first.
    expect(lines[1]).toContain("Ada's Venus conjunction Ben's Mars (orb 0.5°): a strong, immediate bond");
    expect(lines[2]).toBe("Ada's Sun trine Ben's Moon (orb 1.2°): an easy, natural understanding.");
    expect(lines[3]).toBe("Ada's Venus falls in Ben's 7th house, touching partnership and commitment.");
    expect(lines).toHaveLength(4);
  });

  test('dynamics: five areas, 1-5 dots from the close weighted contacts (wide orbs, minor aspects, Lilith left out)', () => {
    const d = Object.fromEntries(compatibilityDynamics(result).map((x) => [x.key, x]));
    expect(Object.keys(d)).toEqual(['communication', 'emotion', 'attraction', 'stability', 'growth']);
    expect(d.communication!.dots).toBe(1); // the square is 4° wide: not close
    expect(d.emotion!.dots).toBe(2); // trine at 1.2°: 1 -> round(2)
    expect(d.attraction!.dots).toBe(3); // conjunction within 1°: 1.5 -> round(2.5)
    expect(d.stability!.dots).toBe(1);
    expect(d.growth!.dots).toBe(1);
    expect(d.growth!.summary).toContain('No close contact');
    expect(d.attraction!.summary).toBe('1 close contact between the charts: 1 flowing, 0 challenging.');
  });

  test('the member\'s own chart (default name "My Chart") reads as "your"', () => {
    const lines = compatibilityHighlights(result, ['My Chart', 'Ben']);
    expect(lines[0]).toContain('so you and Ben tend to');
    expect(lines[1]).toMatch(/^Your Venus conjunction Ben's Mars/);
    expect(lines[3]).toBe("Your Venus falls in Ben's 7th house, touching partnership and commitment.");
    const other = compatibilityHighlights(result, ['Ben', 'My Chart']);
    expect(other[1]).toMatch(/^Ben's Venus conjunction your Mars/);
  });
});
