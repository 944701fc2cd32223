// A transiting planet and one of the person's natal points: "when does Jupiter cross my Ascendant", "when is
// transiting Saturn conjunct my Sun", "cuándo toca Júpiter mi medio cielo". The answer is the date of the next exact
// hit, with the stretch it is in orb and the last one before it, from the ephemeris: never a return of the planet to
// itself and never the natal aspect between the two. Below Plus the general sky answers, with the plan's pointer. Pure.
import {
  type AspectName,
  MAJOR_ASPECTS,
  type NatalChart,
  type Passage,
  type PointName,
  transitPassages,
} from '@stellara/astro';
import { TEN_PLANETS } from '@stellara/contract';
import { fold } from '../understanding/fold.ts';
import type { NamedPoint, Understanding } from '../understanding/understanding.ts';
import { humanDate, humanDates, humanRange } from './dates.ts';
import type { PlanBuilder } from './plan-types.ts';
import { personalTimingPlan } from './sky-now.ts';
import { SKY_BODIES, type SkyBody } from './sky-now-ask.ts';
import type { TechniqueAnswer } from './techniques/words.ts';

/** A planet reaching a point, in the languages the reader hears (folded): "cross", "hit", "toca", "erreicht". */
const REACH =
  /\b(cross(?:es|ing)?|hits?|hitting|reach(?:es)?|touch(?:es)?|meets?|pass(?:es)? over|goes over|go over|comes? (?:to|over)|lands? on|cruza\w*|toca\w*|alcanza\w*|pasa por|atravess\w*|chega\w* (?:a|ao|no)|traverse\w*|touche\w*|atteint|atteindra|kreuzt|trifft|erreicht|uberquert|beruhrt|attraversa\w*|tocca\w*|raggiunge\w*)\b/;
/** Asking when, where the reader heard no time ("cuándo toca", "wann erreicht"). */
const WHEN =
  /\b(when|cuando|quando|quand|wann|in what year|what year|which year|en que ano|em que ano|in welchem jahr)\b/;
/** "My natal Jupiter conjunct my Ascendant", "when I was born": the birth chart, not the sky. */
const NATAL = /\b(natal|birth|born|nacimiento|nascimento|naissance|geburt\w*|nascita)\b/;

export interface HitAsk {
  transiting: SkyBody;
  target: NamedPoint;
  aspects: readonly AspectName[];
}

/**
 * What a message asks of a transiting planet and a natal point, or null: two different points named, the first a
 * planet that moves through the sky, and it asks when; the aspect named, a conjunction when it
 * asks when the planet reaches the point, else any major aspect.
 */
export function hitAsk(message: string, heard: Understanding): HitAsk | null {
  const named = heard.about.aspects[0];
  const points = named?.b ? [named.a, named.b] : heard.about.points;
  if (points.length !== 2 || points[0] === points[1] || heard.about.houses.length) return null;
  const transiting = SKY_BODIES.find((b) => b === points[0]);
  const target = points[1]!;
  if (!transiting || !ENGINE_TARGET[target]) return null;
  const text = fold(message);
  if (NATAL.test(text)) return null;
  // "What is Pluto doing to my Mars right now" asks about today's sky: sky-now.ts answers it.
  if (heard.time?.kind !== 'when' && !WHEN.test(text)) return null;
  const aspects = named ? [named.aspect] : REACH.test(text) ? (['conjunction'] as const) : MAJOR_ASPECTS;
  return { transiting, target, aspects };
}

/** The engine's point for a natal point, and how an aspect to it is measured (the IC and Descendant across the axis). */
const ENGINE_TARGET: Partial<Record<NamedPoint, { point: PointName; across: boolean }>> = {
  Sun: { point: 'Sun', across: false },
  Moon: { point: 'Moon', across: false },
  Mercury: { point: 'Mercury', across: false },
  Venus: { point: 'Venus', across: false },
  Mars: { point: 'Mars', across: false },
  Jupiter: { point: 'Jupiter', across: false },
  Saturn: { point: 'Saturn', across: false },
  Uranus: { point: 'Uranus', across: false },
  Neptune: { point: 'Neptune', across: false },
  Pluto: { point: 'Pluto', across: false },
  Ascendant: { point: 'Ascendant', across: false },
  Midheaven: { point: 'Medium_Coeli', across: false },
  Descendant: { point: 'Ascendant', across: true },
  IC: { point: 'Medium_Coeli', across: true },
};

/** An aspect to the point across the axis: a conjunction to the IC is an opposition to the Midheaven. */
const ACROSS: Record<string, AspectName> = {
  conjunction: 'opposition',
  opposition: 'conjunction',
  trine: 'sextile',
  sextile: 'trine',
  square: 'square',
};
const flip = (aspect: AspectName, across: boolean): AspectName => (across ? (ACROSS[aspect] ?? aspect) : aspect);

/** How far either way a hit is looked for: about one cycle of the planet around the chart, capped for the slowest. */
const CYCLE_YEARS: Record<SkyBody, number> = {
  Sun: 1.05,
  Mercury: 1.2,
  Venus: 1.7,
  Mars: 2.3,
  Jupiter: 12.5,
  Saturn: 30,
  Uranus: 40,
  Neptune: 40,
  Pluto: 40,
  Chiron: 40,
};
const YEAR_MS = 365.25 * 86_400_000;

