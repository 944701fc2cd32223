// Plans for a chat where something hard was shared, and for the asks that need no chart: an apology for sharing,
// the plans' prices, a health question (the doctor decides, never the chart), and the turns after a hard one. Pure.

import type { Understanding } from '../understanding/understanding.ts';
import { asksForCalm } from './calming.ts';
import { apologisesForSharing, carriedSituation } from './care.ts';
import { keepsNoReading, wantsJustToTalk } from './care-talk.ts';
import { traitAsked } from './care-traits.ts';
import { crisisCountry } from './crisis-lines.ts';
import { situationCandidates } from './factor-candidates.ts';
import { dedupe } from './factors.ts';
import { GENERAL_TERMS } from './general-terms.ts';
import { planHardFollowUp } from './hard-followups.ts';
import { asksTheChart, hardShare, toldFactors } from './hard-shares.ts';
import { normalise } from './own-terms.ts';
import { TRANSITS_NAMED } from './plan-situation.ts';
import type { PlanBuilder } from './plan-types.ts';
import { asksPrice } from './prices.ts';
import { type SafetyTurn, soundsHopeless, speaksOfOwnHarm } from './safety.ts';
import { heldSafetyTurn } from './safety-held.ts';
import { SITUATION_FACTORS } from './situation-factors.ts';

/** "Sorry for dumping all this on an app": not doubt, not hostility; a warm, short reply. */
export const planApology: PlanBuilder = ({ input, base }) =>
  // "Sorry, change of topic: my son is being bullied" apologises on the way to telling something: that is met instead.
  apologisesForSharing(input.message) && !hardShare(input.message) ? { ...base, mode: 'apology', topic: 'you' } : null;

// A question in words (the reader can hear "just tired" as one); what is not asked right after is met as it is.
const ASKS_SOMETHING =
  /\?|\b(tell me|dime|dis-moi|dites-moi|me diz|diz-me|sag mir|dimmi|what|how|why|when|where|which|who|can you|could you|explain|show me|qu[eé]|c[oó]mo|por qu[eé]|cu[aá]ndo|o que|quando|pourquoi|quand|comment|wie|warum|wann|cosa|perch[eé])\b/i;

/**
 * Thoughts of dying or of self-harm: the reply is about their safety and nothing else. Hopelessness that names no
 * wish to die ("I don't see the point of anything") gets a direct check-in with the same lines. The message right
 * after either that shares nothing new of the chart ("no, I won't do anything, just tired") is met gently too.
 */
export const planSafety: PlanBuilder = ({ input, base, heard }) => {
  // Later turns held (safety-held.ts): an app question goes to its own plan; a plan to call or a bare retraction here.
  const held = heldSafetyTurn(input.message, input.earlierQuestions);
  if (held === 'app') return null;
  const spoken = (m: string) => speaksOfOwnHarm(m) || soundsHopeless(m);
  const before = input.earlierQuestions.some(spoken);
  const safety: SafetyTurn | null = held
    ? held
    : speaksOfOwnHarm(input.message)
      ? before
        ? 'again'
        : 'first'
      : soundsHopeless(input.message)
        ? before
          ? 'again'
          : 'check'
        : input.retracted
          ? null
          : input.earlierQuestions.length > 0 &&
              spoken(input.earlierQuestions.at(-1)!) &&
              !ASKS_SOMETHING.test(input.message)
            ? 'after'
            : before && tellsMore(heard)
              ? 'more'
              : null;
  if (!safety) return null;
  const country = crisisCountry(
    [...input.earlierQuestions, input.message],
    input.chart.birth?.local?.timezone,
    base.language,
  );
  return {
    ...base,
    mode: 'safety',
    safety,
    crisisCountry: country,
    topic: 'you',
    factors: [],
    situation: null,
    gate: null,
  };
};

/**
 * Later in a chat that spoke of not wanting to live, a message telling more of the hard thing (not a chart question,
 * a thanks or a goodbye): asked again about their safety, with the line, before any reading.
 */
function tellsMore(heard: Understanding | null): boolean {
  if (!heard) return false;
  const chartAsked =
    heard.about.points.length || heard.about.houses.length || heard.about.signs.length || heard.about.techniques.length;
  const other = heard.acts.some((a) => ['thank', 'leave', 'greet', 'off-topic', 'hostile'].includes(a));
  return !chartAsked && !other && (heard.acts.includes('share') || heard.situation !== null);
}

