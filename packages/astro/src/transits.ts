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
// retrograde loops of each body with the widest default orb (10°).
const MOTION: Record<BodyName, { step: number; horizon: number }> = {
  Moon: { step: 0.1, horizon: 4 },
  Sun: { step: 0.5, horizon: 30 },
  Mercury: { step: 0.5, horizon: 200 },
  Venus: { step: 0.5, horizon: 300 },
  Mars: { step: 1, horizon: 500 },
  Jupiter: { step: 2, horizon: 900 },
  Saturn: { step: 3, horizon: 1500 },
  Chiron: { step: 5, horizon: 4000 },
  Uranus: { step: 8, horizon: 4000 },
  Neptune: { step: 10, horizon: 6000 },
  Pluto: { step: 10, horizon: 9000 },
  Mean_Node: { step: 2, horizon: 400 },
  True_Node: { step: 1, horizon: 400 },
  Mean_Lilith: { step: 1, horizon: 200 },
};

const BODY_OF: Partial<Record<PointName, { body: BodyName; offset: number }>> = {
  Mean_South_Node: { body: 'Mean_Node', offset: 180 },
  True_South_Node: { body: 'True_Node', offset: 180 },
};
for (const name of Object.keys(BODY) as BodyName[]) BODY_OF[name] = { body: name, offset: 0 };

const EDGE_PRECISION = 1 / 1440; // one minute
const EXACT_PRECISION = 1 / 86400; // one second

export interface PassTiming {
  startJd: number | null;
  endJd: number | null;
  exactJd: number[];
  /** For each exact hit, the transiting body's motion then. */
  exactRetrograde: boolean[];
}

/**
 * Finds the pass of one transiting body through one aspect to a fixed natal longitude, around `jd`
 * (where the aspect is in orb). Edges: where the orb test flips (bisection on the test itself, so they agree
 * with the orb rule used to list the aspect). Exact hits: sign changes of the offset from the exact angle.
 */
