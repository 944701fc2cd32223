// The built-in writer's short shapes: a reply cut to whole sentences under a word cap, or one factor in one step.

import type { ChartContext } from '../chart-context.ts';
import { bindingTension, isTension, tensionTrait, tensionWeakness } from './binding-tension.ts';
import { type FactorMeaning, factSentence, mainOf, meaningText, offerLabel } from './factor-lines.ts';
import { aspectId } from './factors.ts';
import { stepForWeakness } from './fix-that.ts';
import type { FrameMemory } from './frames.ts';
import { phraseSentence } from './phrase-grammar.ts';
import type { ReplyPlan } from './plan-types.ts';
import { lowerFirst } from './voices/grammar.ts';
import { workMove } from './work-move.ts';

const stripStop = (s: string) => s.replace(/[.!]+$/, '');

import type { Voice } from './voices/index.ts';

export const words = (text: string) =>
  text
    .replace(/[#*_>-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Sentences of a text; a stop inside a number ("1.5°") does not end one. */
const sentencesOf = (text: string): string[] => text.match(/.+?[.!?]+(?=\s|$)\s*|.+$/gs) ?? [text];

/** Whole sentences from the start while they fit the word cap (an answer asked to be short is kept short). */
export function capWords(text: string, cap: number): string {
  const parts = sentencesOf(text);
  let out = '';
  for (const part of parts) {
    if (out && words(out + part) > cap) break;
    out += part;
  }
  return out.trim();
}

/** The placement a trait comes from, as the meaning read it: its house when only the house is new in this chat. */
function traitSource(f: ReplyPlan['factors'][number]): string {
  if (f.kind === 'placement' && f.showHouse && !f.showSign && f.point.house) {
    const n = f.point.house;
    return `your ${f.point.name} in the ${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} house`;
  }
  return offerLabel(f);
}

/** The trait asked for by name ("biggest weakness"), said with "you" as its subject, then the same placement's other side. */
export function namedTrait(
  trait: string,
  other: string | undefined,
  named: string,
  label: string,
  otherIsShadow = false,
): string {
  const names = { person: 'someone', subject: label };
  // Knowledge phrases written for "someone with it" ("harsh about own needs") get their "your" back.
  const yours = (phrase: string) => stripStop(phrase).replace(/\b(about|of|for|with|on) own\b/g, '$1 your own');
  const first = phraseSentence(yours(trait), names, {
    verb: `The ${named} I'd name first: with ${label}, you can be someone who {phrase}.`,
    adjective: `The ${named} I'd name first: with ${label}, you can be {phrase}.`,
    noun: `The ${named} I'd name first comes from ${label}: {phrase}.`,
  });
  const lead = first.startsWith('With ') ? `The ${named} I'd name first: ${lowerFirst(first)}` : first;
  if (!other) return lead;
  // The other side is the gift after a weakness ("at your best") and the price after a strength ("overdone").
  const second = phraseSentence(yours(other), names, {
    verb: otherIsShadow
      ? 'Its price, when overdone: you can be someone who {phrase}.'
      : 'The other side of the same placement: at your best, you are someone who {phrase}.',
    adjective: otherIsShadow
      ? 'Its price, when overdone: you can be {phrase}.'
      : 'The other side of the same placement: at your best, you are {phrase}.',
    noun: otherIsShadow ? 'Its price, when overdone: {phrase}.' : 'The other side of the same placement: {phrase}.',
  });
  return `${lead} ${second.startsWith('With ') ? `The other side: ${lowerFirst(second)}` : second}`;
}

/** Words a short answer may run to, and one step with the placement it rests on. */
const SHORT_WORDS = 80;

const ONE_STEP_WORDS = 100;

export const shapeCap = (plan: ReplyPlan) => (plan.shape === 'one-thing' ? ONE_STEP_WORDS : SHORT_WORDS);

/**
 * The answer shaped as asked: one factor and the sentence that answers (the harder side when a weakness is asked),
 * or one step to take. No headings, no second factor, no closing question.
 */
export function shapedReply(
  plan: ReplyPlan,
  chart: ChartContext,
  voice: Voice,
  meaning: FactorMeaning,
  tips: string[],
  intro: string,
  said: FrameMemory,
): string {
  const f = plan.factors[0]!;
  const main = mainOf(meaning);
  const fact = factSentence(f, voice, chart, said, true);
  let answer: string;
  const atWork = workMove(plan, chart, said);
  if (atWork) return capWords(atWork, shapeCap(plan));
  if (plan.shape === 'one-thing') {
    // The first move of the voice's suggestion, without its list number.
    const step = (tips[0] ?? '').replace(/^\d+\.\s*/, '');
    const tension = f.kind === 'aspect' && isTension(f.aspect) ? tensionTrait(f.aspect) : undefined;
    const weakness = plan.side === 'shadow' ? (tension ?? main?.shadow[0]) : undefined;
    answer = weakness ? stepForWeakness(weakness, traitSource(f)) : (sentencesOf(step)[0]?.trim() ?? step);
  } else if (plan.side === 'shadow' && asksOfWholeChart(plan) && bindingTension(chart)) {
    // A weakness of the whole chart is its most binding tension, not the first placement with a harder side.
    const tension = bindingTension(chart);
    return capWords(tension ? tensionWeakness(tension, plan.named ?? 'weakness') : '', shapeCap(plan));
  } else {
    const shadow = main?.shadow[0];
    const gift = main?.gifts[0];
    const [first, other] = plan.side === 'shadow' ? [shadow, gift] : plan.side === 'gift' ? [gift, shadow] : [];
    answer = first
      ? namedTrait(
          first,
          other,
          plan.named ?? (plan.side === 'shadow' ? 'weakness' : 'strength'),
          traitSource(f),
          plan.side === 'gift',
        )
      : meaningText(f, meaning, voice, said, true).slice(0, 2).join(' ');
  }
  const cap = shapeCap(plan);
  const withIntro = [intro, fact, answer].filter(Boolean).join(' ');
  return capWords(words(withIntro) <= cap ? withIntro : [fact, answer].join(' '), cap);
}

/** The message names no point, house or sign of its own: it asks about the person as a whole. */
function asksOfWholeChart(plan: ReplyPlan): boolean {
  const about = plan.heard?.about;
  return !!about && !about.points.length && !about.houses.length && !about.signs.length && !about.aspects.length;
}

/**
 * What a shaped reply read, for the chat's memory: the tension it named for a weakness of the whole chart, else
 * the factor it rests on.
 */
export function shapedIds(plan: ReplyPlan, chart: ChartContext, factorIds: string[]): string[] {
  const tension =
    plan.side === 'shadow' && plan.shape === 'short' && asksOfWholeChart(plan) ? bindingTension(chart) : null;
  return tension ? [aspectId(tension.aspect)] : factorIds;
}

/** A short reply to "what's my rising sign" says the sign first, unless its own first words already do. */
export function signFirst(text: string, answer: string | null, cap: number): string {
  const named = answer ? /^Your (?:(rising) sign is|(\w+(?: \w+)?) is in) (\w+)/.exec(answer) : null;
  if (!answer || !named) return text;
  // A first sentence that already names the point and its sign ("As we saw, your Venus is in Gemini") answers it.
  const first = sentencesOf(text)[0] ?? '';
  // (A voice's flourish first, "At your first breath Libra was rising", still leaves the plain answer to say.)
  const plainly = /^(?:as we saw, |so, )?your /i.test(first);
  if (plainly && first.includes(named[3]!) && new RegExp(named[1] ?? named[2]!, 'i').test(first)) return text;
  // Whole sentences within the length a short answer keeps (the last one gives way to the answer).
  return capWords(`${answer} ${text}`, cap);
}
