// The plan for exact facts asked for (the sky now, the tightest aspect, a degree, a dignity, the placements as a
// list, the house system in use, Lilith): computed and said first, before any reading. Pure.
import { planAtLeast } from '@stellara/contract';
import { understandingReader } from '../understanding/reader.ts';
import { planAreaComparison } from './area-comparison.ts';
import { planAreaOutlook } from './area-outlook.ts';
import { askedTerm } from './definition-ask.ts';
import { askedFacts, asksBeyondFacts } from './fact-asks.ts';
import { questionsIn } from './heard.ts';
import { planHousePassage } from './house-passage.ts';
import { planMonthByMonth } from './month-outlook.ts';
import { planPeriodWindow } from './period-window.ts';
import { planFrame } from './plan-frame.ts';
import type { PlanBuilder } from './plan-types.ts';
import { answeredAgain } from './said-again.ts';
import { planSkyNow } from './sky-now.ts';
import { planTransitHit } from './transit-hit.ts';
import { planTransitNow } from './transit-now.ts';

/** At most this many computed answers in one reply. */
const MOST_FACTS = 3;

/**
 * A message that also asks something else ("my tightest aspect? and my love life this year?") is left to the
 * several-questions plan, and each of its questions comes back here on its own.
 */
export const planFacts: PlanBuilder = (c) =>
  planPeriodWindow(c) ??
  planHousePassage(c) ??
  planFrame(c) ??
  planTransitHit(c) ??
  planTransitNow(c) ??
  planSkyNow(c) ??
  planMonthByMonth(c) ??
  planAreaComparison(c) ??
  planAreaOutlook(c) ??
  planExactFacts(c);

const planExactFacts: PlanBuilder = ({ heard, input, base }) => {
  // "What's Lilith?" asks for the term first: the definition plan gives it, with their own placement after.
  if (!heard || input.automatic || askedTerm(input.message)) return null;
  const previous = input.earlierQuestions.at(-1);
  const answers = askedFacts(input.message, heard, input.chart, previous, input.sent, {
    previousHeard: previous
      ? (input.earlierHeard?.at(-1) ?? understandingReader().understand(previous, { sent: input.sent ?? new Date() }))
      : null,
    used: input.used,
    personal: planAtLeast(input.tier, 'plus'),
  });
  if (!answers.length) return null;
  if (heard.acts.includes('ask-several') && !input.part) {
    const reader = understandingReader();
    const pieces = questionsIn(input.message);
    if (pieces.some((p) => asksBeyondFacts(p, reader.understand(p, { sent: input.sent ?? new Date() }), input.chart)))
      return null;
  }
  // Asked again: the same computed answer, said to be the one given before.
  const fresh = answers.filter((a) => !a.ids.length || a.ids.some((id) => !input.used.includes(id)));
  const computed = fresh.length ? fresh : answeredAgain(answers);
  return { ...base, mode: 'technique', topic: 'your chart', techniques: computed.slice(0, MOST_FACTS) };
};
