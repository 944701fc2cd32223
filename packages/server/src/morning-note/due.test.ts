import { describe, expect, it } from 'vitest';
import { dueInstant, dueMorning, SEND_WINDOW_MS } from './due.ts';

const at = (iso: string) => new Date(iso);
const schedule = (hour: number, timezone: string, since: string | null = null) => ({
  hour,
  timezone,
  since: since ? at(since) : null,
});

describe('dueInstant', () => {
  it('reads the hour in the zone, summer and winter', () => {
    expect(dueInstant('2027-06-15', 7, 'Europe/London').toISOString()).toBe('2027-06-15T06:00:00.000Z');
    expect(dueInstant('2027-01-15', 7, 'Europe/London').toISOString()).toBe('2027-01-15T07:00:00.000Z');
    expect(dueInstant('2027-01-15', 7, 'Asia/Kolkata').toISOString()).toBe('2027-01-15T01:30:00.000Z');
  });

  it('on the day the clocks go forward, the morning hour moves with them', () => {
    // Europe/London, 28 March 2027: 01:00 GMT becomes 02:00 BST; seven o'clock is 06:00 UT that day, 07:00 the day before.
    expect(dueInstant('2027-03-27', 7, 'Europe/London').toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(dueInstant('2027-03-28', 7, 'Europe/London').toISOString()).toBe('2027-03-28T06:00:00.000Z');
  });

  it('an hour the clocks skip is the instant they jump to', () => {
    // America/New_York, 14 March 2027: 02:00 EST jumps to 03:00 EDT (07:00 UT); 02:00 does not happen.
    expect(dueInstant('2027-03-14', 2, 'America/New_York').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(dueInstant('2027-03-14', 3, 'America/New_York').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    // Europe/London, 28 March 2027: 01:00 GMT jumps to 02:00 BST (01:00 UT).
    expect(dueInstant('2027-03-28', 1, 'Europe/London').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // Australia/Sydney, 3 October 2027: 02:00 AEST jumps to 03:00 AEDT (16:00 UT the day before).
    expect(dueInstant('2027-10-03', 2, 'Australia/Sydney').toISOString()).toBe('2027-10-02T16:00:00.000Z');
  });

  it('an hour the clocks show twice is the first of the two', () => {
    // America/New_York, 7 November 2027: 01:00 EDT (05:00 UT), then 01:00 EST (06:00 UT).
    expect(dueInstant('2027-11-07', 1, 'America/New_York').toISOString()).toBe('2027-11-07T05:00:00.000Z');
    expect(dueInstant('2027-11-07', 7, 'America/New_York').toISOString()).toBe('2027-11-07T12:00:00.000Z');
  });
});

describe('dueMorning', () => {
  it('is due from the hour, for the local date, until the window closes', () => {
    const s = schedule(7, 'Europe/London');
    expect(dueMorning(at('2027-06-15T05:59:59Z'), s)).toBeNull();
    expect(dueMorning(at('2027-06-15T06:00:00Z'), s)).toEqual({
      date: '2027-06-15',
      dueAt: at('2027-06-15T06:00:00Z'),
    });
    const lastMoment = new Date(Date.parse('2027-06-15T06:00:00Z') + SEND_WINDOW_MS - 1);
    expect(dueMorning(lastMoment, s)?.date).toBe('2027-06-15');
    expect(dueMorning(new Date(lastMoment.getTime() + 1), s)).toBeNull();
  });

  it('names the local date, not the UT one', () => {
    // 17:00 UT on 1 January is 07:00 on 2 January on Kiritimati (UTC+14), and 07:00 on 1 January in Honolulu (UTC-10).
    expect(dueMorning(at('2027-01-01T17:00:00Z'), schedule(7, 'Pacific/Kiritimati'))?.date).toBe('2027-01-02');
    expect(dueMorning(at('2027-01-01T16:59:00Z'), schedule(7, 'Pacific/Honolulu'))).toBeNull();
    expect(dueMorning(at('2027-01-01T17:30:00Z'), schedule(7, 'Pacific/Honolulu'))?.date).toBe('2027-01-01');
  });

  it('a late hour whose window runs past midnight stays with its own date', () => {
    // 23:00 in Tokyo on 1 March is 14:00 UT; at 00:30 on 2 March (15:30 UT) the note of 1 March is still due.
    expect(dueMorning(at('2027-03-01T15:30:00Z'), schedule(23, 'Asia/Tokyo'))).toEqual({
      date: '2027-03-01',
      dueAt: at('2027-03-01T14:00:00Z'),
    });
  });

  it('on the day the clocks go back, the repeated hour is one morning', () => {
    const s = schedule(1, 'America/New_York');
    const first = dueMorning(at('2027-11-07T05:00:00Z'), s);
    const second = dueMorning(at('2027-11-07T06:00:00Z'), s);
    expect(first).toEqual({ date: '2027-11-07', dueAt: at('2027-11-07T05:00:00Z') });
    // The second 01:00 is the same morning: the same date, so the claim on it keeps the note to one.
    expect(second).toEqual(first);
  });

  it('on the day the clocks go forward, a skipped hour is due when the clocks land', () => {
    const s = schedule(2, 'America/New_York');
    expect(dueMorning(at('2027-03-14T06:59:59Z'), s)).toBeNull();
    expect(dueMorning(at('2027-03-14T07:00:00Z'), s)?.date).toBe('2027-03-14');
  });

  it('a note switched on after the hour starts the next morning', () => {
    const s = schedule(7, 'Europe/London', '2027-06-15T08:00:00Z');
    expect(dueMorning(at('2027-06-15T08:00:00Z'), s)).toBeNull();
    expect(dueMorning(at('2027-06-16T06:00:00Z'), s)?.date).toBe('2027-06-16');
    // Switched on before the hour: that same morning.
    expect(dueMorning(at('2027-06-15T06:10:00Z'), schedule(7, 'Europe/London', '2027-06-15T05:00:00Z'))?.date).toBe(
      '2027-06-15',
    );
  });
});
