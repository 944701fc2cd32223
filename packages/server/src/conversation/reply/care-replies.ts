// The parts of a built-in reply that answer the person rather than read the chart: a price, an apology, a
// medication question, the honest first line inside a hard chat, a partner's sign below Pro, and the lines in the
// person's own language. Pure; the writer (builtin-writer.ts) calls them.
import type { PersonalityId } from '@stellara/contract';
import type { ChartContext } from '../chart-context.ts';
import {
  APOLOGY_REPLY,
  COPING_OPENING,
  carriedAnswer,
  feelingLine,
  healthAsk,
  ILLNESS_INSTEAD,
  ILLNESS_NOT_SHOWN,
  MEDICATION_AFTER,
  medicationFirst,
} from './care.ts';
import { asLoss, careFirstLine, careNeed, feelingHeard, toldTerms } from './care-talk.ts';
import { chartInHardChat } from './care-traits.ts';
import { CLOSING_TOPIC, closingReply } from './closing-turn.ts';
import { generalTerms } from './general-terms.ts';
import { goodbyePickup, goodbyePickupIn } from './goodbye-pickup.ts';
import { sellsNothing } from './hard-chat.ts';
import { thanksInLanguage } from './language-lines.ts';
import { HOSPITAL_FEAR, KEEP_FOLLOW_UP } from './medical-wait.ts';
import { medicationLineFor } from './medication.ts';
import { combinationLine, MEDICATION_AGAIN } from './medication-asks.ts';
import { moneyChoiceReply } from './money-choice.ts';
import { doctorLine } from './named-doctor.ts';
import { compatibilityPointer } from './plan-lines.ts';
import type { ReplyPlan } from './plan-types.ts';
import { pricesReply } from './prices.ts';
import { recoveryLine } from './recovery-when.ts';
import { normal } from './said-once.ts';
import { signMeetsChart } from './sign-meeting.ts';
import { empathyOpening, noPromiseLine, outcomeAsked } from './situations.ts';
import { nearness } from './time-since.ts';
import { TIMED_AFTER, timedFirstLine, timedLocalLine } from './timed-decisions.ts';

/** A reply that needs no chart at all (a price, an apology, a medication question), or null. */
export function directReply(plan: ReplyPlan, voice: PersonalityId, turn: number): string | null {
  if (plan.mode === 'price') return pricesReply(plan.message);
  if (plan.mode === 'apology') return APOLOGY_REPLY[voice];
  if (plan.mode === 'thanks' && plan.topic === CLOSING_TOPIC) return closingReply(plan.message, plan.language, voice);
  // A goodbye that names one thing they said (the candle on Wednesday, the early start) says it back (goodbye-pickup.ts).
  const bye = plan.mode === 'thanks' ? goodbyePickup(plan.message, voice, !!plan.heard?.acts.includes('thank')) : null;
  if (bye) return bye;
  // Stopping or changing a medication: the doctor or prescriber decides; the chart is never read as a reason.
  if (plan.health === 'medication') {
    // Their worry is met; a "decision" register ("the choice is yours") would contradict the line above.
    const feeling =
      plan.situation && plan.situation !== 'decision'
        ? empathyOpening(plan.situation, plan.message, voice, turn)
        : null;
    // The English line first, whatever the language; then a short line in theirs when we have one (medication.ts).
    // Asked again in the chat, the same answer shorter (a repeat would be dropped as said already).
    const again = (plan.before ?? []).some((m) => healthAsk(m) === 'medication');
    const local = medicationLineFor(plan.message, plan.heard?.language);
    if (again) return [MEDICATION_AGAIN, local, combinationLine(plan.message)].filter(Boolean).join('\n\n');
    return [medicationFirst(plan.message), local, combinationLine(plan.message), feeling, MEDICATION_AFTER[voice]]
      .filter(Boolean)
      .join('\n\n');
  }
  // A treatment or money move asked to be timed by the sky: no chart can or should, who decides, then what it can offer.
  if (plan.health === 'treatment-timing' || plan.health === 'money-timing')
    return [
      timedFirstLine(plan.health, plan.before ?? []),
      timedLocalLine(plan.health, plan.heard?.language ?? plan.language),
      (plan.before ?? []).length % 2 ? null : TIMED_AFTER[voice],
    ]
      .filter(Boolean)
      .join('\n\n');
  // Choosing between money options: no chart can; who can; what the chart adds as colour only (money-choice.ts).
  if (plan.health === 'money-choice')
    return moneyChoiceReply(plan.before ?? [], plan.heard?.language ?? plan.language, voice);
  // Skipping a follow-up: keep it; the fear of hospitals is met and taken to the doctor. No chart.
  if (plan.health === 'follow-up') return [KEEP_FOLLOW_UP, HOSPITAL_FEAR[voice]].join('\n\n');
  return null;
}

