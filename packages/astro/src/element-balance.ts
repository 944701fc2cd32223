// Element and modality balance of a chart: how many placements fall in each element and each modality.
import { ELEMENTS, QUALITIES, TEN_PLANETS } from '@stellara/contract/vocabulary';
import type { Element, PointName, Quality } from './constants.ts';
import { signOf } from './zodiac.ts';

/** The points a balance counts when the birth time is known: the ten planets, the Ascendant and the Midheaven. */
export const BALANCE_POINTS: readonly PointName[] = [...TEN_PLANETS, 'Ascendant', 'Medium_Coeli'];
/** Without a birth time the angles are unknown: only the ten planets count. */
export const BALANCE_POINTS_WITHOUT_TIME: readonly PointName[] = TEN_PLANETS;

export interface BalanceOptions {
  /** Which points count; BALANCE_POINTS by default. */
  points?: readonly PointName[];
  /** Weight per point (1 when absent); the default is every point once, unweighted. */
  weights?: Partial<Record<PointName, number>>;
}

export interface BalanceGroup<K extends string> {
  key: K;
  /** Sum of the weights of the points in it (with the default, simply how many). */
  score: number;
  points: PointName[];
}

export interface Balance<K extends string> {
  /** In the fixed order (Fire, Earth, Air, Water / Cardinal, Fixed, Mutable). */
  groups: BalanceGroup<K>[];
  /** The direct answer: the highest score; several when tied. */
  dominant: K[];
  /** Groups no counted point falls in. */
  missing: K[];
}

export interface ElementBalance {
  elements: Balance<Element>;
  modalities: Balance<Quality>;
  /** The points that were counted (those of the option present in the chart). */
  counted: PointName[];
}

/**
 * Counts the placements per element and per modality by sign. Counted by default: the ten planets and the
 * Ascendant and Midheaven, each once (twelve points, no weights); pass BALANCE_POINTS_WITHOUT_TIME when the birth
 * time is unknown, or `weights` for a weighted scheme (e.g. Sun, Moon and Ascendant double). The nodes, Chiron and
 * Lilith are left out: they are points, not temperaments, in the usual count.
 */
export function elementBalance(
  chart: { points: Partial<Record<PointName, { longitude: number }>> },
  options: BalanceOptions = {},
): ElementBalance {
  const wanted = options.points ?? BALANCE_POINTS;
  const counted = wanted.filter((name) => chart.points[name] !== undefined);
  const byElement = new Map<Element, BalanceGroup<Element>>(
    ELEMENTS.map((key) => [key, { key, score: 0, points: [] }]),
  );
  const byQuality = new Map<Quality, BalanceGroup<Quality>>(
    QUALITIES.map((key) => [key, { key, score: 0, points: [] }]),
  );
  for (const name of counted) {
    const sign = signOf(chart.points[name]!.longitude);
    const weight = options.weights?.[name] ?? 1;
    for (const group of [byElement.get(sign.element)!, byQuality.get(sign.quality)!]) {
      group.score += weight;
      group.points.push(name);
    }
  }
  return {
    elements: summarise([...byElement.values()]),
    modalities: summarise([...byQuality.values()]),
    counted,
  };
}

function summarise<K extends string>(groups: BalanceGroup<K>[]): Balance<K> {
  const top = Math.max(...groups.map((g) => g.score));
  return {
    groups,
    dominant: top > 0 ? groups.filter((g) => g.score === top).map((g) => g.key) : [],
    missing: groups.filter((g) => g.points.length === 0).map((g) => g.key),
  };
}
