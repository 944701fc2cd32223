// The plan for a timing frame named in the message's own words, before any reading or timing plan: a solar return
// in any of the reader's languages ("Solarrevolution", "rivoluzione solare") is the year's chart, and how long a
// transit lasts is that passage's dates. Without this the classifiers, which learnt the frames mostly in English,
// left such a message to the year-ahead transits or to a natal placement it named. Pure.

import { fold } from '../understanding/fold.ts';
import { SOLAR_RETURN } from './frame-words.ts';
import { planHouseCheck } from './house-check.ts';
import type { PlanBuilder } from './plan-types.ts';
import { answeredAgain } from './said-again.ts';
import { answerTechnique } from './technique-answers.ts';
import { planTransitSpan } from './transit-span.ts';

/** "What does my solar return say for this year", "meine Solarrevolution?", "la mia rivoluzione solare?". */
const planSolarReturn: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || !SOLAR_RETURN.test(fold(input.message))) return null;
  const answer = answerTechnique('return', input.chart, heard, input.sent ?? new Date(), input.message);
  if (!answer) return null;
  const fresh = answer.ids.some((id) => !input.used.includes(id));
  return { ...base, mode: 'technique', topic: 'your chart', techniques: fresh ? [answer] : answeredAgain([answer]) };
};

export const planFrame: PlanBuilder = (c) => planHouseCheck(c) ?? planSolarReturn(c) ?? planTransitSpan(c);
