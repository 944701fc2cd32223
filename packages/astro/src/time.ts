// UT instants. The engine works in Julian days (UT); local wall-clock time is converted by the caller
// (packages/server places/time `localToUtc`). UTC is used as UT, as Kerykeion does (they differ by < 1 s).
import { EPHEMERIS_FIRST_YEAR, EPHEMERIS_LAST_YEAR } from './constants.ts';

const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** A UT instant: a Julian day (UT) number, an ISO-8601 string with an offset or Z, or a Date. */
export type Instant = number | string | Date;

export class InstantError extends Error {
  override name = 'InstantError';
}

export function toJulianDay(instant: Instant): number {
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant)) throw new InstantError('Julian day must be a finite number');
    return instant;
  }
  if (typeof instant === 'string' && !/(Z|[+-]\d\d:?\d\d)$/i.test(instant.trim())) {
    throw new InstantError(`ISO instant "${instant}" needs a UTC offset or Z: the engine takes UT only`);
  }
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(ms)) throw new InstantError(`not a valid instant: ${String(instant)}`);
  return ms / MS_PER_DAY + UNIX_EPOCH_JD;
}

export function julianDayToDate(jd: number): Date {
  return new Date(Math.round((jd - UNIX_EPOCH_JD) * MS_PER_DAY));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** ISO UTC string, second precision ("1990-06-15T12:30:00+00:00", the Kerykeion style). Plain arithmetic
 * (civil date from day number) rather than Date: every chart formats one. */
export function julianDayToIso(jd: number): string {
  const secs = Math.round((jd - UNIX_EPOCH_JD) * 86_400);
  const days = Math.floor(secs / 86_400);
  const s = secs - days * 86_400;
  // Howard Hinnant's civil_from_days.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}T${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}+00:00`;
}

/** Julian day of a UTC calendar instant. Fields out of range carry over (second -3600 is an hour earlier). */
export function utcToJulianDay(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  if (year >= 0 && year < 100) {
    // Date.UTC reads the years 0-99 as 1900-1999.
    const d = new Date(0);
    d.setUTCFullYear(year, month - 1, day);
    return d.setUTCHours(hour, minute, second, 0) / MS_PER_DAY + UNIX_EPOCH_JD;
  }
  return Date.UTC(year, month - 1, day, hour, minute, second) / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** The range the bundled ephemeris files cover: 1800-01-01T06:00Z (the files start at 05:45 UT once
 * Delta T and light-time are allowed for) to 2399-12-31T24:00Z. */
export const FIRST_JD = utcToJulianDay(EPHEMERIS_FIRST_YEAR, 1, 1, 6);
export const LAST_JD = utcToJulianDay(EPHEMERIS_LAST_YEAR + 1, 1, 1);

export function assertInEphemerisRange(jd: number): void {
  if (jd < FIRST_JD || jd >= LAST_JD) {
    throw new InstantError(
      `${julianDayToIso(jd)} is outside the ephemeris range (${EPHEMERIS_FIRST_YEAR}-${EPHEMERIS_LAST_YEAR}: ` +
        `${julianDayToIso(FIRST_JD)} to ${julianDayToIso(LAST_JD)})`,
    );
  }
}
