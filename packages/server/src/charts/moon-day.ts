// The Moon over a birth day, in the birth's local time: with no birth time, which sign or two signs the Moon was
// in that day, and the local time it crossed. Pure (the zone data is bundled).
import { AYANAMSAS, type Ayanamsa, julianDayToDate, moonDay, utcToJulianDay } from '@stellara/astro';
import type { BirthData, SignName } from '@stellara/contract';
import { wallClockToUtc, zoneOffsetAt } from '../places/index.ts';

/** The Moon over a birth day as a reading tells it: its sign or two signs, and the local time it crossed. */
export interface MoonDayText {
  startSign: SignName;
  endSign: SignName;
  /** Local wall-clock time of the crossing ("14:20"), null when it stayed in one sign. */
  changeAt: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Julian day (UT) of a local wall-clock time of the date, or null when the zone cannot read it. */
function localJd(date: string, hour: number, minute: number, second: number, zone: string): number | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const r = wallClockToUtc({ year, month, day, hour, minute, second }, zone);
  // A day boundary in a clock change reads with the offset in force before it: the day still starts and ends.
  if (r.status === 'unconverted') return null;
  return utcToJulianDay(year, month, day, hour, minute, second - r.offsetSeconds);
}

/**
 * The Moon's sign at 00:00:00 and 23:59:59 local time of the birth date and, when they differ, the local time
 * ("14:20") it changed sign. Null when the zone is unknown or the date lies outside the ephemeris. `ayanamsa` is the
 * chart's (the engine's name, null for tropical): the signs are read in the zodiac the member's chart is cast in.
 */
export function birthMoonDay(
  birth: Pick<BirthData, 'birthDate' | 'timezone'>,
  ayanamsa: string | null = null,
): MoonDayText | null {
  const start = localJd(birth.birthDate, 0, 0, 0, birth.timezone);
  const end = localJd(birth.birthDate, 23, 59, 59, birth.timezone);
  if (start === null || end === null || end <= start) return null;
  try {
    const sidereal = ayanamsa !== null && ayanamsa in AYANAMSAS ? (ayanamsa as Ayanamsa) : null;
    const day = moonDay(start, end, sidereal);
    if (day.change === null) return { startSign: day.startSign, endSign: day.endSign, changeAt: null };
    const at = julianDayToDate(day.change);
    const offset = zoneOffsetAt(birth.timezone, at.getTime())?.offsetSeconds ?? 0;
    const local = new Date(at.getTime() + offset * 1000);
    return {
      startSign: day.startSign,
      endSign: day.endSign,
      changeAt: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    };
  } catch {
    return null;
  }
}