/**
 * The first thing said inside a hard chat, before any chart: that a chart cannot show illness, the honest answer to
 * "will it get easier", or the feeling just shared met as itself; or, outside one, that no chart promises the
 * outcome asked for. Null when none applies.
 */
export function careOpening(plan: ReplyPlan, voice: PersonalityId, dated = false): string | null {
  if (plan.health === 'shows-illness')
    return [ILLNESS_NOT_SHOWN[voice], ILLNESS_INSTEAD[voice], doctorLine(plan.message)].filter(Boolean).join(' ');
  if (plan.coping) return COPING_OPENING[voice];
  // "When will this burnout end?": a transit's end is no recovery date; recovery is planned with a doctor.
  const recovery = recoveryLine(plan.message, plan.before);
  if (recovery) return recovery;
  // A eulogy, a sleepless night, an ex in touch, a choice with family: met as that (care-talk.ts).
  const need = plan.situation
    ? careFirstLine(careNeed(plan.situation, plan.message, plan.before), plan.message, voice)
    : null;
  if (need) return need;
  const carried = plan.carried;
  if (carried?.opening === 'outcome') {
    // "Will this get easier?" has a written answer of what usually happens; "was it meant to happen?" or "will I be
    // able to have kids?" gets the line for what it asks, never the one about grief easing.
    return (
      (outcomeAsked(plan.message).easing ? carriedAnswer(carried.situation, voice, plan.message) : null) ??
      noPromiseLine(carried.situation, null, voice, plan.message, plan.before)
    );
  }
  // A feeling named in a follow-up that goes on with the hard thing ("if only I'd taken him in sooner") is met first.
  const felt = carried?.followsUp ? feelingLine(plan.message) : null;
  if (felt) return felt;
  if (carried?.opening === 'chart') {
    const told = toldTerms(carried.situation, plan.before);
    return chartInHardChat(
      told ? asLoss(carried.situation, told) : generalTerms(carried.situation, (plan.before ?? []).join('\n')),
      nearness(plan.before ?? []),
    );
  }
  if (carried?.opening === 'feeling') {
    const told = toldTerms(carried.situation, plan.before);
    const seed = plan.before?.length ?? 0;
    return (
      feelingLine(plan.message) ??
      feelingHeard(plan.message, told && asLoss(carried.situation, told), seed, nearness(plan.before ?? [], true))
    );
  }
  // An outcome no chart can promise, asked outside a hard moment: the honest line is the first thing said.
  // (A "when" answered with the chart's dates says it after them instead.)
  if (plan.outcome && !plan.situation && !dated) return noPromiseLine(null, plan.topic, voice, plan.message);
  return null;
}

/**
 * Below Pro, a partner's sign named: how that Sun sign meets this chart in general terms, then once in a chat what
 * Pro adds (the price from the contract). The reading of the person's own Venus, Mars and 7th house goes with it.
 */
export function compatibilityTaste(plan: ReplyPlan, chart: ChartContext, earlierText: string): string | null {
  const sign = plan.question.signs[0];
  const meeting = sign ? signMeetsChart(sign, chart) : null;
  const pro = compatibilityPointer(plan.tier ?? 'free');
  // Said once in a chat, and never in a chat where something hard was shared.
  const pointer = sellsNothing(plan) || earlierText.includes(normal(pro)) ? null : pro;
  const text = [meeting, pointer].filter(Boolean).join(' ');
  return text ? (meeting ? `### ${sign} and your signs\n${text}` : text) : null;
}

/** Thanks or a goodbye answered whole in the person's language, when we have it written and it is not said yet. */
export function thanksInTheirLanguage(plan: ReplyPlan, earlierText: string, turn: number): string | null {
  if (plan.mode !== 'thanks' || plan.language === 'en') return null;
  // A close in their language names their plan (closing-turn.ts); its sign-off is the language's, not a voice's.
  if (plan.topic === CLOSING_TOPIC) return closingReply(plan.message, plan.language, 'guide');
  // "Obrigada, boa noite": a goodnight with the thanks is a goodbye.
  const acts = plan.heard?.acts ?? [];
  // A goodbye naming one thing they said ("mañana madrugo") says it back, in their language (goodbye-pickup.ts).
  const picked = goodbyePickupIn(plan.language, plan.message);
  if (picked && !earlierText.includes(normal(picked))) return picked;
  const line = thanksInLanguage(plan.language, acts.includes('greet') || acts.includes('leave'), turn);
  return line && !earlierText.includes(normal(line)) ? line : null;
}
