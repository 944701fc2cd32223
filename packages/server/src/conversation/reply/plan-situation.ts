// A hard thing told (a death, a lost job, no sleep): the plan for that turn, and for the follow-ups that go on with
// it ("will she get better?", "how can I cope?") though their own words name no situation. Pure.
import { planAtLeast } from '@stellara/contract';
import type { Situation, Understanding } from '../understanding/understanding.ts';
import { type Carried, carriedSituation, feelingLine } from './care.ts';
import { careNeed, careSources, keepsNoReading } from './care-talk.ts';
import { situationCandidates, themeCandidates } from './factor-candidates.ts';
import { dedupe } from './factors.ts';
import { GENERAL_TERMS } from './general-terms.ts';
import { hardShare, shareFactors, toldFactors } from './hard-shares.ts';
import { timingFacts } from './plan-timing.ts';
import type { PlanBuilder, PlanInput, TimingFacts } from './plan-types.ts';
import type { Question } from './question.ts';
import { SITUATION_FACTORS } from './situation-factors.ts';
import type { OutcomeAsk } from './situations.ts';

/**
 * On a hard turn only what touches the situation's own points is named: an unrelated transit is noise to someone in
 * pain. But a month asked about by name ("what does February hold? the transfer is mid-month") is answered with its
 * strongest passage when none touches those points: "nothing touches your chart" would be untrue.
 */
function situationTiming(input: PlanInput, targets: readonly string[]): TimingFacts {
  const t = timingFacts(input, 'now', new Set(targets));
  const touches = (x: { target: string }) => targets.includes(x.target);
  const slow = t.slow.filter(touches);
  const strongest = t.period.span === 'range' && !slow.length ? t.slow.slice(0, 1) : [];
  return { ...t, current: t.current.filter(touches), slow: slow.length ? slow : strongest };
}

/**
 * The message asks about time ("what about this month?", "what are the transits doing?"): only then a sky section.
 * A time told with the news ("he left yesterday", "she's in a hospice now") asks nothing of the sky.
 */
function asksTiming(q: Question, heard: Understanding | null, message: string): boolean {
  const asks = !!heard?.acts.some((a) => a === 'ask' || a === 'ask-several' || a === 'more');
  // "This week I started skipping meals again" tells when; it asks for the sky only as a question or by name.
  return (asks || TRANSITS_NAMED.test(message)) && (!!heard?.about.techniques.includes('transits') || !!q.timing);
}

/** Life areas that lead a hard turn's factors when named ("should I leave him?"): health and feelings do not. */
const LEADING_AREAS = new Set(['love', 'career', 'money', 'home', 'friends']);

/** Something hard shared with no placement asked about: the factors that speak to that situation. */
export const planSituation: PlanBuilder = ({ q, input, base, b, limit }) => {
  const situation = base.situation;
  if (!situation || !['reading', 'more', 'transits'].includes(q.kind)) return null;
  if (q.points.length || q.houses.length || q.aspect) return null;
  // A share with its own ground (burnout the 6th, a move the 4th and 9th, a sister the 3rd) is read from it, its
  // houses included: the person named that part of life.
  // A eulogy to write or a sleepless night is helped, not read; a choice with an ex or with family has its own ground.
  // (No reading at all when they asked for none earlier and ask nothing of the chart now.)
  const need = careNeed(situation, input.message, input.earlierQuestions);
  const care = keepsNoReading(input.message, input.earlierQuestions) ? 'none' : careSources(need);
  const shared = care === 'none' ? null : (shareFactors(situation, input.message) ?? care);
  const sources = shared ?? toldFactors(situation, input.earlierQuestions) ?? SITUATION_FACTORS[situation];
  const illTold = hardShare(input.message)?.kind === 'ill-parent';
  const personal = planAtLeast(input.tier, 'plus');
  return {
    ...base,
    topic: GENERAL_TERMS[situation],
    // A life area the message names ("should I leave him?" is about love) leads; the situation's own factors follow.
    // A house with nothing in it says little to someone in pain: its ruler and the points speak instead.
    factors: dedupe([
      ...(q.theme && LEADING_AREAS.has(q.theme) && !shared ? themeCandidates(b, q.theme).slice(0, 2) : []),
      // A share's first point and its houses lead: burnout is Saturn and the 6th, "my sister" the 3rd and the 4th.
      ...(shared
        ? [
            ...situationCandidates(b, { ...shared, points: shared.points.slice(0, 1), rulersOf: [], houses: [] }),
            ...shared.houses.map((h) => b.house(h)),
          ]
        : []),
      ...situationCandidates(b, sources),
    ])
      .filter((f) => f.kind !== 'house' || shared)
      // A follow-up on it is answered with help (the writer's comfort lines), not another placement; so is an ill
      // parent told, where the Moon's steadying and the carer's lines are the chart's part.
      .slice(0, base.carried?.followsUp || care === 'none' || illTold ? 0 : Math.min(limit, 2)),
    // Help that is not a reading (a eulogy, a goodbye's day, a job decision with its own timing) lists no transits,
    // and no "here is where your chart meets it" line recalled from earlier in the chat. Nor does a hard turn that
    // asks nothing of time: the sky right now is noise to someone telling of a betrayal or a diagnosis.
    timing:
      personal && care !== 'none' && asksTiming(q, base.heard, input.message)
        ? situationTiming(input, sources.transitsTo)
        : null,
    ...(care === 'none' ? { recall: null } : {}),
    // "Will the kids be ok?" is answered by the children's own honest first line, not a second no-promise line.
    ...(need?.kind === 'children' ? { outcome: false } : {}),
  };
};

