// Aspects between chart points, with Kerykeion's matching rules so the lists agree with the Astrologer API.

import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import {
  type ActiveAspect,
  ASPECTS,
  type AspectDefinition,
  type AspectName,
  AXES_ORB,
  type AxisName,
  DEFAULT_ACTIVE_ASPECTS,
  DEFAULT_ACTIVE_POINTS,
  MINOR_ASPECT_ORB,
  type PointName,
} from './constants.ts';
import { wrap180 } from './zodiac.ts';

/**
 * How a separation is tested against an orb.
 * - 'kerykeion' (default): Kerykeion 4 compares the whole-degree part of the separation with the orb, so a
 *   trine with orb 8 counts from 112° up to (not including) 129°. Used so our lists match the Astrologer API.
 * - 'strict': |separation - aspect angle| <= orb.
 */
export type OrbRule = 'kerykeion' | 'strict';

export type AspectMovement = 'Applying' | 'Separating' | 'Static';

export interface AspectOptions {
  /** Points to consider; Kerykeion's defaults when omitted. */
  activePoints?: readonly PointName[];
  /** Aspects and their orbs; Kerykeion's defaults when omitted. An orb left out takes the default. */
  activeAspects?: readonly (ActiveAspect | { name: AspectName; orb?: number })[];
  orbRule?: OrbRule;
}

/** The minimal point data aspects need (a ChartPoint satisfies it). */
export interface AspectPoint {
  name: PointName;
  longitude: number;
  speed: number;
}

export interface Aspect {
  p1: PointName;
  p1Longitude: number;
  p2: PointName;
  p2Longitude: number;
  aspect: AspectName;
  /** The aspect's exact angle. */
  aspectDegrees: number;
  /** Separation minus the aspect angle, signed (Kerykeion's orbit). */
  orbit: number;
  /** |p1 - p2| without wrapping (Kerykeion's diff). */
  diff: number;
  movement: AspectMovement;
}

/** Kerykeion's celestial point order: aspect lists come out in this order. */
export const POINT_ORDER: readonly PointName[] = [
  ...TEN_PLANETS,
  'Mean_Node',
  'True_Node',
  'Chiron',
  'Ascendant',
  'Medium_Coeli',
  'Descendant',
  'Imum_Coeli',
  'Mean_Lilith',
  'Mean_South_Node',
  'True_South_Node',
];

