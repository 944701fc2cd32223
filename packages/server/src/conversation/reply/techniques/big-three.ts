// The Big Three asked for together ("sun moon rising in one line", "mi sol, luna y ascendente?"): the three
// placements as the answer, in one line, whatever else the words suggest (a Sun-Moon aspect is not what was asked).
import type { SignName } from '@stellara/contract';
import { type ChartContext, planetOf } from '../../chart-context.ts';
import { SIGN_STYLE } from '../../phrases.ts';
import type { Understanding } from '../../understanding/understanding.ts';
import type { TechniqueAnswer } from './words.ts';

const BIG_THREE =
  /\b(big ?(?:three|3)|los tres grandes|tres grandes|os tres grandes|grossen drei|grosse drei|tre grandi)\b/;
const SUN = /\b(sun|sol|sonne|soleil|sole)\b/;
const MOON = /\b(moon|luna|lua|mond|lune)\b/;
const RISING = /\b(rising|ascendant|ascendente|asc|aszendent\w*|ascendant|risings?)\b/;
/** Asked for in a line: the three alone, no sentence about each. */
const IN_A_LINE =
  /\b(one line|a line|one sentence|quick\w*|short|just|only|brief\w*|tl ?dr|una linea|uma linha|una frase|rapido|in einer zeile|kurz)\b/;
/** A question about how the three work together or in a life area is a reading, not the list. */
const READING = /\b(together|combine\w*|interact\w*|blend\w*|mix|juntos|juntas|insieme|zusammen|ensemble)\b/;

/** "Sun in Cancer, Moon in Aries, Libra rising.": null when the message does not ask for the three together. */
export function bigThreeAnswer(text: string, heard: Understanding, chart: ChartContext): TechniqueAnswer | null {
  const asked = BIG_THREE.test(text) || (SUN.test(text) && MOON.test(text) && RISING.test(text));
  if (!asked || READING.test(text) || heard.about.topics.length) return null;
  const sun = planetOf(chart, 'Sun');
  const moon = planetOf(chart, 'Moon');
  const asc = planetOf(chart, 'Ascendant');
  if (!sun || !moon) return null;
  const rising = asc && !chart.timeUnknown ? asc.sign : null;
  const brief = IN_A_LINE.test(text) || heard.acts.includes('brevity');
  const style = (sign: string) => SIGN_STYLE[sign as SignName];
  const details = [
    `Your Sun is who you are at the core, and in ${sun.sign} it is ${style(sun.sign)}.`,
    `Your Moon is what you need to feel safe, and in ${moon.sign} it is ${style(moon.sign)}.`,
    ...(rising
      ? [`Your rising sign is how you meet the world at first, and ${rising} makes that ${style(rising)}.`]
      : []),
  ];
  const noTime = 'your rising sign needs your birth time, so I will not guess it.';
  return {
    technique: 'big-three',
    answer: brief
      ? rising
        ? `Sun in ${sun.sign}, Moon in ${moon.sign}, ${rising} rising.`
        : `Sun in ${sun.sign}, Moon in ${moon.sign}; ${noTime}`
      : rising
        ? `Your Sun is in ${sun.sign}, your Moon is in ${moon.sign} and your rising sign is ${rising}.`
        : `Your Sun is in ${sun.sign} and your Moon is in ${moon.sign}; ${noTime}`,
    details: brief ? [] : details,
    technical: [],
    ids: ['Big Three'],
    closing: 'Ask me about any of the three and I will read it for you.',
  };
}
