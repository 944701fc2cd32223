// Transits: the sky at an instant against a natal chart, with each aspect's real start, exact and end
// dates found by root-finding over the transiting body's motion (a retrograde pass gives several exact hits).
import {
  type ActiveAspectRule,
  type Aspect,
  calculateInterAspects,
  matchAspect,
  type NatalAspectOptions,
  type OrbRule,
  resolveActiveAspects,
} from './aspects.ts';
import { type AspectName, AXES_ORB, DEFAULT_ACTIVE_POINTS, type PointName } from './constants.ts';
import { BODY, type BodyName, calcBody } from './ephemeris.ts';
import { calculateNatalChart, type NatalChart, prepareFlags, resolveSettings } from './natal.ts';
import { solve } from './roots.ts';
import { assertInEphemerisRange, FIRST_JD, type Instant, julianDayToIso, LAST_JD, toJulianDay } from './time.ts';
import { norm360, wrap180 } from './zodiac.ts';

export type TransitColour = 'red' | 'yellow' | 'green';

export interface TransitAspect extends Aspect {
  /** p1 is the transiting point, p2 the natal point. */
  isExact: boolean;
  /** 3..10, the spec's intensity rule. */
  intensity: number;
  colour: TransitColour;
  /** When the aspect came into orb (ISO UT); null if beyond the search horizon or for a transiting axis. */
  start: string | null;
  /** Every instant the aspect is exact within this pass (several with a retrograde loop). */
  exact: string[];
  /** For each exact hit, whether the transiting body was retrograde then (the middle hit of three usually is). */
  exactRetrograde: boolean[];
  /** When it leaves orb; null if beyond the search horizon or for a transiting axis. */
  end: string | null;
  startJd: number | null;
  exactJd: number[];
  endJd: number | null;
}

export interface TransitOptions extends NatalAspectOptions {
  /** Where the transit chart is cast (its houses and axes); the natal place by default. */
  latitude?: number;
  longitude?: number;
}

export interface TransitResult {
  /** The transit chart itself, cast with the natal chart's zodiac, house system and perspective. */
  chart: NatalChart;
  aspects: TransitAspect[];
}

const BASE_INTENSITY: Partial<Record<AspectName, number>> = {
  conjunction: 8,
  opposition: 8,
  square: 7,
  trine: 6,
  sextile: 6,
};

/** The spec's intensity: base by aspect, +2 within 1°, +1 within 2°, -2 beyond 5°, kept within 3..10. */
export function transitIntensity(aspect: AspectName, orbit: number): number {
  const orb = Math.abs(orbit);
  let v = BASE_INTENSITY[aspect] ?? 5;
  if (orb < 1) v += 2;
  else if (orb < 2) v += 1;
  else if (orb > 5) v -= 2;
  return Math.min(10, Math.max(3, v));
}

/** The spec's colour bands: 8 and above red, 6 and above yellow, else green. */
export function transitColour(intensity: number): TransitColour {
  return intensity >= 8 ? 'red' : intensity >= 6 ? 'yellow' : 'green';
}

// Scan step (days): small enough that no body turns round twice within one step, so no exact hit is skipped.
// Horizon: how far each way to look for the ends of a pass; generous enough for the slowest
// retrograde loops of each body with the widest default orb (10°). Top speed (degrees a day, any perspective):
// a scan for passes steps no further than the body can travel across the narrowest orb window.
const MOTION: Record<BodyName, { step: number; horizon: number; maxSpeed: number }> = {
  Moon: { step: 0.1, horizon: 4, maxSpeed: 20 },
  Sun: { step: 0.5, horizon: 30, maxSpeed: 1.5 },
  Mercury: { step: 0.5, horizon: 200, maxSpeed: 6.5 },
  Venus: { step: 0.5, horizon: 300, maxSpeed: 2.5 },
  Mars: { step: 1, horizon: 500, maxSpeed: 1.2 },
  Jupiter: { step: 2, horizon: 900, maxSpeed: 0.4 },
  Saturn: { step: 3, horizon: 1500, maxSpeed: 0.2 },
  Chiron: { step: 5, horizon: 4000, maxSpeed: 0.25 },
  Uranus: { step: 8, horizon: 4000, maxSpeed: 0.1 },
  Neptune: { step: 10, horizon: 6000, maxSpeed: 0.06 },
  Pluto: { step: 10, horizon: 9000, maxSpeed: 0.06 },
  Mean_Node: { step: 2, horizon: 400, maxSpeed: 0.1 },
  True_Node: { step: 1, horizon: 400, maxSpeed: 1 },
  Mean_Lilith: { step: 1, horizon: 200, maxSpeed: 0.2 },
};

