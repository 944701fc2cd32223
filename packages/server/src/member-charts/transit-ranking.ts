// What the Current Transits page leads with. Pure (no I/O). The spec's intensity out of 10 rates almost every slow
// conjunction 8–10, so it cannot choose; this rank weighs what makes a passage matter to a person now: who is
// moving (an outer planet's passage reshapes a year, Mercury's a few days), the aspect, what it touches (the
// lights, the angles and the chart's ruler carry the chart), how close it is to exact today, and how long it lasts.
// It reads plain passage fields only, so it works on the engine's passages whatever computes them.
import { type NatalChart, signRuler } from '@stellara/astro';
import { TRANSIT_NOW_LIMIT } from '@stellara/contract';

/** The fields a passage is ranked on (display names: "Saturn", "North Node", "Midheaven"). */
export interface RankablePassage {
  planet: string;
  aspect: 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
  target: string;
  /** Degrees from exact now (absolute); only read while the passage is in orb. */
  orb: number;
  /** When it comes into and leaves orb (ISO); null when beyond the search. */
  start: string | null;
  end: string | null;
  /** Every exact hit of the passage (ISO). */
  exact: readonly string[];
}

export interface RankContext {
  now: Date;
  /** The ruler of the natal Ascendant's sign (display name), which counts with the lights and the angles. */
  chartRuler?: string | null;
}

export type TransitGroup = 'now' | 'year' | 'more';

export interface RankedGroups<T> {
  /** In orb now and close to exact: at most NOW_LIMIT, highest rank first. */
  now: T[];
  /** The rest that go exact within a year from now and last a month or more, soonest hit first. */
  year: T[];
  /** Everything else (past their peak, near misses, exact beyond the year), highest rank first. */
  more: T[];
}

const DAY_MS = 86_400_000;

/** The "Now" group holds at most this many: a page that leads with more than five is not choosing. */
export const NOW_LIMIT = TRANSIT_NOW_LIMIT;
/** In the "Now" group: within this many days of an exact hit (what counts for the quick planets)... */
export const NOW_DAYS = 3;
/** ...or inside this orb (what counts for the slow ones, which sit within a degree for weeks). */
export const NOW_ORB = 1;
/** "This year": an exact hit within this many days from now... */
export const YEAR_DAYS = 365;
/**
 * ...in a passage at least this long (Mars and slower). The quick planets' passes come and go within weeks, dozens a
 * month: listed among the year's they would bury it, so they wait in the folded rest unless they are "now".
 */
export const YEAR_MIN_DAYS = 30;

// Each weight is 0..1. Slow planets first: their passages last months and come back in retrograde loops.
const PLANET_WEIGHT: Record<string, number> = {
  Pluto: 1,
  Neptune: 1,
  Uranus: 1,
  Saturn: 0.9,
  Jupiter: 0.7,
  Chiron: 0.7,
  'North Node': 0.6,
  Mars: 0.45,
  Sun: 0.35,
  Venus: 0.3,
  Mercury: 0.3,
  Moon: 0.1,
};
const ASPECT_WEIGHT: Record<RankablePassage['aspect'], number> = {
  conjunction: 1,
  opposition: 0.9,
  square: 0.9,
  trine: 0.6,
  sextile: 0.45,
};
const CORE_TARGETS = new Set(['Sun', 'Moon', 'Ascendant', 'Midheaven']);
const TARGET_WEIGHT: Record<string, number> = { Mercury: 0.7, Venus: 0.7, Mars: 0.7, Jupiter: 0.55, Saturn: 0.55 };
const OTHER_TARGET = 0.4;

/** How much each part counts (they add up to 1). Closeness counts most: the page is about now. */
const SHARE = { planet: 0.25, aspect: 0.15, target: 0.2, closeness: 0.3, duration: 0.1 } as const;

/** A passage this long or longer counts in full for its duration (two years: the slow planets' loops). */
const FULL_DURATION_DAYS = 730;
/** Half the closeness at this many days from an exact hit. */
const CLOSENESS_DAYS = 7;

const time = (iso: string) => Date.parse(iso);

/** The chart's ruler: the traditional ruler of the Ascendant's sign (as the chat names it); none without a birth time. */
export function chartRulerOf(natal: NatalChart): string | null {
  return natal.timeUnknown ? null : signRuler(natal.points.Ascendant.sign);
}

/** In orb at `now`: between start and end (an open end is beyond the search, so still in orb). */
export function inOrbNow(p: Pick<RankablePassage, 'start' | 'end'>, now: Date): boolean {
  const t = now.getTime();
  return (p.start === null || time(p.start) <= t) && (p.end === null || time(p.end) >= t);
}

