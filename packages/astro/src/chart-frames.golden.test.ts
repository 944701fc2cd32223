// Golden: the chart frames a member can choose in Settings (seven house systems; tropical and three sidereal
// zodiacs) against pyswisseph directly: swe.houses_ex with the system's letter, swe.set_sid_mode + FLG_SIDEREAL.
// Every cusp, both angles and the ten planets agree within 1", and every planet falls in the same house (looked up
// in Python among the oracle's own cusps). Polar births: Placidus and Koch fall back to Porphyry on both sides.
import {
  type ChartFrame,
  engineSettingsOf,
  houseSystemNames,
  type MemberHouseSystem,
  memberHouseSystems,
  memberZodiacs,
} from '@stellara/contract/chart-frame';
import { beforeAll, describe, expect, it } from 'vitest';
import { AYANAMSAS, type Ayanamsa, type HouseSystemId } from './constants.ts';
import { calculateNatalChart, type NatalChart } from './natal.ts';
import { runSwissephOracle, swissephOracleMissing } from './testing/swisseph-oracle.ts';
import { utcToJulianDay } from './time.ts';
import { wrap180 } from './zodiac.ts';

const ARCSECOND = 1 / 3600;
const ORACLE_TIMEOUT = 120_000;
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/** The letter Swiss Ephemeris' documentation gives each system (the engine takes 'A' for Equal; 'E' is the same). */
const ORACLE_LETTER: Record<MemberHouseSystem, string> = { P: 'P', W: 'W', K: 'K', A: 'E', O: 'O', R: 'R', C: 'C' };

/** Births in UT: both hemispheres, east and west, 1931-2019; the last inside the Arctic circle (Tromsø). */
const BIRTHS = [
  { id: 'london-1990', ut: [1990, 4, 12, 6, 45], latitude: 51.5074, longitude: -0.1278 },
  { id: 'delhi-1975', ut: [1975, 11, 3, 22, 10], latitude: 28.6139, longitude: 77.209 },
  { id: 'buenos-aires-1962', ut: [1962, 7, 28, 15, 30], latitude: -34.6037, longitude: -58.3816 },
  { id: 'sydney-2019', ut: [2019, 1, 30, 1, 5], latitude: -33.8688, longitude: 151.2093 },
  { id: 'reykjavik-1931', ut: [1931, 12, 21, 11, 0], latitude: 64.1466, longitude: -21.9426 },
  { id: 'tromso-1988', ut: [1988, 12, 5, 9, 20], latitude: 69.6492, longitude: 18.9553 },
] as const;

interface OracleChart {
  id: string;
  used: string;
  cusps: number[];
  asc: number;
  mc: number;
  planets: Record<string, number>;
  houses: Record<string, number>;
}

const cases = BIRTHS.flatMap((birth) =>
  memberHouseSystems.flatMap((houseSystem) =>
    memberZodiacs.map((zodiac) => {
      const frame: ChartFrame = { houseSystem, zodiac };
      const settings = engineSettingsOf(frame);
      const [y, mo, d, h, mi] = birth.ut;
      return {
        id: `${birth.id} ${houseSystem} ${zodiac}`,
        birth,
        frame,
        jd: utcToJulianDay(y, mo, d, h, mi),
        settings: {
          houseSystem: settings.houseSystem as HouseSystemId,
          zodiac: settings.zodiac,
          ayanamsa: settings.ayanamsa as Ayanamsa | null,
        },
      };
    }),
  ),
);

const missing = swissephOracleMissing();
const required = process.env.REQUIRE_ALL_SUITES === '1';
if (missing && !required) console.warn(`[astro chart frames golden test] SKIPPED: ${missing}`);

