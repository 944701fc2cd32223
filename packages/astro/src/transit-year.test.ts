import { describe, expect, it } from 'vitest';
import { BODY, calcBody, FLG_SWIEPH, initEphemeris } from './ephemeris.ts';
import { calculateNatalChart, type NatalChart } from './natal.ts';
import { toJulianDay } from './time.ts';
import { transitYear } from './transits.ts';
import { wrap180 } from './zodiac.ts';

const natal = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5074, longitude: -0.1278 });
const MAJOR = [
  { name: 'conjunction', orb: 3 },
  { name: 'opposition', orb: 3 },
  { name: 'square', orb: 3 },
  { name: 'trine', orb: 3 },
] as const;
const ANGLE = { conjunction: 0, opposition: 180, square: 90, trine: 120 } as const;

/** Direct ephemeris: the body's longitude at an ISO instant, with no root-finding involved. */
function longitudeAt(body: keyof typeof BODY, iso: string): number {
  initEphemeris();
  return calcBody(toJulianDay(iso), BODY[body], FLG_SWIEPH).longitude;
}

/** A copy of the chart with its Sun moved to `longitude` (to aim a transit at a chosen degree). */
function withSunAt(chart: NatalChart, longitude: number): NatalChart {
  return { ...chart, points: { ...chart.points, Sun: { ...chart.points.Sun, longitude } } };
}

describe('transitYear', () => {
  const year = transitYear(natal, '2026-11-24T00:00:00Z', 365, {
    targets: ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Medium_Coeli'],
    aspects: MAJOR,
    orbRule: 'strict',
  });

  it('finds outer-planet passes whose reported exact times are exact to 0.01° by the ephemeris itself', () => {
    expect(year.length).toBeGreaterThan(0);
    let hits = 0;
    for (const t of year) {
      expect(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']).toContain(t.p1);
      for (const pass of t.passes) {
        for (const hit of pass.exact) {
          const sep = Math.abs(wrap180(longitudeAt(t.p1 as keyof typeof BODY, hit.at) - natal.points[t.p2].longitude));
          expect(Math.abs(sep - ANGLE[t.aspect as keyof typeof ANGLE])).toBeLessThan(0.01);
          hits++;
        }
      }
    }
    expect(hits).toBeGreaterThan(0);
  });

  it('each pass is in orb between its start and end and out of orb just outside them', () => {
    for (const t of year) {
      for (const pass of t.passes) {
        const orbAt = (iso: string) =>
          Math.abs(
            Math.abs(wrap180(longitudeAt(t.p1 as keyof typeof BODY, iso) - natal.points[t.p2].longitude)) -
              ANGLE[t.aspect as keyof typeof ANGLE],
          );
        const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
        if (pass.start) {
          expect(orbAt(shift(pass.start, 0.5))).toBeLessThanOrEqual(3);
          expect(orbAt(shift(pass.start, -0.5))).toBeGreaterThan(3);
        }
        if (pass.end) {
          expect(orbAt(shift(pass.end, -0.5))).toBeLessThanOrEqual(3);
          expect(orbAt(shift(pass.end, 0.5))).toBeGreaterThan(3);
        }
      }
    }
  });

  it('a retrograde loop over a natal point gives all three hits: direct, retrograde, direct', () => {
    // Saturn's 2026 loop: find its stations by scanning daily, then put the Sun halfway between them.
    const days = Array.from({ length: 400 }, (_, k) => new Date(Date.UTC(2026, 0, 1) + k * 86_400_000).toISOString());
    const lons = days.map((d) => longitudeAt('Saturn', d));
    const unwrapped = lons.map((l, i) => (i && l < lons[0]! - 180 ? l + 360 : l));
    const retro = unwrapped.indexOf(Math.max(...unwrapped));
    const direct = unwrapped.indexOf(Math.min(...unwrapped.slice(retro)), retro);
    const middle = (unwrapped[retro]! + unwrapped[direct]!) / 2;
    const chart = withSunAt(natal, middle % 360);
    const [saturn] = transitYear(chart, '2026-01-01T00:00:00Z', 730, {
      planets: ['Saturn'],
      targets: ['Sun'],
      aspects: [{ name: 'conjunction', orb: 3 }],
      orbRule: 'strict',
    });
    const hits = saturn!.passes.flatMap((p) => p.exact);
    expect(hits.map((h) => h.retrograde)).toEqual([false, true, false]);
    for (const h of hits) {
      expect(Math.abs(wrap180(longitudeAt('Saturn', h.at) - (middle % 360)))).toBeLessThan(0.01);
    }
    // In order, and the retrograde hit between the two stations.
    expect(Date.parse(hits[1]!.at)).toBeGreaterThan(Date.parse(days[retro]!));
    expect(Date.parse(hits[1]!.at)).toBeLessThan(Date.parse(days[direct]!));
  });
});
