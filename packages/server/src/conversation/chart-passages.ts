// The chart's transits as the chat reads them: the one passage model of packages/astro (passages.ts), so a reply
// names the same passages, with the same start, exact hits and end, as the Current Transits page and the Today
// card. Pure (ephemeris work only).
import {
  type AspectName,
  type NatalChart,
  type Passage,
  type PassageNow,
  type PointName,
  passagesAt,
  transitIntensity,
  transitPassages,
} from '@stellara/astro';
import { SLOW_PLANETS } from '@stellara/contract';
import { type ChartTransit, displayPointName, MAJOR_ASPECTS, type SlowTransit } from './chart-context.ts';

const DAY_MS = 86_400_000;
/** How long each planet's contact tends to last, as a weight: the slower, the more it shapes a stretch of time. */
const PLANET_WEIGHT: Record<string, number> = {
  Jupiter: 2,
  Saturn: 3,
  Chiron: 2.5,
  Uranus: 3.5,
  Neptune: 3.5,
  Pluto: 4,
};
const ASPECT_WEIGHT: Record<string, number> = { conjunction: 3, opposition: 2.5, square: 2.5, trine: 1.5, sextile: 1 };
const SLOW_POINTS = SLOW_PLANETS as readonly PointName[];
const PERSONAL_TARGETS = new Set(['Sun', 'Moon', 'Ascendant']);

function transitOf(p: Passage, orb: number, applying: boolean | null): ChartTransit {
  return {
    planet: displayPointName(p.transiting),
    aspect: p.aspect,
    target: displayPointName(p.natal),
    orb,
    isExact: orb < 1,
    intensity: transitIntensity(p.aspect, orb),
    start: p.start,
    end: p.end,
    exact: p.exact.map((x) => x.at),
    applying,
    house: p.house,
  };
}

/**
 * How much a transit shapes the time it covers: the spec's intensity (aspect and orb), weighted by how long the
 * passage lasts, so Pluto on the Moon for two years outranks a Mercury contact of a week. A passage whose start or
 * end lies beyond the engine's search counts as a year.
 */
export function transitRank(t: Pick<ChartTransit, 'intensity' | 'start' | 'end'>): number {
  const days = t.start && t.end ? (Date.parse(t.end) - Date.parse(t.start)) / DAY_MS : 365;
  return t.intensity * (1 + Math.log10(Math.max(1, days)) / 2);
}

/** The transits in orb at an instant, strongest first (intensity weighted by duration, then the tighter orb). */
export function transitsNow(natal: NatalChart, at: Date): ChartTransit[] {
  return passagesAt(natal, at)
    .filter((p) => MAJOR_ASPECTS.includes(p.aspect))
    .map((p: PassageNow) => transitOf(p, Math.abs(p.orbit), p.applying))
    .sort((a, b) => transitRank(b) - transitRank(a) || a.orb - b.orb);
}

export interface PassageChoice {
  transiting?: readonly PointName[];
  targets?: readonly PointName[];
  aspects?: readonly AspectName[];
}

/**
 * The passages overlapping [from, to) (the slow planets' unless chosen), heaviest first: slower planets, harder
 * aspects, personal targets and an exact hit inside the stretch weigh more. Each keeps its own dates, never clipped
 * to the stretch.
 */
export function passagesIn(
  natal: NatalChart,
  from: Date,
  to: Date,
  now: Date,
  choice: PassageChoice = { transiting: SLOW_POINTS },
): SlowTransit[] {
  const inOrbNow = new Map(passagesAt(natal, now, choice).map((p) => [p.id, p] as const));
  return transitPassages(natal, from, to, choice)
    .filter((p) => MAJOR_ASPECTS.includes(p.aspect))
    .map((p): SlowTransit => {
      const current = inOrbNow.get(p.id);
      const hitInside = p.exact.some((x) => Date.parse(x.at) >= from.getTime() && Date.parse(x.at) < to.getTime());
      const weight =
        (PLANET_WEIGHT[p.transiting] ?? 1) *
        (ASPECT_WEIGHT[p.aspect] ?? 1) *
        (PERSONAL_TARGETS.has(p.natal) ? 1.5 : 1) *
        (hitInside ? 2 : 1);
      return {
        ...transitOf(p, current ? Math.abs(current.orbit) : hitInside ? 0 : p.orb, current?.applying ?? null),
        now: current !== undefined,
        weight,
      };
    })
    .sort((a, b) => b.weight - a.weight || (a.exact[0] ?? a.start ?? '').localeCompare(b.exact[0] ?? b.start ?? ''));
}
