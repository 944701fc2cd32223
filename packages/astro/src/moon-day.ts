// The Moon's signs over a birth day: with no birth time, the Moon (about 13° a day) may have changed sign that day,
// and a reading can only say which one or two signs it was in, and when it crossed.
import { AYANAMSAS, type Ayanamsa, type SignName } from './constants.ts';
import { BODY, calcRaw, FLG_SIDEREAL, FLG_SWIEPH, initEphemeris, swe } from './ephemeris.ts';
import { solve } from './roots.ts';
import { assertInEphemerisRange } from './time.ts';
import { signOf, wrap180 } from './zodiac.ts';

/** One second as a fraction of a day: the crossing is found to this. */
const SECOND = 1 / 86_400;

export interface MoonDay {
  /** The Moon's sign at the first instant of the day. */
  startSign: SignName;
  /** Its sign at the last instant (the same as startSign when it stayed in one sign). */
  endSign: SignName;
  /** The instant (Julian day, UT) it crossed into endSign; null when it stayed in one sign all day. */
  change: number | null;
}

/**
 * The Moon's sign at `startUt` and `endUt` (Julian days, UT: a local day's 00:00:00 and 23:59:59) and, when they
 * differ, the instant it crossed the sign edge between them. The Moon never goes retrograde and never covers 30° in
 * a day, so a day holds at most one crossing. Tropical zodiac, or sidereal with `ayanamsa` (the chart's own zodiac,
 * so the signs named match the chart's).
 */
export function moonDay(startUt: number, endUt: number, ayanamsa: Ayanamsa | null = null): MoonDay {
  if (!(endUt > startUt) || endUt - startUt > 1.5) throw new RangeError('moonDay needs a span of one day at most');
  assertInEphemerisRange(startUt);
  assertInEphemerisRange(endUt);
  initEphemeris();
  let flags = FLG_SWIEPH;
  if (ayanamsa !== null) {
    swe.set_sid_mode(AYANAMSAS[ayanamsa], 0, 0);
    flags |= FLG_SIDEREAL;
  }
  const moonLongitude = (jd: number): number => calcRaw(jd, BODY.Moon, flags)[0]!;
  const from = moonLongitude(startUt);
  const to = moonLongitude(endUt);
  const start = signOf(from);
  const end = signOf(to);
  if (start.num === end.num) return { startSign: start.name, endSign: end.name, change: null };
  // The edge it crossed: the end sign's first degree.
  const edge = end.num * 30;
  const f = (jd: number) => wrap180(moonLongitude(jd) - edge);
  const change = solve(f, startUt, f(startUt), endUt, f(endUt), SECOND / 2);
  return { startSign: start.name, endSign: end.name, change };
}
