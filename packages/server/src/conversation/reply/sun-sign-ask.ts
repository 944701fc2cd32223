// "Is the dog a Leo? born 2 aug 2021", "what sign is my son, 3 may 2014?": the Sun sign of someone else's birth
// date, computed rather than looked up, since the Sun changes sign on a different day and hour each year. On a day
// the Sun changes sign, the answer says the hour and place decide. No reading of that other person: only the sign.
import { calculateNatalChart } from '@stellara/astro';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';
import { birthDatesIn, type TypedDate } from './typed-dates.ts';

/** "is the dog a leo", "is he a leo or a virgo", "what sign is she", "what's my son's sign": asked of someone else. */
const ASKS_SIGN =
  /\b(?:(?:is (?:he|she|it|they|the \w+|my \w+|our \w+|\w+)|(?:if|whether) (?:he|she|it|the \w+|my \w+|our \w+) is) an? (aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)\b|what(?:'?s| is)? (?:sign|star sign|zodiac sign) (?:is|would be|does) (?:he|she|it|they|the \w+|my \w+|\w+)\b|what(?:'?s| is) (?:his|her|its|their|the \w+'?s|my \w+'?s) (?:sun |star |zodiac )?sign\b)/;

/** The person's own birth (read from their chart instead), or a date of something else than a birth. */
const OWN = /\b(?:i was born|i'?m born|my birthday|am i an?)\b/;
const EVENT = /\b(?:met|married|moved|started|died|passed|since|ago|left|divorced|engaged)\b/;

/**
 * The Sun's sign over the whole of a local day wherever it was lived: from noon UT the day before to noon UT the day
 * after covers every time zone. One sign, or the two it moves between that day somewhere on Earth.
 */
function sunSignsOn(date: TypedDate): [string, string] {
  const noon = Date.UTC(date.year, date.month - 1, date.day, 12);
  const sign = (ms: number) =>
    calculateNatalChart({ ut: new Date(ms).toISOString(), latitude: 0, longitude: 0 }).points.Sun.signName;
  return [sign(noon - 86_400_000), sign(noon + 86_400_000)];
}

const spelled = (d: TypedDate) =>
  new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The date asked about and the sign named, if any: the ask itself, read without casting anything. */
function sunSignAsk(message: string): { date: TypedDate; named: string | null } | null {
  const text = normalise(message);
  const asked = ASKS_SIGN.exec(text);
  if (!asked || OWN.test(text) || EVENT.test(text)) return null;
  const [date] = birthDatesIn(message);
  if (!date) return null;
  return { date, named: asked[1] ? `${asked[1][0]!.toUpperCase()}${asked[1].slice(1)}` : null };
}

/** The message asks the Sun sign of someone else's date (the server's partner step leaves it to the planner). */
export const asksSunSignOfDate = (message: string) => sunSignAsk(message) !== null;

/** The answer: the sign first (yes or no when one was named), then what a sign alone cannot say. */
export function sunSignAnswer(message: string): string | null {
  const ask = sunSignAsk(message);
  if (!ask) return null;
  const { date, named } = ask;
  const [start, end] = sunSignsOn(date);
  const when = spelled(date);
  if (start !== end)
    return `${when} is a day the Sun moved from ${start} into ${end}, so the hour and place of birth decide which: before the change it is ${start}, after it ${end}. With the time and place, I can say for certain.`;
  const first = !named
    ? `${when} puts the Sun in ${start}.`
    : named === start
      ? `Yes: ${when} puts the Sun in ${start}.`
      : `Not quite: ${when} puts the Sun in ${start}, not ${named}.`;
  return `${first} That is the Sun sign alone, from the date; everything else in a chart needs the time and place of birth too.`;
}

export const planSunSignAsk: PlanBuilder = ({ input, base }) => {
  if (input.part || base.situation) return null;
  const text = sunSignAnswer(input.message);
  return text ? { ...base, mode: 'talk', topic: 'a sun sign', talk: { kind: 'chart-answer', text } } : null;
};
