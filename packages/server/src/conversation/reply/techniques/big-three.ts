// The Big Three asked for together ("sun moon rising in one line", "mi sol, luna y ascendente?"): the three
// placements as the answer, in one line, whatever else the words suggest (a Sun-Moon aspect is not what was asked).
import { type ChartContext, planetOf } from '../../chart-context.ts';
import type { Understanding } from '../../understanding/understanding.ts';
import type { TechniqueAnswer } from './words.ts';

const BIG_THREE =
  /\b(big ?(?:three|3)|los tres grandes|tres grandes|os tres grandes|grossen drei|grosse drei|tre grandi)\b/;
const SUN = /\b(sun|sol|sonne|soleil|sole)\b/;
const MOON = /\b(moon|luna|lua|mond|lune)\b/;
const RISING = /\b(rising|ascendant|ascendente|asc|aszendent\w*|ascendant|risings?)\b/;
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
  const rising = asc && !chart.timeUnknown ? `${asc.sign} rising.` : null;
  return {
    technique: 'big-three',
    answer: rising
      ? `Sun in ${sun.sign}, Moon in ${moon.sign}, ${rising}`
      : `Sun in ${sun.sign}, Moon in ${moon.sign}; your rising sign needs your birth time, so I will not guess it.`,
    details: [],
    technical: [],
    ids: ['Big Three'],
    closing: 'Ask me about any of the three and I will read it for you.',
  };
}
