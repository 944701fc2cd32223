// Aspect patterns in one chart (T-square, grand trine, grand cross, yod, kite, stellium), each with its planets,
// so a reply can say yes or no and name them. Found from the separations directly, with the pattern orbs below.
import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import { POINT_ORDER } from './aspects.ts';
import type { AspectName, Element, PointName, Quality, SignCode } from './constants.ts';
import { angularDistance, houseLookup, signOf } from './zodiac.ts';

/** The aspects patterns are made of. */
export type PatternAspectName = Extract<AspectName, 'opposition' | 'square' | 'trine' | 'sextile' | 'quincunx'>;

/**
 * Orbs for pattern aspects, degrees, tested strictly (|separation − angle| ≤ orb). Tighter than the natal list's
 * Kerykeion orbs for the minor sides (a yod's quincunxes) and about the usual pattern orbs for the rest: a
 * pattern is read as one figure, so each of its sides must be a real aspect.
 */
export const PATTERN_ORBS: Readonly<Record<PatternAspectName, number>> = {
  opposition: 8,
  square: 7,
  trine: 7,
  sextile: 5,
  quincunx: 3,
};

const ANGLES: Readonly<Record<PatternAspectName, number>> = {
  opposition: 180,
  square: 90,
  trine: 120,
  sextile: 60,
  quincunx: 150,
};

/** The points patterns are looked for among by default: the ten planets (the angles need a birth time). */
export const PATTERN_POINTS: readonly PointName[] = TEN_PLANETS;

/** A stellium: at least this many planets in one sign or one house. */
export const STELLIUM_MIN = 3;

export interface PatternAspect {
  p1: PointName;
  p2: PointName;
  aspect: PatternAspectName;
  /** |separation − exact angle|, degrees. */
  orb: number;
}

interface Figure {
  /** The pattern's points, in the engine's point order. */
  planets: PointName[];
  /** Every aspect that makes the figure. */
  aspects: PatternAspect[];
  /** The widest of those aspects: the pattern is as tight as its loosest side (rank by it). */
  maxOrb: number;
}

/** Two planets in opposition, both square a third (the apex). */
export interface TSquare extends Figure {
  kind: 'T-square';
  apex: PointName;
  opposition: [PointName, PointName];
  /** The modality when all three are in signs of one modality, else null (an out-of-sign T-square). */
  modality: Quality | null;
  /** Its three planets are part of a grand cross (listed among grandCrosses too). */
  inGrandCross: boolean;
}

/** Three planets each trine the other two. */
export interface GrandTrine extends Figure {
  kind: 'grand trine';
  /** The element when all three are in signs of one element, else null. */
  element: Element | null;
  /** Its three planets are part of a kite (listed among kites too). */
  inKite: boolean;
}

/** Four planets in two oppositions, each square its two neighbours. */
export interface GrandCross extends Figure {
  kind: 'grand cross';
  modality: Quality | null;
}

/** Two planets in sextile, both quincunx a third (the apex, the "finger of God"). */
export interface Yod extends Figure {
  kind: 'yod';
  apex: PointName;
  base: [PointName, PointName];
}

/** A grand trine plus a fourth planet (the tail) opposite one trine planet (the head) and sextile the other two. */
export interface Kite extends Figure {
  kind: 'kite';
  /** The kite's grand trine: three of its four planets. */
  grandTrine: [PointName, PointName, PointName];
  head: PointName;
  tail: PointName;
  element: Element | null;
}

/** At least STELLIUM_MIN planets in one sign, or in one house. */
export interface Stellium {
  kind: 'stellium';
  by: 'sign' | 'house';
  sign: SignCode | null;
  house: number | null;
  planets: PointName[];
  /** Degrees from the first planet to the last along the zodiac (how packed the group is). */
  span: number;
}

export type AspectPattern = TSquare | GrandTrine | GrandCross | Yod | Kite | Stellium;
export type PatternKind = AspectPattern['kind'];

export interface AspectPatterns {
  /** The direct answer to "do I have any patterns": the kinds present, in this fixed order. */
  found: PatternKind[];
  tSquares: TSquare[];
  grandTrines: GrandTrine[];
  grandCrosses: GrandCross[];
  yods: Yod[];
  kites: Kite[];
  stelliums: Stellium[];
}