const BODY_OF: Partial<Record<PointName, { body: BodyName; offset: number }>> = {
  Mean_South_Node: { body: 'Mean_Node', offset: 180 },
  True_South_Node: { body: 'True_Node', offset: 180 },
};
for (const name of Object.keys(BODY) as BodyName[]) BODY_OF[name] = { body: name, offset: 0 };

const EDGE_PRECISION = 1 / 1440; // one minute
const EXACT_PRECISION = 1 / 86400; // one second

/**
 * What findPass remembers between calls made from the same instant: the body's positions on its scan grid and the
 * stations between them, by body and grid step. Share one per starting instant, never across instants.
 */
export type PassCache = Map<string, { t: number; longitude: number; speed: number }>;

export interface PassTiming {
  startJd: number | null;
  endJd: number | null;
  exactJd: number[];
  /** For each exact hit, the transiting body's motion then. */
  exactRetrograde: boolean[];
}

/**
 * Finds the pass of one transiting body through one aspect to a fixed natal longitude, around `jd`
 * (where the aspect is in orb). The body is followed on a grid both ways, each step split at a station if it holds
 * one, so the longitude is monotonic on every piece: a loop that dips out of orb (or over the exact degree and back)
 * between two grid points is still seen. Edges: where the orb test flips. Exact hits: sign changes of the offset
 * from the exact angle. With the strict orb rule every root is canonical (canonicalRoot): the same to the bit
 * whichever instant of the pass the search starts from, so one passage has one set of dates everywhere.
 */
