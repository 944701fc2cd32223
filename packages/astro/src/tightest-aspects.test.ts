import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import { describe, expect, it } from 'vitest';
import type { PointName } from './constants.ts';
import { BODY, calcBody, FLG_SWIEPH, initEphemeris, julianDay } from './ephemeris.ts';
import { calculateNatalChart } from './natal.ts';
import { seededRandom } from './testing/seeded-random.ts';
import { tightestAspects } from './tightest-aspects.ts';

initEphemeris();

/** Longitudes straight from Swiss Ephemeris, without the natal pipeline. */
function oracleLongitudes(jd: number): Record<string, number> {
  return Object.fromEntries(TEN_PLANETS.map((p) => [p, calcBody(jd, BODY[p], FLG_SWIEPH).longitude]));
}

/** Brute force: the smallest distance to 0/60/90/120/180 over all planet pairs. */
function oracleTightestMajor(lons: Record<string, number>): { pair: string; orb: number } {
  let best = { pair: '', orb: Infinity };
  const names = Object.keys(lons);
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      let d = Math.abs(lons[names[i]!]! - lons[names[j]!]!) % 360;
      if (d > 180) d = 360 - d;
      for (const angle of [0, 60, 90, 120, 180]) {
        const orb = Math.abs(d - angle);
        if (orb < best.orb) best = { pair: `${names[i]}|${names[j]}`, orb };
      }
    }
  return best;
}

const asPoints = (lons: Record<string, number>) =>
  Object.fromEntries(Object.entries(lons).map(([n, l]) => [n, { longitude: l }])) as Partial<
    Record<PointName, { longitude: number }>
  >;

describe('tightestAspects', () => {
  it('names Sun conjunct Jupiter (0.21°) in the 15 July 1990 chart, and the tighter Mercury–Uranus quincunx', () => {
    const jd = julianDay(1990, 7, 15, 12.5);
    const t = tightestAspects(asPoints(oracleLongitudes(jd)), TEN_PLANETS);
    expect(t.major).toMatchObject({ p1: 'Sun', p2: 'Jupiter', aspect: 'conjunction' });
    expect(t.major!.orb).toBeCloseTo(0.21, 2);
    expect(t.tighterMinor).toMatchObject({ p1: 'Mercury', p2: 'Uranus', aspect: 'quincunx' });
    expect(t.tighterMinor!.orb).toBeLessThan(t.major!.orb);
  });

  it('agrees with a brute force over Swiss Ephemeris positions on random dates', () => {
    const random = seededRandom(29);
    for (let k = 0; k < 40; k++) {
      const jd = julianDay(1900 + Math.floor(random() * 200), 1 + Math.floor(random() * 12), 1, random() * 24);
      const lons = oracleLongitudes(jd);
      const oracle = oracleTightestMajor(lons);
      const t = tightestAspects(asPoints(lons), TEN_PLANETS);
      if (oracle.orb > 6) continue; // nothing within the natal orbs (rare)
      expect(t.major, `jd ${jd}`).not.toBeNull();
      expect(t.major!.orb).toBeCloseTo(oracle.orb, 9);
      expect(`${t.major!.p1}|${t.major!.p2}`).toBe(oracle.pair);
    }
  });

  it('reads the same chart the natal pipeline casts', () => {
    const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
    const t = tightestAspects(natal.points, [...TEN_PLANETS, 'Ascendant', 'Medium_Coeli']);
    expect(t.all.some((a) => a.p1 === 'Ascendant' && a.p2 === 'Medium_Coeli')).toBe(false);
    expect(t.all.map((a) => a.orb)).toEqual([...t.all.map((a) => a.orb)].sort((a, b) => a - b));
    expect(t.major).toMatchObject({ p1: 'Sun', p2: 'Jupiter', aspect: 'conjunction' });
  });

  it('has no tighter minor aspect when the major one is closer', () => {
    const t = tightestAspects(asPoints({ Sun: 10, Moon: 10.1, Mars: 160.5 }), ['Sun', 'Moon', 'Mars']);
    expect(t.major).toMatchObject({ p1: 'Sun', p2: 'Moon', aspect: 'conjunction' });
    expect(t.tighterMinor).toBeNull();
  });
});
