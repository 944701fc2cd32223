// The one thing the chart API needs from places/time: a local wall-clock time in an IANA zone -> UT.
// Kept as a small port so the chart code does not depend on how the time-zone record is stored.

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type LocalTimeResult =
  /** One valid reading: the UT instant (ms since 1970) and the offset from UT in seconds. */
  | { status: 'ok'; utcMs: number; offsetSeconds: number }
  /** The local time never happened (DST gap): the offsets in force either side, seconds. */
  | { status: 'nonexistent'; offsets: number[] }
  /** The local time happened twice (DST overlap): both offsets, seconds. */
  | { status: 'ambiguous'; offsets: number[] }
  | { status: 'unknown-zone' };

export type LocalToUt = (local: LocalDateTime, timeZone: string) => LocalTimeResult;

/** "+05:45" style text of an offset in seconds (seconds kept when the zone had them, e.g. Amsterdam 1935). */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(seconds);
  const hh = String(Math.floor(a / 3600)).padStart(2, '0');
  const mm = String(Math.floor((a % 3600) / 60)).padStart(2, '0');
  const ss = a % 60;
  return `${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}
