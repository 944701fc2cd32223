// Progressed angles: the Midheaven moved by the solar arc (the progressed Sun's distance from the natal Sun), and the
// Ascendant that rises with that Midheaven at the birth latitude. This is the common default of astrology software
// ("solar arc in longitude" for the MC): the real sidereal time of the progressed day would turn the angles a full
// circle in one symbolic day, which no one reads. Worked in the tropical zodiac and given back in the chart's own.
// Needs a birth time. Pure over the ephemeris.
import { BODY, calcBody, FLG_SPEED, FLG_SWIEPH, swe, trueObliquity } from './ephemeris.ts';
import type { NatalChart } from './natal.ts';
import { progressedJulianDay } from './progressions.ts';
import type { Instant } from './time.ts';
import { houseOf, norm360 } from './zodiac.ts';

export interface ProgressedAngle {
  longitude: number;
  /** The natal house the progressed angle stands in. */
  house: number;
}

export interface ProgressedAngles {
  /** The solar arc, degrees: progressed Sun minus natal Sun. */
  arc: number;
  midheaven: ProgressedAngle;
  ascendant: ProgressedAngle;
}

const tropicalSun = (jd: number) => calcBody(jd, BODY.Sun, FLG_SWIEPH | FLG_SPEED).longitude;

/** The progressed Midheaven and Ascendant for the date, or null without a birth time. */
export function progressedAngles(natal: NatalChart, at: Instant): ProgressedAngles | null {
  if (natal.timeUnknown) return null;
  const progressedJd = progressedJulianDay(natal, at);
  const arc = norm360(tropicalSun(progressedJd) - tropicalSun(natal.julianDay));
  const natalHouses = swe.houses_ex2(natal.julianDay, 0, natal.latitude, natal.longitude, 'P').data.points;
  // The chart's zodiac may be sidereal: the same offset takes a tropical angle into it.
  const offset = norm360(natalHouses[1]! - natal.points.Medium_Coeli.longitude);
  const mcTropical = norm360(natalHouses[1]! + arc);
  const eps = trueObliquity(progressedJd);
  // The right ascension of the progressed MC is the sidereal time at which it culminates; the Ascendant follows.
  const armc = swe.cotrans([mcTropical, 0, 1], -eps)[0]!;
  const ascTropical = swe.houses_armc(armc, natal.latitude, eps, 'P').data.points[0]!;
  const inChart = (tropical: number): ProgressedAngle => {
    const longitude = norm360(tropical - offset);
    return { longitude, house: houseOf(longitude, natal.cusps) };
  };
  return { arc, midheaven: inChart(mcTropical), ascendant: inChart(ascTropical) };
}
