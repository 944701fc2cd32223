// Claims about the person's natal chart in a reply ("your Moon in Taurus", "your Venus square Mars", "your 9th house
// holds no planets"), and which of them the chart contradicts. Part of the checks of `npm run eval:readings`.
import { TEN_PLANETS } from '@stellara/contract';
import type { ChartContext } from '@stellara/server/readings-eval';
import {
  ANGLES,
  ASPECT,
  ASPECT_FORMS,
  alt,
  canonicalPoint,
  canonicalSign,
  DEGREE,
  hasAspect,
  houseNumber,
  isPlacementsLine,
  ORD,
  ordinalOf,
  POINT,
  POINT_NAMES,
  paragraphsOf,
  pointOf,
  SIGN,
  sentencesOf,
} from './reading-text.ts';

// ---------------------------------------------------------------------------------------------
// Claims about the person's natal chart

export type Claim =
  | { type: 'sign'; point: string; sign: string; quote: string }
  | { type: 'house'; point: string; house: number; quote: string }
  | { type: 'aspect'; p1: string; p2: string; aspect: string; quote: string }
  | { type: 'retrograde'; point: string; quote: string }
  | { type: 'cusp'; house: number; sign: string; quote: string }
  | { type: 'empty-house'; house: number; quote: string };

/** Words before a point that make it the person's own natal point. */
const PERSONAL_BEFORE = /(?:\byour|\bnatal|\byou have|\byou were born with)\s+(?:natal\s+)?$/i;
/** Words in the same clause, before a claim, that make it something other than a statement of fact. */
const HEDGE_BEFORE =
  /\b(?:not|no|never|without|lacks?|don't|doesn't|isn't|aren't|instead of|rather than|if|were|would|someone|people with)\b|n't\b/i;
/**
 * A sentence about the sky now or about transits (its unmarked placements are not natal ones). A dated or timed passage
 * ("Pluto squares your Midheaven, in orb next month"; "Saturn square your Moon, exact on 27 May") is a transit:
 * a natal aspect has no date.
 */
const SKY_NOW =
  /\b(now|currently|today|tonight|(?:this|next) (?:year|month|week|season)|transit\w*|the sky|at the moment|these days|moving through|exact on|in force|in orb (?:from|until|next|all|through)|from \d{1,2} \w+ \d{4} to \d{1,2})\b/i;
const VERB = `(?:(?:,\\s*)?(?:which\\s+)?(?:is|sits|falls|lies|placed|was|stands|walks)\\s+)`;

/** The claims that start at a point name (`rest` is the text right after it, within the sentence). */
function claimsAfterPoint(point: string, rest: string, quoteStart: string): Claim[] {
  const out: Claim[] = [];
  let tail = rest;
  const take = (m: RegExpExecArray) => {
    tail = tail.slice(m[0].length);
  };
  const quote = () => `${quoteStart}${rest.slice(0, rest.length - tail.length)}`.trim();
  const sign =
    // "Moon sign is Aquarius", "Moon sign, Aquarius"
    new RegExp(`^\\s+sign(?:\\s+is|,|:)?\\s+${SIGN}\\b`, 'i').exec(tail) ??
    // "Moon in Aquarius", "Moon is in 14°22' Aquarius", "Saturn, which stands in Virgo"
    new RegExp(`^\\s*,?\\s*(?:\\(?${DEGREE}\\)?\\s*)?${VERB}?(?:at\\s+|in\\s+)${DEGREE}?${SIGN}\\b`, 'i').exec(tail) ??
    // "Mercury, your chart ruler, walks in Aquarius" (an aside, then a verb)
    new RegExp(`^\\s*,\\s*[^,.;:]{1,50},\\s*${VERB}(?:at\\s+|in\\s+)${DEGREE}?${SIGN}\\b`, 'i').exec(tail) ??
    // "Moon 14°22' Aquarius" (chart data)
    new RegExp(`^\\s+${DEGREE}${SIGN}\\b`, 'i').exec(tail);
  if (sign) {
    take(sign);
    out.push({ type: 'sign', point, sign: canonicalSign(sign[1]!), quote: quote() });
  }
  const house = new RegExp(
    `^\\s*,?\\s*${VERB}?(?:in\\s+(?:the|your)\\s+${ORD}[- ]house|\\(\\s*${ORD}\\s+house\\s*\\))|^\\s*,\\s*${ORD}\\s+house\\b`,
    'i',
  ).exec(tail);
  if (house) {
    take(house);
    out.push({ type: 'house', point, house: houseNumber(house[1] ?? house[2] ?? house[3]!), quote: quote() });
  }
  const aspect = new RegExp(
    `^\\s*,?\\s*(?:(?:is|in|forms\\s+an?|makes\\s+an?|in\\s+an?|in\\s+a\\s+tight)\\s+)?${ASPECT}(?:\\s+(?:to|with))?\\s+(?:your\\s+|natal\\s+|the\\s+)?${POINT}\\b`,
    'i',
  ).exec(tail);
  // "Moon–Saturn square"
  const pair = new RegExp(`^\\s*[-–]\\s*${POINT}\\s+${ASPECT}\\b`, 'i').exec(tail);
  // "Pluto on the Ascendant", "Pluto sits 0.9° from your Ascendant": a conjunction with an angle
  const onAngle = new RegExp(
    `^\\s*(?:(?:is|sits|lies|stands)\\s+)?(?:on|(?:\\d+(?:\\.\\d+)?°\\s+)from|close\\s+to)\\s+(?:the|your)\\s+(${alt(ANGLES)})\\b`,
    'i',
  ).exec(tail);
  if (aspect) {
    take(aspect);
    out.push({ type: 'aspect', p1: point, p2: canonicalPoint(aspect[2]!), aspect: aspect[1]!, quote: quote() });
  } else if (pair) {
    take(pair);
    out.push({ type: 'aspect', p1: point, p2: canonicalPoint(pair[1]!), aspect: pair[2]!, quote: quote() });
  } else if (onAngle) {
    take(onAngle);
    out.push({ type: 'aspect', p1: point, p2: canonicalPoint(onAngle[1]!), aspect: 'conjunction', quote: quote() });
  }
  if (!out.length) {
    const retro = /^\s*(?:(?:is|was)\s+)?(?:also\s+)?retrograde\b/i.exec(tail);
    if (retro) {
      take(retro);
      out.push({ type: 'retrograde', point, quote: quote() });
    }
  }
  return out;
}

