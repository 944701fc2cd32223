// The chat home's Today card, pure (no I/O): the person's local day in their time zone, the Moon now (sign, phase
// from the Sun-Moon elongation, illumination) with a sign change within the day, and the question a transit asks.
// What the day holds for a chart: today-day.ts.
import { calculateNatalChart, calendarPhase, type NatalChart } from '@stellara/astro';
import type { SignName, TodayMoon } from '@stellara/contract';
import { SIGN_NAMES } from '@stellara/contract';

export { localDate, localDay } from '../charts/index.ts';

/**
 * The step the card reads the sky in. The chat's sky (conversation/session-chart.ts `skyNow`) is read at the start
 * of the same ten-minute steps, so the card and the chat on one screen read the same instant (outside a zone whose
 * day starts between two steps, for its first minutes), the per-step caches stay useful and two requests within a
 * step get the same answer. (The Current Transits page keeps its list per UT hour, read at the hour's first request.)
 */
export const READ_STEP_MS = 10 * 60_000;

/**
 * The instant the card reads the sky at: now, rounded down to the step, but not before the local day's start (a zone
 * such as Asia/Kathmandu, UTC+5:45, starts its day between two steps), nor after its last step (a day the browser
 * names that the server's clock has already left).
 */
export function readInstant(now: Date, day: { start: Date; end?: Date }): Date {
  const step = (ms: number) => Math.floor(ms / READ_STEP_MS) * READ_STEP_MS;
  const start = day.start.getTime();
  const last = day.end ? Math.max(start, step(day.end.getTime() - 1)) : Number.POSITIVE_INFINITY;
  return new Date(Math.min(Math.max(step(now.getTime()), start), last));
}

/** The sky at an instant (geocentric: the place only sets houses, which the Moon's sign and phase do not read). */
export const skyAt = (at: Date): NatalChart => calculateNatalChart({ ut: at, latitude: 0, longitude: 0 });

const moonLongitude = (at: Date) => skyAt(at).points.Moon.longitude;
const signIndex = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

/** When the Moon enters its next sign between two instants (to the second), or null if it stays in one sign. */
export function moonSignChange(start: Date, end: Date): { from: SignName; sign: SignName; at: string } | null {
  const from = signIndex(moonLongitude(start));
  const to = signIndex(moonLongitude(end));
  if (from === to) return null;
  // The Moon moves 12-15° a day, so at most one sign boundary lies in a day: bisect on "still in the first sign".
  let a = start.getTime();
  let b = end.getTime();
  while (b - a > 1000) {
    const mid = (a + b) / 2;
    if (signIndex(moonLongitude(new Date(mid))) === from) a = mid;
    else b = mid;
  }
  return { from: SIGN_NAMES[from]!, sign: SIGN_NAMES[to]!, at: new Date(Math.round(b / 1000) * 1000).toISOString() };
}

/** The Moon in the sky given (the sky at the read instant), with the sign change of the local day (or null). */
export function moonIn(sky: NatalChart, signChange: TodayMoon['signChange']): TodayMoon {
  const moon = sky.points.Moon;
  return {
    sign: moon.signName as SignName,
    degree: Math.round(moon.position * 100) / 100,
    phase: calendarPhase(sky.julianDay),
    elongation: Math.round(sky.lunarPhase.angle * 100) / 100,
    illumination: Math.round(sky.lunarPhase.illumination * 100),
    signChange,
  };
}