/** "I don't want a reading, I just don't know who to talk to": no chart at all; they are stayed with. */
export const planJustTalk: PlanBuilder = ({ input, base, heard, acts }) => {
  // Later in that chat, a message that tells nothing hard and asks nothing is listened to, not read (a thanks, a
  // goodbye or a question goes on to its own plan).
  const other = acts.some((a) => !['share', 'noise', 'more', 'agree', 'doubt'].includes(a));
  const later = !other && !heard?.situation && !base.carried && keepsNoReading(input.message, input.earlierQuestions);
  return wantsJustToTalk(input.message) || asksForCalm(input.message) || later
    ? { ...base, mode: 'just-talk', topic: 'you', factors: [], situation: null, gate: null, outcome: false }
    : null;
};

/** What the plans cost: the contract's prices, whatever came before in the chat. */
export const planPrice: PlanBuilder = ({ input, base, acts }) =>
  asksPrice(input.message) && !acts.includes('ask-several') ? { ...base, mode: 'price', topic: 'the plans' } : null;

/**
 * A question about health: a medication change gets the doctor-or-prescriber answer and no chart at all; "does my
 * chart show illness" gets a plain no, then how the person copes (never what will happen to their body).
 */
export const planHealth: PlanBuilder = ({ base, b, heard, input }) => {
  if (!base.health) return null;
  const situation = heard?.situation ?? null;
  if (base.health === 'medication') return { ...base, topic: 'your medication', situation, factors: [] };
  if (base.health === 'treatment-timing' || base.health === 'money-timing' || base.health === 'money-choice')
    return { ...base, topic: 'the timing', situation: null, factors: [], gate: null, timing: null, outcome: false };
  if (base.health === 'follow-up')
    return { ...base, topic: 'your follow-up', situation: null, factors: [], gate: null };
  const about = situation ?? base.carried?.situation ?? 'illness';
  const sources = toldFactors(about, input.earlierQuestions) ?? SITUATION_FACTORS[about];
  // "Will it be serious?" while a result is awaited: the promised "how you meet worry and waiting" is read from the
  // Saturn (how they endure) and the Moon, not from whatever the health houses hold (the fuller coping reading stays
  // for when they ask for it).
  const waiting = !!base.carried && !!base.heard?.acts.every((a) => a === 'ask');
  return {
    ...base,
    situation: null,
    carried: base.carried ?? { situation: situation ?? 'illness', opening: null, followsUp: false },
    topic: 'how you cope',
    factors: waiting
      ? dedupe([b.placement('Saturn'), b.placement('Moon')])
      : situationCandidates(b, sources).slice(0, 2),
    outcome: false,
  };
};

/**
 * Inside a chat where something hard was shared: a question of how or when it ends ("will this get easier?", "when
 * will I get the results?") is answered honestly first, and a feeling shared ("I feel guilty I wasn't there") is met
 * before the chart; the situation's own factors follow, with no transit list and no price.
 */
export const planCarried: PlanBuilder = ({ base, b, q, limit, asks, input }) => {
  const carried = base.carried && base.outcome ? { ...base.carried, opening: 'outcome' as const } : base.carried;
  // A follow-up that goes on with the hard thing itself is the situation's own plan (plan-situation.ts).
  if (!carried || carried.followsUp || q.points.length || q.houses.length || q.aspect || q.signs.length) return null;
  // Transits or dates asked for in so many words are answered with them (plan-timing.ts).
  if (TRANSITS_NAMED.test(input.message)) return null;
  // A chart question with no subject of its own ("does my chart say anything about how I live it?") goes on with
  // what they shared, not a fresh Big Three.
  const open = asks && q.kind === 'reading' && (!q.theme || q.theme === 'self' || q.theme === 'emotions') && !q.timing;
  // "Tell me more" right after the hard thread goes on with what they told, not with a word of it ("the house").
  const more = q.kind === 'more' && onTheHardThread(input.earlierHeard?.at(-1));
  if (!carried.opening && !open && !more) return null;
  // What they told keeps its own ground on every later turn: an animal's goodbye is never read from the family houses.
  const sources = toldFactors(carried.situation, input.earlierQuestions) ?? SITUATION_FACTORS[carried.situation];
  const factors = carried.opening === 'outcome' ? [] : situationCandidates(b, sources).slice(0, Math.min(limit, 2));
  // Nothing of its ground left to read: help with it instead, as a follow-up on it (plan-situation.ts).
  if (more && !carried.opening && !factors.length)
    return { ...base, situation: carried.situation, carried: { ...carried, followsUp: true }, factors: [] };
  return {
    ...base,
    // An open chart question keeps what they told in one clause before the chart ("With your dad's dementia so
    // close, ..."), never a bright "good question" opener.
    carried: carried.opening || more ? carried : { ...carried, opening: 'chart' },
    ...(more ? { note: 'more' as const } : {}),
    topic: GENERAL_TERMS[carried.situation],
    outcome: false,
    // How it ends is answered plainly and left there; a feeling shared is met, then the situation's own factors.
    factors,
  };
};

