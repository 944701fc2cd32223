import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { eventPhrases, periodEvents } from './period-events.ts';
import { periodOf } from './periods.ts';

const now = new Date('2026-11-28T12:00:00Z');
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });

describe('the sky’s markers in a period', () => {
  it('names next month’s lunations, with their natal house only for personal timing', () => {
    const december = periodOf({ kind: 'next-month' }, 'now', now, 'Europe/London')!;
    const personal = periodEvents(december, natal);
    expect(personal.filter((e) => e.kind === 'lunation')).toHaveLength(2);
    expect(eventPhrases(personal)).toEqual([
      'the Moon is new in Sagittarius on 9 December 2026 (your 2nd house) and full in Cancer on 24 December 2026 (your 9th house)',
      'Mars moves into your 11th house on 3 December 2026 and Venus into your 2nd house on 26 December 2026',
    ]);
    expect(eventPhrases(periodEvents(december, null))[0]).not.toContain('house');
  });

  it('adds the stations in a month and the Moon’s signs in a week; over a year only eclipses', () => {
    const march = periodEvents(periodOf({ kind: 'month', month: 3, year: 2027 }, 'now', now, 'UTC')!, null);
    expect(eventPhrases(march)).toContain('Mercury turns direct in Aquarius on 3 March 2027');
    const week = periodEvents(periodOf({ kind: 'this-week' }, 'now', now, 'UTC')!, null);
    expect(week.filter((e) => e.kind === 'moon-sign').map((e) => e.kind === 'moon-sign' && e.sign)).toEqual([
      'Leo',
      'Virgo',
      'Libra',
    ]);
    const year = periodEvents(periodOf({ kind: 'year', year: 2028 }, 'now', now, 'UTC')!, null);
    expect(new Set(year.map((e) => e.kind))).toEqual(new Set(['eclipse']));
    expect(periodEvents(periodOf({ kind: 'today' }, 'now', now, 'UTC')!, natal)).toEqual([]);
  });

  it('reads a lunation’s and an eclipse’s house the same in a sidereal chart as in a tropical one', () => {
    const sidereal = calculateNatalChart({
      ut: '1990-07-15T12:30:00Z',
      latitude: 51.5,
      longitude: -0.12,
      zodiac: 'Sidereal',
      ayanamsa: 'LAHIRI',
    });
    const year = periodOf({ kind: 'year', year: 2027 }, 'now', now, 'UTC')!;
    const houses = (chart: typeof natal) =>
      [...periodEvents(year, chart), ...periodEvents(periodOf({ kind: 'next-month' }, 'now', now, 'UTC')!, chart)]
        .filter((e) => e.kind === 'eclipse' || e.kind === 'lunation')
        .map((e) => (e.kind === 'eclipse' || e.kind === 'lunation' ? e.house : null));
    expect(houses(natal).length).toBeGreaterThan(4);
    expect(houses(sidereal)).toEqual(houses(natal));
  });
});
