import {
  calculateNatalChart,
  type PointName,
  passageState,
  passagesAt,
  TRANSIT_TARGETS,
  transitIntensity,
  transitOrb,
} from '@stellara/astro';
import { describe, expect, test } from 'vitest';
import { displayPointName } from '../conversation/chart-context.ts';
import { describeTransit, memberTransits, shortDate, yearTransits } from './member-charts.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const base = {
  planet: 'Saturn',
  orb: 3,
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
  test('the Sun and the North Node take their article; planets do not', () => {
    expect(describeTransit({ ...base, planet: 'Sun', target: 'Venus' }, NOW)).toMatch(/^The Sun's /);
    expect(describeTransit({ ...base, planet: 'North Node', target: 'Venus' }, NOW)).toMatch(/^The North Node's /);
    expect(describeTransit({ ...base, planet: 'Sun', target: 'Sun' }, NOW)).toMatch(
      /^The Sun [a-z ]+ its own birth position/,
    );
    expect(describeTransit({ ...base, target: 'Venus' }, NOW)).toMatch(/^Saturn's /);
  });
  test('shortDate is UT', () => {
    expect(shortDate('2026-01-31T23:59:00Z')).toBe('31 Jan 2026');
  });
});

/** The contact of a member transit id ("Saturn-square-Sun-2026-10-01"), engine names. */
function contactOf(id: string): { transiting: PointName; aspect: 'conjunction'; natal: PointName } {
  const [transiting, aspect, natal] = id.split('-');
  return { transiting: transiting as PointName, aspect: aspect as 'conjunction', natal: natal as PointName };
}

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
      expect(t.intensity).toBe(transitIntensity(t.aspect, t.orb));
      // Within the model's one orb rule.
      const { transiting } = contactOf(t.id);
      expect(t.orb).toBeLessThanOrEqual(transitOrb(transiting, t.aspect) + 0.005);
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

  test('the active list is the transit model passages at the same instant, with the same ids and dates', () => {
    const now = passagesAt(natal, NOW);
    expect(result.active.map((t) => t.id).sort()).toEqual(now.map((p) => p.id).sort());
    for (const p of now) {
      const t = result.active.find((x) => x.id === p.id)!;
      expect([t.start, t.end, t.exact]).toEqual([p.start, p.end, p.exact.map((h) => h.at)]);
      expect([t.planet, t.target]).toEqual([displayPointName(p.transiting), displayPointName(p.natal)]);
      expect(t.applying).toBe(p.applying);
      expect(t.orb).toBeCloseTo(Math.abs(p.orbit), 2);
    }
    expect(TRANSIT_TARGETS).toContain('Medium_Coeli');
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
    // At its exact instant the contact is exact to a second of arc; it is out of orb now.
    const withExact = result.coming.find((t) => t.exact.length)!;
    const contact = contactOf(withExact.id);
    expect(Math.abs(passageState(natal, contact, withExact.exact[0]!).orbit)).toBeLessThan(1 / 3600);
    expect(withExact.orb).toBeGreaterThan(transitOrb(contact.transiting, withExact.aspect));
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
    // Every hit is exact, and a passage named both here and in the list has the same dates in both.
    for (const t of year) {
      const contact = { ...contactOf(t.id), aspect: t.aspect };
      for (const h of t.passes.flatMap((p) => p.exact)) {
        expect(Math.abs(passageState(natal, contact, h.at).orbit)).toBeLessThan(1 / 3600);
      }
    }
    const listed = [...result.active, ...result.coming];
    let shared = 0;
    for (const t of year) {
      for (const pass of t.passes) {
        const same = listed.find((x) => x.id === `${t.id}-${pass.start?.slice(0, 10) ?? 'open'}`);
        if (!same) continue;
        shared++;
        expect([same.start, same.end, same.exact]).toEqual([pass.start, pass.end, pass.exact.map((h) => h.at)]);
      }
    }
    expect(shared).toBeGreaterThan(0);
  });
});