/** Life areas a follow-up may name and still be about the hard thing told just before ("will I find work?"). */
const SITUATION_AREAS: Record<Situation, readonly (string | null)[]> = {
  bereavement: ['home', 'emotions'],
  'job-loss': ['career', 'money'],
  breakup: ['love'],
  conflict: ['love', 'home', 'friends'],
  illness: ['health', 'home', 'emotions'],
  'money-worry': ['money', 'career'],
  anxiety: ['emotions', 'health'],
  sleep: ['emotions', 'health'],
  loneliness: ['love', 'friends', 'emotions'],
  decision: [],
};

/** Words that ask how to get through something, not about the chart. */
const COPING =
  /\b((?:do ?n[o']?t|dont|do not) know what to do|no se que hacer|nao sei o que fazer|je ne sais pas quoi faire|non so cosa fare|cope|coping|deal with (?:it|this)|get through|handle (?:it|this)|what (?:else )?(?:can|should|could) i do|what now|move on|help me|how (?:do|can|should) i (?:tell|say|explain|talk)|do ?n[o']?t know how to)\b/i;

/** Transits or dates asked for in so many words. */
export const TRANSITS_NAMED =
  /\b(?:transits?|tr[aáâ]nsitos?|transite?s?|transiti|dates?|fechas|datas|termine|datums?)\b/i;

/** How many earlier messages a hard thing told stays the subject of follow-ups that name none of their own. */
const SITUATION_MEMORY = 3;

/**
 * The situation a follow-up goes on with: "will she get better?" or "how can I cope" right after "my mom is in
 * hospital" is still about the mother, though its own words name no situation. Only for a message that asks about
 * no chart subject of its own, no technique, and no other life area.
 */
function followedUpSituation(
  input: PlanInput,
  heard: Understanding,
  q: Question,
  earlier: readonly Understanding[],
  outcome: OutcomeAsk,
): Situation | null {
  if (input.automatic || input.part) return null;
  if (
    q.points.length ||
    q.houses.length ||
    q.signs.length ||
    q.aspect ||
    heard.about.techniques.some((t) => t !== 'transits')
  )
    return null;
  if (!['reading', 'more', 'transits'].includes(q.kind)) return null;
  // "What does June look like? Dates please", "what are my transits now": a timing question gets its dates, even
  // inside a hard chat ("when will it get easier?", "how do I get through this week" still go on with the hard thing).
  if (
    q.kind === 'transits' &&
    (TRANSITS_NAMED.test(input.message) || !(outcome.prediction || outcome.easing || COPING.test(input.message)))
  )
    return null;
  if (heard.acts.some((a) => a === 'thank' || a === 'leave' || a === 'off-topic' || a === 'hostile')) return null;
  const area = q.theme === 'self' || q.theme === 'emotions' ? null : q.theme;
  // "What now?", "what else can I do?", "will she get better?" go on with the hard thing; "what's my best career
  // path?" after a lost job is a question of its own.
  const goesOn =
    COPING.test(input.message) ||
    outcome.prediction ||
    /\b(soon|when)\b/i.test(input.message) ||
    // Telling more of it ("i don't know how to tell my kids") goes on with it too.
    (heard.acts.includes('share') && !heard.acts.includes('ask'));
  for (const said of earlier.slice(-SITUATION_MEMORY).reverse()) {
    if (said.situation) {
      if (area === null) return said.situation;
      return SITUATION_AREAS[said.situation].includes(area) && goesOn ? said.situation : null;
    }
    // A chart question in between ("what about my Moon?") moved the thread on: "why?" follows that, not the loss.
    const between = said.about;
    const chartQuestion =
      between.points.length ||
      between.houses.length ||
      between.signs.length ||
      between.techniques.some((t) => t !== 'transits');
    if (chartQuestion && (q.kind === 'more' || !goesOn)) return null;
  }
  return null;
}

/**
 * The hard thing shared earlier in the chat that this turn carries, or null when this message shares its own (or
 * nothing hard was shared): the follow-up's own situation when it goes on with one told just before, else the
 * chat's latest hard thing, which keeps the turn gentle. `earlier` is every earlier message as heard, oldest first.
 */
export function carriedInto(
  input: PlanInput,
  heard: Understanding | null,
  q: Question,
  earlier: readonly Understanding[],
  outcome: OutcomeAsk,
): Carried | null {
  if (!heard || heard.situation) return null;
  const followed = followedUpSituation(input, heard, q, earlier, outcome);
  const kept = carriedSituation(
    earlier.map((e) => e.situation),
    input.message,
  );
  const situation = followed ?? kept;
  if (!situation) return null;
  // What is met before the chart: how it ends, asked; or a feeling shared rather than a question.
  const opening = !kept
    ? null
    : outcome.easing || outcome.prediction
      ? 'outcome'
      : heard.acts.includes('share') && (feelingLine(input.message) || !asksAnything(heard.acts))
        ? 'feeling'
        : null;
  return { situation: followed ? situation : kept!, opening, followsUp: followed !== null };
}

/** The message asks something beyond what it shares. */
const asksAnything = (acts: readonly string[]) => acts.some((a) => a === 'ask' || a === 'ask-several' || a === 'more');
