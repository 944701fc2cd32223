// The subject a message was sent about, planned before anything else: a transit ("Ask about this", or one named
// in words) or a stored chart's synastry ("Talk about this in chat"). Callers plan through planWithSubject; the
// ordinary planner (plan.ts) answers everything else. Pure.
import { ASPECT_WORDS, type PersonalityId, type TransitAbout } from '@stellara/contract';
import type { PartnerAsked, PartnerSynastry, PlanAbout, ReplyFocus } from './focus.ts';
import { withoutBirthDetails } from './partner-birth.ts';
import { hear, planCompatibilityReply, planReply } from './plan.ts';
import type { PlanInput, ReplyMode, ReplyPlan } from './plan-types.ts';
import { partnerInstruction, partnerLead, synastryPlan } from './synastry-plan.ts';
import { transitNamedIn, transitPlan } from './transit-plan.ts';

/** The plan for a message with a chosen subject, or null (the ordinary planner answers). */
export function planAbout(input: PlanInput, about?: PlanAbout): ReplyPlan | null {
  if (input.automatic) return null;
  if (about?.kind === 'partner')
    return (
      namedPartnerPlan(input, about) ??
      askedPartnerPlan(input, { kind: 'partner-asked', name: about.name, problem: null })
    );
  if (about?.kind === 'partner-asked') return askedPartnerPlan(input, about);
  const transit = about?.kind === 'transit' ? about : transitNamedIn(input.message);
  if (transit) return transitPlan(input, transit);
  return null;
}

/** Acts that stay what they are when another person is mentioned (birth data reads as a question about the pair). */
const KEPT_MODES: readonly ReplyMode[] = ['off-topic', 'injection', 'thanks', 'hostile', 'about-stellara', 'doubt'];

/**
 * A loss or an illness is met as itself, never with a score. Other situations (a quarrel, a breakup) go into the
 * synastry plan, which keeps them: empathy first, nothing sold on that turn.
 */
const KEPT_SITUATIONS: readonly NonNullable<ReplyPlan['situation']>[] = ['bereavement', 'illness'];

/** Whether a message that mentions another person stays what the ordinary planner made of it. */
const keptAsIs = (ordinary: ReplyPlan) =>
  KEPT_MODES.includes(ordinary.mode) || (ordinary.situation !== null && KEPT_SITUATIONS.includes(ordinary.situation));

/**
 * The synastry for a partner found in the words (typed birth data, a stored chart's name): as for the button,
 * unless the message shares a loss or an illness, declines, or thanks, which stay what they are.
 */
function namedPartnerPlan(input: PlanInput, partner: PartnerSynastry): ReplyPlan | null {
  if (!partner.inWords) return synastryPlan(input, partner);
  const heard = heardWithoutBirthDetails(input);
  return keptAsIs(planReply(heard)) ? null : synastryPlan(heard, partner);
}

/** The message as understood without the birth details typed in it (see withoutBirthDetails). */
const heardWithoutBirthDetails = (input: PlanInput): PlanInput => ({
  ...input,
  heard: input.heard ?? hear(withoutBirthDetails(input.message), input.sent),
});

/**
 * Another person asked about with no chart to read (below Pro, or birth data that cannot be used): a question or a
 * reading (or a birth-time question: the time typed is theirs) becomes their own chart on relating, with the plan's
 * limit and a pointer; anything else stays what it is. Null leaves it to the ordinary planner.
 */
function askedPartnerPlan(given: PlanInput, asked: PartnerAsked): ReplyPlan | null {
  const input = heardWithoutBirthDetails(given);
  if (keptAsIs(planReply(input))) return null;
  const plan = planCompatibilityReply(input);
  return asked.problem ? { ...plan, missing: asked.problem } : plan;
}

/** The reply plan: the chosen subject's when there is one (and the plan allows it), else the ordinary planner's. */
export function planWithSubject(input: PlanInput, about?: PlanAbout): ReplyPlan {
  return planAbout(input, about) ?? planReply(input);
}

/** "transiting Pluto opposite your natal Chiron". */
export function transitWords(t: Pick<TransitAbout, 'planet' | 'aspect' | 'target'>): string {
  return `transiting ${t.planet} ${ASPECT_WORDS[t.aspect]} your natal ${t.target}`;
}

/** How close it is, in plain words (nothing when the sky could not say). */
function closeness(orb: number | null): string {
  if (orb === null) return '';
  return orb < 1 ? ', almost exact right now' : `, within ${orb.toFixed(1)}° of exact right now`;
}

/** The built-in writer's first line: the subject named, in the voice's manner. */
export function focusLead(focus: ReplyFocus, voice: PersonalityId): string {
  if (focus.kind === 'partner') return partnerLead(focus, voice);
  const named = `${transitWords(focus)}${closeness(focus.orb)}`;
  switch (voice) {
    case 'guide':
      return `You asked about ${named}. Here's what that contact stirs in you, in everyday terms.`;
    case 'witchy':
      return `You asked about ${named}. Let's see which jar on your shelf it rattles.`;
    case 'mystical':
      return `You asked about ${named}: a wanderer of the sky crossing one of your birth points.`;
    case 'mentor':
      return `You asked about ${named}. Let us look at what this season asks of you.`;
    case 'coach':
      return `You asked about ${named}. Here's what it means and what to do with it.`;
  }
}

/** The model writer's line: which subject to lead with. */
export function focusInstruction(focus: ReplyFocus): string {
  if (focus.kind === 'partner') return partnerInstruction(focus);
  return `They chose one transit to ask about: lead with ${transitWords(focus).replace('your', 'their')}${focus.orb === null ? '' : ` (${focus.orb.toFixed(1)}° from exact now)`}, naming the transiting planet, the aspect and their natal point in the first sentence.`;
}
