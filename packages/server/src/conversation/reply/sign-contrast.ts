// "Prove it: something that wouldn't fit my sister (born in March)": the Sun signs a birth month can hold, set against
// the person's own, and one fact of their chart that depends on the day and hour, so a sibling could share it only
// by chance. A checkable contrast, not a reading about home or family. Pure.
import type { SignName } from '@stellara/contract';
import type { ChartContext } from '../chart-context.ts';
import { SIGN_STYLE } from '../phrases.ts';
import { MONTHS } from './dates.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** Month names as a lower-cased message writes them. */
const MONTH_WORDS = MONTHS.map((m) => m.toLowerCase());
/** The Sun signs of each month: the one it starts in, and the one it enters around the 20th to 23rd. */
const SUN_IN_MONTH: readonly [SignName, SignName, number][] = [
  ['Capricorn', 'Aquarius', 20],
  ['Aquarius', 'Pisces', 19],
  ['Pisces', 'Aries', 20],
  ['Aries', 'Taurus', 20],
  ['Taurus', 'Gemini', 21],
  ['Gemini', 'Cancer', 21],
  ['Cancer', 'Leo', 22],
  ['Leo', 'Virgo', 23],
  ['Virgo', 'Libra', 23],
  ['Libra', 'Scorpio', 23],
  ['Scorpio', 'Sagittarius', 22],
  ['Sagittarius', 'Capricorn', 21],
];

const CONTRAST =
  /\b(prove it|prove that|wouldn'?t fit|would not fit|doesn'?t fit|not fit|different from|unlike|not like|wouldn'?t apply|could apply to anyone|that'?s generic|so generic)\b/;
const BORN_IN = new RegExp(`\\bborn in (${MONTH_WORDS.join('|')})\\b`);

/** The month of someone else's birth the message sets against theirs ("my sister (born in march)"), or null. */
export function contrastMonth(message: string): number | null {
  const text = normalise(message);
  const month = BORN_IN.exec(text)?.[1];
  return month && CONTRAST.test(text) ? MONTH_WORDS.indexOf(month) : null;
}

const style = (sign: SignName) => SIGN_STYLE[sign];
const article = (sign: string) => `${/^[AEIOU]/.test(sign) ? 'an' : 'a'} ${sign}`;
const monthName = (m: number) => MONTHS[m]!;

/** Their Sun set against the month's Sun signs, then one fact that hangs on their own day and hour. */
export function contrastReply(chart: ChartContext, month: number): string {
  const [first, second, day] = SUN_IN_MONTH[month]!;
  const sun = chart.planets.find((p) => p.name === 'Sun');
  const moon = chart.planets.find((p) => p.name === 'Moon');
  const rising = chart.timeUnknown ? null : chart.planets.find((p) => p.name === 'Ascendant');
  const theirs = `Someone born in ${monthName(month)} has the Sun in ${first} (to about the ${day}th) or ${second} (after).`;
  if (!sun) return theirs;
  const same = sun.sign === first || sun.sign === second;
  const test = same
    ? `Your Sun is in ${sun.sign} too, so the Sun alone can't tell you apart; the test is further in.`
    : `Yours is in ${sun.sign}, which tends to be ${style(sun.sign as SignName)}, where ${article(first)} Sun tends to be ${style(first)} and ${article(second)} Sun ${style(second)}. Check that against the two of you.`;
  // The Moon changes sign every two or three days and the rising sign every two hours: a sibling shares them by chance.
  const own = [moon ? `your Moon in ${moon.sign}` : null, rising ? `${rising.sign} rising` : null].filter(Boolean);
  const yours = own.length
    ? ` And something that hangs on your own day and hour, which they would share only by chance: ${own.join(' and ')}.`
    : '';
  return `${theirs} ${test}${yours}`;
}

/** A contrast with someone born in a named month: answered with the difference, not a reading of home or family. */
export const planContrast: PlanBuilder = ({ input, base }) => {
  const month = contrastMonth(input.message);
  return month === null || base.situation
    ? null
    : {
        ...base,
        mode: 'talk',
        topic: 'the difference',
        talk: { kind: 'chart-answer', text: contrastReply(input.chart, month) },
      };
};
