import { civilFromDays, daysFromCivil, type LocalType } from './posix.ts';
import { canonicalZoneName, getZone, tzdataVersion } from './tzdata.ts';

/** A wall-clock date and time: date "YYYY-MM-DD", time "HH:MM" or "HH:MM:SS" (24-hour). */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** One way to read a local time: the offset, what it was called, and the UT instant it gives. */
export interface UtcReading {
  utcDate: string;
  utcTime: string;
  /** "+05:45", "-01:00", or with seconds for local mean time ("+00:19:32"). */
  offset: string;
  offsetSeconds: number;
  abbreviation: string;
  dst: boolean;
}

export type ConversionStatus = 'ok' | 'nonexistent' | 'ambiguous';

export interface UtcConversion extends UtcReading {
  status: ConversionStatus;
  /** The zone as the data knows it (e.g. "Europe/Kyiv" for "europe/kyiv", "UTC+5" for a fixed offset). */
  timezone: string;
  /**
   * For "ambiguous" (a repeated hour): every reading that exists, earliest instant first. For
   * "nonexistent" (a skipped hour): the offsets in force just before and just after the gap, applied
   * to the given local time. The top-level reading is the first option, the one in force before the
   * change (what Python's zoneinfo gives with fold=0); callers should let the person choose.
   */
  options?: UtcReading[];
}

/** The spec's failure path: the local date and time come back unchanged, and the result says why. */
export interface UnconvertedTime {
  status: 'unconverted';
  utcDate: string;
  utcTime: string;
  reason: string;
}

export type LocalToUtcResult = UtcConversion | UnconvertedTime;

/** Abbreviations the spec accepts as fixed offsets (hours east of Greenwich). */
export const ABBREVIATION_OFFSETS: Readonly<Record<string, number>> = {
  PST: -8,
  PDT: -7,
  MST: -7,
  MDT: -6,
  CST: -6,
  CDT: -5,
  EST: -5,
  EDT: -4,
  GMT: 0,
  UTC: 0,
};

const DATE = /^(-?\d{4,})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const FIXED = /^(?:UTC|GMT)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/** Why a local date is not a calendar date, or null when it is one. */
export function dateProblem(date: string): string | null {
  const m = DATE.exec(date);
  if (!m) return 'must be a date as YYYY-MM-DD';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return 'has no such month';
  const { m: m2, d: d2 } = civilFromDays(daysFromCivil(y, mo, d));
  if (m2 !== mo || d2 !== d) return 'is not a date that exists';
  return null;
}

