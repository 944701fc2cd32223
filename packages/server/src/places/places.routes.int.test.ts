import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { EmbeddedGeocoder } from './gazetteer/embedded-geocoder.ts';

// The test server loads the sample gazetteer (cities of a million people and more).
let server: RunningServer;
const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: unknown) => {
  const res = await server.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};
const names = (body: { results: { displayName: string }[] }) => body.results.map((r) => r.displayName);

beforeAll(async () => {
  server = await createTestServer();
  const geocoder = server.ctx.places.geocoder;
  if (!(geocoder instanceof EmbeddedGeocoder)) throw new Error('expected the embedded gazetteer');
  await geocoder.ready();
}, 120_000);
afterAll(() => server?.close());

describe('GET /api/places (sample gazetteer)', () => {
  it('answers with the contract fields, region and country by name', async () => {
    const { status, body } = await get('/api/places?q=London');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      displayName: 'London, England, United Kingdom',
      latitude: expect.closeTo(51.51, 1),
      longitude: expect.closeTo(-0.13, 1),
      city: 'London',
      state: 'England',
      county: 'Greater London',
      country: 'United Kingdom',
      countryCode: 'GB',
      timezone: 'Europe/London',
      population: expect.any(Number),
    });
  });

  it.each([
    ['Sao Paulo', 'São Paulo, Brazil'],
    ['São Paulo', 'São Paulo, Brazil'],
    ['Munich', 'Munich, Bavaria, Germany'],
    ['München', 'Munich, Bavaria, Germany'],
    ['Kyiv', 'Kyiv, Kiev, Ukraine'],
    ['Kiev', 'Kyiv, Kiev, Ukraine'],
    ['barcelna', 'Barcelona, Catalonia, Spain'],
    ['Paris, France', 'Paris, Île-de-France, France'],
  ])('%s finds %s first', async (q, expected) => {
    const { status, body } = await get(`/api/places?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(names(body)[0]).toBe(expected);
  });

  it('returns at most 5 places and ignores an empty query', async () => {
    expect((await get('/api/places?q=san')).body.results.length).toBeLessThanOrEqual(5);
    expect(await get('/api/places?q=%20%20')).toEqual({ status: 200, body: { results: [] } });
    expect(await get('/api/places')).toEqual({ status: 200, body: { results: [] } });
  });

  it('refuses a query over 200 characters, naming the field', async () => {
    const { status, body } = await get(`/api/places?q=${'a'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty('q');
    expect((await get('/api/places?q=a&q=b')).status).toBe(400);
  });

  it('reports the gazetteer in the health check', async () => {
    const { body } = await get('/api/health');
    expect(body.components.places).toMatchObject({ mode: 'embedded', status: 'ok' });
    expect(body.components.places.message).toMatch(/places/);
  });
});

describe('GET /api/timezone', () => {
  it('detects the zone from the boundary data', async () => {
    expect(await get('/api/timezone?lat=59.91&lon=10.75')).toEqual({
      status: 200,
      body: { timezone: 'Europe/Oslo', source: 'boundaries' },
    });
  });

  it.each([
    ['lat=91&lon=0', 'lat'],
    ['lat=0&lon=-180.5', 'lon'],
    ['lat=abc&lon=0', 'lat'],
    ['lat=10', 'lon'],
    ['lat=&lon=5', 'lat'],
  ])('?%s is a 400 naming %s', async (qs, field) => {
    const { status, body } = await get(`/api/timezone?${qs}`);
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe('POST /api/time/utc', () => {
  it('converts with the historical record', async () => {
    const { status, body } = await post('/api/time/utc', {
      date: '1944-06-06',
      time: '06:30',
      timezone: 'Europe/London',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      utcDate: '1944-06-06',
      utcTime: '04:30:00',
      offset: '+02:00',
      abbreviation: 'BDST',
      dst: true,
      status: 'ok',
    });
    expect(body.tzVersion).toMatch(/^\d{4}[a-z]$/);
  });

  it('flags a skipped and a repeated local time with the possible offsets', async () => {
    const gap = await post('/api/time/utc', { date: '2021-03-14', time: '02:30', timezone: 'America/New_York' });
    expect(gap.body.status).toBe('nonexistent');
    expect(gap.body.options.map((o: { offset: string }) => o.offset)).toEqual(['-05:00', '-04:00']);
    const overlap = await post('/api/time/utc', { date: '2021-11-07', time: '01:30', timezone: 'America/New_York' });
    expect(overlap.body.status).toBe('ambiguous');
    expect(overlap.body.options.map((o: { utcTime: string }) => o.utcTime)).toEqual(['05:30:00', '06:30:00']);
  });

  it('accepts the fallback labels and abbreviations', async () => {
    expect((await post('/api/time/utc', { date: '2000-01-01', time: '12:00', timezone: 'UTC+5' })).body).toMatchObject({
      utcTime: '07:00:00',
    });
    expect((await post('/api/time/utc', { date: '2000-01-01', time: '12:00', timezone: 'PST' })).body).toMatchObject({
      utcTime: '20:00:00',
    });
  });

  it.each([
    [{ date: '2023-02-29', time: '10:00', timezone: 'Europe/Paris' }, 'date'],
    [{ date: '1990-13-01', time: '10:00', timezone: 'Europe/Paris' }, 'date'],
    [{ date: '1990-01-01', time: '24:00', timezone: 'Europe/Paris' }, 'time'],
    [{ date: '1990-01-01', time: '10:00', timezone: 'Mars/Olympus' }, 'timezone'],
    [{ date: '1990-01-01', time: '10:00' }, 'timezone'],
    [{ date: 19900101, time: '10:00', timezone: 'UTC' }, 'date'],
  ])('%o is a 400 naming %s', async (payload, field) => {
    const { status, body } = await post('/api/time/utc', payload);
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('a missing body is a 400, not a 500', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/time/utc' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PLACES_GAZETTEER=off', () => {
  it('answers place searches with the spec alert (503) and reports degraded health', async () => {
    const off = await createTestServer({ PLACES_GAZETTEER: 'off' });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/places?q=London' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Unable to find location coordinates. Please try again or enter a more specific location.',
      );
      const health = (await off.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health.components.places.status).toBe('degraded');
    } finally {
      await off.close();
    }
  });
});
