import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import { nominatimLiverpool, nominatimStatusOk } from './nominatim.fixture.ts';

// A local stand-in for a Nominatim server: real answer format, scripted behaviour.
let behaviour: 'ok' | 'empty' | 'error' | 'garbage' = 'ok';
const requests: URL[] = [];
let fake: Server;
let server: RunningServer;

function answer(req: IncomingMessage): { status: number; body: string } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  requests.push(url);
  if (url.pathname === '/status') {
    return behaviour === 'error'
      ? { status: 500, body: 'down' }
      : { status: 200, body: JSON.stringify(nominatimStatusOk) };
  }
  if (url.pathname !== '/search') return { status: 404, body: '[]' };
  if (behaviour === 'error') return { status: 503, body: '<html>Service Unavailable</html>' };
  if (behaviour === 'garbage') return { status: 200, body: '<html>not json</html>' };
  return { status: 200, body: JSON.stringify(behaviour === 'empty' ? [] : nominatimLiverpool) };
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    const { status, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  server = await createTestServer({ GEOCODER_URL: `http://127.0.0.1:${port}/` });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  behaviour = 'ok';
  requests.length = 0;
});

const search = (q: string) => server.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });

describe('place search through Nominatim (GEOCODER_URL)', () => {
  it("sends the spec's request and reads display_name, lat, lon, city/town/village, state, country", async () => {
    const res = await search('Liverpool');
    expect(res.statusCode).toBe(200);
    const sent = requests.find((u) => u.pathname === '/search')!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      format: 'json',
      q: 'Liverpool',
      limit: '5',
      addressdetails: '1',
    });
    expect(res.json().results).toEqual([
      {
        displayName: 'Liverpool, North West England, England, United Kingdom',
        latitude: 53.4071991,
        longitude: -2.99168,
        city: 'Liverpool',
        state: 'England',
        county: '',
        country: 'United Kingdom',
        countryCode: 'GB',
        timezone: 'Europe/London',
        population: null,
      },
      expect.objectContaining({ city: 'Sydney', state: 'New South Wales', timezone: 'Australia/Sydney' }),
      expect.objectContaining({ city: 'Liverpool', state: 'New York', timezone: 'America/New_York' }),
    ]);
  });

  it('no results is an empty list (the web shows the "Location not found" alert)', async () => {
    behaviour = 'empty';
    expect((await search('Nowhereville')).json()).toEqual({ results: [] });
  });

  it.each(['error', 'garbage'] as const)(
    'a failing service (%s) gives 503 with the spec alert, never a 500',
    async (b) => {
      behaviour = b;
      const res = await search('Liverpool');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Unable to find location coordinates. Please try again or enter a more specific location.',
      );
    },
  );

  it('does not call the service for an empty query', async () => {
    expect((await search('  ')).json()).toEqual({ results: [] });
    expect(requests).toEqual([]);
  });

  it('reports nominatim mode in the health check, down when it does not answer', async () => {
    const ok = (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(ok.components.places).toMatchObject({ mode: 'nominatim', status: 'ok' });
    behaviour = 'error';
    const down = (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(down.components.places).toMatchObject({ mode: 'nominatim', status: 'down' });
  });
});