/** Why a local time is not a clock time, or null when it is one. */
export function timeProblem(time: string): string | null {
  const m = TIME.exec(time);
  if (!m) return 'must be a time as HH:MM or HH:MM:SS (24-hour)';
  if (Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return 'is not a time that exists';
  return null;
}

interface ResolvedZone {
  name: string;
  /** Types that may be in force around instant t, and the one in force at t. */
  fixed?: LocalType;
}

/**
 * What a time-zone field may hold: an IANA name (any case), "UTC+5" / "GMT-03:30" style labels (the
 * spec's fallback), or an abbreviation from the spec's table (PST, EDT, ...). Undefined otherwise.
 */
export function resolveZone(zone: string): ResolvedZone | undefined {
  const trimmed = zone.trim();
  const iana = canonicalZoneName(trimmed);
  if (iana) return { name: iana };
  const m = FIXED.exec(trimmed);
  if (m) {
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? 0);
    if (hours > 14 || minutes > 59) return undefined;
    const utoff = (m[1] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60) || 0;
    const label = utoff === 0 ? 'UTC' : `UTC${m[1] === '-' ? '-' : '+'}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
    return { name: label, fixed: { utoff, isdst: false, abbr: label } };
  }
  const abbr = trimmed.toUpperCase();
  const hours = ABBREVIATION_OFFSETS[abbr];
  if (hours !== undefined) {
    return { name: abbr, fixed: { utoff: hours * 3600, isdst: abbr.endsWith('DT'), abbr } };
  }
  return undefined;
}

/** True when localToUtc understands the zone field. */
export function isKnownZone(zone: string): boolean {
  return resolveZone(zone) !== undefined;
}

/** "+05:45", "-01:00", "+00:19:32". */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  const ss = abs % 60;
  return `${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatInstant(t: number): { utcDate: string; utcTime: string } {
  const days = Math.floor(t / 86_400);
  const secs = t - days * 86_400;
  const { y, m, d } = civilFromDays(days);
  const year = y < 0 ? `-${pad(-y, 4)}` : pad(y, 4);
  return {
    utcDate: `${year}-${pad(m)}-${pad(d)}`,
    utcTime: `${pad(Math.floor(secs / 3600))}:${pad(Math.floor((secs % 3600) / 60))}:${pad(secs % 60)}`,
  };
}

function reading(wall: number, type: LocalType): UtcReading {
  return {
    ...formatInstant(wall - type.utoff),
    offset: formatOffset(type.utoff),
    offsetSeconds: type.utoff,
    abbreviation: type.abbr,
    dst: type.isdst,
  };
}

/** Seconds since 1970-01-01T00:00 of a wall-clock reading, as if it were UT. Inputs must be valid. */
function wallSeconds(local: LocalDateTime): number {
  const [, y, mo, d] = DATE.exec(local.date)!.map(Number) as [number, number, number, number];
  const [, hh, mi, ss] = TIME.exec(local.time)!.map((v) => Number(v ?? 0)) as [number, number, number, number];
  return daysFromCivil(y, mo, d) * 86_400 + hh * 3600 + mi * 60 + ss;
}

const WINDOW = 3 * 86_400;

/**
 * Converts a local wall-clock time in a zone to Universal Time with the full historical record
 * (tz data bundled, see tzdataVersion). Never shifts a time silently: a time skipped by a clock
 * change is "nonexistent", a repeated one "ambiguous", both with their possible readings in
 * `options`. A date, time or zone it cannot read gives `status: 'unconverted'` with the local date
 * and time unchanged (the spec's failure rule); validate input first if that should be an error.
 */
export function localToUtc(local: LocalDateTime, zone: string): LocalToUtcResult {
  const problem =
    (dateProblem(local.date) && `date ${dateProblem(local.date)}`) ||
    (timeProblem(local.time) && `time ${timeProblem(local.time)}`);
  if (problem) return { status: 'unconverted', utcDate: local.date, utcTime: local.time, reason: problem };
  return convert(wallSeconds(local), local, zone);
}

/** A wall-clock reading as numbers (month 1-12, 24-hour time). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** localToUtc for a wall-clock reading already held as numbers (no text round trip). */
export function wallClockToUtc(w: WallClock, zone: string): LocalToUtcResult {
  const local = {
    date: `${w.year < 0 ? `-${pad(-w.year, 4)}` : pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`,
  };
  const days = daysFromCivil(w.year, w.month, w.day);
  const { m, d } = civilFromDays(days);
  const valid =
    [w.year, w.month, w.day, w.hour, w.minute, w.second].every(Number.isInteger) &&
    m === w.month &&
    d === w.day &&
    w.hour >= 0 &&
    w.hour <= 23 &&
    w.minute >= 0 &&
    w.minute <= 59 &&
    w.second >= 0 &&
    w.second <= 59;
  if (!valid) return { status: 'unconverted', ...localOf(local), reason: 'not a date and time that exist' };
  return convert(days * 86_400 + w.hour * 3600 + w.minute * 60 + w.second, local, zone);
}

const localOf = (local: LocalDateTime) => ({ utcDate: local.date, utcTime: local.time });

/** The conversion proper: `wall` is the wall-clock reading in seconds since 1970 as if it were UT. */
function convert(wall: number, local: LocalDateTime, zone: string): LocalToUtcResult {
  const resolved = resolveZone(zone);
  if (!resolved) return { status: 'unconverted', ...localOf(local), reason: `unknown time zone "${zone}"` };
  if (resolved.fixed) return { status: 'ok', timezone: resolved.name, ...reading(wall, resolved.fixed) };

  const record = getZone(resolved.name)!;
  // Every type in force somewhere near the wall time is a candidate reading.
  const candidates = new Map<number, LocalType>();
  const consider = (t: number) => {
    const type = record.typeAt(t);
    if (!candidates.has(type.utoff)) candidates.set(type.utoff, type);
  };
  consider(wall - WINDOW);
  for (const t of record.changesBetween(wall - WINDOW, wall + WINDOW)) consider(t);

  const valid: LocalType[] = [];
  for (const [utoff] of candidates) {
    const actual = record.typeAt(wall - utoff);
    if (actual.utoff === utoff) valid.push(actual);
  }
  // Earliest instant first: the larger offset.
  valid.sort((a, b) => b.utoff - a.utoff);
  const base = { timezone: record.name };
  if (valid.length === 1) return { status: 'ok', ...base, ...reading(wall, valid[0]!) };
  if (valid.length > 1) {
    const options = valid.map((t) => reading(wall, t));
    return { status: 'ambiguous', ...base, ...options[0]!, options };
  }
  // In a gap: the clock jumped over this time. Offer the offsets on either side of the jump.
  const jump = record
    .changesBetween(wall - WINDOW, wall + WINDOW)
    .filter((t) => {
      const before = record.typeAt(t - 1).utoff;
      const after = record.typeAt(t).utoff;
      return after > before && wall >= t + before && wall < t + after;
    })
    .at(-1);
  if (jump === undefined) {
    return {
      status: 'unconverted',
      ...localOf(local),
      reason: `no reading of this time in ${record.name} (tz ${tzdataVersion})`,
    };
  }
  const options = [reading(wall, record.typeAt(jump - 1)), reading(wall, record.typeAt(jump))];
  return { status: 'nonexistent', ...base, ...options[0]!, options };
}

/** The offset, abbreviation and DST flag in force in a zone at a UT instant (ms since 1970). */
export function zoneOffsetAt(
  zone: string,
  utcMillis: number,
): { offsetSeconds: number; abbreviation: string; dst: boolean } | undefined {
  const resolved = resolveZone(zone);
  if (!resolved) return undefined;
  const type = resolved.fixed ?? getZone(resolved.name)!.typeAt(Math.floor(utcMillis / 1000));
  return { offsetSeconds: type.utoff, abbreviation: type.abbr, dst: type.isdst };
}

/** Exposed for tests and callers that already hold a valid zone name. */
export { canonicalZoneName };
