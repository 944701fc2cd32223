// The plan reads a message in another language through its English gloss (understanding/glossary.ts): the frame
// words, times, lengths and shapes the plan's builders look for are English words mostly, and a Dutch "zonnerevolutie"
// or "drie regels" should be met as "solar return" and "three lines" are. The person's own words stay on the plan
// (a reply quotes them, and their language is told from them). Pure.
import { glossed, hasGloss } from '../understanding/glossary.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';

/** The input to plan from: the message's gloss, with the person's words kept beside it; the same input without one. */
export function withGloss(input: PlanInput): PlanInput {
  if (input.said !== undefined || !hasGloss(input.message)) return input;
  return { ...input, message: glossed(input.message), said: input.message };
}

/** The plan made from a gloss, given back the person's own words and their language in every part. */
export function inTheirWords(plan: ReplyPlan, input: PlanInput): ReplyPlan {
  return {
    ...plan,
    message: input.message,
    parts: plan.parts?.map((p) => ({ ...p, language: plan.language })) ?? null,
  };
}
