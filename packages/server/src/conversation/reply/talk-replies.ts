// The answers to questions about the conversation itself (talk.ts): what Stellara remembers and keeps, what the plans
// include, and a date asked for after a "when" question. Every fact comes from the person memory, the contract's plan
// table (docs/plans.md) or the chart's own timing; a sentence the chat already holds is not said again. Pure.

import {
  type Feature,
  featureRules,
  type PersonalityId,
  planAtLeast,
  planInfo,
  savedChatsKept,
  type Tier,
} from '@stellara/contract';
import type { ChartContext } from '../chart-context.ts';
import type { Topic } from '../understanding/understanding.ts';
import { plainerReply, reshapedReply, shorterPlain } from './asked-shape.ts';
import { sentencesOf } from './format-asks.ts';
import { sellsNothing } from './hard-chat.ts';
import { mainPointOf } from './language-switch.ts';
import { chartsHeld, featurePriceLine, PLAN_ADDS } from './plan-lines.ts';
import type { ReplyPlan } from './plan-types.ts';
import { PLAIN_PRACTICE_OPENING, PRACTICE_IDEAS_OPENING, PRACTICE_OPENING } from './practice.ts';
import { normal } from './said-once.ts';
import type { TalkFacts } from './talk-types.ts';
import { whenAnswer } from './when-answer.ts';

const usd = (n: number) => `$${n} a month`;

/** The first of the wordings the chat has not read yet; the last one when all have been said. */
const unsaidOf = (options: string[], earlierText: string) =>
  options.find((o) => !earlierText.includes(normal(o))) ?? options.at(-1)!;

// ---------------------------------------------------------------------------------------------
// Memory

const TOPIC_NAME: Partial<Record<Topic, string>> = {
  career: 'your work',
  love: 'your love life',
  family: 'your family',
  money: 'money',
  health: 'your health',
};

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What is kept, as it is: read from their own messages, where, for how long, and how to remove it. */
function keptTruth(tier: Tier): string {
  const base =
    "I don't keep a separate file on you. What I remember is read from the messages you write, and I only use it to bring back something you told me when a later question touches it.";
  if (tier === 'anonymous')
    return `${base} As a guest, that means this chat only: it isn't saved to an account, and it is cleared once it has sat idle for a while. If you sign up, this chat is kept with your account and your next chats can recall it.`;
  const kept = savedChatsKept(tier);
  const limit = kept ? ` (your plan keeps your last ${kept} chats)` : '';
  return `${base} As a member, that covers this chat and your recent other chats${limit}, so a new chat can pick up what you told me before. Delete a chat from your History and what it held goes with it; deleting your account in Settings removes all of it.`;
}

/** "Will you remember me next time?": what is kept between visits, as the plan keeps it (docs/plans.md). */
function nextVisitTruth(tier: Tier): string {
  if (tier === 'anonymous')
    return "Not as a guest, I'm afraid: without an account your birth details and this chat are kept only for this visit, so next time we would start fresh. A free account keeps your chart and your recent chats, so I can pick up where we left off.";
  const kept = savedChatsKept(tier);
  const chats = kept ? `your last ${kept} chats` : 'all your chats';
  return `Yes: your chart is saved to your account and ${chats} are kept, so next time I can pick up what you told me. You can delete a chat from your History, or everything in Settings, whenever you like.`;
}

/**
 * "If I close this tab is my chart gone?": a guest's chart and chat last only for the browser session (the spec), so
 * the honest yes, and that a free account keeps them; a member's are saved, so no.
 */
function closeTruth(tier: Tier): string {
  if (tier === 'anonymous')
    return `Yes, as a guest it would be: without an account your birth details and this chat last only for this browser session, so closing the tab ends them. A free account keeps your chart on your profile and your last ${savedChatsKept('free')} chats in Reading History, so you can come back to them.`;
  const kept = savedChatsKept(tier);
  return `No: your chart is saved to your profile and ${kept ? `your last ${kept} chats are` : 'all your chats are'} kept in Reading History, so closing the tab loses nothing. You can delete a chat there, or everything in Settings, whenever you like.`;
}

function memoryReply(facts: Extract<TalkFacts, { kind: 'memory' }>): string {
  const { told, wanted, asked, tier } = facts;
  if (asked === 'next') return nextVisitTruth(tier);
  if (asked === 'close') return closeTruth(tier);
  const named = wanted.length ? listOf(wanted.map((t) => TOPIC_NAME[t] ?? t)) : null;
  const matching = wanted.length ? told.filter((t) => t.topics.some((topic) => wanted.includes(topic))) : told;
  const where = (t: { here: boolean }) => (t.here ? '' : ', in an earlier chat');
  const said = matching.slice(0, 3).map((t) => `${t.phrase}${where(t)}`);
  let recall: string;
  if (said.length) recall = `Yes: you told me about ${listOf(said)}, and I'll keep it in mind as we go.`;
  else if (told.length && named)
    recall = `You haven't told me about ${named} yet; what I do have is ${listOf(told.slice(0, 2).map((t) => t.phrase))}. Tell me about ${named} and I'll keep it in mind.`;
  else if (named) recall = `Not yet: you haven't told me about ${named}. Tell me, and I'll keep it in mind as we go.`;
  else
    recall =
      "Nothing yet: you haven't told me about your life so far, only asked about your chart. Whatever you share, I'll keep in mind as we go.";
  if (asked === 'recall') return recall;
  if (asked === 'kept') return said.length ? `${keptTruth(tier)} So far that is ${listOf(said)}.` : keptTruth(tier);
  return `${recall} ${keptTruth(tier)}`;
}

