import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGazetteer } from './bundle.ts';
import { FuzzyNameIndex } from './fuzzy-index.ts';
import { gazetteerSource, loadPlaceIndex, writePlaceIndex } from './load-place-index.ts';
import { buildPlaceIndex, PLACE_INDEX_FORMAT, PlaceIndex, readPlaceIndexHeader } from './place-index.ts';
import { parsePlaceQuery } from './query.ts';
import { searchPlaces } from './search.ts';

const text = [
  '#\tcomment',
  'A\tGB\tUnited Kingdom\tUK|Royaume-Uni',
  'A\tGB.ENG\tEngland\tAngleterre',
  'A\tGB.ENG.GLA\tGreater London\t',
  'A\tGB.ENG.J7\tNorth Yorkshire\t',
  'A\tUS\tUnited States\tUSA',
  'A\tUS.TX\tTexas\tTX',
  'A\tUS.KY\tKentucky\tKY',
  'A\tFR\tFrance\t',
  'A\tFR.11\tÎle-de-France\t',
  'A\tRU\tRussia\t',
  'P\t2988507\tParis\t48.85341\t2.3488\tFR\t11\t\t2138551\tEurope/Paris\tParigi|Париж',
  'P\t4717560\tParis\t33.66094\t-95.55551\tUS\tTX\t\t24171\tAmerica/Chicago\t',
  'P\t2643743\tLondon\t51.50853\t-0.12574\tGB\tENG\tGLA\t8961989\tEurope/London\tLondres|Лондон',
  'P\t4298960\tLondon\t37.12898\t-84.08326\tUS\tKY\t\t7993\tAmerica/New_York\t',
  'P\t2644210\tLiverpool\t53.41058\t-2.97794\tGB\tENG\t\t864122\tEurope/London\tLerpwl',
  'P\t524901\tMoscow\t55.75222\t37.61556\tRU\t48\t\t10381222\tEurope/Moscow\tMoskva|Москва|Moscou',
  'P\t2639388\tRichmond\t54.4036\t-1.73434\tGB\tENG\tJ7\t8413\tEurope/London\t',
  'P\t2639389\tRichmond\t51.46171\t-0.30633\tGB\tENG\tGLA\t21469\tEurope/London\t',
  'P\t2990000\tParisot\t44.26\t1.85\tFR\t76\t\t900\tEurope/Paris\t',
].join('\n');
const gazetteer = parseGazetteer(text, 'full');
const bytes = buildPlaceIndex(gazetteer, 'test-source', 'full');
const index = PlaceIndex.open(bytes);
const search = (q: string, fuzzy?: FuzzyNameIndex) =>
  searchPlaces(index, parsePlaceQuery(q)!, fuzzy).map((r) => r.displayName);

describe('the binary place index', () => {
  it('is deterministic and says what it was built from', () => {
    expect(buildPlaceIndex(parseGazetteer(text, 'full'), 'test-source', 'full').equals(bytes)).toBe(true);
    expect(readPlaceIndexHeader(bytes)).toMatchObject({
      format: PLACE_INDEX_FORMAT,
      source: 'test-source',
      subset: 'full',
      places: 9,
      areas: 10,
    });
    expect(index.placeCount).toBe(9);
  });

  it('refuses bytes that are not an index of this format', () => {
    expect(() => PlaceIndex.open(Buffer.from('not an index at all'))).toThrow(/not a place index/);
    const other = Buffer.from(bytes);
    const json = JSON.stringify({ ...readPlaceIndexHeader(bytes), format: PLACE_INDEX_FORMAT + 1 });
    other.writeUInt32LE(Buffer.byteLength(json), 8);
    other.write(json, 12, 'utf8');
    expect(() => PlaceIndex.open(other)).toThrow(/format/);
  });

  it('finds exact spellings first, most populous first, then prefixes; every spelling counts', () => {
    expect(index.lookup('paris', true, 10).map((h) => [index.placeIdAt(h.place), h.name, h.main])).toEqual([
      [2988507, 'paris', true],
      [4717560, 'paris', true],
      [2990000, 'parisot', true],
    ]);
    expect(index.lookup('paris', false, 10)).toHaveLength(2);
    expect(index.lookup('paris', true, 1)).toHaveLength(1);
    expect(index.lookup('lon', true, 10).map((h) => [index.placeIdAt(h.place), h.name])).toEqual([
      [2643743, 'london'],
      [2643743, 'londres'],
      [4298960, 'london'],
    ]);
    expect(index.lookup('лондон', false, 10).map((h) => [index.placeIdAt(h.place), h.main])).toEqual([
      [2643743, false],
    ]);
    expect(index.lookup('zzz', true, 10)).toEqual([]);
  });

  it('gives the API fields of a place, region and country by name', () => {
    expect(index.result(index.positionOf(2643743))).toEqual({
      displayName: 'London, England, United Kingdom',
      latitude: 51.50853,
      longitude: -0.12574,
      city: 'London',
      state: 'England',
      county: 'Greater London',
      country: 'United Kingdom',
      countryCode: 'GB',
      timezone: 'Europe/London',
      population: 8961989,
    });
    // Region "48" is not in the area list: no region, as before.
    expect(index.result(index.positionOf(524901)).displayName).toBe('Moscow, Russia');
    expect(index.positionOf(1)).toBe(-1);
  });

  it('lists the main spellings for the typo index', () => {
    const main = index.mainSpellings();
    // One main spelling a place (its name); alternate names, Latin or not, are not typo-corrected.
    expect(main).toContainEqual({ placeId: 524901, name: 'moscow', population: 10381222 });
    expect(main.some((m) => m.name === 'moskva' || m.name === 'москва')).toBe(false);
    expect(main).toHaveLength(9);
  });
});