export function findPass(
  point: PointName,
  natalLongitude: number,
  rule: ActiveAspectRule,
  orbRule: OrbRule,
  jd: number,
  flags: number,
  cache: Map<string, number> = new Map(),
): PassTiming | null {
  const src = BODY_OF[point];
  if (!src) return null; // axes sweep the whole zodiac every day: no pass to time
  const id = BODY[src.body];
  const { step, horizon } = MOTION[src.body];
  const lon = (t: number) => norm360(calcBody(t, id, flags).longitude + src.offset);
  // The scan grid is the same for every aspect of one body: remember its longitudes.
  const gridLon = (k: number) => {
    const key = `${src.body}:${k}`;
    let l = cache.get(key);
    if (l === undefined) {
      l = calcBody(jd + k * step, id, flags).longitude;
      cache.set(key, l);
    }
    return norm360(l + src.offset);
  };
  const rules = [rule];
  const fits = (l: number) => matchAspect(Math.abs(wrap180(l - natalLongitude)), rules, orbRule) !== null;
  const inOrb = (t: number) => fits(lon(t));
  // The separations where the orb test flips (Kerykeion's rule compares whole degrees).
  const lower = orbRule === 'kerykeion' ? Math.ceil(rule.degrees - rule.orb) : rule.degrees - rule.orb;
  const upper = orbRule === 'kerykeion' ? Math.floor(rule.degrees + rule.orb) + 1 : rule.degrees + rule.orb;
  // Which side of the natal point the aspect is on (for 0° and 180° both sides are the same target).
  const side = wrap180(lon(jd) - natalLongitude) < 0 ? -1 : 1;
  const offsetOf = (l: number) => wrap180(l - natalLongitude - side * rule.degrees);
  const offset = (t: number) => offsetOf(lon(t));

  const exact: number[] = [];
  const scan = (direction: 1 | -1): number | null => {
    let prevT = jd;
    let prevOff = offset(jd);
    for (let k = 1; k * step <= horizon; k++) {
      const t = jd + direction * k * step;
      if (t < FIRST_JD || t >= LAST_JD) return null;
      const l = gridLon(direction * k);
      const off = offsetOf(l);
      if (Math.sign(off) !== Math.sign(prevOff) && Math.abs(off) < 90 && Math.abs(prevOff) < 90) {
        exact.push(solve(offset, prevT, prevOff, t, off, EXACT_PRECISION));
      }
      if (!fits(l)) {
        // Left the orb across its upper or lower bound: solve for the separation reaching that bound.
        const d = Math.abs(wrap180(l - natalLongitude));
        const bound = d >= upper ? upper : lower;
        const g = (x: number) => Math.abs(wrap180(lon(x) - natalLongitude)) - bound;
        const a = g(prevT);
        return Math.sign(a) === Math.sign(d - bound)
          ? bisect(prevT, t, inOrb, EDGE_PRECISION)
          : solve(g, prevT, a, t, d - bound, EDGE_PRECISION);
      }
      prevT = t;
      prevOff = off;
    }
    return null;
  };
  const endJd = scan(1);
  const startJd = scan(-1);
  if (offset(jd) === 0) exact.push(jd);
  exact.sort((a, b) => a - b);
  const exactRetrograde = exact.map((x) => calcBody(x, id, flags).speed < 0);
  return { startJd, endJd, exactJd: exact, exactRetrograde };
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

/**
 * Root of a continuous f between a and b where f(a) and f(b) differ in sign (Illinois false position:
 * a handful of evaluations instead of bisection's twenty for one-second precision).
 */
function solve(f: (t: number) => number, a: number, fa: number, b: number, fb: number, precision: number): number {
  let side = 0;
  let last = Number.NaN;
  for (let i = 0; i < 60 && Math.abs(b - a) > precision; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    // Converged when the estimate stops moving, even if one end of the bracket stays put.
    if (Math.abs(c - last) < precision / 4) return c;
    last = c;
    const fc = f(c);
    if (fc === 0) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

const iso = (jd: number | null) => (jd === null ? null : julianDayToIso(jd));

/** The transit chart for an instant and its aspects to the natal chart, each with its pass dates. */
export function calculateTransits(natal: NatalChart, at: Instant, options: TransitOptions = {}): TransitResult {
  const jd = toJulianDay(at);
  assertInEphemerisRange(jd);
  const settings = { zodiac: natal.zodiac, ayanamsa: natal.ayanamsa, perspective: natal.perspective };
  const latitude = options.latitude ?? natal.latitude;
  const longitude = options.longitude ?? natal.longitude;
  const chart = calculateNatalChart({
    ut: jd,
    latitude,
    longitude,
    altitude: natal.altitude,
    houseSystem: natal.houseSystem.requested,
    ...settings,
  });
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
  const cache = new Map<string, number>();
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

export interface YearPass {
  /** ISO UT (possibly before the window: the pass's real start); null beyond the engine's search. */
  start: string | null;
  end: string | null;
  /** Exact hits within the pass, with the transiting body's motion at each. */
  exact: { at: string; retrograde: boolean }[];
}

export interface YearTransit {
  p1: PointName;
  p2: PointName;
  aspect: AspectName;
  /** Every pass overlapping the window, in order: a retrograde loop that leaves orb between hits gives several. */
  passes: YearPass[];
}

export interface TransitYearOptions {
  /** Transiting bodies (default Jupiter to Pluto). */
  planets?: readonly BodyName[];
  /** Natal points aspected. */
  targets: readonly PointName[];
  /** Aspects and their orbs. */
  aspects: readonly { name: AspectName; orb: number }[];
  /** How the orb is compared (as calculateTransits: Kerykeion's whole degrees by default). */
  orbRule?: OrbRule;
}

const OUTER_BODIES: readonly BodyName[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/**
 * The slow transits of a window (`from`, `days` long): for each transiting body, natal target and aspect, every pass
 * in orb that overlaps the window, with its start, end and each exact hit found by the same root-finding as
 * calculateTransits (findPass). Scans each body daily (Jupiter, the fastest, moves under 0.25° a day, far less than
 * any orb), then asks findPass for the pass around the first day found in orb. Ordered by first exact hit (or start).
 */
export function transitYear(
  natal: NatalChart,
  from: Instant,
  days: number,
  options: TransitYearOptions,
): YearTransit[] {
  const start = toJulianDay(from);
  assertInEphemerisRange(start);
  assertInEphemerisRange(start + days);
  const settings = { zodiac: natal.zodiac, ayanamsa: natal.ayanamsa, perspective: natal.perspective };
  const flags = prepareFlags(
    resolveSettings({ ...settings, houseSystem: natal.houseSystem.requested }),
    natal.latitude,
    natal.longitude,
    natal.altitude,
  );
  const rules = resolveActiveAspects(options.aspects);
  const orbRule = options.orbRule ?? 'kerykeion';
  const out: YearTransit[] = [];
  for (const body of options.planets ?? OUTER_BODIES) {
    const id = BODY[body];
    const daily: number[] = [];
    for (let k = 0; k <= days; k++) daily.push(calcBody(start + k, id, flags).longitude);
    for (const target of options.targets) {
      const natalLon = natal.points[target].longitude;
      for (const rule of rules) {
        const passes: YearPass[] = [];
        let k = 0;
        while (k <= days) {
          // The same orb test findPass times the pass with.
          if (matchAspect(Math.abs(wrap180(daily[k]! - natalLon)), [rule], orbRule) === null) {
            k++;
            continue;
          }
          // A fresh grid cache: findPass keys its grid by steps from the instant it is given.
          const pass = findPass(body, natalLon, rule, orbRule, start + k, flags);
          if (!pass) break;
          passes.push({
            start: pass.startJd === null ? null : julianDayToIso(pass.startJd),
            end: pass.endJd === null ? null : julianDayToIso(pass.endJd),
            exact: pass.exactJd.map((x, i) => ({ at: julianDayToIso(x), retrograde: pass.exactRetrograde[i]! })),
          });
          if (pass.endJd === null) break;
          // Carry on the day after the pass leaves orb.
          k = Math.max(k + 1, Math.floor(pass.endJd - start) + 1);
        }
        if (passes.length) out.push({ p1: body, p2: target, aspect: rule.name, passes });
      }
    }
  }
  const firstOf = (t: YearTransit) => {
    const p = t.passes[0]!;
    return p.exact[0]?.at ?? p.start ?? '';
  };
  return out.sort((a, b) => firstOf(a).localeCompare(firstOf(b)));
}
