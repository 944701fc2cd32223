import { describe, expect, it } from 'vitest';
import { localToUtc, resolveZone, tzdataVersion, wallClockToUtc, zoneNames, zoneOffsetAt } from './index.ts';

const at = (date: string, time: string, zone: string) => localToUtc({ date, time }, zone);

describe('historical offsets (full IANA record with backzone)', () => {
  it.each([
    ['Amsterdam 1935, Amsterdam Mean Time', '1935-01-15', '12:00', 'Europe/Amsterdam', '+00:19:32', 'AMT', '11:40:28'],
    ['Oslo summer 1965', '1965-07-01', '12:00', 'Europe/Oslo', '+02:00', 'CEST', '10:00:00'],
    ['Reykjavik January 1950', '1950-01-15', '12:00', 'Atlantic/Reykjavik', '-01:00', '-01', '13:00:00'],
    [
      'London 1940-10-09 18:30 (summer time all winter)',
      '1940-10-09',
      '18:30',
      'Europe/London',
      '+01:00',
      'BST',
      '17:30:00',
    ],
    ['London D-Day, double summer time', '1944-06-06', '06:30', 'Europe/London', '+02:00', 'BDST', '04:30:00'],
    ['Kathmandu 1986', '1986-06-01', '12:00', 'Asia/Kathmandu', '+05:45', '+0545', '06:15:00'],
    ['Adelaide in January', '2024-01-15', '12:00', 'Australia/Adelaide', '+10:30', 'ACDT', '01:30:00'],
  ])('%s', (_label, date, time, zone, offset, abbreviation, utcTime) => {
    const r = at(date, time, zone);
    expect(r.status).toBe('ok');
    if (r.status === 'unconverted') return;
    expect(r.offset).toBe(offset);
    expect(r.abbreviation).toBe(abbreviation);
    expect(r.utcTime).toBe(utcTime);
  });

  it('Kathmandu before 1986 was +05:30', () => {
    const r = at('1985-06-01', '12:00', 'Asia/Kathmandu');
    expect(r.status === 'ok' && r.offset).toBe('+05:30');
  });

  it('keeps zones apart that have agreed since 1970 (Oslo is not Berlin in 1945-1959)', () => {
    // Berlin kept summer time in 1949; Oslo did not.
    const oslo = at('1949-07-01', '12:00', 'Europe/Oslo');
    const berlin = at('1949-07-01', '12:00', 'Europe/Berlin');
    expect(oslo.status === 'ok' && oslo.offset).toBe('+01:00');
    expect(berlin.status === 'ok' && berlin.offset).toBe('+02:00');
  });

  it('reports DST, and the date change across midnight', () => {
    const r = at('2000-01-01', '03:00', 'Asia/Tokyo');
    expect(r).toMatchObject({ status: 'ok', utcDate: '1999-12-31', utcTime: '18:00:00', dst: false, offset: '+09:00' });
    expect(at('2023-07-01', '12:00', 'America/New_York')).toMatchObject({ dst: true, abbreviation: 'EDT' });
  });
});

describe('gaps and overlaps are flagged, never shifted', () => {
  it('a skipped hour is nonexistent and lists the offsets on both sides', () => {
    const r = at('2021-03-14', '02:30', 'America/New_York');
    expect(r.status).toBe('nonexistent');
    if (r.status !== 'nonexistent') return;
    expect(r.options?.map((o) => [o.offset, o.abbreviation, o.utcTime])).toEqual([
      ['-05:00', 'EST', '07:30:00'],
      ['-04:00', 'EDT', '06:30:00'],
    ]);
  });

  it('a repeated hour is ambiguous and lists both readings, earliest first', () => {
    const r = at('2021-11-07', '01:30', 'America/New_York');
    expect(r.status).toBe('ambiguous');
    if (r.status !== 'ambiguous') return;
    expect(r.options?.map((o) => [o.offset, o.utcTime])).toEqual([
      ['-04:00', '05:30:00'],
      ['-05:00', '06:30:00'],
    ]);
  });

  it('a whole skipped day (Samoa, 30 December 2011) is nonexistent', () => {
    expect(at('2011-12-30', '12:00', 'Pacific/Apia').status).toBe('nonexistent');
  });

  it('follows the POSIX rule after the last listed transition (2060)', () => {
    expect(at('2060-03-14', '02:30', 'America/New_York').status).toBe('nonexistent');
    expect(at('2060-07-01', '12:00', 'Europe/Paris')).toMatchObject({ offset: '+02:00', abbreviation: 'CEST' });
    expect(at('2060-01-15', '12:00', 'Australia/Sydney')).toMatchObject({ offset: '+11:00', dst: true });
  });
});