// ---------------------------------------------------------------------------------------------
// Plans

/** Each feature as a person would name it. */
const FEATURE_NAME: Record<Feature, string> = {
  profile: 'Your saved profile',
  savedChats: 'Saved chats and your reading history',
  personalities: 'All five voices',
  technicalLevel: 'The Technical level',
  folders: 'Folders for your chats',
  charts: `Stored charts (${chartsHeld('plus')} on Plus, ${chartsHeld('pro')} on Pro)`,
  extraCharts: 'Extra charts',
  transits: 'Current Transits',
  transitTiming: 'Timing',
  compatibility: 'Compatibility, synastry and composite readings',
  synastry: 'Synastry',
  composite: 'Composite charts',
};

/** What each plan adds over the one below it (plan-lines.ts, docs/plans.md), as a person reads it. */
const ADDS = PLAN_ADDS;

const priced = (tier: Tier) =>
  planInfo[tier].priceUsdPerMonth
    ? `${planInfo[tier].name} (${usd(planInfo[tier].priceUsdPerMonth)})`
    : planInfo[tier].name;

function featureLine(feature: Feature, tier: Tier): string {
  // Timing has two steps: transit forecasts with Plus, the advanced timing with Pro (plan-lines.ts).
  if (feature === 'transitTiming' || feature === 'transits') return featurePriceLine('transitTiming', tier);
  const needs = featureRules[feature].minPlan;
  const have = planAtLeast(tier, needs);
  return have
    ? `${FEATURE_NAME[feature]}: that is already in your ${planInfo[tier].name} plan.`
    : `${FEATURE_NAME[feature]}: part of ${priced(needs)}${needs === 'plus' ? ', and of Pro too' : ''}.`;
}

function plansReply(facts: Extract<TalkFacts, { kind: 'plans' }>, earlierText: string): string {
  const { tier, feature } = facts;
  if (facts.compare && !feature) return comparedReply(facts.compare.from, facts.compare.to, tier);
  const yours =
    tier === 'anonymous'
      ? 'You are chatting as a guest, with no account yet.'
      : `You are on ${planInfo[tier].name}${planInfo[tier].priceUsdPerMonth ? ` (${usd(planInfo[tier].priceUsdPerMonth)})` : ''}, which gives you ${tier === 'free' ? ADDS.free : tier === 'plus' ? ADDS.plus : `everything in Plus, plus ${ADDS.pro}`}.`;
  const above = (['free', 'plus', 'pro'] as const).filter((t) => !planAtLeast(tier, t));
  const next = above.map((t) => `${priced(t)} adds ${ADDS[t]}`);
  const how =
    tier === 'anonymous'
      ? 'A free account comes first; the paid plans are on the Plans page.'
      : tier === 'pro'
        ? null
        : 'You can switch on the Plans page whenever you like.';
  // "Can I get it without paying?" gets its no first, when it is a no.
  const notFree =
    facts.free && feature && !planAtLeast(tier, featureRules[feature].minPlan) ? 'Not on a free account, sorry. ' : '';
  const sentences = feature
    ? [`${notFree}${featureLine(feature, tier)}`, how]
    : [yours, ...(next.length ? next.map((n) => `${n}.`) : ['That is everything Stellara has.']), how];
  // A sentence the chat already holds is not said again; when all of them were, a short pointer back.
  const fresh = sentences.filter((s): s is string => !!s && !earlierText.includes(normal(s)));
  return fresh.length
    ? fresh.join(' ')
    : 'That is the same answer as before: nothing about the plans has changed since.';
}

/** The higher of two named plans over the lower, every step between them counted, and which one they are on. */
function comparedReply(from: Tier, to: Tier, tier: Tier): string {
  const steps = (['plus', 'pro'] as const).filter((t) => planAtLeast(t, from) && t !== from && planAtLeast(to, t));
  if (!steps.length) return `${planInfo[from].name} already has everything ${planInfo[to].name} does.`;
  const over = steps.map((t, i) => (i === 0 ? ADDS[t] : `on top of that, ${ADDS[t]}`)).join('; ');
  const price = planInfo[to].priceUsdPerMonth ? `, for ${usd(planInfo[to].priceUsdPerMonth)}` : '';
  const yours = tier === from || tier === to ? ` You are on ${planInfo[tier].name} now.` : '';
  return `Compared with ${planInfo[from].name}, ${planInfo[to].name} gives you ${over}${price}.${yours} You can switch on the Plans page whenever you like.`;
}

