// A question about a parent is read from the parent's traditional factors in the person's own chart: the father from
// the Sun, Saturn and the 4th house (the IC and its ruler), the mother from the Moon and the 10th house. Pure.
import { lifeAreasIn } from '../understanding/features.ts';
import type { Topic } from '../understanding/understanding.ts';
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
  if (askedAreaBesideParent(message)) return null;
  if (FATHER.test(text)) return { point: 'Sun', parent: 'father', also: ['Saturn'], house: 4 };
  if (MOTHER.test(text)) return { point: 'Moon', parent: 'mother', also: [], house: 10 };
  return null;
}

/** Life areas that are the parent's own: a question about them still asks about the parent. */
const PARENT_AREAS: ReadonlySet<Topic> = new Set(['family', 'home', 'emotions']);

/** Career words the shared cue lists lack in French, German and Italian. */
const CAREER_MORE = /\b(carriere|karriere|beruf\w*|carriera|professione)\b/;

/**
 * "minha mãe vai surtar. o que meu mapa diz sobre carreira?": the parent is told outside the question and the question
 * names another life area, which is then the subject (a named subject beats a mentioned person). Null otherwise.
 */
export function askedAreaBesideParent(message: string): Topic | null {
  const sentences = message.split(/(?<=[.!?])\s+/);
  const question = sentences.filter((s) => s.includes('?')).at(-1);
  if (!question || sentences.length < 2) return null;
  const plain = normalise(question);
  if (FATHER.test(plain) || MOTHER.test(plain) || !(FATHER.test(normalise(message)) || MOTHER.test(normalise(message))))
    return null;
  if (CAREER_MORE.test(plain)) return 'career';
  return lifeAreasIn(question).find((area) => !PARENT_AREAS.has(area)) ?? null;
}