describe('searchPlaces', () => {
  const fuzzy = FuzzyNameIndex.build(index.mainSpellings());

  it('narrows by region or country, by any of their names or the start of one', () => {
    expect(search('Paris, Texas')).toEqual(['Paris, Texas, United States']);
    expect(search('Paris, TX')).toEqual(['Paris, Texas, United States']);
    expect(search('Paris, Fra')).toEqual(['Paris, Île-de-France, France', 'Parisot, France']);
    expect(search('London, Royaume-Uni')).toEqual(['London, England, United Kingdom']);
    expect(search('London, England, UK')).toEqual(['London, England, United Kingdom']);
    // Nowhere in the named area: the places elsewhere, as before.
    expect(search('London, France')).toEqual(['London, England, United Kingdom', 'London, Kentucky, United States']);
  });

  it('tells namesakes apart by county, and narrows by a county', () => {
    expect(search('Richmond')).toEqual([
      'Richmond, Greater London, England, United Kingdom',
      'Richmond, North Yorkshire, England, United Kingdom',
    ]);
    const narrowed = searchPlaces(index, parsePlaceQuery('Richmond, North Yorkshire')!);
    expect(narrowed[0]).toMatchObject({ county: 'North Yorkshire', population: 8413 });
    expect(search('London, Greater London')).toEqual(['London, England, United Kingdom']);
  });

  it('finds alternate and non-Latin names', () => {
    expect(search('Москва')).toEqual(['Moscow, Russia']);
    expect(search('Moscou')).toEqual(['Moscow, Russia']);
    expect(search('Lerpwl')).toEqual(['Liverpool, England, United Kingdom']);
  });

  it('finds misspelt names once the typo index is there', () => {
    expect(search('Liverpol')).toEqual([]);
    expect(search('Liverpol', fuzzy)).toEqual(['Liverpool, England, United Kingdom']);
    // A direct match wins: no typo neighbours are added to it.
    expect(search('Londo', fuzzy)).toEqual(['London, England, United Kingdom', 'London, Kentucky, United States']);
  });
});

describe('loading the index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-place-index-'));
  const tsv = join(dir, 'places.tsv.gz');
  writeFileSync(tsv, gzipSync(text));
  const file = join(dir, 'dist', 'places-full.idx');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds it in memory when there is no prebuilt file', () => {
    const loaded = loadPlaceIndex('full', { gazetteer: tsv, index: file });
    expect(loaded).toMatchObject({ origin: 'built', reason: expect.stringMatching(/no prebuilt index/) });
    expect(loaded.index.header.source).toBe(gazetteerSource(tsv));
  });

  it('reads the prebuilt file when it was built from the same bundle', () => {
    writePlaceIndex(file, tsv);
    const loaded = loadPlaceIndex('full', { gazetteer: tsv, index: file });
    expect(loaded.origin).toBe('prebuilt');
    expect(loaded.index.placeCount).toBe(9);
  });

  it('ignores a prebuilt file made from another bundle', () => {
    writePlaceIndex(file, tsv);
    writeFileSync(tsv, gzipSync(text.split('\n').slice(0, -1).join('\n')));
    const loaded = loadPlaceIndex('full', { gazetteer: tsv, index: file });
    expect(loaded).toMatchObject({ origin: 'built', reason: expect.stringMatching(/built from/) });
    expect(loaded.index.placeCount).toBe(8);
  });

  it('builds it in memory when the prebuilt file is damaged', () => {
    writePlaceIndex(file, tsv);
    writeFileSync(file, readFileSync(file).subarray(0, 5000));
    const loaded = loadPlaceIndex('full', { gazetteer: tsv, index: file });
    expect(loaded).toMatchObject({ origin: 'built', reason: expect.stringMatching(/unreadable: .*cut short/) });
    expect(loaded.index.placeCount).toBe(8);
  });

  it('builds the sample from the bundle: cities of a million people and more', () => {
    const loaded = loadPlaceIndex('sample', { gazetteer: tsv, index: file });
    expect(loaded.origin).toBe('built');
    expect(loaded.index.placeCount).toBe(3);
  });
});
