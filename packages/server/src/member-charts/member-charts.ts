// The member pages' transit readings, pure (no I/O): current and coming transits to a natal chart with their
// descriptions. Stellara's own words. (Compatibility readings: compatibility.ts.)
import {
  type AspectName,
  type NatalChart,
  type Passage,
  type PointName,
  passageState,
  TRANSIT_POINTS,
  TRANSIT_TARGETS,
  transitChart,
  transitIntensity,
  transitPassages,
} from '@stellara/astro';
import {
  CLASSICAL_PLANETS,
  type IntensityColour,
  type MemberTransit,
  type TransitHit,
  transitIntensityColour,
  type YearTransit,
} from '@stellara/contract';
import { displayPointName, lookup, THEME, theBody } from '../conversation/index.ts';

type MajorAspect = MemberTransit['aspect'];
const MAJOR: readonly MajorAspect[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
const isMajor = (a: AspectName): a is MajorAspect => (MAJOR as readonly string[]).includes(a);

export const ASPECT_VERB: Record<MajorAspect, string> = {
  conjunction: 'meets',
  opposition: 'faces',
  square: 'presses on',
  trine: 'flows with',
  sextile: 'opens a door to',
};
export const ASPECT_FEEL: Record<MajorAspect, string> = {
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

/** One or two sentences on a transit; the timing wording changes below 1° and 2° of orb (docs/charts.md#bands). */
export function describeTransit(t: TransitFacts, now: Date): string {
  // "The Sun's", "The North Node's", "Mars's": bodies named as a sentence names them.
  const named = theBody(t.planet);
  const body = named.charAt(0).toUpperCase() + named.slice(1);
  const meeting =
    t.planet === t.target
      ? `${body} ${ASPECT_VERB[t.aspect]} its own birth position, a check-in on your ${theme(t.planet)}`
      : `${body}'s ${theme(t.planet)} ${ASPECT_VERB[t.aspect]} your ${theme(t.target)}`;
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

const hitsOf = (p: Passage): TransitHit[] => p.exact.map((h) => ({ at: h.at, retrograde: h.retrograde }));

/**
 * A passage as the member pages show it: `orbit` and `applying` are its state at `now` (for a coming one, how far it
 * still is from exact). Only the five majors have a sentence; anything else is left out.
 */
function memberTransit(
  p: Passage,
  state: { orbit: number; applying: boolean },
  status: 'active' | 'coming',
  now: Date,
): MemberTransit | null {
  if (!isMajor(p.aspect)) return null;
  const orb = Math.abs(state.orbit);
  // A coming transit is rated at its peak (exact); an active one at its orb now.
  const intensity = transitIntensity(p.aspect, status === 'coming' ? 0 : orb);
  const facts: TransitFacts = {
    planet: displayPointName(p.transiting),
    aspect: p.aspect,
    target: displayPointName(p.natal),
    orb,
    applying: state.applying,
    status,
    start: p.start,
    exact: p.exact.map((h) => h.at),
    end: p.end,
  };
  return {
    id: p.id,
    ...facts,
    orb: Math.round(orb * 100) / 100,
    intensity,
    colour: transitIntensityColour(intensity) satisfies IntensityColour,
    isExact: orb < 1,
    description: describeTransit(facts, now),
  };
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
 * Transits in orb now (strongest first, then tightest) and those coming into orb within `days` (soonest first): the
 * passages of the transit model (transitPassages, one orb rule for every screen) over that stretch, each with its
 * real dates.
 */
export function memberTransits(natal: NatalChart, now: Date, days: number): MemberTransits {
  const horizon = new Date(now.getTime() + days * DAY_MS);
  const passages = transitPassages(natal, now, horizon, { transiting: TRANSIT_POINTS, targets: TRANSIT_TARGETS });
  const nowIso = now.toISOString();
  const inOrbNow = passages.filter(
    (p) => (p.start === null || p.start <= nowIso) && (p.end === null || p.end >= nowIso),
  );
  const { active, hits } = activeFrom(natal, inOrbNow, now);
  const coming: MemberTransit[] = [];
  for (const p of passages) {
    if (p.start === null || p.start <= nowIso) continue;
    const t = memberTransit(p, passageState(natal, p, now), 'coming', now);
    if (!t) continue;
    coming.push(t);
    hits[t.id] = hitsOf(p);
  }
  return { active, coming, hits, sky: transitChart(natal, now) };
}

function activeFrom(
  natal: NatalChart,
  passages: readonly Passage[],
  at: Date,
): { active: MemberTransit[]; hits: Record<string, TransitHit[]> } {
  const hits: Record<string, TransitHit[]> = {};
  const active: MemberTransit[] = [];
  for (const p of passages) {
    const t = memberTransit(p, passageState(natal, p, at), 'active', at);
    if (!t) continue;
    active.push(t);
    hits[t.id] = hitsOf(p);
  }
  active.sort((a, b) => b.intensity - a.intensity || a.orb - b.orb);
  return { active, hits };
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
  return { ...activeFrom(natal, transitPassages(natal, at, at), at), sky: transitChart(natal, at) };
}

/** The year view: the slow planets only (the fast ones would crowd twelve months with short passes). */
export const YEAR_PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
/** The natal points the member pages read transits to (the year view, the day's Moon): the planets up to Saturn and the two angles. */
export const NATAL_TARGETS: readonly PointName[] = [...CLASSICAL_PLANETS, 'Ascendant', 'Medium_Coeli'];
type YearAspect = YearTransit['aspect'];
/** The hard and flowing major aspects; the orbs are the model's (so a pass has the same dates in the list). */
export const YEAR_ASPECTS: readonly YearAspect[] = ['conjunction', 'opposition', 'square', 'trine'];

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
  // One entry per contact, with every passage of it that overlaps the year (a loop can leave orb between hits).
  const contacts = new Map<string, { p: Passage; passes: YearTransit['passes'] }>();
  const passages = transitPassages(natal, now, new Date(to), {
    transiting: YEAR_PLANETS,
    targets: NATAL_TARGETS,
    aspects: YEAR_ASPECTS,
  });
  for (const p of passages) {
    const key = `${p.transiting}-${p.aspect}-${p.natal}`;
    const entry = contacts.get(key) ?? { p, passes: [] };
    entry.passes.push({ start: p.start, end: p.end, exact: hitsOf(p) });
    contacts.set(key, entry);
  }
  return [...contacts.entries()]
    .map(([id, { p, passes }]) => ({ id, p, passes }))
    .filter((t) => firstHit(t) !== '')
    .sort((a, b) => firstHit(a).localeCompare(firstHit(b)))
    .map(({ id, p, passes }) => {
      const aspect = p.aspect as YearAspect;
      const planet = displayPointName(p.transiting);
      const target = displayPointName(p.natal);
      const meeting =
        planet === target
          ? `${planet} ${ASPECT_VERB[aspect]} its own birth position`
          : `${planet}'s ${theme(planet)} ${ASPECT_VERB[aspect]} your ${theme(target)}`;
      return { id, planet, aspect, target, passes, description: `${meeting}: ${ASPECT_FEEL[aspect]}.` };
    });
}
