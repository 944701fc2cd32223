// A question about a parent is read from the parent's traditional factors in the person's own chart: the father from
// the Sun, Saturn and the 4th house (the IC and its ruler), the mother from the Moon and the 10th house. Pure.
import { normalise } from './own-terms.ts';

const FATHER = /\b(father|dad|daddy|papa|my pa|padre|pai|pere|vater|papi|papai|papà)\b/;
const MOTHER = /\b(mother|mum|mom|mommy|mummy|mama|madre|mae|mere|mutter|mamma|mami|mamae|maman)\b/;

export interface ParentFactors {
  /** The parent's first point, which also names the reply's topic. */
  point: 'Sun' | 'Moon';
  parent: 'father' | 'mother';
  /** The other points read for this parent. */
  also: readonly string[];
  /** The house read for this parent (its cusp, its ruler, its planets). */
  house: number;
}

/** The factors a parent question is read from, or null when the message names no parent. */
export function parentPoint(message: string): ParentFactors | null {
  const text = normalise(message);
  if (/\bin[- ]law\b|\bgrand|\bstep/.test(text)) return null;
  if (FATHER.test(text)) return { point: 'Sun', parent: 'father', also: ['Saturn'], house: 4 };
  if (MOTHER.test(text)) return { point: 'Moon', parent: 'mother', also: [], house: 10 };
  return null;
}
