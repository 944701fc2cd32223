// The profile's one-line readings of the Big Three: the first sentence of the knowledge base's own reading of the Sun
// and Moon in their signs and of the rising sign (the graph first, so reviewers' edits count; the seed behind it).
import type { BigThreeQuery, BigThreeResponse } from '@stellara/contract';
import type { ReaderKnowledge } from '../knowledge/index.ts';

/**
 * The first sentence of a reading: up to the first full stop, question or exclamation mark followed by a space and a
 * capital (so "St. John" or "3.5°" do not cut it), the whole text when it has one sentence.
 */
export function firstSentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  const m = /^(.+?[.!?])\s+(?=["“A-Z])/.exec(t);
  return m ? m[1]! : t;
}

export async function bigThreeLines(knowledge: ReaderKnowledge, q: BigThreeQuery): Promise<BigThreeResponse> {
  const line = async (get: () => Promise<{ summary: string } | null>) => {
    const m = await get();
    return m ? firstSentence(m.summary) : null;
  };
  const [sun, moon, rising] = await Promise.all([
    q.sun ? line(() => knowledge.interpretation({ kind: 'planet-in-sign', planet: 'Sun', sign: q.sun! })) : null,
    q.moon ? line(() => knowledge.interpretation({ kind: 'planet-in-sign', planet: 'Moon', sign: q.moon! })) : null,
    q.rising ? line(() => knowledge.interpretation({ kind: 'ascendant-in-sign', sign: q.rising! })) : null,
  ]);
  return { sun, moon, rising };
}
