// The one place that talks to Swiss Ephemeris (the `sweph` native binding).
// Swiss Ephemeris keeps global state (ephemeris path, sidereal mode, topocentric position); Node runs
// one chart at a time on its thread, so each calculation sets what it needs right before its calls.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sweph from 'sweph';

export const swe = sweph;
const C = sweph.constants;

export const FLG_SWIEPH = C.SEFLG_SWIEPH;
export const FLG_SPEED = C.SEFLG_SPEED;
export const FLG_SIDEREAL = C.SEFLG_SIDEREAL;
export const FLG_TOPOCTR = C.SEFLG_TOPOCTR;
export const FLG_HELCTR = C.SEFLG_HELCTR;
export const FLG_TRUEPOS = C.SEFLG_TRUEPOS;
export const FLG_EQUATORIAL = C.SEFLG_EQUATORIAL;

export const BODY = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mercury: C.SE_MERCURY,
  Venus: C.SE_VENUS,
  Mars: C.SE_MARS,
  Jupiter: C.SE_JUPITER,
  Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS,
  Neptune: C.SE_NEPTUNE,
  Pluto: C.SE_PLUTO,
  Chiron: C.SE_CHIRON,
  Mean_Node: C.SE_MEAN_NODE,
  True_Node: C.SE_TRUE_NODE,
  Mean_Lilith: C.SE_MEAN_APOG,
} as const;
export type BodyName = keyof typeof BODY;

const EPHE_FILES = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'];

export class EphemerisError extends Error {
  override name = 'EphemerisError';
}

/** Where the ephemeris files are: STELLARA_EPHE_PATH, else packages/astro/ephe found from this file upwards
 * (so it also works when the server is bundled into packages/server/dist). */
let foundPath: string | null = null;

export function findEphemerisPath(): string {
  const fromEnv = process.env.STELLARA_EPHE_PATH;
  if (fromEnv) return fromEnv;
  foundPath ??= searchEphemerisPath();
  return foundPath;
}

function searchEphemerisPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'ephe'), join(dir, 'packages/astro/ephe'), join(dir, 'astro/ephe')]) {
      if (existsSync(join(candidate, EPHE_FILES[0]!))) return candidate;
    }
    dir = dirname(dir);
  }
  return resolve(process.cwd(), 'packages/astro/ephe');
}

let readyPath: string | null = null;

/** Points Swiss Ephemeris at its files and proves they are used; throws rather than silently using Moshier. */
export function initEphemeris(path?: string): string {
  if (path === undefined) {
    // The hot path: checked once per process (process.env lookups are slow, so none here).
    if (readyPath !== null) return readyPath;
    path = findEphemerisPath();
  }
  if (readyPath === path) return path;
  for (const file of EPHE_FILES) {
    if (!existsSync(join(path, file))) {
      throw new EphemerisError(`Swiss Ephemeris file ${file} is missing from ${path} (set STELLARA_EPHE_PATH)`);
    }
  }
  sweph.set_ephe_path(path);
  const jd = 2451545; // J2000: inside every file's range
  for (const body of [C.SE_SUN, C.SE_MOON, C.SE_CHIRON]) {
    const r = sweph.calc_ut(jd, body, FLG_SWIEPH | FLG_SPEED);
    checkFlag(r.flag, r.error, body, jd);
  }
  readyPath = path;
  return path;
}

export function checkFlag(flag: number, error: string, body: number, jd: number): void {
  if (flag < 0) throw new EphemerisError(`Swiss Ephemeris failed for body ${body} at JD ${jd}: ${error}`);
  if ((flag & FLG_SWIEPH) === 0) {
    throw new EphemerisError(`Swiss Ephemeris fell back to Moshier for body ${body} at JD ${jd}: ${error}`);
  }
}

export interface BodyPosition {
  longitude: number;
  latitude: number;
  distance: number;
  speed: number;
}

/** Raw Swiss Ephemeris output [longitude, latitude, distance, lon speed, lat speed, dist speed], checked.
 * The allocation-free variant of calcBody for the natal hot path. */
export function calcRaw(jd: number, body: number, flags: number): number[] {
  const r = sweph.calc_ut(jd, body, flags | FLG_SWIEPH | FLG_SPEED);
  checkFlag(r.flag, r.error, body, jd);
  return r.data;
}

/** One body at one instant with the given flags (SWIEPH and SPEED are always added). */
export function calcBody(jd: number, body: number, flags: number): BodyPosition {
  const r = sweph.calc_ut(jd, body, flags | FLG_SWIEPH | FLG_SPEED);
  // Heliocentric Sun/nodes return a zero flag-free result: only the file/Moshier bits matter here.
  checkFlag(r.flag, r.error, body, jd);
  const d = r.data;
  return { longitude: d[0]!, latitude: d[1]!, distance: d[2]!, speed: d[3]! };
}

/** True obliquity of the ecliptic at jd (degrees), used to derive declinations without extra body calls. */
export function trueObliquity(jd: number): number {
  const r = sweph.calc_ut(jd, C.SE_ECL_NUT, 0);
  if (r.flag < 0) throw new EphemerisError(`obliquity failed at JD ${jd}: ${r.error}`);
  return r.data[0]!;
}

/** Julian day (UT) from a UTC calendar instant, Gregorian calendar, as Kerykeion computes it. */
export function julianDay(year: number, month: number, day: number, hour: number): number {
  return sweph.julday(year, month, day, hour, C.SE_GREG_CAL);
}
