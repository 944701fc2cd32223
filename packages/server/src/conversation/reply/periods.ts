// The stretch of time a message asks about, as a range of instants in the person's zone: "today", "this week",
// "next month", "in March", "in 2027", "when". A timing reply reads the passages that overlap it, each with its own
// dates (a period never clips a passage). Pure.
import { addDays, localDate, localInstant } from '../../charts/index.ts';
import type { TimeRef } from '../understanding/understanding.ts';
import { MONTHS } from './dates.ts';

export interface Period {
  /** How a reply names it: "today", "this week", "next month", "March 2027", "2027", "the year ahead". */
  label: string;
  /** The label inside a sentence: "this week", "in March 2027", "over the next twelve months". */
  during: string;
  /** Local midnight at its start, and at the day after its end (exclusive). */
  from: Date;
  to: Date;
  /** 'now': the transits in orb at this moment lead; 'range': the passages overlapping [from, to). */
  span: 'now' | 'range';
}

/** "This year" asked with less than this left of it means the twelve months ahead, as people use it in autumn. */
const SHORT_REST_OF_YEAR_DAYS = 92;

const ymd = (y: number, m: number, d = 1) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** The first day of the month `months` after (y, m). */
function monthStart(y: number, m: number, months = 0): { y: number; m: number } {
  const i = y * 12 + (m - 1) + months;
  return { y: Math.floor(i / 12), m: (i % 12) + 1 };
}

/** "next month" stays; "March 2027" is "in March 2027"; a stretch from today is "over" it. */
function duringOf(label: string): string {
  if (label === 'the year ahead') return 'over the next twelve months';
  if (label.startsWith('the rest of')) return `over ${label}`;
  return /^\d|^[A-Z]/.test(label) ? `in ${label}` : label;
}

/**
 * The period a message names (the understanding step's time), or the default of its question kind: 'now' for the
 * transits in orb, 'year' for the twelve months ahead. Null for the past without a year (nothing to look up).
 */
export function periodOf(time: TimeRef | null, fallback: 'now' | 'year', now: Date, zone: string): Period | null {
  const today = localDate(now, zone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const at = (date: string) => localInstant(date, 0, zone);
  const range = (label: string, from: string, to: string, span: Period['span'] = 'range'): Period => ({
    label,
    during: duringOf(label),
    from: at(from),
    to: at(to),
    span,
  });
  const month = (label: string, start: { y: number; m: number }) => {
    const next = monthStart(start.y, start.m, 1);
    return range(label, ymd(start.y, start.m), ymd(next.y, next.m));
  };
  const yearAhead = () => range('the year ahead', today, ymd(y + 1, m, d));
  const year = (n: number) => range(String(n), ymd(n, 1), ymd(n + 1, 1));

  switch (time?.kind ?? (fallback === 'now' ? 'now' : 'this-year')) {
    case 'now':
    case 'today':
      return range('today', today, addDays(today, 1), 'now');
    case 'tomorrow':
      return range('tomorrow', addDays(today, 1), addDays(today, 2));
    case 'this-week':
      return range('this week', today, addDays(today, 7));
    case 'next-week': {
      // The next Monday to Sunday (ISO weeks start on Monday).
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(today, 7 - weekday);
      return range('next week', monday, addDays(monday, 7));
    }
    case 'this-month': {
      const next = monthStart(y, m, 1);
      return range('this month', today, ymd(next.y, next.m));
    }
    case 'next-month':
      return month('next month', monthStart(y, m, 1));
    case 'month': {
      const ref = time as Extract<TimeRef, { kind: 'month' }>;
      // A month without a year is the next one to come (this one if we are in it).
      const inYear = ref.year ?? (ref.month >= m ? y : y + 1);
      // "Between now and the end of January": from today to the month's end, every marker on the way.
      if (ref.fromNow) {
        const next = monthStart(inYear, ref.month, 1);
        return range(`the weeks to the end of ${MONTHS[ref.month - 1]} ${inYear}`, today, ymd(next.y, next.m));
      }
      return month(`${MONTHS[ref.month - 1]} ${inYear}`, { y: inYear, m: ref.month });
    }
    case 'this-year': {
      const left = (Date.parse(ymd(y + 1, 1)) - Date.parse(today)) / 86_400_000;
      return left < SHORT_REST_OF_YEAR_DAYS ? yearAhead() : range(`the rest of ${y}`, today, ymd(y + 1, 1));
    }
    case 'next-year':
      return year(y + 1);
    case 'year':
      return year((time as Extract<TimeRef, { kind: 'year' }>).year);
    case 'when':
      return yearAhead();
    case 'past': {
      const past = (time as Extract<TimeRef, { kind: 'past' }>).year;
      return past === null ? null : year(past);
    }
  }
  return yearAhead();
}
