// "Is it my fault?" asked after something hard was told: answered first and plainly, never from a placement. What
// someone else chose to do to them (an affair, a crime, harassment, bullying) is not their fault, and the reply says
// so; for anything else (a crash they may have caused, a loss) no chart hands out blame. No reading, no price. Pure.
import { adversityIn } from './adversity.ts';
import { hardShare } from './hard-shares.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const FAULT_ASKED =
  /\b(?:is (?:it|this|that|all this) (?:all )?my fault|(?:was|is) it because of me|my fault\?|am i to blame|did i (?:cause|bring) (?:it|this)|(?:did|have) i done something wrong|c'?est (?:de )?ma faute|es (?:mi culpa|culpa mia)|(?:e|foi) culpa minha|a culpa e minha|ist (?:es|das) meine schuld|bin ich schuld|e colpa mia|is het mijn schuld)\b/;

/** Told earlier: something done to them by someone else, as opposed to a loss or a choice of their own. */
const DONE_TO_THEM = /affair|break-in|being |what happened to you|what has been happening at work/;

/** The answer, or null when no blame is asked or nothing hard was told (`hardBefore`: a situation heard earlier). */
export function faultReply(message: string, earlier: readonly string[], hardBefore: boolean): string | null {
  if (!FAULT_ASKED.test(normalise(message))) return null;
  const told = [...earlier, message].reverse().find((m) => hardShare(m));
  if (!told && !hardBefore) return null;
  const done = told ? adversityIn(told) : null;
  const first =
    done && DONE_TO_THEM.test(done.terms)
      ? `No. ${done.terms.charAt(0).toUpperCase()}${done.terms.slice(1)} is not your fault: what someone else chose to do is theirs to answer for, and nothing in your chart says otherwise.`
      : 'No chart can hand out blame, and nothing in yours says this is your fault.';
  return `${first} Going over it again and again, looking for what you could have done differently, is what people do after a shock; it is not the same as it being your fault. I'm here if you want to keep talking.`;
}

export const planNotYourFault: PlanBuilder = ({ input, base }) => {
  const hardBefore = !!base.carried || !!input.earlierHeard?.some((h) => h.situation);
  const text = faultReply(input.message, input.earlierQuestions, hardBefore);
  return text
    ? { ...base, mode: 'talk', topic: 'you', factors: [], hardChat: true, talk: { kind: 'chart-answer', text } }
    : null;
};
