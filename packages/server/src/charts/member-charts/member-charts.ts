// The member pages' transit readings, pure (no I/O): current and coming transits to a natal chart with their
// descriptions. Stellara's own words. (Compatibility readings: compatibility.ts.)
import {
  type ActiveAspect,
  type AspectName,
  calculateTransits,
  type NatalChart,
  type PointName,
  type TransitAspect,
  transitYear,
} from '@stellara/astro';
import {
  BODY_NAMES,
  type IntensityColour,
  type MemberTransit,
  type TransitHit,
  transitIntensityColour,
  type YearTransit,
} from '@stellara/contract';
import { displayPointName, lookup } from '../../conversation/chart-context.ts';
import { THEME } from '../../conversation/phrases.ts';

type MajorAspect = MemberTransit['aspect'];
const MAJOR: readonly MajorAspect[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
const isMajor = (a: AspectName): a is MajorAspect => (MAJOR as readonly string[]).includes(a);

/**
 * Transit orbs of the member page: a little tighter than the natal defaults (a 10° conjunction keeps an outer
 * planet "active" for a decade), but wide enough that the spec's rule for wide orbs (-2 beyond 5°, the gentle
 * green band) still applies to squares and trines.
 */
export const TRANSIT_ORBS: readonly ActiveAspect[] = [
  { name: 'conjunction', orb: 8 },
  { name: 'opposition', orb: 8 },
  { name: 'square', orb: 6 },
  { name: 'trine', orb: 6 },
  { name: 'sextile', orb: 5 },
];

/**
 * Transiting points listed: the planets, Chiron and the North Node. The Moon (a day or two per aspect) and the
 * angles (once round the zodiac every day) change too fast for a page of dates.
 */
export const TRANSITING: readonly PointName[] = [...BODY_NAMES.filter((name) => name !== 'Moon'), 'Mean_Node'];
/** Natal points aspected: the same, plus the Moon, Ascendant and Midheaven. */
export const NATAL_TARGETS: readonly PointName[] = [...TRANSITING, 'Moon', 'Ascendant', 'Medium_Coeli'];

const ASPECT_VERB: Record<MajorAspect, string> = {
  conjunction: 'meets',
  opposition: 'faces',
  square: 'presses on',
  trine: 'flows with',
  sextile: 'opens a door to',
};
const ASPECT_FEEL: Record<MajorAspect, string> = {
  conjunction: 'the two themes fuse and run at full volume',
  opposition: 'a tug between two sides of you that asks for balance, often through other people',
  square: 'friction that will not settle until you adjust something',
  trine: 'support that arrives easily; it pays to use it on purpose',
  sextile: 'an opening that rewards a small, deliberate step',
};

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Dec 2026" (UT). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const theme = (name: string) => lookup(THEME, name) ?? name.toLowerCase();

export interface TransitFacts {
  planet: string;
  aspect: MajorAspect;
  target: string;
  orb: number;
  applying: boolean;
  status: 'active' | 'coming';
  start: string | null;
  exact: string[];
  end: string | null;
}

/** One or two sentences on a transit; the timing wording changes below 1° and 2° of orb (spec section 9). */
export function describeTransit(t: TransitFacts, now: Date): string {
  const meeting =
    t.planet === t.target
      ? `${t.planet} ${ASPECT_VERB[t.aspect]} its own birth position, a check-in on your ${theme(t.planet)}`
      : `${t.planet}'s ${theme(t.planet)} ${ASPECT_VERB[t.aspect]} your ${theme(t.target)}`;
  const nextExact = t.exact.find((x) => new Date(x).getTime() >= now.getTime());
  let timing: string;
  if (t.status === 'coming') {
    timing = t.start ? `It comes into orb on ${shortDate(t.start)}` : 'It comes into orb soon';
    timing += nextExact ? ` and is exact on ${shortDate(nextExact)}.` : '.';
  } else if (t.orb < 1) {
    timing = 'It is exact now, at full strength.';
  } else if (t.orb < 2) {
    timing = t.applying
      ? 'It is within two degrees of exact and strongly felt, still building.'
      : 'It is within two degrees of exact and strongly felt, just starting to ease.';
  } else if (t.applying) {
    timing = nextExact ? `It is building towards exact on ${shortDate(nextExact)}.` : 'It is slowly building.';
  } else {
    timing = t.end ? `It is past its peak and fades by ${shortDate(t.end)}.` : 'It is past its peak and fading.';
  }
  return `${meeting}: ${ASPECT_FEEL[t.aspect]}. ${timing}`;
}

const hitsOf = (a: TransitAspect): TransitHit[] =>
  a.exact.map((at, i) => ({ at, retrograde: a.exactRetrograde[i] ?? false }));

function memberTransit(a: TransitAspect, status: 'active' | 'coming', now: Date): MemberTransit | null {
  if (!isMajor(a.aspect) || !TRANSITING.includes(a.p1) || !NATAL_TARGETS.includes(a.p2)) return null;
  const orb = Math.abs(a.orbit);
  // A coming transit is rated at its peak (exact); an active one at its orb now.
  const intensity = status === 'coming' ? transitIntensityValue(a.aspect, 0) : a.intensity;
  const facts: TransitFacts = {
    planet: displayPointName(a.p1),
    aspect: a.aspect,
    target: displayPointName(a.p2),
    orb,
    applying: a.movement === 'Applying',
    status,
    start: a.start,
    exact: a.exact,
    end: a.end,
  };
  return {
    id: `${a.p1}-${a.aspect}-${a.p2}-${a.start ? a.start.slice(0, 10) : 'open'}`,
    ...facts,
    orb: Math.round(orb * 100) / 100,
    intensity,
    colour: transitIntensityColour(intensity) satisfies IntensityColour,
    isExact: orb < 1,
    description: describeTransit(facts, now),
  };
}

/** The spec's intensity rule (the engine's, repeated for a transit rated at a chosen orb). */
export function transitIntensityValue(aspect: AspectName, orb: number): number {
  const base: Partial<Record<AspectName, number>> = { conjunction: 8, opposition: 8, square: 7, trine: 6, sextile: 6 };
  let v = base[aspect] ?? 5;
  const o = Math.abs(orb);
  if (o < 1) v += 2;
  else if (o < 2) v += 1;
  else if (o > 5) v -= 2;
  return Math.min(10, Math.max(3, v));
}

export interface MemberTransits {
  active: MemberTransit[];
  coming: MemberTransit[];
  /** Every exact hit of each listed transit's pass, with the planet's motion then (pro's advanced timing). */
  hits: Record<string, TransitHit[]>;
  /** The transit chart now (for the bi-wheel). */
  sky: NatalChart;
}

/**
 * Sampling step for coming transits: shorter than the briefest pass listed (Mercury at its fastest, 2.2°/day,
 * through a 5° sextile's 10° window: 4.5 days), so none is missed.
 */
const COMING_STEP_DAYS = 3;

/**
 * Transits in orb now (strongest first, then tightest) and those coming into orb within `days` (soonest first),
 * each with its pass dates from the engine.
 */
export function memberTransits(natal: NatalChart, now: Date, days: number): MemberTransits {
  const options = { activePoints: NATAL_TARGETS, activeAspects: TRANSIT_ORBS };
  const { active, hits, sky } = activeTransits(natal, now);
  const coming = new Map<string, MemberTransit>();
  const horizon = now.getTime() + days * DAY_MS;
  for (let k = COMING_STEP_DAYS; k <= days + COMING_STEP_DAYS - 1; k += COMING_STEP_DAYS) {
    const at = new Date(Math.min(now.getTime() + k * DAY_MS, horizon));
    for (const a of calculateTransits(natal, at, options).aspects) {
      if (!a.start || new Date(a.start).getTime() <= now.getTime() || new Date(a.start).getTime() > horizon) continue;
      const t = memberTransit(a, 'coming', now);
      // A pass that starts after now (a slow planet coming back into orb after a station is a new pass).
      if (t && !coming.has(t.id)) {
        coming.set(t.id, t);
        hits[t.id] = hitsOf(a);
      }
    }
  }
  return {
    active,
    coming: [...coming.values()].sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')),
    hits,
    sky,
  };
}

/**
 * The transits in orb at an instant, strongest first: highest intensity (the spec's rule), then the tightest orb,
 * with each one's exact hits. The Current Transits page lists them in this order and the Today card takes the
 * first, so they cannot disagree.
 */
export function activeTransits(
  natal: NatalChart,
  at: Date,
): { active: MemberTransit[]; hits: Record<string, TransitHit[]>; sky: NatalChart } {
  const current = calculateTransits(natal, at, { activePoints: NATAL_TARGETS, activeAspects: TRANSIT_ORBS });
  const hits: Record<string, TransitHit[]> = {};
  const active: MemberTransit[] = [];
  for (const a of current.aspects) {
    const t = memberTransit(a, 'active', at);
    if (!t) continue;
    active.push(t);
    hits[t.id] = hitsOf(a);
  }
  active.sort((a, b) => b.intensity - a.intensity || a.orb - b.orb);
  return { active, hits, sky: current.chart };
}

/** The year view: the slow planets only (the fast ones would crowd twelve months with short passes). */
export const YEAR_PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
/** Aspected in the year view: the natal planets up to Saturn and the two angles. */
export const YEAR_TARGETS: readonly PointName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Ascendant',
  'Medium_Coeli',
];
type YearAspect = YearTransit['aspect'];
/** The hard and flowing major aspects, with the same orbs as the list (so a pass has the same dates in both). */
const YEAR_ASPECTS = TRANSIT_ORBS.filter((a): a is ActiveAspect & { name: YearAspect } => a.name !== 'sextile');