export function findPass(
  point: PointName,
  natalLongitude: number,
  rule: ActiveAspectRule,
  orbRule: OrbRule,
  jd: number,
  flags: number,
  cache: PassCache = new Map(),
  gridOrigin: number = jd,
): PassTiming | null {
  const src = BODY_OF[point];
  if (!src) return null; // axes sweep the whole zodiac every day: no pass to time
  const id = BODY[src.body];
  const { step, horizon } = MOTION[src.body];
  const at = (t: number) => {
    const p = calcBody(t, id, flags);
    return { longitude: norm360(p.longitude + src.offset), speed: p.speed };
  };
  const lon = (t: number) => at(t).longitude;
  // The scan grid is the same for every aspect of one body: remember its positions.
  // Grid points are gridOrigin + i * step, keyed by i: calls from any instant with the same origin share them.
  const grid = (i: number) => {
    const key = `${src.body}:${i}`;
    let p = cache.get(key);
    if (p === undefined) {
      const t = gridOrigin + i * step;
      p = { t, ...at(t) };
      cache.set(key, p);
    }
    return p;
  };
  const base = (jd - gridOrigin) / step;
  const rules = [rule];
  const fits = (l: number) => matchAspect(Math.abs(wrap180(l - natalLongitude)), rules, orbRule) !== null;
  const inOrb = (t: number) => fits(lon(t));
  // The separations where the orb test flips (Kerykeion's rule compares whole degrees).
  const lower = orbRule === 'kerykeion' ? Math.ceil(rule.degrees - rule.orb) : rule.degrees - rule.orb;
  const upper = orbRule === 'kerykeion' ? Math.floor(rule.degrees + rule.orb) + 1 : rule.degrees + rule.orb;
  // Which side of the natal point the aspect is on (for 0° and 180° both sides are the same target).
  const here = { t: jd, ...at(jd) };
  const side = wrap180(here.longitude - natalLongitude) < 0 ? -1 : 1;
  const offsetOf = (l: number) => wrap180(l - natalLongitude - side * rule.degrees);
  const offset = (t: number) => offsetOf(lon(t));
  // Strict rule: distance outside the orb (negative inside), continuous, so its roots are the edges.
  const beyond = (t: number) => Math.abs(Math.abs(wrap180(lon(t) - natalLongitude)) - rule.degrees) - rule.orb;

  const exact: number[] = [];
  // One monotonic piece from a (in orb) to b: its exact hit, if any, and where it leaves orb, if it does.
  const piece = (ta: number, la: number, tb: number, lb: number): number | null => {
    const offA = offsetOf(la);
    const offB = offsetOf(lb);
    if (Math.sign(offB) !== Math.sign(offA) && Math.abs(offB) < 90 && Math.abs(offA) < 90) {
      exact.push(
        orbRule === 'strict'
          ? canonicalRoot(offset, solve(offset, ta, offA, tb, offB, EDGE_PRECISION))
          : solve(offset, ta, offA, tb, offB, EXACT_PRECISION),
      );
    }
    if (fits(lb)) return null;
    if (orbRule === 'strict')
      return canonicalRoot(beyond, solve(beyond, ta, beyond(ta), tb, beyond(tb), EDGE_PRECISION));
    // Left the orb across its upper or lower bound: solve for the separation reaching that bound.
    const d = Math.abs(wrap180(lb - natalLongitude));
    const bound = d >= upper ? upper : lower;
    const g = (x: number) => Math.abs(wrap180(lon(x) - natalLongitude)) - bound;
    const a = g(ta);
    return Math.sign(a) === Math.sign(d - bound)
      ? bisect(ta, tb, inOrb, EDGE_PRECISION)
      : solve(g, ta, a, tb, d - bound, EDGE_PRECISION);
  };
  const scan = (direction: 1 | -1): number | null => {
    let prev = here;
    // The first grid point strictly beyond jd that way (jd itself may be one).
    const first = direction === 1 ? Math.floor(base + 1e-9) + 1 : Math.ceil(base - 1e-9) - 1;
    for (let i = first; Math.abs(gridOrigin + i * step - jd) <= horizon; i += direction) {
      const t = gridOrigin + i * step;
      if (t < FIRST_JD || t >= LAST_JD) return null;
      const next = grid(i);
      if (prev.speed < 0 !== next.speed < 0) {
        // A station: split the step there so each piece is monotonic. One per grid step, whichever way it is met.
        const key = `${src.body}:station:${direction === 1 ? i - 1 : i}`;
        let station = cache.get(key);
        if (!station) {
          const before = prev;
          const s = bisect(before.t, t, (x) => calcBody(x, id, flags).speed < 0 === before.speed < 0, EDGE_PRECISION);
          station = { t: s, ...at(s) };
          cache.set(key, station);
        }
        const edge = piece(prev.t, prev.longitude, station.t, station.longitude);
        if (edge !== null) return edge;
        prev = station;
      }
      const edge = piece(prev.t, prev.longitude, t, next.longitude);
      if (edge !== null) return edge;
      prev = next;
    }
    return null;
  };
  const endJd = scan(1);
  const startJd = scan(-1);
  if (offsetOf(here.longitude) === 0) exact.push(jd);
  exact.sort((a, b) => a - b);
  const exactRetrograde = exact.map((x) => calcBody(x, id, flags).speed < 0);
  return { startJd, endJd, exactJd: exact, exactRetrograde };
}

const CANONICAL_CELL = 1 / 1440; // one minute
const CANONICAL_STEPS = 3; // false-position steps inside the minute: far below a second for a smooth motion

/**
 * The root of a continuous f near `approx` (which is within a minute or so of it), computed so the answer does not
 * depend on `approx`: the root is bracketed on a fixed one-minute grid of Julian days, then refined a fixed number
 * of false-position steps inside that cell. Searches started from different instants then agree to the bit.
 */
function canonicalRoot(f: (t: number) => number, approx: number): number {
  const k = Math.floor(approx / CANONICAL_CELL);
  const values = new Map<number, number>();
  const at = (c: number) => {
    let v = values.get(c);
    if (v === undefined) {
      v = f(c * CANONICAL_CELL);
      values.set(c, v);
    }
    return v;
  };
  // The cell holding approx first, then its neighbours.
  for (const c of [k, k - 1, k + 1, k - 2, k + 2]) {
    const a = c * CANONICAL_CELL;
    const b = (c + 1) * CANONICAL_CELL;
    const fa = at(c);
    const fb = at(c + 1);
    if (fa === 0) return a;
    if (Math.sign(fa) === Math.sign(fb)) continue;
    return solve(f, a, fa, b, fb, { steps: CANONICAL_STEPS });
  }
  return approx;
}

