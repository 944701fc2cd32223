// Relationship score by Ciro Discepolo's method, as Kerykeion's RelationshipScoreFactory computes it.
import { type Aspect, calculateInterAspects } from './aspects.ts';
import type { NatalChart } from './natal.ts';

export type ScoreDescription =
  | 'Minimal'
  | 'Medium'
  | 'Important'
  | 'Very Important'
  | 'Exceptional'
  | 'Rare Exceptional';

export interface ScoredAspect {
  p1: Aspect['p1'];
  p2: Aspect['p2'];
  aspect: Aspect['aspect'];
  orbit: number;
  points: number;
}

export interface RelationshipScore {
  value: number;
  description: ScoreDescription;
  /** Both Suns in signs of the same quality (cardinal, fixed or mutable). */
  isDestinySign: boolean;
  aspects: ScoredAspect[];
}

const MAJOR = new Set(['conjunction', 'opposition', 'square', 'trine', 'sextile']);
const LABELS: [ScoreDescription, number][] = [
  ['Minimal', 5],
  ['Medium', 10],
  ['Important', 15],
  ['Very Important', 20],
  ['Exceptional', 30],
  ['Rare Exceptional', Number.POSITIVE_INFINITY],
];

export function scoreDescription(value: number): ScoreDescription {
  return LABELS.find(([, limit]) => value < limit)![0];
}

const is = (a: Aspect, x: string, y: string) => (a.p1 === x && a.p2 === y) || (a.p1 === y && a.p2 === x);

/** Points one synastry aspect earns (0 when it does not count). */
export function aspectPoints(a: Aspect): number {
  if (!MAJOR.has(a.aspect)) return 0;
  const tight = Math.abs(a.orbit) <= 2;
  const sunSun = a.p1 === 'Sun' && a.p2 === 'Sun';
  const sunMoon = is(a, 'Sun', 'Moon');
  let points = 0;
  // Kerykeion checks each rule in turn; an aspect can satisfy several (e.g. none overlap in practice).
  if (sunSun && ['conjunction', 'opposition', 'square'].includes(a.aspect)) points += tight ? 11 : 8;
  if (sunMoon && a.aspect === 'conjunction') points += tight ? 11 : 8;
  if (sunMoon && a.aspect !== 'conjunction') points += 4;
  if (sunSun && !['conjunction', 'opposition', 'square'].includes(a.aspect)) points += 4;
  if (is(a, 'Sun', 'Ascendant')) points += 4;
  if (is(a, 'Moon', 'Ascendant')) points += 4;
  if (is(a, 'Venus', 'Mars')) points += 4;
  return points;
}

/**
 * Score: +5 when the Suns share a quality ("destiny sign"); Sun-Sun conjunction/opposition/square +8 (+11 within
 * 2°); Sun-Moon conjunction +8 (+11 within 2°); other Sun-Sun and Sun-Moon aspects +4; Sun-Asc, Moon-Asc and
 * Venus-Mars aspects +4 each; major aspects only, both directions, over Kerykeion's default synastry aspects.
 * "Within 2°" is |orbit| <= 2: Kerykeion compares the signed orbit, which also gives 11 to wide
 * oppositions and squares short of exact (a deliberate difference, see golden.test.ts).
 */
export function relationshipScore(first: NatalChart, second: NatalChart): RelationshipScore {
  const isDestinySign = first.points.Sun.quality === second.points.Sun.quality;
  let value = isDestinySign ? 5 : 0;
  const aspects: ScoredAspect[] = [];
  for (const a of calculateInterAspects(first.points, second.points)) {
    const points = aspectPoints(a);
    if (points === 0) continue;
    value += points;
    aspects.push({ p1: a.p1, p2: a.p2, aspect: a.aspect, orbit: a.orbit, points });
  }
  return { value, description: scoreDescription(value), isDestinySign, aspects };
}
