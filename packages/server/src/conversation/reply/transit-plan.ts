// A reply about one transit the person chose ("Ask about this" on the Today card or the Current Transits page, or
// a message that names one: "what does transiting saturn square my sun mean?"). The transit leads the timing and
// its natal point is the factor, so the reply keeps the subject it was asked about. Pure.
import {
  ASPECT_WORDS as ASPECT_AS_WORD,
  planAtLeast,
  TRANSIT_TARGET_NAMES,
  TRANSITING_POINT_NAMES,
  type TransitAbout,
} from '@stellara/contract';
import {
  type ChartContext,
  type ChartTransit,
  dignityOf,
  planetOf,
  pointNameOf,
  type SlowTransit,
} from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import type { TransitFocus } from './focus.ts';
import { periodOf } from './periods.ts';
import { type Factor, houseId, planBase, signId, transitId } from './plan.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';

/** Points with no house of their own in a reading (the angles are house cusps). */
const NO_HOUSE = new Set(['Ascendant', 'Midheaven']);
/** How far ahead a chosen transit that is not in orb now is looked for. */
const AHEAD_DAYS = 400;
const DAY_MS = 86_400_000;

const same = (t: { planet: string; aspect: string; target: string }, about: TransitAbout) =>
  t.planet === about.planet && t.aspect === about.aspect && t.target === about.target;

/**
 * The transit as this chat's sky shows it, from the one passage model: in orb now, else its next passage (the slow
 * year first, then worked out for this one contact). Null when it makes no passage in the time ahead.
 */
export function findTransit(
  chart: ChartContext,
  about: TransitAbout,
  now = new Date(),
): { current: ChartTransit | null; slow: SlowTransit | null } {
  const current = chart.transits.find((t) => same(t, about)) ?? null;
  if (current) return { current, slow: null };
  const slow = chart.yearAhead.find((t) => same(t, about));
  if (slow) return { current: null, slow };
  const natal = chart.birth?.natal;
  if (!natal) return { current: null, slow: null };
  const next = passagesIn(natal, now, new Date(now.getTime() + AHEAD_DAYS * DAY_MS), now, {
    transiting: [pointNameOf(about.planet)],
    targets: [pointNameOf(about.target)],
    aspects: [about.aspect],
  })[0];
  return { current: null, slow: next ?? null };
}

/** The person's today, in their birth zone (the zone a chat knows). */
const todayFor = (input: PlanInput) =>
  periodOf({ kind: 'today' }, 'now', input.sent ?? new Date(), input.chart.birth?.local?.timezone ?? 'UTC')!;

/** The natal point the transit touches, always stated (the person asked about it); new memory labels only. */
function targetFactor(chart: ChartContext, about: TransitAbout, used: ReadonlySet<string>): Factor | null {
  const p = planetOf(chart, about.target);
  if (!p) return null;
  const ids = [signId(p), NO_HOUSE.has(p.name) ? null : houseId(p)].filter(
    (id): id is string => id !== null && !used.has(id),
  );
  return {
    kind: 'placement',
    ids,
    point: p,
    showSign: true,
    showHouse: !NO_HOUSE.has(p.name),
    asked: true,
    dignity: dignityOf(p.name, p.sign),
    reasons: [],
    role: `the point transiting ${about.planet} is touching`,
  };
}

/**
 * The plan of a reply about one transit: mode 'transits', the transit first in the timing, its natal point as the
 * factor. Null when the plan has no personal timing (a free member: the ordinary planner answers with its gate).
 */
export function transitPlan(input: PlanInput, about: TransitAbout): ReplyPlan | null {
  if (!planAtLeast(input.tier, 'plus')) return null;
  const { chart } = input;
  const used = new Set(input.used);
  const found = findTransit(chart, about, input.sent);
  // The chosen transit first, then one more of today's that touches the same point (never the same one twice).
  const others = chart.transits.filter((t) => !same(t, about) && t.target === about.target && t.planet !== 'Moon');
  const current = [...(found.current ? [found.current] : []), ...others].slice(0, 2);
  const slow = found.slow ? [found.slow] : [];
  // An orb is named only for a contact in orb now.
  const orb = found.current?.orb ?? (found.slow?.now ? found.slow.orb : null);
  const factor = targetFactor(chart, about, used);
  const factors = factor ? [factor] : [];
  const named = [...current, ...slow].map(transitId);
  const focusId = transitId(about);
  const base = planBase(input);
  return {
    ...base,
    mode: 'transits',
    question: { ...base.question, kind: 'transits', timing: 'now' },
    topic: `transiting ${about.planet} ${ASPECT_AS_WORD[about.aspect]} your ${about.target}`,
    theme: 'planet',
    factors,
    timing: { period: todayFor(input), slow, current, personal: true, sky: chart.sky, events: [] },
    placements: [...new Set([...factors.flatMap((f) => f.ids), focusId, ...named])],
    focus: {
      kind: 'transit',
      planet: about.planet,
      aspect: about.aspect,
      target: about.target,
      orb,
    } satisfies TransitFocus,
  };
}

// --------------------------------------------------------------------------------------------- named in words

const POINT_WORDS: Record<string, string> = {
  node: 'North Node',
  'north node': 'North Node',
  rising: 'Ascendant',
  asc: 'Ascendant',
  mc: 'Midheaven',
};
const ASPECT_WORDS: [RegExp, TransitAbout['aspect']][] = [
  [/^conjunct(ion|s|ing)?$/, 'conjunction'],
  [/^oppos(ition|ite|es|ing)$/, 'opposition'],
  [/^squar(e|es|ing)$/, 'square'],
  [/^trin(e|es|ing)$/, 'trine'],
  [/^sextil(e|es|ing)$/, 'sextile'],
];
/** "transiting <point> [is] [making a] <aspect> [to] my [natal] <point>". */
const TRANSIT_WORDS =
  /\btransit(?:ing)?\s+(north node|[a-z]+)\s+(?:is\s+)?(?:making\s+an?\s+)?([a-z]+)\s+(?:to\s+|with\s+)?(?:my|your)\s+(?:natal\s+)?(north node|[a-z]+)/i;

function pointNamed<T extends string>(word: string, names: readonly T[]): T | undefined {
  const w = word.toLowerCase();
  const name = POINT_WORDS[w] ?? names.find((n) => n.toLowerCase() === w);
  return names.find((n) => n === name);
}

/**
 * The transit a message names in words ("transiting Saturn square my Sun", "transit pluto opposite my natal
 * chiron"), or null. The "Ask about this" message reads back to its transit this way too, so a retry keeps it.
 */
export function transitNamedIn(message: string): TransitAbout | null {
  const m = TRANSIT_WORDS.exec(message);
  if (!m) return null;
  const planet = pointNamed(m[1]!, TRANSITING_POINT_NAMES);
  const aspect = ASPECT_WORDS.find(([re]) => re.test(m[2]!.toLowerCase()))?.[1];
  const target = pointNamed(m[3]!, TRANSIT_TARGET_NAMES);
  if (!planet || !target || !aspect) return null;
  return { kind: 'transit', planet, aspect, target };
}
