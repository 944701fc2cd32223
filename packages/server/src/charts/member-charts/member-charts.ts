// The member pages' chart readings, pure (no I/O): current and coming transits to a natal chart with their
// descriptions, and the highlights and relationship dynamics of a compatibility reading. Stellara's own words.
import {
  type ActiveAspect,
  type Aspect,
  type AspectName,
  calculateTransits,
  type NatalChart,
  type PointName,
  type TransitAspect,
} from '@stellara/astro';
import {
  BODY_NAMES,
  type CompatibilityDynamic,
  type IntensityColour,
  type MemberTransit,
  ordinal,
  TEN_PLANETS,
  transitIntensityColour,
} from '@stellara/contract';
import { displayPointName } from '../../conversation/chart-context.ts';
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

const theme = (name: string) => THEME[name] ?? name.toLowerCase();

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
  const { active, sky } = activeTransits(natal, now);
  const coming = new Map<string, MemberTransit>();
  const horizon = now.getTime() + days * DAY_MS;
  for (let k = COMING_STEP_DAYS; k <= days + COMING_STEP_DAYS - 1; k += COMING_STEP_DAYS) {
    const at = new Date(Math.min(now.getTime() + k * DAY_MS, horizon));
    for (const a of calculateTransits(natal, at, options).aspects) {
      if (!a.start || new Date(a.start).getTime() <= now.getTime() || new Date(a.start).getTime() > horizon) continue;
      const t = memberTransit(a, 'coming', now);
      // A pass that starts after now (a slow planet coming back into orb after a station is a new pass).
      if (t && !coming.has(t.id)) coming.set(t.id, t);
    }
  }
  return {
    active,
    coming: [...coming.values()].sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')),
    sky,
  };
}

/**
 * The transits in orb at an instant, strongest first: highest intensity (the spec's rule), then the tightest orb.
 * The Current Transits page lists them in this order and the Today card takes the first, so they cannot disagree.
 */
export function activeTransits(natal: NatalChart, at: Date): { active: MemberTransit[]; sky: NatalChart } {
  const current = calculateTransits(natal, at, { activePoints: NATAL_TARGETS, activeAspects: TRANSIT_ORBS });
  const active = current.aspects
    .map((a) => memberTransit(a, 'active', at))
    .filter((t): t is MemberTransit => t !== null)
    .sort((a, b) => b.intensity - a.intensity || a.orb - b.orb);
  return { active, sky: current.chart };
}

// ------------------------------------------------------------------------------------------- compatibility

/** What a stored compatibility reading's result holds (members.service createReading). */
export interface StoredCompatibilityResult {
  score: number;
  description: string;
  isDestinySign: boolean;
  scoredAspects: { p1: string; p2: string; aspect: string; orbit: number; points: number }[];
  synastry: {
    aspects: Pick<Aspect, 'p1' | 'p2' | 'aspect' | 'orbit'>[];
    firstInSecondHouses: { point: string; house: number }[];
    secondInFirstHouses: { point: string; house: number }[];
  };
}

const PAIR_GLOSS: Record<MajorAspect, string> = {
  conjunction: 'a strong, immediate bond in this area',
  opposition: 'a magnetic pull with some push and pull in it',
  square: 'spark and friction that keeps things alive but needs care',
  trine: 'an easy, natural understanding',
  sextile: 'a friendly ease that grows when you both work at it',
};
const HOUSE_MEANING: Partial<Record<number, string>> = {
  1: 'how they see you at first sight',
  4: 'home and belonging',
  5: 'romance, play and delight',
  7: 'partnership and commitment',
  8: 'intimacy and shared depths',
  10: 'ambition and public life',
};
const OVERLAY_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'];
const PERSONAL: readonly string[] = [...TEN_PLANETS, 'Ascendant', 'Medium_Coeli'];

