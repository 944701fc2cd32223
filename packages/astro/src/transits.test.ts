import { describe, expect, it } from 'vitest';
import { BODY, calcBody, FLG_SWIEPH, initEphemeris } from './ephemeris.ts';
import { calculateNatalChart } from './natal.ts';
import { utcToJulianDay } from './time.ts';
import { calculateTransits, dailyTransits, transitColour, transitIntensity } from './transits.ts';
import { angularDistance, wrap180 } from './zodiac.ts';

// Born 1990-01-18 12:00 UT in London: natal Saturn at 17°40' Capricorn, natal Sun at 28°08' Capricorn.
const natal = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5074, longitude: -0.1278 });

/** Independent reference: Saturn's crossings of a longitude, by a plain 6-hour scan plus bisection. */
function saturnCrossings(target: number, fromJd: number, toJd: number): number[] {
  initEphemeris();
  const off = (t: number) => wrap180(calcBody(t, BODY.Saturn, FLG_SWIEPH).longitude - target);
  const hits: number[] = [];
  for (let t = fromJd; t < toJd; t += 0.25) {
    if (Math.sign(off(t)) !== Math.sign(off(t + 0.25))) {
      let a = t;
      let b = t + 0.25;
      for (let i = 0; i < 40; i++) {
        const m = (a + b) / 2;
        if (Math.sign(off(m)) === Math.sign(off(a))) a = m;
        else b = m;
      }
      hits.push((a + b) / 2);
    }
  }
  return hits;
}

describe('transits', () => {
  it('finds the Saturn return with its real start, exact and end dates', () => {
    const { aspects } = calculateTransits(natal, '2019-06-01T00:00:00Z');
    const ret = aspects.find((a) => a.p1 === 'Saturn' && a.p2 === 'Saturn' && a.aspect === 'conjunction');
    expect(ret).toBeDefined();
    // Saturn turned retrograde at 20° Capricorn (April 2019) and direct at 13° (September): three passes.
    const reference = saturnCrossings(
      natal.points.Saturn.longitude,
      utcToJulianDay(2017, 1, 1),
      utcToJulianDay(2022, 1, 1),
    );
    expect(reference).toHaveLength(3);
    expect(ret!.exactJd).toHaveLength(3);
    ret!.exactJd.forEach((jd, i) => {
      expect(Math.abs(jd - reference[i]!) * 86400).toBeLessThan(2); // seconds
      expect(
        angularDistance(calcBody(jd, BODY.Saturn, FLG_SWIEPH).longitude, natal.points.Saturn.longitude) * 3600,
      ).toBeLessThan(1);
    });
    expect(ret!.exact[0]).toMatch(/^2019-02-/);
    expect(ret!.exact[2]).toMatch(/^2019-(11|12)-/);
    // In orb from when Saturn came within 11° (Kerykeion's whole-degree rule with orb 10) to when it left.
    for (const edge of [ret!.startJd!, ret!.endJd!]) {
      const sep = angularDistance(calcBody(edge, BODY.Saturn, FLG_SWIEPH).longitude, natal.points.Saturn.longitude);
      expect(sep).toBeCloseTo(11, 3);
    }
    expect(ret!.startJd!).toBeLessThan(ret!.exactJd[0]!);
    expect(ret!.endJd!).toBeGreaterThan(ret!.exactJd[2]!);
  });

  it('gives several exact hits on a retrograde loop and one on a direct pass', () => {
    const { aspects } = calculateTransits(natal, '2020-06-01T00:00:00Z');
    const sun = aspects.find((a) => a.p1 === 'Saturn' && a.p2 === 'Sun' && a.aspect === 'conjunction')!;
    const reference = saturnCrossings(
      natal.points.Sun.longitude,
      utcToJulianDay(2019, 1, 1),
      utcToJulianDay(2022, 1, 1),
    );
    expect(sun.exactJd.length).toBe(reference.length);
    const moon = aspects.filter((a) => a.p1 === 'Moon');
    expect(moon.length).toBeGreaterThan(0);
    for (const m of moon) {
      expect(m.exactJd.length).toBeLessThanOrEqual(1);
      expect(m.endJd! - m.startJd!).toBeLessThan(2); // the Moon is through an orb within two days
    }
  });

  it('marks exactness, intensity and colour per the spec', () => {
    const { aspects } = calculateTransits(natal, '2020-06-01T00:00:00Z');
    for (const a of aspects) {
      expect(a.isExact).toBe(Math.abs(a.orbit) < 1);
      expect(a.intensity).toBe(transitIntensity(a.aspect, a.orbit));
      expect(a.colour).toBe(transitColour(a.intensity));
    }
    expect(transitIntensity('conjunction', 0.5)).toBe(10);
    expect(transitIntensity('opposition', 1.5)).toBe(9);
    expect(transitIntensity('square', 3)).toBe(7);
    expect(transitIntensity('square', -5.5)).toBe(5);
    expect(transitIntensity('trine', 0.2)).toBe(8);
    expect(transitIntensity('sextile', 6)).toBe(4);
    expect(transitIntensity('quintile', 0.9)).toBe(7);
    expect(transitIntensity('quincunx', 7)).toBe(3);
    expect(transitColour(8)).toBe('red');
    expect(transitColour(7)).toBe('yellow');
    expect(transitColour(6)).toBe('yellow');
    expect(transitColour(5)).toBe('green');
  });

  it('lists a day strongest first, flagging what is exact that day', () => {
    const list = dailyTransits(natal, '2020-06-01T00:00:00Z');
    expect(list.length).toBeGreaterThan(5);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.intensity).toBeGreaterThanOrEqual(list[i]!.intensity);
    const start = utcToJulianDay(2020, 6, 1);
    for (const t of list) expect(t.exactToday).toBe(t.exactJd.some((x) => x >= start && x < start + 1));
    expect(list.some((t) => t.exactToday)).toBe(true);
  });
});
