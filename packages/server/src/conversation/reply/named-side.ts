// The trait a message names ("biggest weakness", "my best strength") and the shape it asks for: naming one trait in
// a short answer is not the same as asking for one step to take. Pure.
import type { Understanding } from '../understanding/understanding.ts';
import type { ReplyPlan } from './plan-types.ts';

/** Words that ask for the gift of a placement by name. */
const GIFT_WORDS = /\b(strengths?|strongest|gifts?|talents?|superpowers?|best (?:trait|quality)|fortaleza|for[cç]a)\b/i;

/** Words that ask for something to do: "one thing" with these is a step, not a named trait. */
const ACTION_WORDS = /\b(do|try|practi[cs]e|step|tip|advice|should i|focus|work on|change|habit|ritual)\b/i;

/**
 * The side of a placement the message names ("biggest weakness", "my best strength"), and with it the shape: "the
 * single biggest weakness" or "short answer: my strength?" asks to name one trait, not for one step to take.
 */
export function namedSide(message: string, heard: Understanding | null): Pick<ReplyPlan, 'side' | 'named' | 'shape'> {
  const shadow = message.match(SHADOW_WORDS)?.[0];
  const gift = shadow ? undefined : message.match(GIFT_WORDS)?.[0];
  const acts = heard?.acts ?? [];
  const asksShape = acts.includes('one-thing') || acts.includes('brevity');
  // "worst flaw", "strongest trait": the trait is named with its English noun ("the weakness I'd name first").
  const word = (shadow ?? gift)?.toLowerCase();
  // The reply is in English: "debilidad", "fraqueza" are named as the weakness.
  const named =
    word && /^(weak|weakest|worst|debilidad|fraqueza)$/.test(word)
      ? 'weakness'
      : word && /^(strongest|fortaleza|for[cç]a)$/.test(word)
        ? 'strength'
        : word;
  const shape: ReplyPlan['shape'] =
    named && asksShape && !ACTION_WORDS.test(message)
      ? 'short'
      : acts.includes('one-thing')
        ? 'one-thing'
        : acts.includes('brevity')
          ? 'short'
          : null;
  return { side: shadow ? 'shadow' : gift ? 'gift' : null, ...(named ? { named } : {}), shape };
}

/** Words that ask for the harder side of a placement. */
const SHADOW_WORDS =
  /\b(weak(ness|nesses|est)?|flaws?|shadow|challenges?|struggles?|worst|downside|blind ?spots?|debilidad|fraqueza)\b/i;
