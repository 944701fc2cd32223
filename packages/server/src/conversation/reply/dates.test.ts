import { describe, expect, it } from 'vitest';
import { humanDate, humanDates, humanRange, isoDatesIn, passageDates } from './dates.ts';

describe('dates in replies', () => {
  it('writes a day, a month and a day without the year', () => {
    expect(humanDate('2026-12-01')).toBe('1 December 2026');
    expect(humanDate('2026-12-01T08:30:00Z', { year: false })).toBe('1 December');
    expect(humanDate('2027-06')).toBe('June 2027');
    expect(humanDate('soon')).toBe('soon');
  });
  it('says the year once in a span', () => {
    expect(humanRange('2026-11-19', '2026-12-01')).toBe('19 November to 1 December 2026');
    expect(humanRange('2026-11-19', '2026-11-30')).toBe('19 to 30 November 2026');
    expect(humanRange('2026-12-20', '2027-01-03')).toBe('20 December 2026 to 3 January 2027');
    expect(humanRange('2027-06', '2027-08')).toBe('June to August 2027');
    expect(humanRange('2026-11-19', '2026-11-19')).toBe('19 November 2026');
  });
  it('finds the ISO dates a text still holds', () => {
    expect(isoDatesIn('Saturn from 2026-11-19 to 2026-12-01, then calm.')).toEqual(['2026-11-19', '2026-12-01']);
    expect(isoDatesIn('From 19 November to 1 December 2026.')).toEqual([]);
  });
});

describe('passage dates', () => {
  it('names every exact hit with the year said once per year, then the span in orb', () => {
    expect(humanDates(['2027-02-14T03:00:00Z'])).toBe('14 February 2027');
    expect(humanDates(['2026-11-30T01:00:00Z', '2027-02-14T03:00:00Z', '2027-06-02T00:00:00Z'])).toBe(
      '30 November 2026, 14 February and 2 June 2027',
    );
    expect(
      passageDates({ start: '2026-12-03T10:00:00Z', end: '2027-03-29T22:00:00Z', exact: ['2027-02-14T03:00:00Z'] }),
    ).toBe('exact on 14 February 2027 (in orb 3 December 2026 to 29 March 2027)');
    expect(passageDates({ start: null, end: '2027-03-29T22:00:00Z', exact: [] })).toBe(
      'close but not exact this time (in orb until 29 March 2027)',
    );
  });
});
