// How another person's Sun sign meets this chart in general terms, by element: what a plan without compatibility
// can honestly read when someone names a partner's sign ("he's a Leo, are we compatible?"). Pure.
import { SIGNS } from '@stellara/astro';
import { type ChartContext, planetOf } from '../chart-context.ts';

type Element = (typeof SIGNS)[number]['element'];

const elementOf = (sign: string): Element | null => SIGNS.find((s) => s.name === sign)?.element ?? null;

/** Two elements together, in a sentence; the key is the pair in alphabetical order. */
const PAIRS: Record<string, string> = {
  'Fire+Fire': 'the same fire, so you tend to spark each other quickly and can flare up just as fast',
  'Earth+Earth': 'the same earth, so you share a steady, practical rhythm that can settle into routine',
  'Air+Air': 'the same air, so talk and ideas flow easily, sometimes more easily than feelings',
  'Water+Water': 'the same water, so you read each other without words and can drown in the same moods',
  'Air+Fire': 'air feeding fire: lively and encouraging, each stirring the other up',
  'Earth+Fire':
    'fire meeting earth: one wants to leap, the other to be sure first, and each can steady or frustrate the other',
  'Fire+Water': 'fire meeting water: warmth and depth, and steam when one feels rushed and the other feels doused',
  'Air+Earth': 'air meeting earth: ideas against practicality, useful together once each respects the other’s pace',
  'Air+Water': 'air meeting water: one talks a feeling through, the other needs it felt first',
  'Earth+Water': 'earth holding water: a naturally nourishing pairing, slow to change and deeply loyal',
};

const pair = (a: Element, b: Element) => PAIRS[[a, b].sort().join('+')] ?? '';

/**
 * How a Sun in `sign` meets the person's Sun, Moon and Ascendant by element, in general terms: one sentence per
 * meeting, and a plain word that the other person's whole chart would say much more. Null for an unknown sign.
 */
export function signMeetsChart(sign: string, chart: ChartContext): string | null {
  const theirs = elementOf(sign);
  if (!theirs) return null;
  const mine = (['Sun', 'Moon', 'Ascendant'] as const).flatMap((name) => {
    const p = planetOf(chart, name);
    const element = p ? elementOf(p.sign) : null;
    return p && element ? [{ name, sign: p.sign, element }] : [];
  });
  if (!mine.length) return null;
  const lines = mine.map(({ name, sign: own, element }) => {
    const label = name === 'Ascendant' ? `your ${own} rising` : `your ${name} in ${own}`;
    return `With ${label} (${element.toLowerCase()}), it is ${pair(theirs, element)}.`;
  });
  return [
    `${article(sign)} ${sign} Sun is ${article(theirs).toLowerCase()} ${theirs.toLowerCase()} sign.`,
    ...lines,
    `That is only the general picture of a ${sign} Sun with your signs: their Moon, Venus and rising sign matter as much, and only their own chart shows those.`,
  ].join(' ');
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'An' : 'A');
