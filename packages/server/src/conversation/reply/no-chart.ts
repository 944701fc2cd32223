// The built-in replies with no chart in them, whatever the voice: a chart that could not be cast, someone who may be
// in danger (safety.ts, fixed words), and someone who asked for no reading (care-talk.ts) or for calm (calming.ts).
// Pure.
import { corpusLanguage } from '../understanding/language.ts';
import { asksForCalm, calmingReply } from './calming.ts';
import { justTalkReply } from './care-talk.ts';
import type { ReplyPlan } from './plan-types.ts';
import { safetyReply } from './safety.ts';
import { safetyAfterReply } from './safety-after.ts';
import { heldSafetyReply } from './safety-held.ts';

const NOT_CAST =
  "I can't read your chart yet: the chart could not be calculated from the birth information given. Could you re-enter your birth date, time and place? As soon as they check out, I'll give you a full reading.";

/** The whole reply when this plan needs no chart at all, or null. `earlierText` is the chat so far, normalised. */
export function noChartReply(plan: ReplyPlan, earlierText: string): string | null {
  if (plan.mode === 'validation-failed') return NOT_CAST;
  // (Their fixed words are in the corpus's six languages; a Dutch or Polish chat gets the English ones.)
  const language = corpusLanguage(plan.language);
  // Later in that chat: a plan to call, or taking it back with nothing asked (safety-held.ts).
  if (plan.mode === 'safety' && (plan.safety === 'calling' || plan.safety === 'retract'))
    return heldSafetyReply(plan.safety, language, plan.crisisCountry ?? null, plan.message);
  // The turn right after: their own words met, the line by its number, a real question (safety-after.ts).
  if (plan.mode === 'safety' && plan.safety === 'after')
    return safetyAfterReply(language, plan.crisisCountry ?? null, plan.message);
  if (plan.mode === 'safety')
    return safetyReply(plan.safety ?? 'first', language, plan.crisisCountry ?? null, plan.before ?? []);
  if (plan.mode !== 'just-talk') return null;
  // "Something calming, not astrology": calming words, no chart (calming.ts).
  return asksForCalm(plan.message)
    ? calmingReply(plan.message, language)
    : justTalkReply({ ...plan, language }, earlierText);
}
