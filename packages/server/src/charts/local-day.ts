// The person's local calendar in an IANA zone, pure: which local date an instant falls on, and the instant a local
// wall-clock time happens. Day, week, month and year boundaries of a person's sky are read in their zone.

const DAY_MS = 86_400_000;

function partsIn(at: Date, zone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date ("YYYY-MM-DD") in the IANA zone at an instant. */
export function localDate(at: Date, zone: string): string {
  const p = partsIn(at, zone);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** The zone's offset from UT at an instant, in milliseconds (east positive). */
function offsetAt(at: Date, zone: string): number {
  const p = partsIn(at, zone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a local wall-clock time of `date` happens in the zone (two passes settle the offset; in a DST gap the
 * time after the change, in an overlap the first reading, which is all a day boundary needs).
 */
export function localInstant(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let t = wall - offsetAt(new Date(wall), zone);
  t = wall - offsetAt(new Date(t), zone);
  return new Date(t);
}

/** A calendar date `days` after `date` ("YYYY-MM-DD"; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The local day: its start (local midnight) and its end (the next local midnight). */
export function localDay(date: string, zone: string): { start: Date; end: Date } {
  return { start: localInstant(date, 0, zone), end: localInstant(addDays(date, 1), 0, zone) };
}
