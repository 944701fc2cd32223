// A computed answer asked for again: the same answer, said to be the earlier one. Pure.
import type { TechniqueAnswer } from './techniques/words.ts';

/**
 * The first answer marked as given before. The mark goes at the end of the first sentence, so the sentence keeps
 * its own opening ("Yes: ...", "Venus ...") instead of a capital after a colon; the reply refers back briefly
 * (the first line only) rather than repeating the earlier reply word for word.
 */
export function answeredAgain<T extends Pick<TechniqueAnswer, 'answer' | 'details'>>(answers: readonly T[]): T[] {
  return answers.map((a, i) =>
    i === 0 ? { ...a, answer: `${a.answer.replace(/[.!?]$/, '')}, as I worked out earlier.`, details: [] } : a,
  );
}