/** The message before was part of the hard thread: a hard thing told, or something shared with no chart subject. */
function onTheHardThread(before: Understanding | undefined): boolean {
  if (!before) return false;
  const about = before.about;
  const chartSubject = about.points.length || about.houses.length || about.signs.length || about.aspects.length;
  return !!before.situation || (before.acts.includes('share') && !chartSubject);
}

/** "How do I grieve", "how I handle stress", "cómo manejo las crisis": how the person meets hard times. */
const MEETS_HARD_TIMES =
  /\bhow (?:do |would |will |should )?i (?:grieve|cope|handle|deal|manage|get through|react|face|process|carry|survive)\b|\b(?:how|the way) i (?:grieve|cope|handle|deal|manage|react|face|process|carry)\b|\bcomo (?:manejo|afronto|enfrento|llevo|reacciono|lido|reajo|encaro|vivo el duelo)\b|\bcome (?:affronto|gestisco|reagisco|vivo il lutto)\b|\bcomment je (?:gere|fais face|vis)\b|\b(?:helps?|help|get|gets|carry|carries) me (?:get )?through\b|\bhelps? me (?:cope|wait|hold on)\b|\bme ayuda a (?:aguantar|sobrellevar|pasar)\b|\bme ajuda a (?:aguentar|passar)\b|\bm'?aide a (?:tenir|traverser)\b/;

/** Words that say the question is about hard times, when the chat itself has told none. */
const HARD_TIMES =
  /\b(grie\w*|loss|lost|crisis|crises|hard times?|difficult|stress\w*|pain|cope|get through|survive|duelo|crisis|lutto|deuil|trauer|perda|luto|dolor|dor)\b/;

const COPING_POINTS = ['Moon', 'Mars', 'Saturn'];

/**
 * A chart question about how the person meets hard times ("what does my Moon say about how I grieve?"), inside a
 * crisis or not: answered from the Moon, Mars and Saturn, gently, with no price and no general reading in its place.
 */
export const planCoping: PlanBuilder = ({ base, q, input, asks }) => {
  const text = normalise(input.message);
  if (!asks || !MEETS_HARD_TIMES.test(text)) return null;
  // "How do I handle my Mars?" in an easy chat is a question about Mars, not about hard times.
  if (!base.carried && !HARD_TIMES.test(text)) return null;
  const named = q.points.filter((p) => COPING_POINTS.includes(p));
  // A point outside the three ("how does my Venus handle heartbreak?") is read as its own question.
  if (q.points.length && !named.length) return null;
  // Asked of the chart, and not on the turn a hard thing is first told (that turn is met with care first).
  const firstTold = base.heard?.situation && !base.heard.acts.every((a) => a === 'ask') && !base.carried;
  if ((!named.length && !asksTheChart(input.message)) || firstTold) return null;
  return {
    ...base,
    topic: 'the way you meet hard times',
    coping: { points: named },
    situation: null,
    outcome: false,
    factors: [],
    gate: null,
  };
};

/**
 * A chart question about a lifelong trait asked inside a hard chat ("does my chart say why I always feel responsible
 * for everyone?"): answered from the points that speak to it and their contact, the hard thing kept in one clause.
 */
export const planTraitInHardChat: PlanBuilder = ({ base, b, input, asks }) => {
  const trait = asks && asksTheChart(input.message) ? traitAsked(input.message) : null;
  const earlier = input.earlierHeard?.map((h) => h.situation) ?? [];
  const situation = base.carried?.situation ?? carriedSituation(earlier, input.message);
  if (!trait || !situation) return null;
  const [first, second] = trait.points;
  const contact = b.features.rankedAspects.find(
    (a) => (a.p1 === first && a.p2 === second) || (a.p1 === second && a.p2 === first),
  );
  return {
    ...base,
    situation: null,
    carried: { situation, opening: 'chart', followsUp: false },
    topic: trait.topic,
    outcome: false,
    gate: null,
    factors: dedupe([b.placement(first), contact ? b.aspect(contact) : b.placement(second)]).slice(0, 2),
  };
};

/** First of all: their safety, or no reading at all when they ask for none. */
export const planCareFirst: PlanBuilder = (c) => planSafety(c) ?? planHardFollowUp(c) ?? planJustTalk(c);

/** A chart question about how they meet hard times, or about a trait asked inside a hard chat. */
export const planChartCare: PlanBuilder = (c) => planCoping(c) ?? planTraitInHardChat(c);
