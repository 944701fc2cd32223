import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serverRoot } from '../../paths.ts';
import { canonicalZoneName } from '../time/index.ts';
import { normalizePlaceName } from './normalize.ts';

/** The bundled gazetteer, built by scripts/places/build-gazetteer.mjs (GeoNames data, CC BY 4.0). */
export const gazetteerFile = join(serverRoot, 'assets', 'gazetteer', 'places.tsv.gz');

export interface GazetteerArea {
  key: string;
  name: string;
  /** Normalized names, the display name first. */
  names: string[];
}

export interface GazetteerPlace {
  id: number;
  name: string;
  region: string;
  /** The admin2 division's name ("Cambridgeshire", "Sangamon County"), '' when GeoNames has none. */
  county: string;
  country: string;
  countryCode: string;
  areaKey: string;
  /** "GB.ENG.C3", '' without a county. */
  countyKey: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
  displayName: string;
  /** Distinct normalized spellings: the main one (the name) first, then alternate names. */
  searchNames: string[];
  /** How many of searchNames are main spellings. */
  mainNames: number;
}

export interface Gazetteer {
  areas: GazetteerArea[];
  places: GazetteerPlace[];
  nameCount: number;
}

/**
 * Which part to load. "full": everything. "sample": a small deterministic subset (cities of a
 * million people and more, with Latin-script names only) for tests and quick starts.
 */
export type GazetteerSubset = 'full' | 'sample';

const SAMPLE_MIN_POPULATION = 1_000_000;
const LATIN = /^[\p{Script=Latin}\p{N}\s]+$/u;

/**
 * "Richmond, England, United Kingdom"; with a county (to tell namesakes apart), "Richmond, North
 * Yorkshire, England, United Kingdom". A county or region that only repeats the name before it is left out.
 */
export function displayNameOf(city: string, region: string, country: string, county = ''): string {
  const parts = [city];
  const said = new Set([normalizePlaceName(city)]);
  for (const area of [county, region]) {
    const normalized = normalizePlaceName(area);
    if (!area || said.has(normalized)) continue;
    said.add(normalized);
    parts.push(area);
  }
  if (country) parts.push(country);
  return parts.join(', ');
}

/** Parses the bundle's text (see the build script for the format). */
export function parseGazetteer(text: string, subset: GazetteerSubset): Gazetteer {
  const areaNames = new Map<string, string>();
  const areas: GazetteerArea[] = [];
  const places: GazetteerPlace[] = [];
  let nameCount = 0;
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f[0] === 'A') {
      const [, key, name, others] = f as [string, string, string, string];
      areaNames.set(key, name);
      const names = new Set([normalizePlaceName(name), ...(others ? others.split('|') : []).map(normalizePlaceName)]);
      names.delete('');
      areas.push({ key, name, names: [...names] });
    } else if (f[0] === 'P') {
      const [, id, name, lat, lon, cc, admin1, admin2, pop, tz, alts] = f as string[] as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const population = Number(pop);
      if (subset === 'sample' && population < SAMPLE_MIN_POPULATION) continue;
      const timezone = canonicalZoneName(tz);
      if (!timezone) continue;
      const searchNames = new Set<string>();
      const main = normalizePlaceName(name);
      if (main) searchNames.add(main);
      const mainNames = searchNames.size;
      for (const s of alts ? alts.split('|') : []) {
        const n = normalizePlaceName(s);
        if (n && (subset === 'full' || LATIN.test(n))) searchNames.add(n);
      }
      const areaKey = `${cc}.${admin1}`;
      const region = areaNames.get(areaKey) ?? '';
      const countyKey = admin2 ? `${areaKey}.${admin2}` : '';
      const county = (countyKey && areaNames.get(countyKey)) || '';
      const country = areaNames.get(cc) ?? cc;
      nameCount += searchNames.size;
      places.push({
        id: Number(id),
        name,
        region,
        county,
        country,
        countryCode: cc,
        areaKey,
        countyKey,
        latitude: Number(lat),
        longitude: Number(lon),
        timezone,
        population,
        displayName: displayNameOf(name, region, country),
        searchNames: [...searchNames],
        mainNames,
      });
    }
  }
  return { areas, places, nameCount };
}

/** Reads and parses the bundled file (load-place-index.ts turns it into the searchable index). */
export function readGazetteer(subset: GazetteerSubset, file = gazetteerFile): Gazetteer {
  return parseGazetteer(gunzipSync(readFileSync(file)).toString('utf8'), subset);
}
