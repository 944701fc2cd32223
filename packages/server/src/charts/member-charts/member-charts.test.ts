import { calculateNatalChart, calculateTransits, transitIntensity } from '@stellara/astro';
import { describe, expect, test } from 'vitest';
import {
  describeTransit,
  memberTransits,
  NATAL_TARGETS,
  shortDate,
  TRANSIT_ORBS,
  transitIntensityValue,
  YEAR_TARGETS,
  yearTransits,
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

describe('memberTransits: each pass timed once', () => {
  test('the coming list is the one timing every aspect at every sample would give', () => {
    const natal = calculateNatalChart({ ut: '1984-07-19T05:45:00Z', latitude: 38.72, longitude: -9.14 });
    const days = 45;
    const fast = memberTransits(natal, NOW, days);
    // The slow way, sample by sample: every aspect timed by the engine at each of them.
    const expected = new Map<string, string | null>();
    const horizon = NOW.getTime() + days * 86_400_000;
    for (let k = 3; k <= days + 2; k += 3) {
      const at = new Date(Math.min(NOW.getTime() + k * 86_400_000, horizon));
      for (const a of calculateTransits(natal, at, { activePoints: NATAL_TARGETS, activeAspects: TRANSIT_ORBS })
        .aspects) {
        if (['Moon', 'Ascendant', 'Medium_Coeli'].includes(a.p1) || a.aspect === 'quintile' || !a.start) continue;
        const start = Date.parse(a.start);
        if (start <= NOW.getTime() || start > horizon) continue;
        const key = `${a.p1}-${a.aspect}-${a.p2}`;
        if (
          ![...expected.keys()].some(
            (k2) => k2.startsWith(key) && Math.abs(Date.parse(expected.get(k2)!) - start) < 120_000,
          )
        ) {
          expected.set(`${key}@${a.start}`, a.start);
        }
      }
    }
    expect(fast.coming.length).toBe(expected.size);
    for (const t of fast.coming) {
      const key = `${t.id.split('-').slice(0, 3).join('-')}`;
      const match = [...expected.entries()].find(
        ([k, s]) => k.startsWith(key) && Math.abs(Date.parse(s!) - Date.parse(t.start!)) < 120_000,
      );
      expect(match, t.id).toBeDefined();
    }
  });
});

describe('advanced timing (pro)', () => {
  const natal = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 53.41, longitude: -2.98 });
  const result = memberTransits(natal, NOW, 30);

  test('every listed transit has its exact hits, the same instants as its pass, each with the motion then', () => {
    for (const t of [...result.active, ...result.coming]) {
      const hits = result.hits[t.id]!;
      expect(hits.map((h) => h.at)).toEqual(t.exact);
      for (const h of hits) expect(typeof h.retrograde).toBe('boolean');
    }
  });

  test('the year: slow planets only, major aspects, passes overlapping the window, hits exact to 0.01°', () => {
    const year = yearTransits(natal, NOW, 365);
    expect(year.length).toBeGreaterThan(0);
    const end = NOW.getTime() + 365 * 86_400_000;
    for (const t of year) {
      expect(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']).toContain(t.planet);
      expect(['conjunction', 'opposition', 'square', 'trine']).toContain(t.aspect);
      expect(t.description.length).toBeGreaterThan(30);
      for (const p of t.passes) {
        if (p.start) expect(Date.parse(p.start)).toBeLessThanOrEqual(end);
        if (p.end) expect(Date.parse(p.end)).toBeGreaterThanOrEqual(NOW.getTime());
      }
      // Each goes exact within the year (near misses that turn back in orb are left out).
      const hits = t.passes.flatMap((p) => p.exact.map((h) => Date.parse(h.at)));
      expect(hits.some((h) => h >= NOW.getTime() && h <= end)).toBe(true);
    }
    // One hit checked against the engine's own transit chart at that instant.
    const withHit = year.find((t) => t.passes.some((p) => p.exact.length))!;
    const hit = withHit.passes.flatMap((p) => p.exact)[0]!;
    const at = calculateTransits(natal, hit.at, {
      activePoints: [...YEAR_TARGETS, 'Uranus', 'Neptune', 'Pluto'],
      activeAspects: TRANSIT_ORBS,
    });
    const [p1, , p2] = withHit.id.split('-');
    const aspect = at.aspects.find((a) => a.p1 === p1 && a.p2 === p2 && a.aspect === withHit.aspect);
    expect(Math.abs(aspect!.orbit)).toBeLessThan(0.01);
  });
});
