// The member's stored rows as the contract's records: birth data from a chart row, the time a chart is cast for,
// the profile's frame and UT moment, the compatibility percentage of a reading, and the chart-limit answer.
import { compatibilityScale, type SynastryAspectInput } from '@stellara/astro';
import {
  type BirthData,
  type CastFrame,
  type ChartFrame,
  extraChartPriceUsdPerMonth,
  UNKNOWN_BIRTH_TIME_CAST,
} from '@stellara/contract';
import { birthDataChartOrThrow, castFrameOf, chartSettingsOf } from '../charts/index.ts';
import type { birthCharts } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { localToUtc } from '../places/index.ts';

export const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** The time kept with birth data: the noon a chart is cast for when the birth time is not known. */
export function castTime(birth: Pick<BirthData, 'birthTime' | 'birthTimeUnknown'>): string {
  return birth.birthTimeUnknown ? UNKNOWN_BIRTH_TIME_CAST : birth.birthTime;
}

/** 403 when the charts of other people fill the plan (the member's own chart never counts). */
export function chartLimitReached(limit: number): HttpError {
  const more = limit === 1 ? '1 more chart' : `${limit} more charts`;
  return new HttpError(
    403,
    'CHART_LIMIT_REACHED',
    `Your plan keeps your own chart and ${more}, and ${limit === 1 ? 'it is' : 'all are'} in use. Add an extra chart for $${extraChartPriceUsdPerMonth}/month or delete one.`,
  );
}

export type ChartRow = typeof birthCharts.$inferSelect;

/** A stored chart's birth data. */
export function birthOfRow(r: ChartRow): BirthData {
  return {
    name: r.name,
    birthDate: r.birthDate,
    birthTime: hhmm(r.birthTime)!,
    birthTimeUnknown: r.birthTimeUnknown,
    birthPlace: r.birthPlace,
    latitude: r.latitude,
    longitude: r.longitude,
    timezone: r.timezone,
  };
}

/**
 * The frame of the profile's stored chart: the member's choice, with the house system the engine really used there
 * (cast again to learn it: a fraction of a millisecond, and the profile's columns keep no frame of their own).
 */
export function profileFrame(birth: BirthData, frame: ChartFrame): CastFrame {
  try {
    return castFrameOf(frame, birthDataChartOrThrow(birth, 'birthData', chartSettingsOf(frame)));
  } catch {
    return { ...frame, houseSystemUsed: frame.houseSystem };
  }
}

/** The birth moment in UT (for the profile; the spec's utcDate/utcTime). */
export function utcOf(birth: BirthData): { utcDate: string; utcTime: string } | Record<string, never> {
  const r = localToUtc({ date: birth.birthDate, time: birth.birthTime }, birth.timezone);
  return r.status === 'ok' ? { utcDate: r.utcDate, utcTime: r.utcTime } : {};
}

/**
 * The spec's "overall percentage" of a stored reading: Stellara's compatibility scale over the reading's own
 * synastry contacts (the same contacts its highlights and dynamics are made of). Discepolo's score stays in
 * `score` for API clients; it counts too few pairs to be the page's one number.
 */
export function compatibilityPercentage(result: unknown): number {
  const stored = result as { isDestinySign?: boolean; synastry?: { aspects?: SynastryAspectInput[] } } | null;
  return compatibilityScale(stored?.synastry?.aspects ?? [], { sameTempo: stored?.isDestinySign === true }).percentage;
}
