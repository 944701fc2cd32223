// Returns and cycles: the exact moments a transiting body comes back to its natal longitude (Saturn, Jupiter,
// Chiron and nodal returns, the solar return...) or stands opposite it (Saturn's and Uranus's oppositions), every hit
// of a retrograde triple pass, found by bracketing and bisection on the ephemeris, in the chart's own zodiac and
// perspective. One shape for every cycle: ReturnsResult.
import { BODY, type BodyName, calcBody } from './ephemeris.ts';
import { chartFlags, type NatalChart } from './natal.ts';
import { assertInEphemerisRange, FIRST_JD, type Instant, julianDayToIso, LAST_JD, toJulianDay } from './time.ts';
import { wrap180 } from './zodiac.ts';

/** Bodies a return can be asked for (the natal chart carries each as a point of the same name). */
export type ReturnBody = BodyName;

interface Motion {
  /** Scan step, days: short enough that the body never stations twice within one step. */
  step: number;
  /** Mean time to come back to the same longitude, days (tropical/geocentric; used to group hits and to start). */
  period: number;
  /**
   * A bound on |speed|, degrees a day, in any perspective (heliocentric Mercury reaches 6.4, geocentric 2.2; the
   * topocentric Moon a little over 15.4). Far from the target the scan jumps ahead by what the body cannot cover.
   */
  maxSpeed: number;
}

const MOTION: Record<BodyName, Motion> = {
  Sun: { step: 1, period: 365.2422, maxSpeed: 1.5 },
  Moon: { step: 0.25, period: 27.3216, maxSpeed: 20 },
  Mercury: { step: 0.5, period: 365.2422, maxSpeed: 8 },
  Venus: { step: 1, period: 365.2422, maxSpeed: 2.5 },
  Mars: { step: 1, period: 686.98, maxSpeed: 1.2 },
  Jupiter: { step: 2, period: 4332.59, maxSpeed: 0.4 },
  Saturn: { step: 3, period: 10759.22, maxSpeed: 0.2 },
  Chiron: { step: 5, period: 18_530, maxSpeed: 0.25 },
  Uranus: { step: 8, period: 30_688.5, maxSpeed: 0.1 },
  Neptune: { step: 10, period: 60_182, maxSpeed: 0.06 },
  Pluto: { step: 10, period: 90_560, maxSpeed: 0.06 },
  // The mean node moves backwards steadily; the true node wobbles and stations every few weeks.
  Mean_Node: { step: 5, period: 6793.48, maxSpeed: 0.1 },
  True_Node: { step: 0.25, period: 6793.48, maxSpeed: 1 },
  Mean_Lilith: { step: 1, period: 3232.6, maxSpeed: 0.2 },
};

const TIME_PRECISION = 1 / 864_000; // a tenth of a second, in days

export interface ReturnHit {
  jd: number;
  /** ISO UT, to the second. */
  at: string;
  /** The transiting body was moving backwards at the hit (the middle hit of a triple pass). */
  retrograde: boolean;
}

export type ReturnStatus = 'past' | 'active' | 'upcoming';

/** A return (the body back on its natal place) or an opposition (the body opposite it). */
export type CycleAspect = 'conjunction' | 'opposition';
const CYCLE_ANGLE: Record<CycleAspect, number> = { conjunction: 0, opposition: 180 };

export interface ReturnPassage {
  /** When the body first comes within the orb on the pass that makes the first exact hit (ISO UT). */
  start: string;
  /** When it leaves the orb after the last exact hit. */
  end: string;
  startJd: number;
  endJd: number;
  /** The stretches within orb (several when a retrograde loop carries it out of orb between hits). */
  windows: { start: string; end: string; startJd: number; endJd: number }[];
}

export interface PlanetReturn {
  /** 1 for the first return after birth, 2 for the second... */
  number: number;
  /** Every exact hit of this return, in time order (one, or three with a retrograde loop; rarely two). */
  hits: ReturnHit[];
  /** Age in years at the first hit. */
  age: number;
  /** Within `orb` of the natal longitude; null when no orb was asked for. */
  passage: ReturnPassage | null;
  /** Relative to `now`, when given: active from the passage's start (or first hit) to its end (or last hit). */
  status: ReturnStatus | null;
}

export interface ReturnsResult {
  body: ReturnBody;
  /** 'conjunction' for returns, 'opposition' for the body opposite its natal place. */
  aspect: CycleAspect;
  natalLongitude: number;
  /** The orb used for passages (degrees from exact, whatever the aspect), or null. */
  orb: number | null;
  returns: PlanetReturn[];
  /** The direct answer to "when is my return": the first one not yet past at `now` (null without `now`). */
  next: PlanetReturn | null;
}

export interface ReturnOptions {
  /** Search up to this age, years (default 100; clipped to the ephemeris). */
  untilAge?: number;
  /** When given, each return gets a passage: while the body is within this many degrees of its natal place. */
  orb?: number;
  /** Classify returns as past, active or upcoming against this instant, and pick `next`. */
  now?: Instant;
  /** 'opposition': the moments the body stands opposite its natal place instead (default 'conjunction'). */
  aspect?: CycleAspect;
}