// ---------------------------------------------------------------------------------------------
// A date

function dateReply(plan: ReplyPlan, chart: ChartContext | null, earlierText: string): string {
  if (plan.timing?.personal && chart) {
    const when = whenAnswer(plan, chart, (s) => earlierText.includes(normal(s)));
    if (when)
      return `${when} ${unsaidOf(['It is a window to watch, not a promise of the outcome.', 'Treat it as timing, not a guarantee.'], earlierText)}`;
  }
  // In a chat that holds something hard: no date guessed, and no plan named.
  if (sellsNothing(plan))
    return unsaidOf(
      [
        "I can't honestly put a date on it without reading your own transits, and I'd rather not guess one.",
        'Still no date from me, sorry: guessing one would not be fair to you.',
      ],
      earlierText,
    );
  // One plain sentence on which plan gives dates, never the same one twice in a chat, and the price only if the
  // chat has not named it yet.
  const priceSaid = /\$\d/.test(earlierText);
  return unsaidOf(
    [
      ...(priceSaid
        ? []
        : [
            `A date needs your own transits, and those come with ${priced('plus')}; on your plan I'd rather not guess one.`,
          ]),
      `I can't honestly put a date on it without your own transits, which start with the Plus plan.`,
      'Dates stay with the Plus plan, I am afraid; anything else would be a guess dressed up as an answer.',
      'Still no date from me without your transits, sorry: guessing one would not be fair to you.',
    ],
    earlierText,
  );
}

/** "In two sentences": as many plain sentences as asked, else three. */
const sentencesAsked = (plan: ReplyPlan) => (plan.length?.unit === 'sentence' ? plan.length.count : 3);

/** The last reply's first plain statement, for a reshape that found nothing else to keep. */
function alreadyPlain(last: string): string {
  const point = sentencesOf(last.replace(/^[^\n]*:\s*$/gm, '')).find(
    (s) => !s.endsWith('?') && !/\$\d|Stellara\b/.test(s) && s.split(/\s+/).length <= 40,
  );
  return point
    ? `As plainly as I can put it: ${point.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase())}`
    : 'That is as plain as I can make it for now; ask me one thing and I will answer it in a line.';
}

/** The answer to a 'talk' plan; null for any other plan. */
export function talkReply(
  plan: ReplyPlan,
  chart: ChartContext | null = null,
  earlierText = '',
  voice: PersonalityId = 'guide',
  earlier: readonly string[] = [],
): string | null {
  const facts = plan.talk;
  if (plan.mode !== 'talk' || !facts) return null;
  if (facts.kind === 'summary') {
    const last = earlier.at(-1);
    const reshaped =
      facts.reshape || plan.practical
        ? reshapedReply(plan, earlier)
        : !last
          ? null
          : facts.plain
            ? plainerReply(last, sentencesAsked(plan), facts.noNames)
            : (facts.shorter ? shorterPlain : mainPointOf)(last);
    // Nothing left to reshape (a reply that was all sky and price): say so with its point, never an empty reply.
    return reshaped ?? (last ? alreadyPlain(last) : null);
  }
  if (facts.kind === 'memory') return memoryReply(facts);
  if (facts.kind === 'plans') return plansReply(facts, earlierText);
  if (facts.kind === 'chart-answer') {
    // Asked again: the same answer, said to be the one given before, in its first sentence only.
    // What they told of their life that bears on it ("your work as a nurse") is named first.
    if (!earlierText.includes(normal(facts.text))) return [plan.recall?.line, facts.text].filter(Boolean).join(' ');
    return `As I said earlier: ${facts.text.split(/(?<=\.)\s+/)[0]!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
  }
  if (facts.kind === 'practice') {
    // A second practice in one chat leaves out what the first already said (the way their Moon takes it).
    // Several rituals come as a list after the date, which is kept whole on its own lines.
    const [lead = '', ...list] = facts.text.split('\n\n');
    const opening = list.length
      ? PRACTICE_IDEAS_OPENING[facts.plain ? 'plain' : voice]
      : facts.plain
        ? PLAIN_PRACTICE_OPENING
        : PRACTICE_OPENING[voice];
    const fresh = [opening, ...lead.split(/(?<=\.)\s+(?=[A-Z])/)].filter((s) => !earlierText.includes(normal(s)));
    return [fresh.join(' '), ...list].join('\n\n');
  }
  if (facts.kind === 'short')
    return unsaidOf(
      ['Got it: short answers from here on. What would you like to know?', 'Short it is. What shall we look at?'],
      earlierText,
    );
  return dateReply(plan, chart, earlierText);
}
