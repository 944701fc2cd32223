// Secondary progressions: the sky one day after birth stands for the first year of life, two days for the second,
// and so on ("a day for a year"). A progressed planet is the real planet at that symbolic moment, read in the natal
// chart's own zodiac and against its houses. Pure over the ephemeris.

import { type LunationType, moonPhaseAt } from './birth-moon-phase.ts';
import type { PlanetName, SignCode, SignName } from './constants.ts';
import { BODY, calcBody } from './ephemeris.ts';
import { chartFlags, type NatalChart } from './natal.ts';
import { type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { houseLookup, norm360, signOf, wrap180 } from './zodiac.ts';

/** Mean tropical year in days: the span of life one ephemeris day stands for. */
export const PROGRESSION_YEAR_DAYS = 365.242199;

/** The bodies progressed by default: the ones that move enough in a lifetime to read. */
export const PROGRESSED_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const satisfies readonly PlanetName[];
export type ProgressedBody = (typeof PROGRESSED_BODIES)[number];

export interface ProgressedPoint {
  name: ProgressedBody;
  longitude: number;
  sign: SignCode;
  signName: SignName;
  /** Degrees within the sign, [0, 30). */
  position: number;
  /** The natal house it stands in, or null when the birth time is not known. */
  house: number | null;
  /** Moving backwards at the progressed moment (the ephemeris speed is below zero). */
  retrograde: boolean;
}

export interface SignChange {
  /** The real date the progressed point enters the sign (UT, ISO). */
  at: string;
  jd: number;
  sign: SignCode;
  signName: SignName;
}

export interface Progressions {
  /** The date the progression is read for (UT, ISO). */
  for: string;
  /** Years of life at that date. */
  age: number;
  /** The ephemeris moment standing for that date: birth plus `age` days (UT, ISO). */
  progressedUtc: string;
  points: Record<ProgressedBody, ProgressedPoint>;
  /** When the progressed Moon next enters a sign, after `for`. */
  moonNextSign: SignChange;
  /** The progressed Moon's angle ahead of the progressed Sun, and Rudhyar's lunation type for it. */
  lunation: { elongation: number; type: LunationType; waxing: boolean };
}

/** The ephemeris Julian day standing for a real one: birth plus one day per year lived. */
export function progressedJulianDay(natal: NatalChart, at: Instant): number {
  return natal.julianDay + (toJulianDay(at) - natal.julianDay) / PROGRESSION_YEAR_DAYS;
}

/** The real Julian day a progressed (ephemeris) one stands for. */
const realJulianDay = (natal: NatalChart, progressedJd: number) =>
  natal.julianDay + (progressedJd - natal.julianDay) * PROGRESSION_YEAR_DAYS;

/** A body's longitude and speed at an ephemeris moment, in the natal chart's own zodiac and perspective. */
function bodyAt(natal: NatalChart, body: ProgressedBody, jd: number): { longitude: number; speed: number } {
  const p = calcBody(jd, BODY[body], chartFlags(natal));
  return { longitude: norm360(p.longitude), speed: p.speed };
}

/**
 * The progressed Moon's next sign entry after the progressed moment `fromJd`: the Moon never stations, so its edge is
 * crossed within three ephemeris days (about three years of life) and found by bisection to a second.
 */
function moonNextSignEntry(natal: NatalChart, fromJd: number): SignChange {
  const start = bodyAt(natal, 'Moon', fromJd).longitude;
  const edge = (Math.floor(start / 30) + 1) * 30;
  const past = (jd: number) => wrap180(bodyAt(natal, 'Moon', jd).longitude - edge) >= 0;
  let lo = fromJd;
  let hi = fromJd + 0.25;
  while (!past(hi)) {
    lo = hi;
    hi += 0.25;
  }
  // Bisection in ephemeris days; a second of ephemeris time is about six minutes of life.
  while (hi - lo > 1 / 86400 / 10) {
    const mid = (lo + hi) / 2;
    if (past(mid)) hi = mid;
    else lo = mid;
  }
  const jd = realJulianDay(natal, hi);
  const sign = signOf(norm360(edge + 0.5));
  return { at: julianDayToIso(jd), jd, sign: sign.code, signName: sign.name };
}

/**
 * The secondary progressions for a date: Sun, Moon, Mercury, Venus and Mars as they stood `age` days after birth,
 * with their natal houses (none without a birth time), the progressed Moon's next sign entry as a real date, and the
 * progressed lunation (the Moon's angle from the Sun, in Rudhyar's eight types).
 */
export function secondaryProgressions(natal: NatalChart, at: Instant): Progressions {
  const realJd = toJulianDay(at);
  const jd = progressedJulianDay(natal, realJd);
  const house = houseLookup(natal.cusps);
  const points = {} as Record<ProgressedBody, ProgressedPoint>;
  for (const name of PROGRESSED_BODIES) {
    const { longitude, speed } = bodyAt(natal, name, jd);
    const sign = signOf(longitude);
    points[name] = {
      name,
      longitude,
      sign: sign.code,
      signName: sign.name,
      position: longitude - sign.num * 30,
      house: natal.timeUnknown ? null : house(longitude),
      retrograde: speed < 0,
    };
  }
  const elongation = norm360(points.Moon.longitude - points.Sun.longitude);
  const phase = moonPhaseAt(elongation, 0);
  return {
    for: julianDayToIso(realJd),
    age: (realJd - natal.julianDay) / PROGRESSION_YEAR_DAYS,
    progressedUtc: julianDayToIso(jd),
    points,
    moonNextSign: moonNextSignEntry(natal, jd),
    lunation: { elongation, type: phase.lunationType, waxing: phase.waxing },
  };
}
