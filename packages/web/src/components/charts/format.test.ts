import { describe, expect, test } from 'vitest';
import {
  chartCountLabel,
  chartTitle,
  compatibilityColour,
  dateRange,
  daysUntil,
  formatBirthDate,
  formatDay,
  formatMoment,
  intensityWord,
  monthTicks,
  nextExact,
  ownerOf,
  passageDay,
  timelineBar,
  transitIntensityColour,
} from './format.ts';

describe('member chart page formatting', () => {
  test('colour bands come from the contract (docs/charts.md#bands)', () => {
    expect([8, 7, 6, 5].map(transitIntensityColour)).toEqual(['red', 'yellow', 'yellow', 'green']);
    expect([80, 79, 60, 59].map(compatibilityColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect(['red', 'yellow', 'green'].map((c) => intensityWord(c as 'red'))).toEqual(['Strong', 'Moderate', 'Gentle']);
  });

  test('dates: days in a zone, birth dates without a shift, ranges with open ends', () => {
    expect(formatDay('2026-12-03T23:30:00Z', 'UTC')).toBe('3 Dec 2026');
    expect(formatDay('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('4 Dec 2026');
    // A passage's day is its UT day wherever the page is read (the chat and the Today card state UT days).
    expect(passageDay('2026-12-03T23:30:00Z')).toBe('3 Dec 2026');
    expect(formatBirthDate('1990-04-12')).toBe('12 April 1990');
    expect(dateRange('2026-11-19T00:00:00Z', '2026-12-01T00:00:00Z', 'UTC')).toBe('19 Nov – 1 Dec 2026');
    expect(dateRange('2026-12-03T00:00:00Z', '2026-12-09T00:00:00Z', 'UTC')).toBe('3 – 9 Dec 2026');
    expect(dateRange('2026-12-20T00:00:00Z', '2027-01-04T00:00:00Z', 'UTC')).toBe('20 Dec 2026 – 4 Jan 2027');
    expect(dateRange('2026-12-20T01:00:00Z', '2026-12-20T09:00:00Z', 'UTC')).toBe('20 Dec 2026');
    expect(formatMoment('2026-12-03T14:05:40Z', 'Europe/London')).toBe('3 Dec 2026, 14:05 GMT');
    expect(formatMoment('2026-07-03T14:05:00Z', 'Europe/London')).toBe('3 Jul 2026, 15:05 BST');
    expect(formatMoment('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toMatch(/^4 Dec 2026, 08:30 /);
    // An exact hit on a passage's card: its UT day, as the card's Exact date and the chat state it.
    expect(formatMoment('2026-12-03T23:30:00Z', 'UTC')).toBe('3 Dec 2026, 23:30 UTC');
    expect(dateRange(null, '2026-12-03T00:00:00Z', 'UTC')).toBe('Long before now – 3 Dec 2026');
    expect(dateRange('2026-11-01T00:00:00Z', null, 'UTC')).toBe('1 Nov 2026 – well beyond the next months');
  });

  test('next exact hit, days until', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(nextExact(['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'], now)).toBe('2026-12-01T00:00:00Z');
    expect(nextExact(['2026-11-01T00:00:00Z'], now)).toBe('2026-11-01T00:00:00Z');
    expect(nextExact([], now)).toBeNull();
    expect(daysUntil('2026-11-24T12:00:00Z', now)).toBe(3);
    expect(daysUntil('2026-11-01T00:00:00Z', now)).toBe(0);
  });

  test('timeline bars are clipped to the window and keep their exact marks', () => {
    const from = new Date('2026-11-01T00:00:00Z');
    const to = new Date('2026-12-01T00:00:00Z');
    const inside = timelineBar(
      { start: '2026-11-04T00:00:00Z', end: '2026-11-19T00:00:00Z', exact: ['2026-11-10T00:00:00Z'] },
      from,
      to,
    );
    expect(inside).toEqual({ left: 10, width: 50, openStart: false, openEnd: false, marks: [30] });
    const open = timelineBar({ start: null, end: '2027-03-01T00:00:00Z', exact: ['2026-10-01T00:00:00Z'] }, from, to);
    expect(open).toEqual({ left: 0, width: 100, openStart: true, openEnd: true, marks: [] });
    const tiny = timelineBar({ start: '2026-11-16T00:00:00Z', end: '2026-11-16T01:00:00Z', exact: [] }, from, to);
    expect(tiny.width).toBe(0.8);
  });

  test('month ticks and the chart count', () => {
    const ticks = monthTicks(new Date('2026-11-15T00:00:00Z'), new Date('2027-01-20T00:00:00Z'));
    expect(ticks.map((t) => t.label)).toEqual(['15 Nov', '1 Dec', '15 Dec', '1 Jan', '15 Jan']);
    expect(ticks[0]!.left).toBe(0);
    expect(ticks[1]!.left).toBe(24.2); // 16 of 66 days
    expect(chartCountLabel(true, 1, 1)).toBe('Your chart + 1 of 1 more');
    expect(chartCountLabel(true, 0, 1)).toBe('Your chart + 0 of 1 more');
    expect(chartCountLabel(true, 3, 6)).toBe('Your chart + 3 of 6 more');
    expect(chartCountLabel(false, 0, 6)).toBe('Your chart first, then 6 more');
    expect(chartTitle('Ben')).toBe("Ben's chart");
    expect(chartTitle('My Chart')).toBe('My Chart');
    expect(ownerOf('My Chart')).toBe('Your');
    expect(ownerOf('Ben')).toBe("Ben's");
  });
});