/** Signed offset of the body from a longitude, and its speed, at an instant. */
type Sampler = (jd: number) => { offset: number; speed: number };

function sampler(chart: NatalChart, body: BodyName, target: number): Sampler {
  const flags = chartFlags(chart);
  const id = BODY[body];
  return (jd) => {
    const p = calcBody(jd, id, flags);
    return { offset: wrap180(p.longitude - target), speed: p.speed };
  };
}

/** Bisection for the instant f changes sign between a and b (f(a) = fa); precise to a tenth of a second. */
function bisect(f: (jd: number) => number, a: number, fa: number, b: number): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  while (hi - lo > TIME_PRECISION) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm < 0 === flo < 0) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

interface Crossing {
  jd: number;
  /** The offset value crossed. */
  value: number;
  /** The body's speed then, degrees a day. */
  speed: number;
}

/**
 * Every instant between from and to where the body's offset from its target reaches one of `values` (degrees).
 * Each scan step is split at a station, if it holds one, so the offset is monotonic on each piece and reaches a
 * value at most once there: a natal longitude right at a station still gives both hits.
 */
function findCrossings(
  sample: Sampler,
  from: number,
  to: number,
  motion: Motion,
  values: readonly number[] = [0],
): Crossing[] {
  const step = motion.step;
  const out: Crossing[] = [];
  const check = (a: number, offsetA: number, b: number, offsetB: number) => {
    for (const value of values) {
      const fa = wrap180(offsetA - value);
      const fb = wrap180(offsetB - value);
      // Offsets near ±180 jump by 360 when they wrap: no crossing there. A zero counts once, on the non-negative side.
      if (Math.abs(fa) > 90 || Math.abs(fb) > 90 || fa < 0 === fb < 0) continue;
      const jd = bisect((t) => wrap180(sample(t).offset - value), a, fa, b);
      out.push({ jd, value, speed: sample(jd).speed });
    }
  };
  let a = from;
  let sa = sample(a);
  while (a < to) {
    // Nowhere near any value: jump by the time the body needs to get there at its fastest.
    const gap = Math.min(...values.map((v) => Math.abs(wrap180(sa.offset - v))));
    const jump = (gap / motion.maxSpeed) * 0.9;
    if (jump > step) {
      a = Math.min(a + jump, to);
      sa = sample(a);
      continue;
    }
    const b = Math.min(a + step, to);
    const sb = sample(b);
    if (sa.speed < 0 !== sb.speed < 0) {
      const s = bisect((t) => sample(t).speed, a, sa.speed, b);
      const ss = sample(s);
      check(a, sa.offset, s, ss.offset);
      check(s, ss.offset, b, sb.offset);
    } else check(a, sa.offset, b, sb.offset);
    a = b;
    sa = sb;
  }
  return out.sort((x, y) => x.jd - y.jd);
}

/**
 * Every return of a body to its natal longitude (or, with `aspect: 'opposition'`, every time it stands opposite it),
 * from half a cycle after birth for a return (so the body's own motion in the months after birth is not a "return";
 * a quarter cycle for an opposition) up to `untilAge`. Hits closer together than half a cycle belong to one
 * return. With `orb`, each return's passage runs from when the body comes within orb on the pass that makes the
 * first hit to when it leaves orb after the last, with the stretches in between if a loop takes it out of orb.
 */
export function planetaryReturns(chart: NatalChart, body: ReturnBody, options: ReturnOptions = {}): ReturnsResult {
  const motion = MOTION[body];
  const natalLongitude = chart.points[body].longitude;
  const sample = sampler(chart, body, natalLongitude);
  const birth = chart.julianDay;
  const aspect = options.aspect ?? 'conjunction';
  const angle = CYCLE_ANGLE[aspect];
  const from = Math.max(FIRST_JD, birth + motion.period / (aspect === 'conjunction' ? 2 : 4));
  const to = Math.min(LAST_JD - 1, birth + (options.untilAge ?? 100) * 365.2425);
  const orb = options.orb ?? null;
  if (orb !== null && !(orb > 0 && orb < 30)) throw new RangeError('a return orb must be between 0 and 30 degrees');

  const groups: ReturnHit[][] = [];
  for (const h of from < to ? findCrossings(sample, from, to, motion, [angle]) : []) {
    const hit = { jd: h.jd, at: julianDayToIso(h.jd), retrograde: h.speed < 0 };
    const last = groups[groups.length - 1];
    if (last && h.jd - last[last.length - 1]!.jd < motion.period / 2) last.push(hit);
    else groups.push([hit]);
  }

  const nowJd = options.now === undefined ? null : toJulianDay(options.now);
  const returns = groups.map((hits, i): PlanetReturn => {
    const passage = orb === null ? null : passageOf(sample, hits, orb, motion, angle);
    let status: ReturnStatus | null = null;
    if (nowJd !== null) {
      const start = passage?.startJd ?? hits[0]!.jd;
      const end = passage?.endJd ?? hits[hits.length - 1]!.jd;
      status = nowJd > end ? 'past' : nowJd >= start ? 'active' : 'upcoming';
    }
    return { number: i + 1, hits, age: (hits[0]!.jd - birth) / 365.2425, passage, status };
  });
  return {
    body,
    aspect,
    natalLongitude,
    orb,
    returns,
    next: nowJd === null ? null : (returns.find((r) => r.status !== 'past') ?? null),
  };
}

