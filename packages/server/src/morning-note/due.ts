// When a member's morning note is due, pure: the clock is an input, so tests (and the job) choose the instant.
// A note is for one local date in the member's zone; it is due from their chosen hour that day and stays due for a
// few hours (a server that was down at seven still sends at eight), never into the evening.
import { addDays, localDate } from '../charts/index.ts';

/** How long after the chosen hour a note that has not gone out yet is still sent (a restart, a slow morning). */
export const SEND_WINDOW_MS = 4 * 60 * 60 * 1000;

export interface MorningNoteSchedule {
  /** The local hour, 0-23. */
  hour: number;
  /** The IANA zone the hour is read in. */
  timezone: string;
  /** When the member switched the note on: a morning whose hour had already passed then is not sent. */
  since: Date | null;
}

export interface DueMorning {
  /** The member's local date the note is for, YYYY-MM-DD. */
  date: string;
  /** The instant the chosen hour happens that day (in a DST gap, the first instant after it). */
  dueAt: Date;
}

/**
 * The instant `hour` o'clock happens on a local date. On a day the clocks skip that hour (spring forward) it is the
 * instant they jump to; on a day it happens twice (fall back), the first of the two.
 */
export function dueInstant(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  // The zone's offsets a day either side: a change of clocks that day lies between them (one at most in 48 hours).
  const readings = [offsetAt(wall - DAY_MS, zone), offsetAt(wall + DAY_MS, zone)].map((offset) => wall - offset);
  const shows = (t: number) => localDate(new Date(t), zone) === date && localHour(t, zone) === hour;
  const real = readings.filter(shows).sort((a, b) => a - b);
  // The hour happens (once, or twice: the first); or it is skipped, and the offset from before the change names the
  // instant the clocks jump at, the later of the two readings.
  return new Date(real[0] ?? Math.max(...readings));
}

const DAY_MS = 86_400_000;

function localHour(t: number, zone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: '2-digit' }).format(t));
}

/** The zone's offset from UT at an instant, in milliseconds (east positive), to the minute. */
function offsetAt(t: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(t);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minute = Math.floor(t / 60_000) * 60_000;
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - minute;
}

/**
 * The morning due at `now`, or null: the local date whose chosen hour has come and whose send window is still open.
 * Yesterday is looked at too, for an hour late in the evening whose window runs past midnight.
 */
export function dueMorning(now: Date, schedule: MorningNoteSchedule): DueMorning | null {
  const today = localDate(now, schedule.timezone);
  for (const date of [today, addDays(today, -1)]) {
    const dueAt = dueInstant(date, schedule.hour, schedule.timezone);
    const open = dueAt.getTime() <= now.getTime() && now.getTime() < dueAt.getTime() + SEND_WINDOW_MS;
    const wanted = schedule.since === null || dueAt.getTime() >= schedule.since.getTime();
    if (open && wanted) return { date, dueAt };
  }
  return null;
}
