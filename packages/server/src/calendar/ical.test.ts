import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events.ts';
import { calendarFile, localDate } from './ical.ts';

const exact: CalendarEvent = {
  uid: 'transit-saturn-square-sun-20270314',
  kind: 'transit',
  at: '2027-03-14T20:00:00Z',
  allDay: true,
  summary: 'Saturn square your Sun, exact',
  description: 'Saturn is exactly square your Sun.',
};

describe('whole-day events', () => {
  it('fall on the day of the exact moment where the member lives', () => {
    expect(localDate(new Date(exact.at), 'UTC')).toBe('2027-03-14');
    expect(localDate(new Date(exact.at), 'Australia/Sydney')).toBe('2027-03-15');
    expect(localDate(new Date('2027-03-14T03:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-13');
  });

  it('are written as that local date, the UID unchanged', () => {
    const stamp = new Date('2026-11-28T12:00:00Z');
    const sydney = calendarFile([exact], { stamp, personal: true, zone: 'Australia/Sydney' });
    expect(sydney).toContain('DTSTART;VALUE=DATE:20270315');
    expect(sydney).toContain('DTEND;VALUE=DATE:20270316');
    expect(sydney).toContain('UID:transit-saturn-square-sun-20270314@calendar.stellara.app');
    expect(calendarFile([exact], { stamp, personal: true })).toContain('DTSTART;VALUE=DATE:20270314');
  });
});