describe('zone names, fallback labels and abbreviations', () => {
  it('bundles every zone with a recorded version', () => {
    expect(tzdataVersion).toMatch(/^\d{4}[a-z]$/);
    expect(zoneNames().length).toBeGreaterThan(550);
    expect(zoneNames()).toContain('Europe/Kyiv');
    expect(zoneNames()).toContain('Europe/Kiev');
  });

  it('accepts any case for an IANA name and reports the canonical spelling', () => {
    expect(at('2000-06-01', '12:00', 'europe/london')).toMatchObject({ timezone: 'Europe/London', offset: '+01:00' });
  });

  it('reads the spec fallback labels UTC+n and GMT-n:mm as fixed offsets', () => {
    expect(at('2000-06-01', '12:00', 'UTC+5')).toMatchObject({
      offset: '+05:00',
      utcTime: '07:00:00',
      timezone: 'UTC+5',
    });
    expect(at('2000-06-01', '12:00', 'GMT-3:30')).toMatchObject({ offset: '-03:30', utcTime: '15:30:00' });
    expect(at('2000-06-01', '12:00', 'UTC-0')).toMatchObject({ offset: '+00:00', timezone: 'UTC' });
    expect(resolveZone('UTC+15')).toBeUndefined();
  });

  it.each([
    ['PST', -8],
    ['PDT', -7],
    ['MST', -7],
    ['MDT', -6],
    ['CST', -6],
    ['CDT', -5],
    ['EST', -5],
    ['EDT', -4],
    ['GMT', 0],
    ['UTC', 0],
  ])('abbreviation %s is UTC%i', (abbr, hours) => {
    const r = at('2000-01-15', '12:00', abbr);
    expect(r.status === 'ok' && r.offsetSeconds).toBe(hours * 3600);
  });

  it('offset at an instant', () => {
    expect(zoneOffsetAt('Europe/London', Date.UTC(1944, 5, 6, 12))).toEqual({
      offsetSeconds: 7200,
      abbreviation: 'BDST',
      dst: true,
    });
    expect(zoneOffsetAt('Nowhere/Special', 0)).toBeUndefined();
  });
});

describe('failure path: the local date and time come back unchanged, saying why', () => {
  it.each([
    ['an unknown zone', '1990-05-05', '10:15', 'Mars/Olympus', /unknown time zone/],
    ['a date that does not exist', '2023-02-29', '10:15', 'Europe/Paris', /date/],
    ['a time that does not exist', '2023-02-28', '24:10', 'Europe/Paris', /time/],
    ['a malformed date', '5/5/1990', '10:15', 'Europe/Paris', /YYYY-MM-DD/],
  ])('%s', (_label, date, time, zone, reason) => {
    const r = at(date, time, zone);
    expect(r).toMatchObject({ status: 'unconverted', utcDate: date, utcTime: time });
    expect(r.status === 'unconverted' && r.reason).toMatch(reason);
  });

  it('accepts 29 February in a leap year', () => {
    expect(at('2024-02-29', '10:00', 'UTC').status).toBe('ok');
    expect(at('1900-02-29', '10:00', 'UTC').status).toBe('unconverted');
  });
});

describe('a wall clock held as numbers', () => {
  it('converts as the text form does, gaps and overlaps included', () => {
    for (const [date, time, zone] of [
      ['1935-01-15', '12:00:30', 'Europe/Amsterdam'],
      ['2021-03-14', '02:30:00', 'America/New_York'],
      ['2021-11-07', '01:30:00', 'America/New_York'],
      ['1990-07-15', '13:30:00', 'UTC+05:30'],
    ] as const) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
      expect(wallClockToUtc({ year, month, day, hour, minute, second }, zone)).toEqual(at(date, time, zone));
    }
  });

  it('a date or time that does not exist is unconverted, not carried over', () => {
    const w = { year: 2023, month: 2, day: 29, hour: 10, minute: 0, second: 0 };
    expect(wallClockToUtc(w, 'UTC').status).toBe('unconverted');
    expect(wallClockToUtc({ ...w, day: 28, hour: 24 }, 'UTC').status).toBe('unconverted');
    expect(wallClockToUtc({ ...w, day: 28 }, 'Nowhere/Atlantis')).toMatchObject({ status: 'unconverted' });
  });
});
