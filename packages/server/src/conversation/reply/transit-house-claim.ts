// "What about Saturn in my 6th? Be precise about where it is": a planet placed in a house of theirs that the planet
// they were born with is not in. That is the moving planet (transiting Saturn in the 6th), or a mix-up: either way
// the answer is where the planet stands today (degree, sign, the natal house it crosses), the claim confirmed or
// corrected, and the natal placement named beside it so the two are never mixed up. Pure.
import { chartFlags, natalHouseOf, type PointName, toJulianDay, transitingPosition } from '@stellara/astro';
import { type ChartContext, ordinal, planetOf } from '../chart-context.ts';
import { HOUSE_AREA } from '../phrases.ts';
import { fold } from '../understanding/fold.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { SKY_BODIES, type SkyBody } from './sky-now-ask.ts';
import { position } from './techniques/words.ts';

/** Asked for the planet's place today: "be precise about where it is", "where exactly", "¿dónde está exactamente?". */
const WHERE_EXACTLY =
  /\b(where (?:is it|it is|exactly|precisely)|be precise|exactly where|precisely where|donde esta|onde esta|ou est|ou se trouve|wo (?:steht|ist|genau)|dove (?:si trova|e|sta)|waar staat)\b/;
/** Their birth chart named outright: the natal reading's, not this. */
const NATAL = /\b(natal|birth|born|nacimiento|nascimento|naissance|geburt\w*|nascita|geboorte\w*)\b/;

/** A planet in one of their houses (the houses the message names, "my 6th" included) that their own planet is not in, or asked where exactly: the one to answer. */
export function transitHouseClaim(
  message: string,
  heard: Understanding,
  houses: readonly number[],
  chart: ChartContext,
  at: Date,
): { planet: SkyBody; house: number; whereAsked: boolean } | null {
  const text = fold(message);
  const [point] = heard.about.points;
  const planet = SKY_BODIES.find((b) => heard.about.points.length === 1 && point === b);
  if (!planet || houses.length !== 1 || NATAL.test(text) || chart.timeUnknown) return null;
  const house = houses[0]!;
  const natal = planetOf(chart, planet);
  const today = houseToday(chart, planet, at);
  if (!natal || !today) return null;
  // Their own planet is in that house: a natal reading, unless they ask where it stands today.
  if (natal.house === house && !WHERE_EXACTLY.test(text)) return null;
  // Neither the natal planet nor today's is there, and no "where exactly": too loose to be about the sky.
  if (today.house !== house && !WHERE_EXACTLY.test(text)) return null;
  return { planet, house, whereAsked: WHERE_EXACTLY.test(text) };
}

/** The transiting planet's natal house and place at `at`. */
function houseToday(chart: ChartContext, planet: SkyBody, at: Date): { house: number; where: string } | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const pos = transitingPosition(planet as PointName, toJulianDay(at), chartFlags(natal));
  return pos ? { house: natalHouseOf(natal, pos.longitude), where: position(pos.longitude) } : null;
}

/**
 * The lines after the transit's own answer: the natal planet named apart, and what the house is about (the 6th is
 * habits and workload, never a forecast about their health).
 */
export function claimNotes(chart: ChartContext, planet: SkyBody, house: number): string[] {
  const natal = planetOf(chart, planet);
  const notes: string[] = [];
  if (natal && natal.house !== house)
    notes.push(
      `The ${planet} you were born with is a different thing: it is in your ${ordinal(natal.house)} house, at ${position(natal.longitude)}, and stays there for life.`,
    );
  const area = HOUSE_AREA[house];
  if (area)
    notes.push(
      house === 6
        ? `The ${ordinal(house)} house is ${area}: with ${planet} crossing it, it tends to show in routines, workload and how you look after yourself day to day. It is not a forecast about your health, and anything that worries you there is for a doctor, not a chart.`
        : `The ${ordinal(house)} house is ${area}, and that is where ${planet}'s passage tends to show.`,
    );
  return notes;
}