export interface PatternOptions {
  /** Points to look among (PATTERN_POINTS by default); add 'Ascendant', 'Chiron'... to include them. */
  points?: readonly PointName[];
  /** Override any pattern orb. */
  orbs?: Partial<Record<PatternAspectName, number>>;
  /** Minimum planets for a stellium (STELLIUM_MIN by default). */
  stelliumMin?: number;
}

export interface PatternChart {
  points: Partial<Record<PointName, { longitude: number }>>;
  /** House cusps; without them no house stelliums are looked for. */
  cusps?: readonly number[];
}

/**
 * Finds the aspect patterns. Every set of planets is reported once per kind (no permutations). Smaller figures
 * inside bigger ones are still listed, and say so: a kite's grand trine is a grand trine (inKite), and the four
 * T-squares of a grand cross are T-squares (inGrandCross). Two planets in conjunction at one corner make two
 * figures, one with each. Each list is tightest first.
 */
export function findAspectPatterns(chart: PatternChart, options: PatternOptions = {}): AspectPatterns {
  const orbs = { ...PATTERN_ORBS, ...options.orbs };
  const wanted = new Set(options.points ?? PATTERN_POINTS);
  const names = POINT_ORDER.filter((n) => wanted.has(n) && chart.points[n] !== undefined);
  const lon = (n: PointName) => chart.points[n]!.longitude;

  // The one pattern aspect each pair makes, if any (these orbs never overlap).
  const pair = new Map<string, PatternAspect>();
  const key = (a: PointName, b: PointName) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = names[i]!;
      const b = names[j]!;
      const sep = angularDistance(lon(a), lon(b));
      for (const aspect of Object.keys(ANGLES) as PatternAspectName[]) {
        const orb = Math.abs(sep - ANGLES[aspect]);
        if (orb <= orbs[aspect]) pair.set(key(a, b), { p1: a, p2: b, aspect, orb });
      }
    }
  }
  const get = (a: PointName, b: PointName) => pair.get(key(a, b));
  const is = (a: PointName, b: PointName, aspect: PatternAspectName) => get(a, b)?.aspect === aspect;
  const allTrine = (ps: PointName[]) => ps.every((a, i) => ps.slice(i + 1).every((b) => is(a, b, 'trine')));
  const figure = (planets: PointName[]): Figure => {
    const aspects: PatternAspect[] = [];
    for (let i = 0; i < planets.length; i++) {
      for (let j = i + 1; j < planets.length; j++) {
        const a = get(planets[i]!, planets[j]!);
        if (a) aspects.push(a);
      }
    }
    return { planets, aspects, maxOrb: Math.max(...aspects.map((a) => a.orb)) };
  };
  const shared = <T extends string>(planets: PointName[], of: (n: PointName) => T): T | null => {
    const first = of(planets[0]!);
    return planets.every((p) => of(p) === first) ? first : null;
  };
  const elementOf = (n: PointName) => signOf(lon(n)).element;
  const qualityOf = (n: PointName) => signOf(lon(n)).quality;

  const out: AspectPatterns = {
    found: [],
    tSquares: [],
    grandTrines: [],
    grandCrosses: [],
    yods: [],
    kites: [],
    stelliums: [],
  };

  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (let k = j + 1; k < names.length; k++) {
        const trio = [names[i]!, names[j]!, names[k]!];
        if (allTrine(trio)) {
          out.grandTrines.push({
            kind: 'grand trine',
            ...figure(trio),
            element: shared(trio, elementOf),
            inKite: false,
          });
        }
        // Try each planet as the apex; the other two are the base pair.
        for (const apex of trio) {
          const [a, b] = trio.filter((p) => p !== apex) as [PointName, PointName];
          if (is(a, b, 'opposition') && is(apex, a, 'square') && is(apex, b, 'square')) {
            out.tSquares.push({
              kind: 'T-square',
              ...figure(trio),
              apex,
              opposition: [a, b],
              modality: shared(trio, qualityOf),
              inGrandCross: false,
            });
          }
          if (is(a, b, 'sextile') && is(apex, a, 'quincunx') && is(apex, b, 'quincunx')) {
            out.yods.push({ kind: 'yod', ...figure(trio), apex, base: [a, b] });
          }
        }
      }
    }
  }

  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (let k = j + 1; k < names.length; k++) {
        for (let m = k + 1; m < names.length; m++) {
          const four = [names[i]!, names[j]!, names[k]!, names[m]!];
          const whole = figure(four);
          const count = (name: PatternAspectName) => whole.aspects.filter((a) => a.aspect === name).length;
          if (count('opposition') === 2 && count('square') === 4) {
            out.grandCrosses.push({ kind: 'grand cross', ...whole, modality: shared(four, qualityOf) });
          }
          for (const tail of four) {
            const trine = four.filter((p) => p !== tail) as [PointName, PointName, PointName];
            const head = trine.find((p) => is(tail, p, 'opposition'));
            if (!head) continue;
            const wings = trine.filter((p) => p !== head);
            if (allTrine(trine) && wings.every((w) => is(tail, w, 'sextile'))) {
              out.kites.push({
                kind: 'kite',
                ...whole,
                grandTrine: trine,
                head,
                tail,
                element: shared(trine, elementOf),
              });
            }
          }
        }
      }
    }
  }

  const within = (small: PointName[], big: { planets: PointName[] }[]) =>
    big.some((b) => small.every((p) => b.planets.includes(p)));
  for (const t of out.tSquares) t.inGrandCross = within(t.planets, out.grandCrosses);
  for (const g of out.grandTrines) g.inKite = within(g.planets, out.kites);

  out.stelliums = stelliums(chart, names, options.stelliumMin ?? STELLIUM_MIN);

  const tightest = (a: Figure, b: Figure) => a.maxOrb - b.maxOrb;
  out.tSquares.sort(tightest);
  out.grandTrines.sort(tightest);
  out.grandCrosses.sort(tightest);
  out.yods.sort(tightest);
  out.kites.sort(tightest);
  const lists: [PatternKind, unknown[]][] = [
    ['T-square', out.tSquares],
    ['grand trine', out.grandTrines],
    ['grand cross', out.grandCrosses],
    ['yod', out.yods],
    ['kite', out.kites],
    ['stellium', out.stelliums],
  ];
  out.found = lists.filter(([, list]) => list.length > 0).map(([kind]) => kind);
  return out;
}

