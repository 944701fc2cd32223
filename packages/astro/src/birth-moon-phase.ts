// The Moon phase someone was born under: the Sun–Moon elongation and the names a reply can give it.

import type { LunarPhaseName } from '@stellara/contract/vocabulary';
import { BODY, calcBody, FLG_SWIEPH } from './ephemeris.ts';
import { lunarPhase, phaseOfElongation } from './moon-phase.ts';
import type { NatalChart } from './natal.ts';

/** Rudhyar's eight lunation types, 45° each from the New Moon: the names astrologers give a birth phase. */
export type LunationType =
  | 'New'
  | 'Crescent'
  | 'First Quarter'
  | 'Gibbous'
  | 'Full'
  | 'Disseminating'
  | 'Last Quarter'
  | 'Balsamic';

const LUNATION_TYPES: readonly LunationType[] = [
  'New',
  'Crescent',
  'First Quarter',
  'Gibbous',
  'Full',
  'Disseminating',
  'Last Quarter',
  'Balsamic',
];

/** Mean synodic month, days: turns the elongation into "days after the New Moon" for a reply. */
export const SYNODIC_MONTH_DAYS = 29.530589;

export interface BirthMoonPhase {
  /** The direct answer: the phase as a calendar names it (octants centred on New, First Quarter, Full, Last Quarter). */
  phase: LunarPhaseName;
  /** Moon longitude minus Sun longitude, counter-clockwise, [0, 360): 0 New, 90 First Quarter, 180 Full. */
  elongation: number;
  /** The Moon was growing (elongation below 180°). */
  waxing: boolean;
  /** Rudhyar's lunation type (the astrological "born under a Balsamic Moon" reading). */
  lunationType: LunationType;
  /** Illuminated fraction of the disc at birth, 0..1. */
  illumination: number;
  /** Mean days since the last New Moon (elongation / 360 × synodic month); an estimate, not an event time. */
  daysAfterNewMoon: number;
}

/**
 * The birth Moon phase. The elongation is the same in the tropical and sidereal zodiacs (both longitudes shift by
 * the ayanamsa), so the chart's own lunarPhase angle is used; a heliocentric chart has no Sun position to measure
 * from, so its geocentric Sun and Moon are taken from the ephemeris instead.
 */
export function birthMoonPhase(chart: NatalChart): BirthMoonPhase {
  let elongation = chart.lunarPhase.angle;
  let illumination = chart.lunarPhase.illumination;
  if (chart.perspective === 'Heliocentric') {
    const sun = calcBody(chart.julianDay, BODY.Sun, FLG_SWIEPH);
    const moon = calcBody(chart.julianDay, BODY.Moon, FLG_SWIEPH);
    const geocentric = lunarPhase({
      moonLongitude: moon.longitude,
      moonLatitude: moon.latitude,
      moonDistance: moon.distance,
      sunLongitude: sun.longitude,
      sunDistance: sun.distance,
    });
    elongation = geocentric.angle;
    illumination = geocentric.illumination;
  }
  return moonPhaseAt(elongation, illumination);
}

/** The phase, lunation type and age of a Moon at this elongation from the Sun (degrees, any range). */
export function moonPhaseAt(elongation: number, illumination: number): BirthMoonPhase {
  const angle = ((elongation % 360) + 360) % 360;
  return {
    phase: phaseOfElongation(angle),
    elongation: angle,
    waxing: angle < 180,
    lunationType: LUNATION_TYPES[Math.floor(angle / 45) % 8]!,
    illumination,
    daysAfterNewMoon: (angle / 360) * SYNODIC_MONTH_DAYS,
  };
}