const AXES = new Set<PointName>(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli'] satisfies AxisName[]);
/** Pairs that are opposite by construction, never reported as aspects. */
const ALWAYS_OPPOSITE = new Map<PointName, PointName>([
  ['Ascendant', 'Descendant'],
  ['Medium_Coeli', 'Imum_Coeli'],
  ['True_Node', 'True_South_Node'],
  ['Mean_Node', 'Mean_South_Node'],
]);

export interface ActiveAspectRule extends AspectDefinition {
  orb: number;
}

const resolvedCache = new WeakMap<object, ActiveAspectRule[]>();

/** The active aspects with their orbs, in matching order (memoised per list: charts reuse the same options). */
export function resolveActiveAspects(
  active: AspectOptions['activeAspects'] = DEFAULT_ACTIVE_ASPECTS,
): ActiveAspectRule[] {
  const cached = resolvedCache.get(active);
  if (cached) return cached;
  const rules: ActiveAspectRule[] = [];
  for (const def of ASPECTS) {
    const a = active.find((x) => x.name === def.name);
    if (!a) continue;
    const fallback = DEFAULT_ACTIVE_ASPECTS.find((x) => x.name === def.name)?.orb ?? MINOR_ASPECT_ORB;
    rules.push({ ...def, orb: a.orb ?? fallback });
  }
  resolvedCache.set(active, rules);
  return rules;
}

/** Shortest angular distance of two longitudes in [0, 360), in [0, 180] (Kerykeion's |difdeg2n|). */
function separation(a: number, b: number): number {
  const d = Math.abs(a - b);
  return d > 180 ? 360 - d : d;
}

/** The first active aspect a separation (0..180) falls into, or null. */
export function matchAspect(
  distance: number,
  rules: readonly ActiveAspectRule[],
  rule: OrbRule,
): ActiveAspectRule | null {
  const whole = Math.trunc(distance);
  for (const r of rules) {
    if (rule === 'kerykeion') {
      if (r.degrees - r.orb <= whole && whole <= r.degrees + r.orb) return r;
    } else if (Math.abs(distance - r.degrees) <= r.orb) return r;
  }
  return null;
}

/** Whether the orb is shrinking (applying) or growing (separating), from the two speeds. */
export function aspectMovement(
  p1Longitude: number,
  p1Speed: number,
  p2Longitude: number,
  p2Speed: number,
  aspectDegrees: number,
): AspectMovement {
  const relative = p1Speed - p2Speed;
  if (Math.abs(relative) < 1e-9) return 'Static';
  const g = wrap180(p1Longitude - p2Longitude);
  const orbit = Math.abs(g) - aspectDegrees;
  // d|g|/dt = sign(g) * relative; the orb |orbit| shrinks when orbit and that rate have opposite signs.
  const rate = Math.sign(orbit || 1) * Math.sign(g || 1) * relative;
  return rate < 0 ? 'Applying' : 'Separating';
}

export function makeAspect(p1: AspectPoint, p2: AspectPoint, r: ActiveAspectRule, distance: number): Aspect {
  return {
    p1: p1.name,
    p1Longitude: p1.longitude,
    p2: p2.name,
    p2Longitude: p2.longitude,
    aspect: r.name,
    aspectDegrees: r.degrees,
    orbit: distance - r.degrees,
    diff: Math.abs(p1.longitude - p2.longitude),
    movement: aspectMovement(p1.longitude, p1.speed, p2.longitude, p2.speed, r.degrees),
  };
}

const activeSets = new WeakMap<readonly PointName[], Set<PointName>>();

function ordered<T extends AspectPoint>(points: Partial<Record<PointName, T>>, active: readonly PointName[]): T[] {
  let set = activeSets.get(active);
  if (!set) {
    set = new Set(active);
    activeSets.set(active, set);
  }
  const out: T[] = [];
  for (const name of POINT_ORDER) {
    const p = points[name];
    if (p !== undefined && set.has(name)) out.push(p);
  }
  return out;
}

export interface NatalAspectOptions extends AspectOptions {
  /** Aspects to an axis count only within this orb (Kerykeion's axes_orbit, 1); null keeps them all. */
  axesOrb?: number | null;
}

/** Aspects within one chart (Kerykeion's NatalAspects.relevant_aspects). */
export function calculateAspects(
  points: Partial<Record<PointName, AspectPoint>>,
  options: NatalAspectOptions = {},
): Aspect[] {
  const list = ordered(points, options.activePoints ?? DEFAULT_ACTIVE_POINTS);
  const rules = resolveActiveAspects(options.activeAspects);
  const orbRule = options.orbRule ?? 'kerykeion';
  const axesOrb = options.axesOrb === undefined ? AXES_ORB : options.axesOrb;
  const out: Aspect[] = [];
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    for (let j = i + 1; j < list.length; j++) {
      const b = list[j]!;
      if (ALWAYS_OPPOSITE.get(a.name) === b.name) continue;
      const distance = separation(a.longitude, b.longitude);
      const r = matchAspect(distance, rules, orbRule);
      if (!r) continue;
      if (axesOrb !== null && (AXES.has(a.name) || AXES.has(b.name)) && Math.abs(distance - r.degrees) >= axesOrb) {
        continue;
      }
      out.push(makeAspect(a, b, r, distance));
    }
  }
  return out;
}

/**
 * Aspects from every active point of one chart to every active point of another (synastry, transits).
 * All of them by default (Kerykeion's all_aspects); `axesOrb: 1` gives its relevant_aspects.
 */
export function calculateInterAspects(
  first: Partial<Record<PointName, AspectPoint>>,
  second: Partial<Record<PointName, AspectPoint>>,
  options: NatalAspectOptions = {},
): Aspect[] {
  const active = options.activePoints ?? DEFAULT_ACTIVE_POINTS;
  const a = ordered(first, active);
  const b = ordered(second, active);
  const rules = resolveActiveAspects(options.activeAspects);
  const orbRule = options.orbRule ?? 'kerykeion';
  const axesOrb = options.axesOrb ?? null;
  const out: Aspect[] = [];
  for (const p1 of a) {
    for (const p2 of b) {
      const distance = separation(p1.longitude, p2.longitude);
      const r = matchAspect(distance, rules, orbRule);
      if (!r) continue;
      if (axesOrb !== null && (AXES.has(p1.name) || AXES.has(p2.name)) && Math.abs(distance - r.degrees) >= axesOrb) {
        continue;
      }
      out.push(makeAspect(p1, p2, r, distance));
    }
  }
  return out;
}