/** Bisection between a (where `test` is true) and b (where it is false); returns the last true instant. */
function bisect(a: number, b: number, test: (t: number) => boolean, precision: number): number {
  let good = a;
  let bad = b;
  while (Math.abs(bad - good) > precision) {
    const mid = (good + bad) / 2;
    if (test(mid)) good = mid;
    else bad = mid;
  }
  return (good + bad) / 2;
}

const iso = (jd: number | null) => (jd === null ? null : julianDayToIso(jd));

/**
 * The sky at an instant cast like the natal chart (its zodiac, house system and perspective), at the natal place
 * unless another is given: the outer ring of a bi-wheel.
 */
export function transitChart(
  natal: NatalChart,
  at: Instant,
  place: { latitude?: number; longitude?: number } = {},
): NatalChart {
  return calculateNatalChart({
    ut: toJulianDay(at),
    latitude: place.latitude ?? natal.latitude,
    longitude: place.longitude ?? natal.longitude,
    altitude: natal.altitude,
    houseSystem: natal.houseSystem.requested,
    zodiac: natal.zodiac,
    ayanamsa: natal.ayanamsa,
    perspective: natal.perspective,
  });
}

/** The transit chart for an instant and its aspects to the natal chart, each with its pass dates. */
export function calculateTransits(natal: NatalChart, at: Instant, options: TransitOptions = {}): TransitResult {
  const jd = toJulianDay(at);
  assertInEphemerisRange(jd);
  const settings = { zodiac: natal.zodiac, ayanamsa: natal.ayanamsa, perspective: natal.perspective };
  const latitude = options.latitude ?? natal.latitude;
  const longitude = options.longitude ?? natal.longitude;
  const chart = transitChart(natal, jd, { latitude, longitude });
  const orbRule = options.orbRule ?? 'kerykeion';
  const rules = resolveActiveAspects(options.activeAspects);
  const flags = prepareFlags(
    resolveSettings({ ...settings, houseSystem: natal.houseSystem.requested }),
    latitude,
    longitude,
    natal.altitude,
  );
  // Natal points stand still: give them zero speed so the movement is the transiting body's.
  const fixed = Object.fromEntries(Object.values(natal.points).map((p) => [p.name, { ...p, speed: 0 }]));
  // Kerykeion's transit charts list SynastryAspects(transit, natal).relevant_aspects: axes within 1° only.
  const list = calculateInterAspects(chart.points, fixed, {
    activePoints: options.activePoints ?? DEFAULT_ACTIVE_POINTS,
    activeAspects: options.activeAspects,
    orbRule,
    axesOrb: options.axesOrb === undefined ? AXES_ORB : options.axesOrb,
  });
  const cache: PassCache = new Map();
  const aspects = list.map((a): TransitAspect => {
    const rule = rules.find((r) => r.name === a.aspect)!;
    const pass = findPass(a.p1, a.p2Longitude, rule, orbRule, jd, flags, cache);
    const intensity = transitIntensity(a.aspect, a.orbit);
    return {
      ...a,
      isExact: Math.abs(a.orbit) < 1,
      intensity,
      colour: transitColour(intensity),
      start: iso(pass?.startJd ?? null),
      exact: (pass?.exactJd ?? []).map((x) => julianDayToIso(x)),
      exactRetrograde: pass?.exactRetrograde ?? [],
      end: iso(pass?.endJd ?? null),
      startJd: pass?.startJd ?? null,
      exactJd: pass?.exactJd ?? [],
      endJd: pass?.endJd ?? null,
    };
  });
  return { chart, aspects };
}

export interface DailyTransit extends TransitAspect {
  /** An exact hit falls within the day. */
  exactToday: boolean;
}

/**
 * The transits of one day (from `dayStart`, a UT instant, for 24 hours), as seen at its midpoint, strongest first
 * (intensity, then tighter orb). The caller picks the day's start in the person's zone.
 */
