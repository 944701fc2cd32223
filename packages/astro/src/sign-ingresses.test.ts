import { describe, expect, it } from 'vitest';
import { BODY, calcBody, initEphemeris } from './ephemeris.ts';
import { signIngresses } from './sign-ingresses.ts';
import { toJulianDay } from './time.ts';
import { norm360, signOf } from './zodiac.ts';

const MINUTE = 1 / 1440;

describe('signIngresses', () => {
  const found = signIngresses('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');

  it('finds the March equinox: the Sun enters Aries on 20 March 2026 at 14:46 UT', () => {
    const aries = found.filter((i) => i.body === 'Sun' && i.sign === 'Aries');
    expect(aries).toHaveLength(1);
    expect(aries[0]!.from).toBe('Pisces');
    // The published equinox time, to the minute.
    expect(Math.abs(aries[0]!.jd - toJulianDay('2026-03-20T14:46:00Z'))).toBeLessThan(1.5 * MINUTE);
  });

  it('gives the Sun twelve sign changes in a year, in zodiac order', () => {
    const sun = found.filter((i) => i.body === 'Sun').map((i) => i.sign);
    expect(sun).toEqual([
      'Aquarius',
      'Pisces',
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
    ]);
  });

  it('puts each body in the sign it left a minute before and in the new sign a minute after', () => {
    initEphemeris();
    const signAt = (body: (typeof found)[number]['body'], jd: number) =>
      signOf(norm360(calcBody(jd, BODY[body], 0).longitude)).name;
    expect(found.length).toBeGreaterThan(40);
    for (const i of found) {
      expect(signAt(i.body, i.jd - MINUTE)).toBe(i.from);
      expect(signAt(i.body, i.jd + MINUTE)).toBe(i.sign);
    }
  });

  it('marks a retrograde planet slipping back into the sign before', () => {
    const back = found.filter((i) => i.retrograde);
    expect(back.length).toBeGreaterThan(0);
    for (const i of back) expect(calcBody(i.jd, BODY[i.body], 0).speed).toBeLessThan(0);
    for (const i of found.filter((x) => !x.retrograde))
      expect(calcBody(i.jd, BODY[i.body], 0).speed).toBeGreaterThan(0);
  });

  it('keeps to the window and its order', () => {
    const a = toJulianDay('2026-01-01T00:00:00Z');
    const b = toJulianDay('2027-01-01T00:00:00Z');
    for (const i of found) expect(i.jd >= a && i.jd < b).toBe(true);
    expect(found.map((i) => i.jd)).toEqual([...found.map((i) => i.jd)].sort((x, y) => x - y));
  });
});
