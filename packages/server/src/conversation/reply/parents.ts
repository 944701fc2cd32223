// A question about a parent is read from the parent's traditional point: the father from the Sun (with Saturn's
// contacts), the mother from the Moon. Pure.
import { normalise } from './own-terms.ts';

const FATHER = /\b(father|dad|daddy|papa|my pa|padre|pai|pere|vater)\b/;
const MOTHER = /\b(mother|mum|mom|mommy|mummy|mama|madre|mae|mere|mutter)\b/;

/** The point a parent question is read from, or null when the message names no parent. */
export function parentPoint(message: string): { point: 'Sun' | 'Moon'; parent: 'father' | 'mother' } | null {
  const text = normalise(message);
  if (/\bin[- ]law\b|\bgrand|\bstep/.test(text)) return null;
  if (FATHER.test(text)) return { point: 'Sun', parent: 'father' };
  if (MOTHER.test(text)) return { point: 'Moon', parent: 'mother' };
  return null;
}
