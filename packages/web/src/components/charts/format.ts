// Presentation helpers of the member chart pages. Pure: dates, ranges and timeline geometry (no astrology;
// every number comes from the server).
import { compatibilityColour, type IntensityColour, transitIntensityColour } from '@stellara/contract/bands';

export type { IntensityColour };
export { compatibilityColour, transitIntensityColour };

const DAY_MS = 86_400_000;

/** "12 Dec 2026" in the viewer's zone (or `timeZone`). */
export function formatDay(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * The zone a passage's days (its start, exact hits and end) are stated in: UT, as the Today card and the chat state
 * them, so a passage has the same dates on every screen wherever the viewer is.
 */
export const PASSAGE_ZONE = 'UTC';

/** A passage's day, "3 Dec 2026" (UT). */
export const passageDay = (iso: string): string => formatDay(iso, PASSAGE_ZONE);

/** A birth date "1990-04-12" as "12 April 1990" (a calendar date: no zone shift). */
export function formatBirthDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * "19 Nov – 1 Dec 2026", "3 – 9 Dec 2026", "20 Dec 2026 – 4 Jan 2027"; an open end reads "before" / "beyond" the
 * search window.
 */
export function dateRange(start: string | null, end: string | null, timeZone?: string): string {
  const to = end ? formatDay(end, timeZone) : 'well beyond the next months';
  if (!start) return `Long before now – ${to}`;
  const from = formatDay(start, timeZone);
  if (!end) return `${from} – ${to}`;
  const [d1, m1, y1] = from.split(' ');
  const [, m2, y2] = to.split(' ');
  if (from === to) return from;
  if (y1 !== y2) return `${from} – ${to}`;
  return m1 === m2 ? `${d1} – ${to}` : `${d1} ${m1} – ${to}`;
}

/** An exact hit to the minute in the viewer's zone (or `timeZone`), with the zone: "3 Dec 2026, 14:05 GMT". */
export function formatMoment(iso: string, timeZone?: string): string {
  const opts = { ...(timeZone ? { timeZone } : {}) };
  const time = new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...opts,
  });
  return `${formatDay(iso, timeZone)}, ${time}`;
}

/** "once", "twice", "three times" */
export function timesWord(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : n === 3 ? 'three times' : `${n} times`;
}

/** The next exact date at or after `now`, else the last one; null when there is none. */
export function nextExact(exact: readonly string[], now: Date): string | null {
  return exact.find((x) => Date.parse(x) >= now.getTime()) ?? exact.at(-1) ?? null;
}

export interface TimelineBar {
  /** Percent of the window from its left edge. */
  left: number;
  width: number;
  /** The pass goes on beyond the window's edge. */
  openStart: boolean;
  openEnd: boolean;
  /** Exact hits inside the window, as percents. */
  marks: number[];
}

/** Where a pass (start..end, exact hits) sits on a timeline from `from` to `to` (ISO or Date). */
export function timelineBar(
  pass: { start: string | null; end: string | null; exact: readonly string[] },
  from: Date,
  to: Date,
): TimelineBar {
  const span = to.getTime() - from.getTime();
  const pct = (t: number) => Math.min(100, Math.max(0, ((t - from.getTime()) / span) * 100));
  const s = pass.start ? Date.parse(pass.start) : Number.NEGATIVE_INFINITY;
  const e = pass.end ? Date.parse(pass.end) : Number.POSITIVE_INFINITY;
  const left = pct(s);
  const right = pct(e);
  return {
    left: round(left),
    width: round(Math.max(right - left, 0.8)),
    openStart: s < from.getTime(),
    openEnd: e > to.getTime(),
    marks: pass.exact
      .map((x) => Date.parse(x))
      .filter((t) => t >= from.getTime() && t <= to.getTime())
      .map((t) => round(pct(t))),
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Ticks on the 1st and the 15th of each month between two instants, as percents with a short label. */
export function monthTicks(from: Date, to: Date): { left: number; label: string; mid: boolean }[] {
  const ticks: { left: number; label: string; mid: boolean }[] = [];
  const span = to.getTime() - from.getTime();
  for (
    let d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    d.getTime() <= to.getTime();
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
  ) {
    for (const day of [1, 15]) {
      const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day);
      if (t < from.getTime() || t > to.getTime()) continue;
      const label = new Date(t).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
      ticks.push({ left: round(((t - from.getTime()) / span) * 100), label, mid: day !== 1 });
    }
  }
  return ticks;
}

/** The days from `now` to `iso`, rounded up ("in 3 days"); 0 for today or past. */
export function daysUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / DAY_MS));
}

/**
 * The Birth Charts counter. The member's own (main) chart never counts; the plan's number is the charts of other
 * people: "Your chart + 1 of 1 more", "Your chart + 3 of 6 more"; before the own chart exists, "Your chart first, then
 * 1 more".
 */
export function chartCountLabel(ownChart: boolean, used: number, limit: number): string {
  return ownChart ? `Your chart + ${used} of ${limit} more` : `Your chart first, then ${limit} more`;
}

/** Words for an intensity colour (never colour alone). */
export function intensityWord(colour: IntensityColour): string {
  return colour === 'red' ? 'Strong' : colour === 'yellow' ? 'Moderate' : 'Gentle';
}

/** Smooth scrolling unless the viewer asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}

/** "Ben's chart"; the default name reads as it is ("My Chart"). */
export function chartTitle(name: string): string {
  return name === 'My Chart' ? name : `${name}'s chart`;
}

/** "Ben's" / "Your" (the member's own chart keeps the default name "My Chart"), capitalised for a caption. */
export function ownerOf(name: string): string {
  return name === 'My Chart' ? 'Your' : `${name}'s`;
}