/** Stelliums among the ten planets only (points like the nodes or angles do not make one), by sign then house. */
function stelliums(chart: PatternChart, names: PointName[], min: number): Stellium[] {
  const planets = names.filter((n) => (TEN_PLANETS as readonly string[]).includes(n));
  const lon = (n: PointName) => chart.points[n]!.longitude;
  const out: Stellium[] = [];
  const groups = (keyOf: (n: PointName) => number) => {
    const m = new Map<number, PointName[]>();
    for (const p of planets) m.set(keyOf(p), [...(m.get(keyOf(p)) ?? []), p]);
    return [...m.entries()].filter(([, g]) => g.length >= min).sort(([a], [b]) => a - b);
  };
  for (const [num, group] of groups((n) => signOf(lon(n)).num)) {
    out.push({
      kind: 'stellium',
      by: 'sign',
      sign: signOf(num * 30).code,
      house: null,
      planets: group,
      span: span(group.map(lon)),
    });
  }
  if (chart.cusps) {
    const houseAt = houseLookup(chart.cusps);
    for (const [house, group] of groups((n) => houseAt(lon(n)))) {
      out.push({ kind: 'stellium', by: 'house', sign: null, house, planets: group, span: span(group.map(lon)) });
    }
  }
  return out;
}

/** The shortest arc holding every longitude: 360° minus the widest empty gap between neighbours. */
function span(longitudes: number[]): number {
  const s = [...longitudes].sort((a, b) => a - b);
  let gap = 360 - (s[s.length - 1]! - s[0]!);
  for (let i = 1; i < s.length; i++) gap = Math.max(gap, s[i]! - s[i - 1]!);
  return 360 - gap;
}