/**
 * The major transits of the slow planets that go exact within `days` from `now`, each with its passes and exact
 * hits, by first hit in the window. (A pass that only grazes its orb and turns back is left out: near misses would
 * crowd the year with transits that never peak.)
 */
export function yearTransits(natal: NatalChart, now: Date, days: number): YearTransit[] {
  const from = now.getTime();
  const to = from + days * DAY_MS;
  const within = (at: string) => Date.parse(at) >= from && Date.parse(at) <= to;
  const firstHit = (t: { passes: { exact: { at: string }[] }[] }) =>
    t.passes.flatMap((p) => p.exact.map((h) => h.at)).find(within) ?? '';
  return transitYear(natal, now, days, {
    planets: YEAR_PLANETS,
    targets: YEAR_TARGETS,
    aspects: YEAR_ASPECTS,
  })
    .filter((t) => firstHit(t) !== '')
    .sort((a, b) => firstHit(a).localeCompare(firstHit(b)))
    .map((t) => {
      const aspect = t.aspect as YearAspect;
      const planet = displayPointName(t.p1);
      const target = displayPointName(t.p2);
      const meeting =
        planet === target
          ? `${planet} ${ASPECT_VERB[aspect]} its own birth position`
          : `${planet}'s ${theme(planet)} ${ASPECT_VERB[aspect]} your ${theme(target)}`;
      return {
        id: `${t.p1}-${t.aspect}-${t.p2}`,
        planet,
        aspect,
        target,
        passes: t.passes,
        description: `${meeting}: ${ASPECT_FEEL[aspect]}.`,
      };
    });
}