const VERB: Record<string, string> = {
  conjunction: 'crosses',
  opposition: 'opposes',
  square: 'squares',
  trine: 'trines',
  sextile: 'sextiles',
};
const PAST: Record<string, string> = {
  conjunction: 'crossed',
  opposition: 'opposed',
  square: 'squared',
  trine: 'trined',
  sextile: 'sextiled',
};
const day = (iso: string) => humanDate(iso.slice(0, 10));

/** The passages of the planet to the point that are not over by `at`, and the last one that was, by start. */
function passagesAround(natal: NatalChart, ask: HitAsk, at: Date): { ahead: Passage[]; last: Passage | null } {
  const { point, across } = ENGINE_TARGET[ask.target]!;
  const span = CYCLE_YEARS[ask.transiting] * YEAR_MS;
  const options = {
    transiting: [ask.transiting as PointName],
    targets: [point],
    aspects: ask.aspects.map((a) => flip(a, across)),
  };
  const from = new Date(Math.max(at.getTime() - span, Date.UTC(1801, 0, 1)));
  const to = new Date(Math.min(at.getTime() + span, Date.UTC(2399, 0, 1)));
  const all = transitPassages(natal, from, to, options);
  const now = at.toISOString();
  // A passage still under way (a near miss without an exact hit included), then the ones to come that go exact.
  const ahead = all.filter((p) => (p.end ?? '9999') >= now && (p.exact.length || (p.start ?? '') <= now));
  const last = all.filter((p) => p.exact.length && (p.end ?? '') < now).at(-1) ?? null;
  return { ahead, last };
}

/** The computed answer, for the plans with personal timing. */
export function hitAnswer(natal: NatalChart, ask: HitAsk, at: Date): TechniqueAnswer {
  const { across } = ENGINE_TARGET[ask.target]!;
  const { ahead, last } = passagesAround(natal, ask, at);
  const aspectOf = (p: Passage) => flip(p.aspect, across);
  const your = `your ${ask.target}`;
  const ids = [`transit hit ${ask.transiting} ${ask.target}`];
  const next = ahead[0];
  const details: string[] = [];
  let answer: string;
  if (!next) {
    const which = ask.aspects.length === 1 ? `${VERB[ask.aspects[0]!]} ${your}` : `makes a major aspect to ${your}`;
    answer = `${ask.transiting} next ${which} more than ${CYCLE_YEARS[ask.transiting]} years from now, beyond what I look ahead.`;
  } else {
    const now = at.toISOString();
    const inOrb = (next.start ?? '') <= now;
    const hits = next.exact.map((e) => e.at);
    const when =
      hits.length > 1 ? `exact on ${humanDates(hits.map((h) => h.slice(0, 10)))}` : `on ${day(hits[0] ?? '')}`;
    const verb = `${ask.transiting} ${VERB[aspectOf(next)]} ${your}`;
    answer = !hits.length
      ? `${verb} now, close but not exact this time${next.end ? `, until ${day(next.end)}` : ''}.`
      : inOrb
        ? `${verb} now, ${hits.length > 1 ? when : `exact ${when}`}.`
        : `${verb} ${when}.`;
    if (hits.length > 1)
      details.push('It crosses the same degree more than once because it turns retrograde in between.');
    if (hits.length && next.start && next.end)
      details.push(`It is within orb from ${humanRange(next.start.slice(0, 10), next.end.slice(0, 10))}.`);
    const then = ahead[1]?.exact[0] ? ahead[1] : undefined;
    if (then && ask.aspects.length > 1)
      details.push(`After that it ${VERB[aspectOf(then)]} ${your} on ${day(then.exact[0]!.at)}.`);
  }
  if (last) details.push(`The last time it ${PAST[aspectOf(last)]} ${your} was on ${day(last.exact.at(-1)!.at)}.`);
  const technical = [...(next ? [next] : []), ...(last ? [last] : [])].map(
    (p) =>
      `${ask.transiting} ${aspectOf(p)} natal ${ask.target} (orb ${p.orb}°): exact ${p.exact.map((e) => `${e.at.slice(0, 16).replace('T', ' ')} UT${e.retrograde ? ' (retrograde)' : ''}`).join(', ')}.`,
  );
  return {
    technique: 'sky-now',
    answer,
    details,
    technical,
    ids,
    closing: `If you like, I can say what this touch of ${ask.transiting} on ${your} tends to bring.`,
  };
}

/** The planner's step: a transiting planet to a natal point gets its computed dates, or the general sky below Plus. */
export const planTransitHit: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || heard.acts.includes('ask-several')) return null;
  const asked = hitAsk(input.message, heard);
  const natal = input.chart.birth?.natal;
  if (!asked || !natal) return null;
  // Without a birth time there are no angles: the planners after this one say so.
  if (input.chart.timeUnknown && !(TEN_PLANETS as readonly string[]).includes(asked.target)) return null;
  return personalTimingPlan(input, base, asked.transiting, (at) => hitAnswer(natal, asked, at), asked.target);
};
