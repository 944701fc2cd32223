// Dates a request carries, checked against what the chart engine can compute: the bundled Swiss Ephemeris files
// cover 1800-2399 (packages/astro constants), and a date outside them used to fail inside the engine with a 500.
import { CHART_FIRST_YEAR, CHART_LAST_YEAR } from './charts.ts';
import { safeText } from './text.ts';

export const FIRST_SUPPORTED_DATE = `${CHART_FIRST_YEAR}-01-01`;
export const LAST_SUPPORTED_DATE = `${CHART_LAST_YEAR}-12-31`;
export const DATE_RANGE_MESSAGE = `must be between ${FIRST_SUPPORTED_DATE} and ${LAST_SUPPORTED_DATE} (the dates the ephemeris covers)`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" naming a day of the (proleptic Gregorian) calendar. */
export function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Inside the ephemeris range (ISO dates compare as strings). */
export const isSupportedDate = (date: string): boolean => date >= FIRST_SUPPORTED_DATE && date <= LAST_SUPPORTED_DATE;

/** A date a chart is computed for: "YYYY-MM-DD", a real day, within the ephemeris range. */
export const chartDate = (params?: Parameters<typeof safeText>[0]) =>
  safeText(params)
    .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
    .refine(isCalendarDate, 'is not a date that exists')
    .refine(isSupportedDate, DATE_RANGE_MESSAGE);
