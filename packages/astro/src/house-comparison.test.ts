import { describe, expect, it } from 'vitest';
import { FLG_SIDEREAL, initEphemeris, swe } from './ephemeris.ts';
import { COMPARED_POINTS, compareHouseSystems, equalHouseCusps, wholeSignCusps } from './house-comparison.ts';
import { type ChartInput, calculateNatalChart } from './natal.ts';
import { seededRandom } from './testing/seeded-random.ts';
import { angularDistance, houseOf } from './zodiac.ts';

describe('compareHouseSystems', () => {
  it("builds whole-sign and equal cusps as Swiss Ephemeris' own W and A systems do, and houses from them", () => {
    initEphemeris();
    const rnd = seededRandom(2913);
    for (let i = 0; i < 60; i++) {
      const input: ChartInput = {
        ut: 2415020 + rnd() * 365.25 * 150,
        latitude: Math.round((rnd() * 2 - 1) * 60 * 1e4) / 1e4,
        longitude: Math.round((rnd() * 360 - 180) * 1e4) / 1e4,
        ...(i % 3 === 2 ? { zodiac: 'Sidereal' as const, ayanamsa: 'LAHIRI' as const } : {}),
        houseSystem: i % 2 ? 'P' : 'K',
      };
      const chart = calculateNatalChart(input);
      const flags = input.zodiac === 'Sidereal' ? FLG_SIDEREAL : 0;
      const c = compareHouseSystems(chart);
      for (const [ours, system] of [
        [c.wholeSign, 'W'],
        [c.equal, 'A'],
      ] as const) {
        const reference = swe.houses_ex2(chart.julianDay, flags, input.latitude, input.longitude, system).data.houses;
        for (const [k, cusp] of reference.entries()) expect(angularDistance(cusp, ours.cusps[k]!)).toBeLessThan(1e-9);
        // The same chart cast directly in that system puts every point in the same house.
        const direct = calculateNatalChart({ ...input, houseSystem: system });
        for (const name of COMPARED_POINTS) {
          expect(ours.houses[name], `${system} ${name}`).toBe(houseOf(chart.points[name].longitude, reference));
          expect(ours.houses[name]).toBe(direct.points[name].house);
        }
        const moved = COMPARED_POINTS.filter((n) => chart.points[n].house !== ours.houses[n]);
        expect(ours.moves.map((m) => m.point)).toEqual(moved);
        expect(ours.changes).toBe(moved.length > 0);
        for (const m of ours.moves) expect(m.from).toBe(chart.points[m.point].house);
      }
    }
  });

  it('names the moves of a known chart (London, 18 January 1990, Placidus)', () => {
    const chart = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5074, longitude: -0.1278 });
    const c = compareHouseSystems(chart);
    expect(c.base).toEqual({ system: 'P', name: 'Placidus' });
    // Taurus rises at 25°: Placidus' 10th house opens in Capricorn, so the Capricorn Sun falls back to the 9th.
    expect(chart.points.Ascendant.sign).toBe('Tau');
    expect(c.wholeSign.moves).toContainEqual({ point: 'Sun', from: 10, to: 9 });
    expect(c.wholeSign.moves).toContainEqual({ point: 'Medium_Coeli', from: 10, to: 9 });
    expect(c.equal.changes).toBe(true);
  });

  it('puts points on either side of a sign edge in different whole-sign houses but the same equal house', () => {
    expect(wholeSignCusps(29.5)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
    expect(equalHouseCusps(350).slice(0, 3)).toEqual([350, 20, 50]);
    expect(houseOf(35, wholeSignCusps(29.5))).toBe(2);
    expect(houseOf(35, equalHouseCusps(29.5))).toBe(1);
  });

  it('says what the base system really was after a polar fallback', () => {
    const chart = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 70.5, longitude: 19 });
    expect(compareHouseSystems(chart).base).toEqual({ system: 'O', name: 'Porphyry' });
    const whole = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5, longitude: 0, houseSystem: 'W' });
    expect(compareHouseSystems(whole).wholeSign.changes).toBe(false);
  });
});
