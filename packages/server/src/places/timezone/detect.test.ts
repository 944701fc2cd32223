import { describe, expect, it } from 'vitest';
import { localToUtc } from '../time/index.ts';
import { detectTimeZone, fallbackTimeZone } from './detect.ts';

describe('time-zone detection from coordinates (geo-tz full data set)', () => {
  it.each([
    [59.9139, 10.7522, 'Europe/Oslo'],
    [64.1466, -21.9426, 'Atlantic/Reykjavik'],
    [52.3676, 4.9041, 'Europe/Amsterdam'],
    [48.1374, 11.5755, 'Europe/Berlin'],
    [53.4084, -2.9916, 'Europe/London'],
    [27.7172, 85.324, 'Asia/Kathmandu'],
    [-34.9285, 138.6007, 'Australia/Adelaide'],
    [-23.5505, -46.6333, 'America/Sao_Paulo'],
    [39.7817, -89.6501, 'America/Chicago'],
    [35.6762, 139.6503, 'Asia/Tokyo'],
    [-1.2921, 36.8219, 'Africa/Nairobi'],
    [33.4484, -112.074, 'America/Phoenix'],
  ])('%f, %f is %s', (lat, lon, zone) => {
    expect(detectTimeZone(lat, lon)).toEqual({ timezone: zone, source: 'boundaries' });
  });

  it('keeps zones apart that merged after 1970 (Oslo is not Berlin, Reykjavik is not Abidjan)', () => {
    const oslo = detectTimeZone(59.9139, 10.7522).timezone;
    const r = localToUtc({ date: '1965-07-01', time: '12:00' }, oslo);
    expect(r.status === 'ok' && r.offset).toBe('+02:00');
  });

  it('gives an Etc zone on the open ocean', () => {
    expect(detectTimeZone(0, -150)).toEqual({ timezone: 'Etc/GMT+10', source: 'boundaries' });
  });
});

describe('fallback from longitude when detection fails', () => {
  const failing = () => {
    throw new Error('boundary data unavailable');
  };
  it.each([
    [-122.4, 'America/Los_Angeles'],
    [-105, 'America/Denver'],
    [-90, 'America/Chicago'],
    [-75, 'America/New_York'],
    [-2.99, 'Europe/London'],
    [14, 'Europe/Paris'],
    [139.7, 'Asia/Tokyo'],
    [151.2, 'Australia/Sydney'],
    [77.2, 'UTC+5'],
    [-47, 'UTC-3'],
    [179.9, 'UTC+12'],
  ])('longitude %f gives %s', (lon, zone) => {
    expect(fallbackTimeZone(lon)).toBe(zone);
    expect(detectTimeZone(10, lon, failing)).toEqual({ timezone: zone, source: 'longitude-estimate' });
  });

  it('falls back when the finder returns nothing or an unknown zone', () => {
    expect(detectTimeZone(10, 77.2, () => [])).toEqual({ timezone: 'UTC+5', source: 'longitude-estimate' });
    expect(detectTimeZone(10, 77.2, () => ['Nowhere/Special'])).toEqual({
      timezone: 'UTC+5',
      source: 'longitude-estimate',
    });
  });

  it('the fallback labels convert to UT', () => {
    expect(localToUtc({ date: '2000-01-01', time: '12:00' }, fallbackTimeZone(77.2))).toMatchObject({
      status: 'ok',
      utcTime: '07:00:00',
    });
  });
});