describe.skipIf(missing !== null && !required)('chart frames a member can choose, against pyswisseph', () => {
  const charts = new Map<string, NatalChart>();
  const oracle = new Map<string, OracleChart>();
  beforeAll(() => {
    for (const c of cases) {
      charts.set(
        c.id,
        calculateNatalChart({ ut: c.jd, latitude: c.birth.latitude, longitude: c.birth.longitude, ...c.settings }),
      );
    }
    const out = runSwissephOracle<{ charts: OracleChart[] }>('chart_frames_oracle.py', {
      cases: cases.map((c) => ({
        id: c.id,
        jd: c.jd,
        latitude: c.birth.latitude,
        longitude: c.birth.longitude,
        hsys: ORACLE_LETTER[c.frame.houseSystem],
        sid_mode: c.settings.ayanamsa === null ? null : AYANAMSAS[c.settings.ayanamsa],
      })),
    });
    for (const o of out.charts) oracle.set(o.id, o);
  }, ORACLE_TIMEOUT);

  it('covers all seven house systems with the tropical and the three sidereal zodiacs', () => {
    expect(new Set(cases.map((c) => c.frame.houseSystem)).size).toBe(7);
    expect(new Set(cases.map((c) => c.settings.ayanamsa))).toEqual(new Set([null, 'LAHIRI', 'FAGAN_BRADLEY', 'RAMAN']));
    expect(oracle.size).toBe(cases.length);
  });

  it('agrees within 1" on every cusp, the Ascendant, the Midheaven and the ten planets', () => {
    const off: string[] = [];
    const check = (id: string, what: string, ours: number, theirs: number) => {
      const diff = Math.abs(wrap180(ours - theirs));
      if (!(diff <= ARCSECOND)) off.push(`${id} ${what}: ${ours} vs ${theirs} (${(diff * 3600).toFixed(3)}")`);
    };
    for (const c of cases) {
      const ours = charts.get(c.id)!;
      const theirs = oracle.get(c.id)!;
      for (const [i, cusp] of ours.cusps.entries()) check(c.id, `cusp ${i + 1}`, cusp, theirs.cusps[i]!);
      check(c.id, 'Ascendant', ours.points.Ascendant.longitude, theirs.asc);
      check(c.id, 'Midheaven', ours.points.Medium_Coeli.longitude, theirs.mc);
      for (const p of PLANETS) check(c.id, p, ours.points[p].longitude, theirs.planets[p]!);
    }
    expect(off).toEqual([]);
  });

  it('puts every planet in the same house', () => {
    const off: string[] = [];
    for (const c of cases) {
      const ours = charts.get(c.id)!;
      const theirs = oracle.get(c.id)!;
      for (const p of PLANETS) {
        // A planet within a hair of a cusp is on the line: either side is right.
        const nearCusp = ours.cusps.some((cusp) => Math.abs(wrap180(ours.points[p].longitude - cusp)) < 1e-9);
        if (!nearCusp && ours.points[p].house !== theirs.houses[p]) {
          off.push(`${c.id} ${p}: ${ours.points[p].house} vs ${theirs.houses[p]}`);
        }
      }
    }
    expect(off).toEqual([]);
  });

  it('casts a sidereal zodiac: the Sun moves back by the ayanamsa, Lahiri and Fagan/Bradley about 0.9° apart', () => {
    const sun = (zodiac: string) => charts.get(`london-1990 P ${zodiac}`)!.points.Sun.longitude;
    const tropical = sun('tropical');
    for (const z of ['sidereal-lahiri', 'sidereal-fagan-bradley', 'sidereal-raman']) {
      const shift = wrap180(tropical - sun(z));
      expect(shift).toBeGreaterThan(21);
      expect(shift).toBeLessThan(26);
    }
    expect(wrap180(sun('sidereal-lahiri') - sun('sidereal-fagan-bradley'))).toBeCloseTo(0.88, 1);
  });

  it('gives whole signs in Whole Sign houses, and 30° houses from the Ascendant in Equal houses', () => {
    for (const c of cases.filter((x) => x.frame.houseSystem === 'W')) {
      const chart = charts.get(c.id)!;
      expect(chart.cusps.every((cusp) => Math.abs(cusp % 30) < 1e-9 || Math.abs((cusp % 30) - 30) < 1e-9)).toBe(true);
      expect(chart.houseSystem.used).toBe('W');
    }
    for (const c of cases.filter((x) => x.frame.houseSystem === 'A')) {
      const chart = charts.get(c.id)!;
      expect(Math.abs(wrap180(chart.cusps[0]! - chart.points.Ascendant.longitude))).toBeLessThan(1e-9);
      expect(Math.abs(wrap180(chart.cusps[4]! - chart.cusps[3]! - 30))).toBeLessThan(1e-9);
    }
  });

  it('falls back to Porphyry in Placidus and Koch inside the polar circle, as pyswisseph does, and says so', () => {
    for (const system of ['P', 'K'] as const) {
      for (const zodiac of memberZodiacs) {
        const id = `tromso-1988 ${system} ${zodiac}`;
        const chart = charts.get(id)!;
        expect(oracle.get(id)!.used, id).toBe('O');
        expect(chart.houseSystem.used, id).toBe('O');
        expect(chart.houseSystem.requested, id).toBe(system);
        expect(chart.houseSystem.fallback?.used, id).toBe('O');
      }
    }
    // The systems that can be drawn there are kept.
    for (const system of ['W', 'A', 'O', 'R', 'C'] as const) {
      const chart = charts.get(`tromso-1988 ${system} tropical`)!;
      expect(chart.houseSystem.used, houseSystemNames[system]).toBe(system);
    }
  });
});
