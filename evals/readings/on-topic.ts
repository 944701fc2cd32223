// On topic: whether a reply answers the question from this person's chart (each kind of message has its rule).
// Part of the checks of `npm run eval:readings`.

import { ORDINAL_WORDS, TEN_PLANETS } from '@stellara/contract';
import type { ChartContext } from '@stellara/server/readings-eval';
import { declineProblems } from './checks.ts';
import {
  ANGLES,
  ASPECT,
  ASPECT_FORMS,
  alt,
  canonicalPoint,
  hasAspect,
  houseNumber,
  type MessageKind,
  ORD,
  ordinalOf,
  POINT,
  pointOf,
} from './reading-text.ts';

// ---------------------------------------------------------------------------------------------
// On topic: the reply answers the question from this person's chart

const TIMING =
  /\b(transit\w*|right now|currently|these (?:days|weeks|months)|this (?:year|month|week|season)|coming (?:weeks|months|year)|at the moment|the sky (?:now|today)|moon phase|new moon|full moon|waxing|waning|retrograde now)\b/i;
const DEFINITION = /\b(is|are|means?|refers? to|describes?|happens|occurs|marks?|is when|is called)\b/i;
const NEGATION = /\b(not|no|isn't|doesn't|don't|without|lacks?|absent)\b|n't\b/i;
const DEFINABLE = [
  'trine',
  'square',
  'sextile',
  'opposition',
  'conjunction',
  'retrograde',
  'stellium',
  'ascendant',
  'rising sign',
  'midheaven',
  'transit',
  'aspect',
  'orb',
  'house',
];

/** A factor of the chart the reply may answer with: a point, or a house. */
type Factor = { point: string } | { house: number };

const TOPIC_FACTORS: Partial<Record<MessageKind, Factor[]>> = {
  love: [{ point: 'Venus' }, { house: 7 }, { point: 'Moon' }, { point: 'Descendant' }],
  compatibility: [{ point: 'Venus' }, { point: 'Mars' }, { house: 7 }, { point: 'Moon' }, { point: 'Descendant' }],
  career: [{ point: 'Midheaven' }, { house: 10 }, { house: 6 }, { point: 'Saturn' }],
  money: [{ house: 2 }, { house: 8 }, { point: 'Venus' }, { point: 'Jupiter' }],
  travel: [{ house: 9 }, { house: 3 }, { point: 'Jupiter' }],
  family: [{ house: 4 }, { point: 'Moon' }, { point: 'IC' }],
};
TOPIC_FACTORS['love-timing'] = TOPIC_FACTORS.love;

/** Points a "placement of the person" may be about. */
const PLACEMENT_POINTS = [...TEN_PLANETS, 'Chiron', 'North Node', 'Ascendant', 'Midheaven'];

const has = (text: string, word: string) => new RegExp(`\\b${word.replace(/ /g, '\\s+')}\\b`, 'i').test(text);

function houseMentioned(text: string, n: number): boolean {
  return new RegExp(`\\b(?:${ordinalOf(n)}|${ORDINAL_WORDS[n - 1]})[- ]house\\b|\\bhouse\\s+${n}\\b`, 'i').test(text);
}

const namesOf = (point: string) =>
  point === 'Midheaven' ? ['Midheaven', 'MC'] : point === 'Ascendant' ? ['Ascendant', 'rising'] : [point];

/** "Jupiter on the IC", "Pluto sits 0.9° from your Ascendant": contacts with an angle that the chart has. */
function angleContacts(text: string, chart: ChartContext): [string, string][] {
  const re = new RegExp(
    `\\b${POINT}\\s+(?:(?:is|sits|lies|stands)\\s+)?(?:on|(?:\\d+(?:\\.\\d+)?°\\s+)from|close\\s+to)\\s+(?:the|your)\\s+(${alt(ANGLES)})\\b`,
    'gi',
  );
  return [...text.matchAll(re)]
    .map((m) => [canonicalPoint(m[1]!), canonicalPoint(m[2]!)] as [string, string])
    .filter(([p, angle]) => hasAspect(chart, p, angle, 'conjunction'));
}

/** Aspects the chart has, named in the text: "Moon square Saturn", "your Sun and Venus form a conjunction". */
function aspectsNamed(text: string, chart: ChartContext): [string, string][] {
  const direct = new RegExp(`\\b${POINT}\\s+${ASPECT}\\s+(?:your\\s+|natal\\s+)?${POINT}\\b`, 'gi');
  const formed = new RegExp(
    `\\b${POINT}\\s+and\\s+(?:your\\s+)?${POINT}\\s+(?:form|make|are in)\\s+an?\\s+${ASPECT}`,
    'gi',
  );
  const out: [string, string][] = [];
  for (const m of text.matchAll(direct)) {
    const [a, b] = [canonicalPoint(m[1]!), canonicalPoint(m[3]!)];
    if (hasAspect(chart, a, b, m[2]!)) out.push([a, b]);
  }
  for (const m of text.matchAll(formed)) {
    const [a, b] = [canonicalPoint(m[1]!), canonicalPoint(m[2]!)];
    if (hasAspect(chart, a, b, m[3]!)) out.push([a, b]);
  }
  return out;
}

/** The point is named together with its own sign or house, or in a contact with an angle that the chart has. */
export function pointMentioned(text: string, chart: ChartContext, point: string): boolean {
  const p = pointOf(chart, point);
  if (!p) return false;
  if (angleContacts(text, chart).some((pair) => pair.includes(point))) return true;
  if (!namesOf(point).some((n) => has(text, n))) return false;
  return has(text, p.sign) || (p.house !== null && houseMentioned(text, p.house));
}

/** The house is named together with its cusp sign or a planet it holds. */
export function houseFactorMentioned(text: string, chart: ChartContext, n: number): boolean {
  if (!houseMentioned(text, n)) return false;
  const cusp = chart.houses.find((h) => h.number === n)?.sign;
  const inside = chart.planets
    .filter((p) => p.house === n && (TEN_PLANETS as readonly string[]).includes(p.name))
    .map((p) => p.name);
  return (cusp !== undefined && has(text, cusp)) || inside.some((p) => has(text, p));
}

const factorMentioned = (text: string, chart: ChartContext, f: Factor) =>
  'point' in f ? pointMentioned(text, chart, f.point) : houseFactorMentioned(text, chart, f.house);
/** Named at all (a follow-up need not repeat the sign it already gave). */
const factorNamed = (text: string, f: Factor) =>
  'point' in f ? namesOf(f.point).some((n) => has(text, n)) : houseMentioned(text, f.house);
const factorLabel = (f: Factor) => ('point' in f ? f.point : `${ordinalOf(f.house)} house`);

/** Something specific to this chart: a point with its sign or house, an angle contact, or an aspect it has. */
export function placementNamed(text: string, chart: ChartContext): boolean {
  return PLACEMENT_POINTS.some((p) => pointMentioned(text, chart, p)) || aspectsNamed(text, chart).length > 0;
}

/** Points named in a text (the question, or the hook), in order. */
export function pointsIn(text: string): string[] {
  const found = [...text.matchAll(new RegExp(`\\b${POINT}\\b`, 'gi'))].map((m) => canonicalPoint(m[1]!));
  if (/\brising\b/i.test(text)) found.push('Ascendant');
  return [...new Set(found)].filter((p) => p !== 'Descendant' && p !== 'IC');
}

export interface OnTopicInput {
  kind: MessageKind;
  message: string;
  reply: string;
  chart: ChartContext;
  /** The question a follow-up follows: the latest scripted message of the chat that is not a follow-up. */
  previous?: { kind: MessageKind; message: string } | null;
  /** The hook the person answers (hook-yes/no/neutral). */
  hook?: string | null;
  /** Planets retrograde in the sky now, when known (for "Is Mercury retrograde affecting me?"). */
  skyRetrogrades?: readonly string[] | null;
}

export interface Verdict {
  ok: boolean;
  /** What the rule asked for, in words (for the report). */
  expected: string;
}

const SPECIFIC = 'something of this chart (a point with its sign or house, an angle contact, or an aspect it has)';

/** The factors of a question: what a reply to it, or to a follow-up of it, must be about. */
function questionFactors(kind: MessageKind, message: string): Factor[] | null {
  if (TOPIC_FACTORS[kind]) return TOPIC_FACTORS[kind]!;
  if (kind === 'planet' || kind === 'aspect-has' || kind === 'aspect-lacks' || kind === 'mercury-retrograde') {
    const points = kind === 'mercury-retrograde' ? ['Mercury'] : pointsIn(message);
    return points.length ? points.map((point) => ({ point })) : null;
  }
  if (kind === 'house') {
    const m = new RegExp(`${ORD}\\s+house`, 'i').exec(message);
    return m ? [{ house: houseNumber(m[1]!) }] : null;
  }
  return null;
}

/**
 * Whether the reply answers the question asked, from this chart. The rule per kind:
 * - big-three: Sun, Moon and Ascendant/rising with the person's three signs;
 * - planet: the planet with its sign or house (or an angle it sits on); house: that house with its cusp sign or a
 *   planet it holds;
 * - aspect-has: both points and the aspect word; aspect-lacks: the same, a negation saying the person does not
 *   have it, and one of the two points with its sign or house;
 * - definition: the term with a defining verb ("a trine is…", "retrograde means…"), then something of this chart;
 * - love, compatibility, career, money, travel, family: one factor of the topic with the person's sign or house
 *   (love: Venus, the 7th house, the Moon or the Descendant; career: the Midheaven, the 10th or 6th house, Saturn…);
 * - love-timing: love plus a word of timing or transit; transits: a word of timing or transit;
 * - mercury-retrograde: the person's Mercury, "retrograde", and whether Mercury is retrograde now, as the sky is;
 * - follow-up: goes on with the question it follows (names one of its factors; after a timing question, speaks of
 *   timing) and says something of this chart; after a question without factors, something of this chart;
 * - hook-yes, hook-neutral: a point the hook named, with its sign or house; hook-no and hostile: something of this
 *   chart (a different angle is fine);
 * - greeting, thanks, gibberish: a question inviting the person on; off-topic, injection: see declineProblems.
 */
export function onTopic(input: OnTopicInput): Verdict {
  const { kind, message, reply, chart } = input;
  const specific = { ok: placementNamed(reply, chart), expected: SPECIFIC };
  switch (kind) {
    case 'big-three': {
      const [sun, moon, asc] = ['Sun', 'Moon', 'Ascendant'].map((p) => pointOf(chart, p)!.sign);
      return {
        ok:
          has(reply, 'Sun') &&
          has(reply, 'Moon') &&
          /\b(ascendant|rising)\b/i.test(reply) &&
          [sun!, moon!, asc!].every((s) => has(reply, s)),
        expected: `Sun, Moon and rising with ${sun}, ${moon} and ${asc}`,
      };
    }
    case 'planet': {
      const point = pointsIn(message)[0];
      if (!point) return specific;
      return { ok: pointMentioned(reply, chart, point), expected: `${point} with its sign or house` };
    }
    case 'house': {
      const n = (questionFactors(kind, message)?.[0] as { house: number } | undefined)?.house;
      if (!n) return specific;
      return { ok: houseFactorMentioned(reply, chart, n), expected: `the ${ordinalOf(n)} house with its cusp sign` };
    }
    case 'aspect-has':
    case 'aspect-lacks': {
      const [p1, p2] = pointsIn(message);
      const aspect = new RegExp(ASPECT, 'i').exec(message)?.[1];
      if (!p1 || !p2 || !aspect) return specific;
      const word = ASPECT_FORMS[aspect.toLowerCase()]!;
      const forms = Object.keys(ASPECT_FORMS).filter((f) => ASPECT_FORMS[f] === word);
      const named = has(reply, p1) && has(reply, p2) && forms.some((w) => has(reply, w));
      if (kind === 'aspect-has') return { ok: named, expected: `${p1}, ${p2} and "${word}"` };
      // One the person lacks is said so, with what the chart does hold.
      return {
        ok: named && NEGATION.test(reply) && (pointMentioned(reply, chart, p1) || pointMentioned(reply, chart, p2)),
        expected: `${p1}, ${p2} and "${word}", saying the person does not have it, with the sign or house of one of them`,
      };
    }
    case 'definition': {
      const term = DEFINABLE.find((t) => has(message, t)) ?? 'aspect';
      const defined = new RegExp(`\\b${term}s?\\b[^.?!]{0,60}?${DEFINITION.source}`, 'i').test(reply);
      return {
        ok: defined && placementNamed(reply, chart),
        expected: `"${term}" defined ("${term} is/means…"), then ${SPECIFIC}`,
      };
    }
    case 'love':
    case 'compatibility':
    case 'career':
    case 'money':
    case 'travel':
    case 'family':
    case 'love-timing': {
      const factors = TOPIC_FACTORS[kind]!;
      const timing = kind === 'love-timing';
      return {
        ok: factors.some((f) => factorMentioned(reply, chart, f)) && (!timing || TIMING.test(reply)),
        expected: `one of ${factors.map(factorLabel).join(', ')} with the person's sign or house${timing ? ', and timing (a transit or the sky now)' : ''}`,
      };
    }
    case 'transits':
      return { ok: TIMING.test(reply), expected: 'a transit or the current sky' };
    case 'mercury-retrograde': {
      const natal = pointMentioned(reply, chart, 'Mercury') || /\b(?:your|natal)\s+Mercury\b/i.test(reply);
      const sky = input.skyRetrogrades;
      let now = true;
      let expectedNow = '';
      if (sky) {
        const retro = sky.includes('Mercury');
        now = retro
          ? /\bMercury\b[^.?!]{0,40}\b(?:is|'s)\s+(?:currently\s+|now\s+|still\s+)?retrograde\b|\bMercury\s+retrograde\b[^.?!]{0,20}\b(?:now|currently)\b/i.test(
              reply,
            )
          : /\b(?:not|isn't|is not)\s+(?:currently\s+|now\s+)?retrograde\b|\bMercury\b[^.?!]{0,40}\bdirect\b/i.test(
              reply,
            );
        expectedNow = retro ? ', and that Mercury is retrograde now' : ', and that Mercury is not retrograde now';
      }
      return {
        ok: natal && has(reply, 'retrograde') && now,
        expected: `the person's Mercury and "retrograde"${expectedNow}`,
      };
    }
    case 'follow-up': {
      const prev = input.previous;
      if (prev && (prev.kind === 'transits' || prev.kind === 'love-timing') && !TIMING.test(reply)) {
        return { ok: false, expected: `timing, going on with "${prev.message}"` };
      }
      const factors = prev ? questionFactors(prev.kind, prev.message) : null;
      if (!factors) return specific;
      return {
        ok: factors.some((f) => factorNamed(reply, f)) && placementNamed(reply, chart),
        expected: `one of ${factors.map(factorLabel).join(', ')} (going on with "${prev!.message}"), and ${SPECIFIC}`,
      };
    }
    case 'hook-yes':
    case 'hook-neutral': {
      const points = input.hook ? pointsIn(input.hook) : [];
      if (!points.length) return specific;
      return {
        ok: points.some((p) => pointMentioned(reply, chart, p)),
        expected: `a point the hook named (${points.join(', ')}) with its sign or house`,
      };
    }
    case 'hook-no':
    case 'hostile':
      return specific;
    case 'greeting':
    case 'thanks':
    case 'gibberish':
      return { ok: reply.includes('?'), expected: 'a question inviting the person on' };
    case 'off-topic':
    case 'injection':
      return { ok: declineProblems(reply).length === 0, expected: 'declined and redirected' };
  }
}
