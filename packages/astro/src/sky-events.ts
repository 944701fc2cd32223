// The sky's own events in a range: new and full Moons, eclipses, stations, the Moon's sign changes, and (against a
// natal chart) a transiting body crossing a natal house cusp. Each is root-found on Swiss Ephemeris positions to the
// second (eclipses: Swiss Ephemeris's own search). The general sky is read tropical and geocentric, as a calendar
// gives it; house ingresses are read in the natal chart's own zodiac and perspective.
import { type LunarPhaseName, type SignName, TEN_PLANETS } from '@stellara/contract/vocabulary';
import type { PointName } from './constants.ts';
import { BODY, type BodyName, calcBody, initEphemeris, swe } from './ephemeris.ts';
import { chartFlags, type NatalChart } from './natal.ts';
import { MAJOR_ASPECTS, type MajorAspectName } from './passages.ts';
import { solve } from './roots.ts';
import { assertInEphemerisRange, type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { houseOf, norm360, signOf, wrap180 } from './zodiac.ts';

const C = swe.constants;
const SECOND = 1 / 86_400;

/** The house (1-12) of the natal chart a longitude falls in (given in the natal chart's zodiac). */
export function natalHouseOf(natal: NatalChart, longitude: number): number {
  return houseOf(longitude, natal.cusps);
}

/**
 * A root of a continuous f between a and b, where f(a) and f(b) differ in sign (Illinois false position): a handful
 * of evaluations to the second where bisection needs twenty.
 */
function root(f: (t: number) => number, a: number, b: number, precision = SECOND): number {
  return solve(f, a, f(a), b, f(b), precision);
}

/**
 * Every instant in [from, to) where an angle-valued offset crosses zero going either way, scanning in `step`s: the
 * offset is wrapped to ±180°, so only a change of sign while both ends are within 90° of zero is a crossing (the
 * wrap from +180 to -180 is not). The step must be short enough that the offset crosses zero at most once in it.
 */
function crossings(offset: (t: number) => number, from: number, to: number, step: number): number[] {
  const out: number[] = [];
  let t0 = from;
  let f0 = offset(t0);
  while (t0 < to) {
    const t1 = Math.min(t0 + step, to);
    const f1 = offset(t1);
    if (f0 === 0) out.push(t0);
    else if (Math.sign(f0) !== Math.sign(f1) && f1 !== 0 && Math.abs(f0) < 90 && Math.abs(f1) < 90) {
      out.push(root(offset, t0, t1));
    }
    t0 = t1;
    f0 = f1;
  }
  return out;
}

function range(from: Instant, to: Instant): [number, number] {
  const a = toJulianDay(from);
  const b = toJulianDay(to);
  assertInEphemerisRange(a);
  assertInEphemerisRange(b);
  initEphemeris();
  return [a, b];
}

const longitudeOf = (jd: number, body: BodyName, flags = 0) => calcBody(jd, BODY[body], flags).longitude;
const signNameOf = (longitude: number) => signOf(longitude).name as SignName;

// ------------------------------------------------------------------------------------------------------ lunations

export interface Lunation {
  kind: 'new' | 'full';
  /** The instant of the exact conjunction (new) or opposition (full) of the Sun and Moon in longitude. */
  jd: number;
  at: string;
  /** The Moon's tropical longitude then, and its sign. */
  longitude: number;
  sign: SignName;
}

/** Every new and full Moon in [from, to), in order. */
export function lunations(from: Instant, to: Instant): Lunation[] {
  const [a, b] = range(from, to);
  const elongation = (t: number) => longitudeOf(t, 'Moon') - longitudeOf(t, 'Sun');
  const out: Lunation[] = [];
  // The elongation grows 11-15° a day: a one-day step crosses each target at most once.
  for (const [kind, target] of [
    ['new', 0],
    ['full', 180],
  ] as const) {
    for (const jd of crossings((t) => wrap180(elongation(t) - target), a, b, 1)) {
      const longitude = longitudeOf(jd, 'Moon');
      out.push({ kind, jd, at: julianDayToIso(jd), longitude, sign: signNameOf(longitude) });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

export type MoonQuarterKind = 'new' | 'first-quarter' | 'full' | 'last-quarter';

export interface MoonQuarter {
  kind: MoonQuarterKind;
  /** The instant the Moon's elongation from the Sun reaches 0°, 90°, 180° or 270° in longitude. */
  jd: number;
  at: string;
  /** The Moon's tropical longitude then, and its sign. */
  longitude: number;
  sign: SignName;
}

const QUARTER_ELONGATION: readonly [MoonQuarterKind, number][] = [
  ['new', 0],
  ['first-quarter', 90],
  ['full', 180],
  ['last-quarter', 270],
];

/** Every new Moon, first quarter, full Moon and last quarter in [from, to), in order: the four phases a calendar marks. */
export function moonQuarters(from: Instant, to: Instant): MoonQuarter[] {
  const [a, b] = range(from, to);
  const elongation = (t: number) => longitudeOf(t, 'Moon') - longitudeOf(t, 'Sun');
  const out: MoonQuarter[] = [];
  // As for the lunations: a one-day step crosses each target at most once.
  for (const [kind, target] of QUARTER_ELONGATION) {
    for (const jd of crossings((t) => wrap180(elongation(t) - target), a, b, 1)) {
      const longitude = longitudeOf(jd, 'Moon');
      out.push({ kind, jd, at: julianDayToIso(jd), longitude, sign: signNameOf(longitude) });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

const QUARTER_PHASE: Record<MoonQuarterKind, LunarPhaseName> = {
  new: 'New Moon',
  'first-quarter': 'First Quarter',
  full: 'Full Moon',
  'last-quarter': 'Last Quarter',
};

/**
 * The Moon's phase at an instant as a calendar or a moon app names it: a principal phase (New, First Quarter, Full,
 * Last Quarter) within a day of its exact moment, else the crescent or gibbous between. Equal octants would call the
 * Moon "Last Quarter" two days before the last quarter, beside a "next: the last quarter on..." line.
 */
export function calendarPhase(at: Instant): LunarPhaseName {
  const jd = toJulianDay(at);
  const near = moonQuarters(jd - 1, jd + 1);
  if (near.length)
    return QUARTER_PHASE[near.reduce((a, b) => (Math.abs(a.jd - jd) <= Math.abs(b.jd - jd) ? a : b)).kind];
  const elongation = norm360(longitudeOf(jd, 'Moon') - longitudeOf(jd, 'Sun'));
  if (elongation < 90) return 'Waxing Crescent';
  if (elongation < 180) return 'Waxing Gibbous';
  return elongation < 270 ? 'Waning Gibbous' : 'Waning Crescent';
}

// ------------------------------------------------------------------------------------------------------- eclipses

export type SolarEclipseKind = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarEclipseKind = 'total' | 'partial' | 'penumbral';

export type Eclipse =
  | { body: 'solar'; kind: SolarEclipseKind; jd: number; at: string; longitude: number; sign: SignName }
  | { body: 'lunar'; kind: LunarEclipseKind; jd: number; at: string; longitude: number; sign: SignName };

function solarKind(flag: number): SolarEclipseKind {
  // Hybrid first: Swiss Ephemeris sets its own bit for an annular-total eclipse.
  if (flag & C.SE_ECL_ANNULAR_TOTAL) return 'hybrid';
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_ANNULAR) return 'annular';
  return 'partial';
}

function lunarKind(flag: number): LunarEclipseKind {
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_PARTIAL) return 'partial';
  return 'penumbral';
}

/**
 * Every solar and lunar eclipse whose greatest eclipse falls in [from, to), in order, with its kind and the
 * longitude of the eclipsed light's position (the Sun's for a solar eclipse, the Moon's for a lunar one).
 */
export function eclipses(from: Instant, to: Instant): Eclipse[] {
  const [a, b] = range(from, to);
  const out: Eclipse[] = [];
  const search = (
    next: (start: number) => { flag: number; error: string; data: number[] },
    add: (r: { flag: number; jd: number }) => void,
  ) => {
    let start = a;
    for (;;) {
      const r = next(start);
      if (r.flag < 0) throw new Error(`Swiss Ephemeris eclipse search failed at JD ${start}: ${r.error}`);
      const jd = r.data[0]!;
      if (jd >= b) return;
      if (jd >= a) add({ flag: r.flag, jd });
      // Eclipses of one kind are at least a lunation apart: look again from a few days on.
      start = jd + 5;
    }
  };
  search(
    // The binding's typings say number for `backwards`; at run time it insists on a boolean.
    (start) => swe.sol_eclipse_when_glob(start, C.SEFLG_SWIEPH, 0, false as unknown as number),
    ({ flag, jd }) => {
      const longitude = longitudeOf(jd, 'Sun');
      out.push({
        body: 'solar',
        kind: solarKind(flag),
        jd,
        at: julianDayToIso(jd),
        longitude,
        sign: signNameOf(longitude),
      });
    },
  );
  search(
    (start) => swe.lun_eclipse_when(start, C.SEFLG_SWIEPH, 0, false),
    ({ flag, jd }) => {
      const longitude = longitudeOf(jd, 'Moon');
      out.push({
        body: 'lunar',
        kind: lunarKind(flag),
        jd,
        at: julianDayToIso(jd),
        longitude,
        sign: signNameOf(longitude),
      });
    },
  );
  return out.sort((x, y) => x.jd - y.jd);
}

// ------------------------------------------------------------------------------------------------------- stations

export type StationBody =
  | 'Mercury'
  | 'Venus'
  | 'Mars'
  | 'Jupiter'
  | 'Saturn'
  | 'Uranus'
  | 'Neptune'
  | 'Pluto'
  | 'Chiron';

/** Every body that stations, Mercury out to Pluto, and Chiron (the Sun and the Moon never turn). */
export const STATION_BODIES: readonly StationBody[] = [
  ...TEN_PLANETS.filter((planet) => planet !== 'Sun' && planet !== 'Moon'),
  'Chiron',
];

export interface Station {
  body: StationBody;
  /** 'retrograde': the body stops and turns back; 'direct': it stops and moves forward again. */
  kind: 'retrograde' | 'direct';
  /** The instant its speed in longitude is zero. */
  jd: number;
  at: string;
  longitude: number;
  sign: SignName;
}

/** Every station of the bodies in [from, to), in order. */
export function stations(
  from: Instant,
  to: Instant,
  bodies: readonly StationBody[] = ['Mercury', 'Venus', 'Mars'],
): Station[] {
  const [a, b] = range(from, to);
  const out: Station[] = [];
  for (const body of bodies) {
    const speed = (t: number) => calcBody(t, BODY[body], 0).speed;
    // The shortest retrograde (Mercury's, about three weeks) and direct spells are many days long: a daily scan
    // sees every turn.
    let t0 = a;
    let s0 = speed(t0);
    while (t0 < b) {
      const t1 = Math.min(t0 + 1, b);
      const s1 = speed(t1);
      if (Math.sign(s0) !== Math.sign(s1) && s1 !== 0) {
        const jd = s0 === 0 ? t0 : root(speed, t0, t1);
        const longitude = longitudeOf(jd, body);
        out.push({
          body,
          kind: s1 < 0 ? 'retrograde' : 'direct',
          jd,
          at: julianDayToIso(jd),
          longitude,
          sign: signNameOf(longitude),
        });
      }
      t0 = t1;
      s0 = s1;
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

// --------------------------------------------------------------------------------------------- Moon sign changes

export interface MoonIngress {
  /** The instant the Moon enters `sign` from `from`. */
  jd: number;
  at: string;
  from: SignName;
  sign: SignName;
}

/** Every sign the Moon enters in [from, to), in order. */
export function moonSignChanges(from: Instant, to: Instant): MoonIngress[] {
  const [a, b] = range(from, to);
  // Offset from the nearest sign boundary (multiples of 30°), ±15°: the Moon (12-15° a day) crosses one boundary
  // at most in a quarter day.
  const offset = (t: number) => {
    const l = longitudeOf(t, 'Moon');
    return l - Math.round(l / 30) * 30;
  };
  const out: MoonIngress[] = [];
  let t0 = a;
  let f0 = offset(t0);
  while (t0 < b) {
    const t1 = Math.min(t0 + 0.25, b);
    const f1 = offset(t1);
    // Crossing a boundary forward takes the offset from below zero to above it (not the jump from +15 to -15).
    if (f0 < 0 && f1 >= 0) {
      const jd = root(offset, t0, t1);
      const l = longitudeOf(jd + SECOND, 'Moon');
      out.push({ jd, at: julianDayToIso(jd), from: signNameOf(l - 15), sign: signNameOf(l) });
    }
    t0 = t1;
    f0 = f1;
  }
  return out;
}

// ------------------------------------------------------------------------------------------ natal house ingresses

export type IngressBody = Exclude<BodyName, 'Mean_Lilith'>;

export interface HouseIngress {
  body: IngressBody;
  /** The natal house the body enters (crossing its cusp forward, or the next cusp backward while retrograde). */
  house: number;
  jd: number;
  at: string;
  retrograde: boolean;
}

// Scan steps (days), each short enough that a body crosses at most one cusp within it, for the narrowest houses of
// an ordinary latitude (a few degrees) and never turns round twice.
const INGRESS_STEP: Record<IngressBody, number> = {
  Moon: 0.05,
  Sun: 0.5,
  Mercury: 0.25,
  Venus: 0.5,
  Mars: 0.5,
  Jupiter: 1,
  Saturn: 2,
  Chiron: 3,
  Uranus: 4,
  Neptune: 5,
  Pluto: 5,
  Mean_Node: 2,
  True_Node: 1,
};

/**
 * Every time a transiting body enters a natal house (crosses one of the natal cusps) in [from, to), in order: a
 * retrograde loop across a cusp gives several. Positions are read in the natal chart's zodiac and perspective.
 */
export function houseIngresses(
  natal: NatalChart,
  from: Instant,
  to: Instant,
  bodies: readonly IngressBody[] = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'],
): HouseIngress[] {
  const [a, b] = range(from, to);
  const flags = chartFlags(natal);
  const out: HouseIngress[] = [];
  for (const body of bodies) {
    const lon = (t: number) => norm360(longitudeOf(t, body, flags));
    const step = INGRESS_STEP[body];
    let t0 = a;
    let h0 = natalHouseOf(natal, lon(t0));
    while (t0 < b) {
      const t1 = Math.min(t0 + step, b);
      const h1 = natalHouseOf(natal, lon(t1));
      if (h1 !== h0) {
        // Forward into h1 crosses h1's cusp; backward into h1 crosses the cusp of the house left (h0).
        const forward = h1 === (h0 % 12) + 1;
        const cusp = natal.cusps[(forward ? h1 : h0) - 1]!;
        const jd = root((t) => wrap180(lon(t) - cusp), t0, t1);
        out.push({ body, house: h1, jd, at: julianDayToIso(jd), retrograde: !forward });
      }
      t0 = t1;
      h0 = h1;
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

// -------------------------------------------------------------------------------------- exact aspects to natal points

const MAJOR_ANGLES: Record<MajorAspectName, number> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

export interface AspectHit {
  body: IngressBody;
  aspect: MajorAspectName;
  target: PointName;
  /** The instant the aspect is exact (in longitude). */
  jd: number;
  at: string;
  retrograde: boolean;
}

/**
 * Every instant in [from, to) a transiting body makes an exact major aspect to a natal point, in order (a sextile,
 * square or trine on either side of the point). Positions are read in the natal chart's zodiac and perspective.
 */
export function aspectHits(
  natal: NatalChart,
  from: Instant,
  to: Instant,
  bodies: readonly IngressBody[],
  targets: readonly PointName[],
  aspects: readonly MajorAspectName[] = MAJOR_ASPECTS,
): AspectHit[] {
  const [a, b] = range(from, to);
  const flags = chartFlags(natal);
  const out: AspectHit[] = [];
  for (const body of bodies) {
    const lon = (t: number) => calcBody(t, BODY[body], flags);
    // The Moon's cusp step is finer than an aspect needs (its offset moves 3° in a quarter day).
    const step = body === 'Moon' ? 0.25 : INGRESS_STEP[body];
    // The body's longitudes on the scan grid, shared by every target and aspect.
    const grid: number[] = [];
    for (let t = a; t < b + step; t += step) grid.push(lon(Math.min(t, b)).longitude);
    for (const target of targets) {
      const natalLon = natal.points[target].longitude;
      for (const aspect of aspects) {
        const angle = MAJOR_ANGLES[aspect];
        for (const side of angle === 0 || angle === 180 ? [1] : [1, -1]) {
          const offsetOf = (l: number) => wrap180(l - natalLon - side * angle);
          for (let k = 0; k + 1 < grid.length; k++) {
            const f0 = offsetOf(grid[k]!);
            const f1 = offsetOf(grid[k + 1]!);
            if (Math.sign(f0) === Math.sign(f1) || Math.abs(f0) >= 90 || Math.abs(f1) >= 90) continue;
            const t0 = a + k * step;
            const t1 = Math.min(a + (k + 1) * step, b);
            const jd = f0 === 0 ? t0 : root((t) => offsetOf(lon(t).longitude), t0, t1);
            if (jd < a || jd >= b) continue;
            out.push({ body, aspect, target, jd, at: julianDayToIso(jd), retrograde: lon(jd).speed < 0 });
          }
        }
      }
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}
