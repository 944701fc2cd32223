// What stands out in one chart, found before anything is written: aspect patterns, planets on an angle,
// stelliums, the chart ruler and its condition, house rulers, essential dignities, and aspects ranked by strength
// (a side of a tight pattern, the lights, personal contacts and node contacts before wide or minor-body ones).
// Both writers read these, so the built-in reader and a model notice the same things. Pure; no I/O.
import { angularDistance, findAspectPatterns, type PointName } from '@stellara/astro';
import { OUTER_PLANETS, PERSONAL_PLANETS, type PlanetName, type SignName, TEN_PLANETS } from '@stellara/contract';
import {
  type ChartAspect,
  type ChartContext,
  type ChartPlanet,
  type ChartPointName,
  type Dignity,
  dignityOf,
  planetOf,
  rulerOf,
} from '../chart-context.ts';

/** A planet this close to an angle acts through it (a common convention: about 5°). */
export const ANGLE_CONTACT_ORB = 5;

const GENERATIONAL = new Set<string>(OUTER_PLANETS);
const ANGULAR_HOUSES = new Set([1, 4, 7, 10]);

export type AngleName = 'Ascendant' | 'Descendant' | 'Midheaven' | 'IC';

export interface AngleContact {
  planet: ChartPointName;
  angle: AngleName;
  /** Degrees from the angle. */
  orb: number;
}

/** Three or more planets gathered in one sign or in one house. */
export type Stellium =
  | { by: 'sign'; sign: SignName; planets: ChartPointName[] }
  | { by: 'house'; house: number; planets: ChartPointName[] };

export interface HouseRuler {
  house: number;
  cuspSign: SignName;
  cuspDegree: number;
  ruler: PlanetName;
  rulerSign: SignName | null;
  rulerHouse: number | null;
}

export interface ChartRuler extends HouseRuler {
  dignity: Dignity | null;
  /** The ruler stands in an angular house (1, 4, 7, 10). */
  angular: boolean;
  /** Its tightest aspect, if any. */
  tightestAspect: ChartAspect | null;
}

/** A tight aspect pattern (T-square, grand cross, grand trine, yod, kite) and the aspects that make it. */
export interface PatternFeature {
  kind: 'T-square' | 'grand cross' | 'grand trine' | 'yod' | 'kite';
  planets: string[];
  /** The widest side: a pattern is as tight as its loosest aspect. */
  maxOrb: number;
  /** The pattern's focal planet, where it has one (a T-square's or yod's apex). */
  apex: string | null;
  /** Its sides, as pairs of planet names. */
  sides: [string, string][];
}

export interface ChartFeatures {
  /** Aspect patterns whose every side is within PATTERN_TIGHT_ORB, tightest first. */
  patterns: PatternFeature[];
  angleContacts: AngleContact[];
  stelliums: Stellium[];
  chartRuler: ChartRuler | null;
  dignities: { planet: string; sign: string; dignity: Dignity }[];
  /** Natal aspects strongest first (see rankAspects). */
  rankedAspects: ChartAspect[];
}

export function angleContacts(chart: ChartContext, maxOrb = ANGLE_CONTACT_ORB): AngleContact[] {
  const asc = planetOf(chart, 'Ascendant');
  const mc = planetOf(chart, 'Midheaven');
  if (!asc || !mc) return [];
  const angles: [AngleName, number][] = [
    ['Ascendant', asc.longitude],
    ['Descendant', (asc.longitude + 180) % 360],
    ['Midheaven', mc.longitude],
    ['IC', (mc.longitude + 180) % 360],
  ];
  const out: AngleContact[] = [];
  for (const p of chart.planets) {
    if (!(TEN_PLANETS as readonly string[]).includes(p.name) && p.name !== 'Chiron') continue;
    for (const [angle, lon] of angles) {
      const orb = angularDistance(p.longitude, lon);
      if (orb <= maxOrb) out.push({ planet: p.name, angle, orb });
    }
  }
  return out.sort((a, b) => angleWeight(a) - angleWeight(b));
}

/**
 * Lower is stronger: the lights and personal planets on an angle speak louder than Chiron or a generational
 * planet at the same distance; a degree of orb weighs about as much as that difference.
 */
function angleWeight(c: AngleContact): number {
  const body =
    c.planet === 'Sun' || c.planet === 'Moon'
      ? -1
      : isPersonal(c.planet)
        ? -0.5
        : c.planet === 'Chiron'
          ? 1.5
          : GENERATIONAL.has(c.planet)
            ? 0.5
            : 0;
  return c.orb + body;
}

/** Three or more of the ten planets in one sign or one house. */
export function stelliums(chart: ChartContext): Stellium[] {
  const bodies = chart.planets.filter((p) => (TEN_PLANETS as readonly string[]).includes(p.name));
  const out: Stellium[] = [];
  const group = <K>(key: (p: ChartPlanet) => K) => {
    const m = new Map<K, ChartPointName[]>();
    for (const p of bodies) m.set(key(p), [...(m.get(key(p)) ?? []), p.name]);
    return m;
  };
  for (const [sign, planets] of group((p) => p.sign)) if (planets.length >= 3) out.push({ by: 'sign', sign, planets });
  // House 0 is no house (the birth time is not known).
  for (const [house, planets] of group((p) => p.house))
    if (house > 0 && planets.length >= 3) out.push({ by: 'house', house, planets });
  return out.sort((a, b) => b.planets.length - a.planets.length);
}

