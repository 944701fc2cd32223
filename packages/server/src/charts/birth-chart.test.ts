import { calculateNatalChart, toJulianDay } from '@stellara/astro';
import { errorCodes } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { adaBirthData as ada } from '../test-support/fixtures.ts';
import { birthDataChart, birthDataChartOrThrow, birthOf, birthTimeError, castBirthChart } from './birth-chart.ts';

describe('the one birth path', () => {
  it('reads the local time in its zone and casts the chart at that UT instant', () => {
    const r = birthDataChart(ada);
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    // 13:30 BST is 12:30 UT.
    expect(r.chart.utc).toBe('1990-07-15T12:30:00+00:00');
    expect(r.localIso).toBe('1990-07-15T13:30:00+01:00');
    expect(r.offsetSeconds).toBe(3600);
    const direct = calculateNatalChart({ ut: toJulianDay('1990-07-15T12:30:00Z'), latitude: 51.5, longitude: -0.12 });
    expect(r.chart.julianDay).toBe(direct.julianDay);
    expect(r.chart.points.Sun).toEqual(direct.points.Sun);
    expect(r.chart.houses).toEqual(direct.houses);
  });

  it('keeps seconds and local mean time offsets (Amsterdam 1935, +00:19:32)', () => {
    const r = castBirthChart({
      ...birthOf(ada),
      year: 1935,
      month: 1,
      day: 1,
      hour: 12,
      minute: 0,
      second: 30,
      timezone: 'Europe/Amsterdam',
    });
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.localIso).toBe('1935-01-01T12:00:30+00:19:32');
    expect(r.chart.utc).toBe('1935-01-01T11:40:58+00:00');
  });

  it('returns a time the clocks skipped with both offsets, never a guess', () => {
    const r = birthDataChart({ ...ada, birthDate: '2021-03-14', birthTime: '02:30', timezone: 'America/New_York' });
    expect(r).toEqual({
      status: 'nonexistent',
      localText: '2021-03-14T02:30:00',
      timezone: 'America/New_York',
      offsets: [-18_000, -14_400],
    });
  });

  it('returns a time the clocks showed twice with both offsets', () => {
    const r = birthDataChart({ ...ada, birthDate: '2021-11-07', birthTime: '01:30', timezone: 'America/New_York' });
    expect(r).toMatchObject({ status: 'ambiguous', offsets: [-14_400, -18_000] });
  });

  it('an unknown zone is a result too', () => {
    expect(birthDataChart({ ...ada, timezone: 'Mars/Olympus_Mons' })).toEqual({
      status: 'unknown-zone',
      timezone: 'Mars/Olympus_Mons',
    });
  });

  it('as HTTP: the gap is a 422 naming both offsets, the v4 route answer', () => {
    const gap = { ...ada, birthDate: '2021-03-14', birthTime: '02:30', timezone: 'America/New_York' };
    let error: unknown;
    try {
      birthDataChartOrThrow(gap, 'birthData');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    expect(e.statusCode).toBe(422);
    expect(e.code).toBe(errorCodes.unprocessable);
    expect(e.message).toBe(
      '2021-03-14T02:30:00 did not exist in America/New_York (clocks jumped forward). Possible offsets: -05:00, -04:00.',
    );
    expect(e.fields).toEqual({ 'birthData.hour': e.message });
    const r = birthDataChart(gap);
    if (r.status === 'ok') throw new Error('a gap');
    expect(birthTimeError(r, 'subject').message).toBe(e.message);
  });

  it('a date outside the ephemeris is a 400 naming the field, not a 500', () => {
    expect(() => birthDataChartOrThrow({ ...ada, birthDate: '1700-01-01' }, 'body')).toThrow(
      expect.objectContaining({ statusCode: 400, fields: { 'body.year': expect.any(String) } }),
    );
  });
});
