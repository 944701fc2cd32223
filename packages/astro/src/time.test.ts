import { describe, expect, it } from 'vitest';
import { seededRandom } from './testing/seeded-random.ts';
import { FIRST_JD, julianDayToIso, LAST_JD, toJulianDay, utcToJulianDay } from './time.ts';

describe('time', () => {
  it('formats Julian days as ISO UTC exactly as Date does, across the whole ephemeris range', () => {
    const rnd = seededRandom(3);
    for (let i = 0; i < 20_000; i++) {
      const jd = FIRST_JD + rnd() * (LAST_JD - FIRST_JD);
      const viaDate = `${new Date(Math.round((jd - 2440587.5) * 86_400) * 1000).toISOString().slice(0, 19)}+00:00`;
      expect(julianDayToIso(jd)).toBe(viaDate);
    }
    expect(julianDayToIso(2451545)).toBe('2000-01-01T12:00:00+00:00');
    expect(julianDayToIso(utcToJulianDay(1900, 2, 28, 23, 59, 59))).toBe('1900-02-28T23:59:59+00:00');
    expect(julianDayToIso(utcToJulianDay(2000, 2, 29))).toBe('2000-02-29T00:00:00+00:00');
    // Out-of-range fields carry over; the years 0-99 are themselves, not 1900-1999.
    expect(julianDayToIso(utcToJulianDay(2021, 3, 14, 2, 30, 18_000))).toBe('2021-03-14T07:30:00+00:00');
    expect(utcToJulianDay(50, 1, 1)).toBe(1_739_322.5);
  });

  it('reads Julian days, ISO instants with an offset, and Dates', () => {
    expect(toJulianDay('2000-01-01T12:00:00Z')).toBe(2451545);
    expect(toJulianDay('2000-01-01T13:00:00+01:00')).toBe(2451545);
    expect(toJulianDay(new Date(Date.UTC(2000, 0, 1, 12)))).toBe(2451545);
    expect(() => toJulianDay('2000-01-01T12:00:00')).toThrow(/offset/);
    expect(() => toJulianDay(Number.NaN)).toThrow();
  });
});