/**
 * Claims in one sentence. `dataLine`: a line that is about the chart as a whole (a "Placements used:" item, a
 * heading, a "- Saturn 4°48' Virgo…" data line), where every placement counts unless marked as a transit.
 */
export function claimsInSentence(sentence: string, dataLine: boolean): Claim[] {
  const out: Claim[] = [];
  const skyNow = SKY_NOW.test(sentence);
  for (const m of sentence.matchAll(new RegExp(`\\b${POINT}\\b`, 'gi'))) {
    const before = sentence.slice(0, m.index);
    if (/\btransiting\s*$/i.test(before)) continue;
    const clause = before.split(/[;:]|,\s+(?:but|and|while)\b/).pop() ?? '';
    if (HEDGE_BEFORE.test(clause)) continue;
    const claims = claimsAfterPoint(canonicalPoint(m[1]!), sentence.slice(m.index + m[0].length), m[0]);
    // The person's own: marked as theirs before the point ("your Moon"), on a data line, or after it in a plain
    // statement ("Saturn is in Virgo in your 5th house") that is not about the sky now.
    const marked = PERSONAL_BEFORE.test(before);
    const yoursAfter = !skyNow && claims.length > 0 && /\byour\b/i.test(claims.at(-1)!.quote);
    if (dataLine || marked || yoursAfter) out.push(...claims);
  }
  // "your Aquarius Moon", "your Libra rising"
  const adjective = new RegExp(`\\byour\\s+(?:natal\\s+)?${SIGN}\\s+(${alt(POINT_NAMES)}|rising)\\b`, 'gi');
  for (const m of sentence.matchAll(adjective)) {
    if (HEDGE_BEFORE.test(sentence.slice(0, m.index).split(/[;:]/).pop() ?? '')) continue;
    const point = /rising/i.test(m[2]!) ? 'Ascendant' : canonicalPoint(m[2]!);
    out.push({ type: 'sign', point, sign: canonicalSign(m[1]!), quote: m[0] });
  }
  // "your rising sign is Libra", "you have Libra rising"
  for (const m of sentence.matchAll(new RegExp(`\\byour\\s+rising\\s+sign(?:\\s+is|,|:)?\\s+${SIGN}\\b`, 'gi'))) {
    out.push({ type: 'sign', point: 'Ascendant', sign: canonicalSign(m[1]!), quote: m[0] });
  }
  for (const m of sentence.matchAll(new RegExp(`\\byou\\s+have\\s+${SIGN}\\s+rising\\b`, 'gi'))) {
    out.push({ type: 'sign', point: 'Ascendant', sign: canonicalSign(m[1]!), quote: m[0] });
  }
  // House cusps: "your 10th house is in Capricorn", "Capricorn on your 10th house cusp", "10th cusp 0°01' Aquarius"
  const cusp = new RegExp(
    `\\byour\\s+${ORD}\\s+house(?:\\s+cusp)?,?\\s+(?:(?:is|begins|starts|falls|opens)\\s+)?(?:in|on|under)\\s+${DEGREE}?${SIGN}\\b`,
    'gi',
  );
  for (const m of sentence.matchAll(cusp)) {
    // "the ruler of your 10th house is in Aries" is about the ruler, not the cusp.
    if (/\bof\s+$/i.test(sentence.slice(0, m.index))) continue;
    out.push({ type: 'cusp', house: houseNumber(m[1]!), sign: canonicalSign(m[2]!), quote: m[0] });
  }
  const onCusp = new RegExp(
    `\\b${SIGN}\\s+(?:is\\s+)?on\\s+(?:the\\s+cusp\\s+of\\s+your\\s+${ORD}\\s+house|your\\s+${ORD}\\s+house\\s+cusp)`,
    'gi',
  );
  for (const m of sentence.matchAll(onCusp)) {
    out.push({ type: 'cusp', house: houseNumber(m[2] ?? m[3]!), sign: canonicalSign(m[1]!), quote: m[0] });
  }
  if (dataLine) {
    for (const m of sentence.matchAll(new RegExp(`\\b${ORD}\\s+(?:house\\s+)?cusp\\s+${DEGREE}?${SIGN}\\b`, 'gi'))) {
      out.push({ type: 'cusp', house: houseNumber(m[1]!), sign: canonicalSign(m[2]!), quote: m[0] });
    }
  }
  const empty = new RegExp(
    `\\byour\\s+${ORD}\\s+house\\b[^.;]{0,60}?\\b(?:(?:holds|contains|has)\\s+no\\s+planets|is\\s+empty)`,
    'gi',
  );
  for (const m of sentence.matchAll(empty)) out.push({ type: 'empty-house', house: houseNumber(m[1]!), quote: m[0] });
  return out;
}