export function dailyTransits(natal: NatalChart, dayStart: Instant, options: TransitOptions = {}): DailyTransit[] {
  const start = toJulianDay(dayStart);
  const { aspects } = calculateTransits(natal, start + 0.5, options);
  return aspects
    .map((a) => ({ ...a, exactToday: a.exactJd.some((x) => x >= start && x < start + 1) }))
    .sort((a, b) => b.intensity - a.intensity || Math.abs(a.orbit) - Math.abs(b.orbit));
}

/** Where a transiting point is and how fast it moves at `jd`; null for the axes, which have no pass to time. */
export function transitingPosition(
  point: PointName,
  jd: number,
  flags: number,
): { longitude: number; speed: number } | null {
  const src = BODY_OF[point];
  if (!src) return null;
  const p = calcBody(jd, BODY[src.body], flags);
  return { longitude: norm360(p.longitude + src.offset), speed: p.speed };
}

/** One contact a pass scan looks for: an aspect, with its orb, to a fixed natal longitude. */
export interface PassTarget {
  natalLongitude: number;
  rule: ActiveAspectRule;
}

export interface FoundPass<T extends PassTarget> extends PassTiming {
  target: T;
  /** An instant inside the pass (where the scan found it in orb). */
  foundJd: number;
}

/**
 * Every pass of one transiting point through each target's aspect that is in orb at some instant of [fromJd, toJd],
 * with its real start, end and exact hits (findPass), never clipped to the window. The body is sampled on a grid
 * finer than it can cross the narrowest orb window, plus at each station inside the window (where a loop may dip
 * into orb between grid points and turn back), so no pass that touches the window is missed. In time order for each
 * target, targets in the order given.
 */
export function findPasses<T extends PassTarget>(
  point: PointName,
  targets: readonly T[],
  fromJd: number,
  toJd: number,
  flags: number,
  orbRule: OrbRule = 'strict',
): FoundPass<T>[] {
  const src = BODY_OF[point];
  if (!src || !targets.length) return [];
  assertInEphemerisRange(fromJd);
  assertInEphemerisRange(toJd);
  const id = BODY[src.body];
  const motion = MOTION[src.body];
  // Sample findPass's grid (anchored at fromJd), split into n parts when the narrowest orb window (twice the orb)
  // could be crossed within one grid step; the grid points go into the cache every pass then follows.
  const narrowest = Math.min(...targets.map((t) => t.rule.orb));
  const parts = Math.ceil(motion.step / ((1.8 * narrowest) / motion.maxSpeed));
  const step = motion.step / parts;
  const cache: PassCache = new Map();
  const sample = (t: number) => {
    const p = calcBody(t, id, flags);
    return { t, longitude: norm360(p.longitude + src.offset), speed: p.speed };
  };
  const sampleAt = (j: number) => {
    if (j % parts !== 0) return sample(fromJd + j * step);
    const key = `${src.body}:${j / parts}`;
    let p = cache.get(key);
    if (!p) {
      p = sample(fromJd + (j / parts) * motion.step);
      cache.set(key, p);
    }
    return p;
  };
  const samples = [sampleAt(0)];
  const count = Math.ceil((toJd - fromJd) / step);
  for (let k = 1; k <= count; k++) {
    const next = fromJd + k * step < toJd ? sampleAt(k) : sample(toJd);
    const prev = samples[samples.length - 1]!;
    if (prev.speed < 0 !== next.speed < 0) {
      // A station: the turning point is where the body reaches furthest, so test there too.
      const s = bisect(prev.t, next.t, (x) => calcBody(x, id, flags).speed < 0 === prev.speed < 0, EDGE_PRECISION);
      samples.push(sample(s));
    }
    samples.push(next);
  }
  const out: FoundPass<T>[] = [];
  for (const target of targets) {
    const rules = [target.rule];
    let coveredUntil = Number.NEGATIVE_INFINITY;
    for (const s of samples) {
      if (s.t <= coveredUntil) continue;
      if (matchAspect(Math.abs(wrap180(s.longitude - target.natalLongitude)), rules, orbRule) === null) continue;
      const pass = findPass(point, target.natalLongitude, target.rule, orbRule, s.t, flags, cache, fromJd);
      if (!pass) break;
      out.push({ ...pass, target, foundJd: s.t });
      if (pass.endJd === null) break;
      coveredUntil = pass.endJd;
    }
  }
  return out;
}