/** The default name of a member's own chart (members.service ensureMainChart): read as "you". */
const isOwn = (name: string) => name === 'My Chart';
const possessive = (name: string) => (isOwn(name) ? 'your' : `${name}'s`);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Up to five highlights of a reading: the destiny-sign bonus, the strongest scored contacts, telling overlays. */
export function compatibilityHighlights(result: StoredCompatibilityResult, names: [string, string]): string[] {
  const [a, b] = names;
  const out: string[] = [];
  if (result.isDestinySign) {
    const pair = isOwn(a) ? `you and ${b}` : isOwn(b) ? `you and ${a}` : `${a} and ${b}`;
    out.push(`Both Suns are in signs of the same quality, so ${pair} tend to move through life at a similar tempo.`);
  }
  const scored = [...result.scoredAspects]
    .filter((x) => isMajor(x.aspect as AspectName))
    .sort((x, y) => y.points - x.points || Math.abs(x.orbit) - Math.abs(y.orbit));
  const contacts = scored.length
    ? scored
    : result.synastry.aspects
        .filter((x) => isMajor(x.aspect) && PERSONAL.includes(x.p1) && PERSONAL.includes(x.p2))
        .sort((x, y) => Math.abs(x.orbit) - Math.abs(y.orbit));
  for (const c of contacts.slice(0, 3)) {
    const aspect = c.aspect as MajorAspect;
    out.push(
      `${sentence(possessive(a))} ${displayPointName(c.p1)} ${aspect} ${possessive(b)} ${displayPointName(c.p2)} (orb ${Math.abs(c.orbit).toFixed(1)}°): ${PAIR_GLOSS[aspect]}.`,
    );
  }
  const overlays = [
    ...result.synastry.secondInFirstHouses.map((o) => ({ who: b, whose: a, ...o })),
    ...result.synastry.firstInSecondHouses.map((o) => ({ who: a, whose: b, ...o })),
  ].filter((o) => OVERLAY_POINTS.includes(o.point) && HOUSE_MEANING[o.house]);
  for (const o of overlays.slice(0, Math.max(1, 5 - out.length))) {
    if (out.length >= 5) break;
    out.push(
      `${sentence(possessive(o.who))} ${o.point} falls in ${possessive(o.whose)} ${ordinal(o.house)} house, touching ${HOUSE_MEANING[o.house]}.`,
    );
  }
  return out.slice(0, 5);
}

const DYNAMICS: { key: CompatibilityDynamic['key']; label: string; planets: readonly string[] }[] = [
  { key: 'communication', label: 'Communication', planets: ['Mercury'] },
  { key: 'emotion', label: 'Emotional bond', planets: ['Moon'] },
  { key: 'attraction', label: 'Attraction', planets: ['Venus', 'Mars'] },
  { key: 'stability', label: 'Stability', planets: ['Saturn'] },
  { key: 'growth', label: 'Growth', planets: ['Jupiter'] },
];
const WEIGHT: Record<MajorAspect, number> = { conjunction: 1, trine: 1, sextile: 0.8, opposition: 0.7, square: 0.6 };
const HARMONIOUS: readonly MajorAspect[] = ['conjunction', 'trine', 'sextile'];
/** Contacts count towards the dots within this orb (the synastry list itself uses wide natal orbs). */
export const DYNAMICS_ORB = 3;

/**
 * Five relationship dynamics as 1-5 dots: the close contacts (within 3°) between the two charts that involve the
 * area's planets, each weighted by aspect (flowing ones a little more) and half again within 1°.
 */
export function compatibilityDynamics(result: StoredCompatibilityResult): CompatibilityDynamic[] {
  const majors = result.synastry.aspects.filter(
    (x): x is typeof x & { aspect: MajorAspect } =>
      isMajor(x.aspect) && PERSONAL.includes(x.p1) && PERSONAL.includes(x.p2) && Math.abs(x.orbit) <= DYNAMICS_ORB,
  );
  return DYNAMICS.map(({ key, label, planets }) => {
    const hits = majors.filter((x) => planets.includes(x.p1) || planets.includes(x.p2));
    const total = hits.reduce((sum, x) => sum + WEIGHT[x.aspect] * (Math.abs(x.orbit) <= 1 ? 1.5 : 1), 0);
    const dots = Math.max(1, Math.min(5, Math.round(1 + total)));
    const easy = hits.filter((x) => HARMONIOUS.includes(x.aspect)).length;
    const tense = hits.length - easy;
    const summary = hits.length
      ? `${hits.length} close contact${hits.length === 1 ? '' : 's'} between the charts: ${easy} flowing, ${tense} challenging.`
      : 'No close contact between the charts here: this area asks for conscious effort.';
    return { key, label, dots, summary };
  });
}
