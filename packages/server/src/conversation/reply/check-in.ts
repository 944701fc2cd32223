// "How am I really doing?", "¿cómo estoy de verdad?", "wie geht es mir wirklich?": a check-in, not a question about
// friends or the Big Three. The chart cannot see how someone is; it can show what is pressing on their chart now. So
// the question is heard as the sky now for this chart, and the reply says first that only they know. Pure.
import { fold } from '../understanding/fold.ts';
import type { Understanding } from '../understanding/understanding.ts';
import type { ReplyPlan } from './plan-types.ts';

/** A check-in on oneself, in the six languages (folded). */
const CHECK_IN =
  /\b(?:how (?:am i|'?m i) (?:really |actually |honestly |truly )?doing|how am i (?:really|actually|honestly)\b|am i (?:really )?(?:ok|okay|alright)\b|como estoy(?: de verdad| realmente)?\s*\??$|como (?:eu )?estou(?: de verdade| realmente)?\s*\??$|comment (?:je vais|vais-je)(?: vraiment)?|wie geht(?:'s| es) mir(?: wirklich)?|come sto(?: davvero| veramente)?\s*\??$)/;

export const asksCheckIn = (message: string) => CHECK_IN.test(fold(message));

/** The check-in heard as what the sky is doing to this chart now: never a life area picked from a stray word. */
export function heardAsCheckIn(heard: Understanding, message: string): Understanding {
  if (heard.situation || !asksCheckIn(message)) return heard;
  const techniques = heard.about.techniques.includes('transits')
    ? heard.about.techniques
    : [...heard.about.techniques, 'transits' as const];
  return {
    ...heard,
    acts: heard.acts.includes('ask') ? heard.acts : [...heard.acts, 'ask'],
    about: { ...heard.about, topics: [], techniques },
    time: { kind: 'now' },
  };
}

/** The honest first line of a check-in: only they know; the chart shows what presses on it now. */
export function withCheckInLine(plan: ReplyPlan): ReplyPlan {
  if (plan.mode !== 'transits' || plan.situation || plan.missing || !asksCheckIn(plan.message)) return plan;
  return {
    ...plan,
    missing:
      'Only you know how you are really doing: a chart cannot see that. What it can show is what is pressing on yours right now, and you can tell me whether it matches.',
  };
}
