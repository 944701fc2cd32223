import { describe, expect, it } from 'vitest';
import { periodOf } from './periods.ts';

// A Saturday afternoon in London; still Saturday morning in New York.
const now = new Date('2026-11-28T15:00:00Z');
const iso = (d: Date) => d.toISOString();

describe('periodOf', () => {
  it('reads today as the local day, in the transits in orb now', () => {
    const p = periodOf({ kind: 'today' }, 'year', now, 'America/New_York')!;
    expect(p).toMatchObject({ label: 'today', span: 'now' });
    expect(iso(p.from)).toBe('2026-11-28T05:00:00.000Z');
    expect(iso(p.to)).toBe('2026-11-29T05:00:00.000Z');
  });

  it('takes the question kind when the message names no time', () => {
    expect(periodOf(null, 'now', now, 'UTC')!.span).toBe('now');
    const year = periodOf(null, 'year', now, 'UTC')!;
    expect(year.label).toBe('the year ahead');
    expect(iso(year.to)).toBe('2027-11-28T00:00:00.000Z');
  });

  it('reads this week as the seven days ahead and next week as Monday to Sunday', () => {
    const week = periodOf({ kind: 'this-week' }, 'now', now, 'UTC')!;
    expect([iso(week.from), iso(week.to)]).toEqual(['2026-11-28T00:00:00.000Z', '2026-12-05T00:00:00.000Z']);
    const next = periodOf({ kind: 'next-week' }, 'now', now, 'UTC')!;
    expect([iso(next.from), iso(next.to)]).toEqual(['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z']);
  });

  it('reads next month and a named month as whole calendar months, in the coming year when passed', () => {
    const next = periodOf({ kind: 'next-month' }, 'now', now, 'Europe/London')!;
    expect([iso(next.from), iso(next.to)]).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    const march = periodOf({ kind: 'month', month: 3, year: null }, 'now', now, 'Europe/London')!;
    expect(march.label).toBe('March 2027');
    expect(iso(march.to)).toBe('2027-03-31T23:00:00.000Z'); // 1 April begins in summer time (BST)
    expect(periodOf({ kind: 'month', month: 11, year: null }, 'now', now, 'UTC')!.label).toBe('November 2026');
    expect(periodOf({ kind: 'month', month: 6, year: 2028 }, 'now', now, 'UTC')!.label).toBe('June 2028');
  });

  it('reads this year in its last weeks as the year ahead, and a named year whole', () => {
    expect(periodOf({ kind: 'this-year' }, 'now', now, 'UTC')!.label).toBe('the year ahead');
    const spring = periodOf({ kind: 'this-year' }, 'now', new Date('2026-04-02T12:00:00Z'), 'UTC')!;
    expect(spring.label).toBe('the rest of 2026');
    const y = periodOf({ kind: 'year', year: 2027 }, 'now', now, 'Asia/Kathmandu')!;
    expect(y.label).toBe('2027');
    expect(iso(y.from)).toBe('2026-12-31T18:15:00.000Z');
    expect(periodOf({ kind: 'next-year' }, 'now', now, 'UTC')!.label).toBe('2027');
  });

  it('has nothing to look up for an undated past', () => {
    expect(periodOf({ kind: 'past', year: null }, 'now', now, 'UTC')).toBeNull();
    expect(periodOf({ kind: 'past', year: 2019 }, 'now', now, 'UTC')!.label).toBe('2019');
  });
});

describe('a period inside a sentence', () => {
  it('reads naturally after a verb', () => {
    const during = (time: Parameters<typeof periodOf>[0]) => periodOf(time, 'year', now, 'UTC')!.during;
    expect(during({ kind: 'next-month' })).toBe('next month');
    expect(during({ kind: 'month', month: 3, year: null })).toBe('in March 2027');
    expect(during({ kind: 'year', year: 2028 })).toBe('in 2028');
    expect(during(null)).toBe('over the next twelve months');
  });
});