export function houseRuler(chart: ChartContext, house: number): HouseRuler | null {
  const cusp = chart.houses.find((h) => h.number === house);
  if (!cusp) return null;
  const ruler = rulerOf(cusp.sign).traditional;
  const at = planetOf(chart, ruler);
  return {
    house,
    cuspSign: cusp.sign,
    cuspDegree: cusp.degree,
    ruler,
    rulerSign: at?.sign ?? null,
    rulerHouse: at?.house ?? null,
  };
}

const isPersonal = (name: string) => (PERSONAL_PLANETS as readonly string[]).includes(name);

/** Every side of a pattern must be this tight for the pattern to lead a reading (degrees). */
export const PATTERN_TIGHT_ORB = 6;

const PATTERN_POINTS = new Set<string>(TEN_PLANETS);

/** The chart's tight aspect patterns (among the ten planets), tightest first. */
export function aspectPatterns(chart: ChartContext): PatternFeature[] {
  const points: Partial<Record<PointName, { longitude: number }>> = {};
  for (const p of chart.planets)
    if (PATTERN_POINTS.has(p.name)) points[p.name as PointName] = { longitude: p.longitude };
  const found = findAspectPatterns({ points });
  const out: PatternFeature[] = [
    ...found.grandCrosses.map((g) => ({ ...g, apex: null })),
    ...found.tSquares.filter((t) => !t.inGrandCross).map((t) => ({ ...t, apex: t.apex as string })),
    ...found.kites.map((k) => ({ ...k, apex: k.tail as string })),
    ...found.grandTrines.filter((g) => !g.inKite).map((g) => ({ ...g, apex: null })),
    ...found.yods.map((y) => ({ ...y, apex: y.apex as string })),
  ]
    .filter((f) => f.maxOrb <= PATTERN_TIGHT_ORB)
    .map((f) => ({
      kind: f.kind,
      planets: [...f.planets],
      maxOrb: f.maxOrb,
      apex: f.apex,
      sides: f.aspects.map((a) => [a.p1, a.p2] as [string, string]),
    }));
  return out.sort((a, b) => a.maxOrb - b.maxOrb);
}

const LIGHTS = new Set(['Sun', 'Moon']);
const HARD = new Set(['conjunction', 'square', 'opposition']);
const isAnglePoint = (n: string) => n === 'Ascendant' || n === 'Midheaven';

/** The pattern an aspect is a side of, if any. */
export function patternOf(a: ChartAspect, patterns: readonly PatternFeature[]): PatternFeature | null {
  return (
    patterns.find((p) => p.sides.some(([x, y]) => (x === a.p1 && y === a.p2) || (x === a.p2 && y === a.p1))) ?? null
  );
}

/**
 * Strongest first. An aspect's weight starts from its orb (half a point a degree) and is lifted by what makes a
 * contact loud: being a side of a tight pattern, touching the Sun or Moon, joining personal planets or an angle, a
 * hard aspect, a personal point conjunct or opposite the lunar node; it is lowered for Chiron and for pairs of
 * generational planets. So a 1° Venus–Saturn square inside a T-square outranks a 0.3° Chiron contact. The
 * Ascendant–Midheaven angle (an artefact of the house system) and the node's other aspects are left out.
 */
export function rankAspects(aspects: readonly ChartAspect[], patterns: readonly PatternFeature[] = []): ChartAspect[] {
  const weight = (a: ChartAspect): number | null => {
    const names = [a.p1, a.p2];
    if (names.every(isAnglePoint)) return null;
    const node = names.includes('North Node');
    const other = node ? (a.p1 === 'North Node' ? a.p2 : a.p1) : null;
    // The node counts only where a personal point sits on its axis: a direction of growth tied to that point.
    if (
      node &&
      !(
        other &&
        (isPersonal(other) || isAnglePoint(other)) &&
        ['conjunction', 'opposition'].includes(a.type) &&
        a.orb <= 3
      )
    )
      return null;
    let w = a.orb / 2;
    if (patternOf(a, patterns)) w -= 2;
    if (names.some((n) => LIGHTS.has(n))) w -= 1;
    const personal = names.filter(isPersonal).length;
    w -= personal === 2 ? 1 : personal === 1 ? 0.5 : 0;
    if (names.some(isAnglePoint)) w -= 0.5;
    if (HARD.has(a.type)) w -= 0.3;
    if (node) w -= 0.5;
    if (names.includes('Chiron')) w += 1.5;
    if (names.every((n) => GENERATIONAL.has(n))) w += 3;
    return w;
  };
  return aspects
    .map((a) => ({ a, w: weight(a) }))
    .filter((x): x is { a: ChartAspect; w: number } => x.w !== null)
    .sort((x, y) => x.w - y.w)
    .map((x) => x.a);
}

export function chartFeatures(chart: ChartContext): ChartFeatures {
  const asc = planetOf(chart, 'Ascendant');
  const first = houseRuler(chart, 1);
  let chartRuler: ChartRuler | null = null;
  if (asc && first) {
    const r = planetOf(chart, first.ruler);
    chartRuler = {
      ...first,
      dignity: r ? dignityOf(r.name, r.sign) : null,
      angular: r ? ANGULAR_HOUSES.has(r.house) : false,
      tightestAspect:
        chart.aspects.find(
          (a) => (a.p1 === first.ruler || a.p2 === first.ruler) && a.p1 !== 'North Node' && a.p2 !== 'North Node',
        ) ?? null,
    };
  }
  const dignities = chart.planets.flatMap((p) => {
    const d = dignityOf(p.name, p.sign);
    return d ? [{ planet: p.name, sign: p.sign, dignity: d }] : [];
  });
  const patterns = aspectPatterns(chart);
  return {
    patterns,
    angleContacts: angleContacts(chart),
    stelliums: stelliums(chart),
    chartRuler,
    dignities,
    rankedAspects: rankAspects(chart.aspects, patterns),
  };
}