/**
 * What the reply states about the person's natal chart. A placement counts when it is marked as theirs: after
 * "your", "natal", "you have" or "you were born with" ("your Moon in Aquarius"); in a plain statement that names
 * their chart after it ("Saturn is in Virgo in your 5th house"); or on a line about the chart as a whole (a heading,
 * a "Placements used:" item, a "- Saturn 4°48' Virgo" or "- 10th cusp 0°01' Aquarius" data line). Left alone: general talk ("a planet in Aries"),
 * transits ("transiting Saturn square your Moon": the claim would start at "Saturn"), sentences about the sky now
 * ("Jupiter is in Cancer right now"), and a clause with a negation or a condition before the claim ("you don't
 * have your Sun square your Moon", "if your Moon were in Leo").
 */
export function natalClaims(text: string): Claim[] {
  const out: Claim[] = [];
  for (const paragraph of paragraphsOf(text)) {
    if (isPlacementsLine(paragraph)) {
      const items = paragraph.replace(/^\W*placements used:\s*/i, '').split(/;|\n/);
      for (const item of items) {
        if (/^\s*transit/i.test(item)) continue;
        out.push(...claimsInSentence(item.trim(), true));
      }
      continue;
    }
    for (const line of paragraph.split('\n')) {
      const heading = /^\s*#{1,6}\s+(.*)$/.exec(line);
      const data = new RegExp(`^\\s*[-•*]\\s+(?:${POINT}|${ORD}\\s+(?:house\\s+)?cusp)\\s+${DEGREE}`, 'i').test(line);
      if (heading || data) {
        if (!SKY_NOW.test(line)) out.push(...claimsInSentence(heading ? heading[1]! : line, true));
        continue;
      }
      for (const sentence of sentencesOf(line)) out.push(...claimsInSentence(sentence, false));
    }
  }
  return out;
}

/** Why a claim is false for this chart, or null when the chart has it. */
export function claimError(claim: Claim, chart: ChartContext): string | null {
  switch (claim.type) {
    case 'sign': {
      const p = pointOf(chart, claim.point);
      return p && p.sign !== claim.sign ? `${claim.point} is in ${p.sign}, not ${claim.sign}` : null;
    }
    case 'house': {
      const p = pointOf(chart, claim.point);
      return p?.house && p.house !== claim.house
        ? `${claim.point} is in the ${ordinalOf(p.house)} house, not the ${ordinalOf(claim.house)}`
        : null;
    }
    case 'aspect':
      return claim.p1 !== claim.p2 && !hasAspect(chart, claim.p1, claim.p2, claim.aspect)
        ? `the chart has no ${claim.p1} ${ASPECT_FORMS[claim.aspect.toLowerCase()]} ${claim.p2}`
        : null;
    case 'retrograde': {
      const p = pointOf(chart, claim.point);
      return p && !p.retrograde && !['Ascendant', 'Midheaven', 'Descendant', 'IC'].includes(claim.point)
        ? `natal ${claim.point} is not retrograde`
        : null;
    }
    case 'cusp': {
      const h = chart.houses.find((x) => x.number === claim.house);
      return h && h.sign !== claim.sign
        ? `the ${ordinalOf(claim.house)} house cusp is in ${h.sign}, not ${claim.sign}`
        : null;
    }
    case 'empty-house': {
      const inside = chart.planets.filter(
        (p) => (TEN_PLANETS as readonly string[]).includes(p.name) && p.house === claim.house,
      );
      return inside.length ? `the ${ordinalOf(claim.house)} house holds ${inside.map((p) => p.name).join(', ')}` : null;
    }
  }
}

/** Placements named in the reply that the chart does not have: "quote: why". */
export function contradictions(text: string, chart: ChartContext): string[] {
  const out: string[] = [];
  for (const claim of natalClaims(text)) {
    const error = claimError(claim, chart);
    if (error) out.push(`"${claim.quote}": ${error}`);
  }
  return [...new Set(out)];
}
