// "Is Saturn in my 10th house?", "¿está Saturno en mi casa 10?", "ist mein Pluto im 2. Haus?", "Giove è nella mia
// 9a casa?": a yes or no for the birth chart first ("No: your Saturn is in your 3rd house"), then, on the plans
// with personal timing, where that planet is passing through their houses now, since that is often what is meant.
// With a time word the sky-now answer takes it; a reading of "Saturn in the 10th" ("what does it mean") is not this.
// Pure: the natal chart and the ephemeris at the message's moment.
import { chartFlags, natalHouseOf, type PointName, toJulianDay, transitingPosition } from '@stellara/astro';
import { planAtLeast } from '@stellara/contract';
import { type ChartContext, ordinal, planetOf } from '../chart-context.ts';
import { fold } from '../understanding/fold.ts';
import type { PlanBuilder } from './plan-types.ts';
import { answeredAgain } from './said-again.ts';
import { SKY_BODIES } from './sky-now-ask.ts';
import { isYesNo, position, type TechniqueAnswer } from './techniques/words.ts';

/** Yes/no openings the shared test lacks (German, Italian, French, a possessive first: "mi saturno está…?"). */
const MORE_YES_NO =
  /^\W*(?:ist|liegt|steht|habe ich|hab ich|est-ce|ai-je|mon|ma|mi|mein|meine|il mio|la mia|meu|minha|my|esta|sta|si trova)\b|^\W*[a-z]+ (?:e|esta|ist|est|is|sta|si trova|liegt) (?:nella|nel|in|en|na|no|im|dans|a)\b/;
/** A question word first asks which, what or where: not a yes/no. */
const WH =
  /^\W*(?:(?:so|and|ok|but|e|y|und|et)\W+)?(?:what|which|where|why|how|que|qual|cual|donde|onde|was|welche\w*|wo|warum|wie|cosa|quale|dove|perche|quoi|quel\w*|ou|pourquoi)\b/;
/** Asking what the placement means, not whether it is there. */
const MEANING = /\b(mean|means|meaning|significa\w*|bedeute\w*|signifie|interpret\w*)\b/;

/** The planet and house a yes/no question about a natal house asks, or null. */
export function houseCheckAsk(message: string, points: readonly string[], houses: readonly number[]) {
  const text = fold(message);
  const yesNo = isYesNo({ text, heard: undefined as never, now: new Date(0) }) || MORE_YES_NO.test(text);
  if (!yesNo || WH.test(text) || MEANING.test(text) || houses.length !== 1 || points.length !== 1) return null;
  return { point: points[0]!, house: houses[0]! };
}

/** The transiting planet's natal house now, or null (no birth time, or a point the sky answer does not track). */
function houseNow(chart: ChartContext, point: string, at: Date): { house: number; where: string } | null {
  const natal = chart.birth?.natal;
  if (!natal || chart.timeUnknown || point === 'Moon' || !(SKY_BODIES as readonly string[]).includes(point))
    return null;
  const pos = transitingPosition(point as PointName, toJulianDay(at), chartFlags(natal));
  return pos ? { house: natalHouseOf(natal, pos.longitude), where: position(pos.longitude) } : null;
}

/** "No: your Saturn is in your 3rd house (21°58' Capricorn), not your 10th." Then the transit's house now. */
export function houseCheckAnswer(
  chart: ChartContext,
  point: string,
  house: number,
  at: Date,
  personal: boolean,
): TechniqueAnswer | null {
  const p = planetOf(chart, point);
  if (!p) return null;
  const ids = [`house check ${point} ${house}`];
  if (chart.timeUnknown)
    return {
      technique: 'house-check',
      answer: `I can't say without your birth time: your ${point} is in ${p.sign}, but which house it falls in depends on the hour you were born.`,
      details: [],
      technical: [],
      ids,
    };
  const where = `${position(p.longitude)}`;
  const answer =
    p.house === house
      ? `Yes: your ${point} is in your ${ordinal(house)} house, at ${where}.`
      : `No: your ${point} is in your ${ordinal(p.house)} house (${where}), not your ${ordinal(house)}.`;
  const now = personal ? houseNow(chart, point, at) : null;
  const details = now
    ? [
        now.house === house
          ? `In today's sky, though, transiting ${point} (${now.where}) is passing through your ${ordinal(house)} house, which may be what you have heard about.`
          : `In today's sky transiting ${point} (${now.where}) is passing through your ${ordinal(now.house)} house, so it is not crossing your ${ordinal(house)} now either.`,
      ]
    : [];
  return {
    technique: 'house-check',
    answer,
    details,
    technical: [`Natal ${point} ${where}, ${ordinal(p.house)} house (${chart.frame.text}).`],
    ids,
  };
}

/** The plan: the yes/no first, in technique mode. A time word leaves it to the sky-now and timing plans. */
export const planHouseCheck: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || heard.time !== null) return null;
  const ask = houseCheckAsk(input.message, heard.about.points, heard.about.houses);
  if (!ask) return null;
  const at = input.sent ?? new Date();
  const answer = houseCheckAnswer(input.chart, ask.point, ask.house, at, planAtLeast(input.tier, 'plus'));
  if (!answer) return null;
  const fresh = answer.ids.some((id) => !input.used.includes(id));
  return { ...base, mode: 'technique', topic: 'your chart', techniques: fresh ? [answer] : answeredAgain([answer]) };
};