function passageOf(
  sample: Sampler,
  hits: ReturnHit[],
  orb: number,
  motion: Motion,
  angle: number,
): ReturnPassage | null {
  const first = hits[0]!.jd;
  const last = hits[hits.length - 1]!.jd;
  const reach = motion.period / 2;
  const bounds = [angle - orb, angle + orb];
  // The last orb boundary crossed before the first hit, and the first after the last, bound the passage.
  const before = findCrossings(sample, Math.max(FIRST_JD, first - reach), first, motion, bounds);
  const after = findCrossings(sample, last, Math.min(LAST_JD - 1, last + reach), motion, bounds);
  if (!before.length || !after.length) return null;
  const startJd = before[before.length - 1]!.jd;
  const endJd = after[0]!.jd;
  // Between the hits a loop wider than the orb leaves it and comes back: split there.
  const inner = findCrossings(sample, first, last, motion, bounds).map((c) => c.jd);
  const edges = [startJd, ...inner, endJd];
  const windows = [];
  for (let i = 0; i + 1 < edges.length; i += 2) {
    windows.push({
      start: julianDayToIso(edges[i]!),
      end: julianDayToIso(edges[i + 1]!),
      startJd: edges[i]!,
      endJd: edges[i + 1]!,
    });
  }
  return { start: julianDayToIso(startJd), end: julianDayToIso(endJd), startJd, endJd, windows };
}

/** Saturn's returns (about ages 29, 59 and 88). */
export function saturnReturns(chart: NatalChart, options?: ReturnOptions): ReturnsResult {
  return planetaryReturns(chart, 'Saturn', options);
}

/** Jupiter's returns (about every 11.9 years: ages 12, 24, 36...). */
export function jupiterReturns(chart: NatalChart, options?: ReturnOptions): ReturnsResult {
  return planetaryReturns(chart, 'Jupiter', options);
}

/** Chiron's return (about age 50, the one most lives see once). */
export function chironReturns(chart: NatalChart, options?: ReturnOptions): ReturnsResult {
  return planetaryReturns(chart, 'Chiron', options);
}

/** Saturn opposite its natal place (about ages 14-15, 44 and 73): every hit of each. */
export function saturnOppositions(chart: NatalChart, options?: Omit<ReturnOptions, 'aspect'>): ReturnsResult {
  return planetaryReturns(chart, 'Saturn', { ...options, aspect: 'opposition' });
}

/** Uranus opposite its natal place (about ages 40-42, the "mid-life" transit): every hit. */
export function uranusOppositions(chart: NatalChart, options?: Omit<ReturnOptions, 'aspect'>): ReturnsResult {
  return planetaryReturns(chart, 'Uranus', { ...options, aspect: 'opposition' });
}

/** Nodal returns (about every 18.6 years): the mean node by default, as the chart's aspects use it. */
export function nodalReturns(
  chart: NatalChart,
  options: ReturnOptions & { node?: 'Mean_Node' | 'True_Node' } = {},
): ReturnsResult {
  return planetaryReturns(chart, options.node ?? 'Mean_Node', options);
}

export interface SolarReturn {
  year: number;
  jd: number;
  /** The exact moment, ISO UT to the second. */
  at: string;
}

/**
 * The solar return of a year: the moment the Sun comes back to its natal longitude nearest the birthday's
 * anniversary in that year (for a birth late on 31 December or on 29 February it may fall on a neighbouring date).
 * The Sun never goes backwards, so there is exactly one such moment. Heliocentric charts have no Sun to return.
 */
export function solarReturn(chart: NatalChart, year: number): SolarReturn {
  if (chart.perspective === 'Heliocentric') throw new RangeError('a heliocentric chart has no solar return');
  const sample = sampler(chart, 'Sun', chart.points.Sun.longitude);
  const birthYear = Number(chart.utc.slice(0, 4));
  // Sidereal charts return after a sidereal year, tropical ones after a tropical year.
  const yearDays = chart.zodiac === 'Sidereal' ? 365.25636 : 365.24219;
  const guess = chart.julianDay + (year - birthYear) * yearDays;
  assertInEphemerisRange(guess);
  const hit = findCrossings(sample, guess - 3, guess + 3, MOTION.Sun)[0];
  if (!hit) throw new Error(`no solar return found near ${julianDayToIso(guess)}`);
  return { year, jd: hit.jd, at: julianDayToIso(hit.jd) };
}