/** Days from `now` to the nearest exact hit, before or after; null without a hit. */
export function daysFromExact(p: Pick<RankablePassage, 'exact'>, now: Date): number | null {
  if (!p.exact.length) return null;
  return Math.min(...p.exact.map((x) => Math.abs(time(x) - now.getTime()) / DAY_MS));
}

/** The first exact hit after `now`; null when none is left. */
export function nextExactHit(p: Pick<RankablePassage, 'exact'>, now: Date): string | null {
  return p.exact.filter((x) => time(x) > now.getTime()).sort()[0] ?? null;
}

function targetWeight(target: string, chartRuler: string | null | undefined): number {
  if (CORE_TARGETS.has(target) || target === chartRuler) return 1;
  return TARGET_WEIGHT[target] ?? OTHER_TARGET;
}

/**
 * Closeness to exact, 0..1: from the days to the nearest hit (1 on the day, ½ a week off), or from the orb now for a
 * passage in orb (1 at exact, ½ at one degree): a slow planet stationing half a degree off stays close for weeks
 * before its next hit. A passage not yet in orb is close only by its days.
 */
function closeness(p: RankablePassage, now: Date): number {
  const days = daysFromExact(p, now);
  const byDays = days === null ? 0 : 1 / (1 + days / CLOSENESS_DAYS);
  const byOrb = inOrbNow(p, now) ? 1 / (1 + Math.abs(p.orb)) : 0;
  return Math.max(byDays, byOrb);
}

/** How long the passage lasts, 0..1 on a log scale (a week of Mercury ~0.3, half a year of Saturn ~0.8). */
function duration(p: RankablePassage, now: Date): number {
  // An open edge is beyond the search: count it as at least the full span on that side.
  const start = p.start ? time(p.start) : now.getTime() - FULL_DURATION_DAYS * DAY_MS;
  const end = p.end ? time(p.end) : now.getTime() + FULL_DURATION_DAYS * DAY_MS;
  const days = Math.max(0, (end - start) / DAY_MS);
  return Math.min(1, Math.log1p(days) / Math.log1p(FULL_DURATION_DAYS));
}

/** The passage stays in orb at least `days` (an open edge is beyond the search: long enough). */
function lastsAtLeast(p: Pick<RankablePassage, 'start' | 'end'>, days: number): boolean {
  return p.start === null || p.end === null || time(p.end) - time(p.start) >= days * DAY_MS;
}

/** The rank of a passage now, 0..100 (one decimal): higher leads. */
export function transitRank(p: RankablePassage, context: RankContext): number {
  const score =
    SHARE.planet * (PLANET_WEIGHT[p.planet] ?? 0.3) +
    SHARE.aspect * ASPECT_WEIGHT[p.aspect] +
    SHARE.target * targetWeight(p.target, context.chartRuler) +
    SHARE.closeness * closeness(p, context.now) +
    SHARE.duration * duration(p, context.now);
  return Math.round(score * 1000) / 10;
}

/** Close enough to exact to count as "now": in orb, and within a few days of a hit or inside a tight orb. */
export function isNowPassage(p: RankablePassage, now: Date): boolean {
  if (!inOrbNow(p, now)) return false;
  const days = daysFromExact(p, now);
  return (days !== null && days <= NOW_DAYS) || Math.abs(p.orb) <= NOW_ORB;
}

/**
 * The page's three groups: "Now" (at most NOW_LIMIT close passages, ranked), "This year" (the rest that go exact
 * within YEAR_DAYS in a passage of YEAR_MIN_DAYS or more, by date) and the rest, ranked. Every passage lands in exactly one group.
 */
export function groupTransits<T extends RankablePassage>(
  passages: readonly T[],
  context: RankContext,
): RankedGroups<T> {
  const { now } = context;
  const ranked = passages
    .map((p) => ({ p, rank: transitRank(p, context) }))
    .sort((a, b) => b.rank - a.rank || Math.abs(a.p.orb) - Math.abs(b.p.orb));
  const nowGroup = ranked.filter(({ p }) => isNowPassage(p, now)).slice(0, NOW_LIMIT);
  const taken = new Set(nowGroup.map(({ p }) => p));
  const horizon = now.getTime() + YEAR_DAYS * DAY_MS;
  const year: { p: T; rank: number; hit: string }[] = [];
  const more: T[] = [];
  for (const { p, rank } of ranked) {
    if (taken.has(p)) continue;
    const hit = nextExactHit(p, now);
    if (hit && time(hit) <= horizon && lastsAtLeast(p, YEAR_MIN_DAYS)) year.push({ p, rank, hit });
    else more.push(p);
  }
  year.sort((a, b) => a.hit.localeCompare(b.hit) || b.rank - a.rank);
  return { now: nowGroup.map(({ p }) => p), year: year.map(({ p }) => p), more };
}
