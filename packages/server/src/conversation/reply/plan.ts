// The reply planner: reads the question, selects the factors that answer it in THIS chart (angles, stelliums,
// the chart ruler, tight personal aspects before generational ones, the ruler of a named house, dignities, slow
// transits ranked by weight), skips what the chat already said, and hands one plan to either writer. Pure.
import type { PointName } from '@stellara/astro';
import type { HookState, Tier } from '@stellara/contract';
import { CLASSICAL_PLANETS, planAtLeast, TEN_PLANETS } from '@stellara/contract';
import type { SkyNow, SlowTransit } from '../chart-context.ts';
import { type ChartContext, type ChartPlanet, type ChartTransit, planetOf } from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import { type PersonMemory, recallFor, rememberFrom } from '../person-memory.ts';
import { understandingReader } from '../understanding/reader.ts';
import type { Language, MessageAct, Situation, Understanding } from '../understanding/understanding.ts';
import { houseRuler } from './chart-features.ts';
import {
  ANGLES,
  Builder,
  candidatesFor,
  dedupe,
  definitionExample,
  type Factor,
  placementEvenIfUsed,
  pointCandidates,
  type ReplyTheme,
  signId,
  situationCandidates,
  THEME_SOURCES,
  themeCandidates,
  transitId,
} from './factors.ts';
import type { ReplyFocus } from './focus.ts';
import { questionOf, questionsIn } from './heard.ts';
import { type PeriodEvent, periodEvents } from './period-events.ts';
import { type Period, periodOf } from './periods.ts';
import type { Question, Theme } from './question.ts';
import { asksForOutcome, GENERAL_TERMS, SITUATION_FACTORS } from './situations.ts';
import { answerTechnique, COMPUTED_TECHNIQUES, type TechniqueAnswer } from './technique-answers.ts';

export {
  type AngleFactor,
  type AspectFactor,
  aspectId,
  type Factor,
  type FactorKind,
  type HouseFactor,
  houseFactorId,
  houseId,
  type PlacementFactor,
  pointOf,
  type ReplyTheme,
  type StelliumFactor,
  signId,
  transitId,
} from './factors.ts';

export type ReplyMode =
  | 'reading'
  | 'definition'
  | 'retrograde'
  | 'transits'
  | 'compatibility'
  | 'hook-yes'
  | 'hook-no'
  | 'hook-neutral'
  | 'off-topic'
  | 'injection'
  | 'hostile'
  /** A technique computed from the chart (Moon phase, balance, patterns, returns...): the direct answer first. */
  | 'technique'
  /** Thanks or a goodbye with nothing asked: a short warm reply and one offer. */
  | 'thanks'
  /** A question about Stellara itself: what it is, who writes the replies. */
  | 'about-stellara'
  /** The person doubts what was read: acknowledged, the evidence once, then a different angle. */
  | 'doubt'
  | 'validation-failed';

export interface TimingFacts {
  /** The stretch of time read: today (the transits in orb now lead) or a range (its passages lead). */
  period: Period;
  /**
   * The passages overlapping the period that touch the topic's points, heaviest first, each with its own dates: the
   * slow planets', and for a stretch of a few weeks the faster planets' too.
   */
  slow: SlowTransit[];
  /** Transits in orb now (a period that is today). */
  current: ChartTransit[];
  /** The sky's markers in the period (lunations, eclipses, stations...), for everyone. */
  events: PeriodEvent[];
  /** The plan allows personal timing. */
  personal: boolean;
  sky: SkyNow | null;
}

export interface ReplyPlan {
  mode: ReplyMode;
  question: Question;
  /** What the understanding step heard in the message (null for the app's automatic first message). */
  heard: Understanding | null;
  /** What the person is going through: the reply begins with them, not the chart, and names no price. */
  situation: Situation | null;
  /** The shape of answer asked for: at most 80 words, or one step only. */
  shape: 'short' | 'one-thing' | null;
  /** The message as planned (one question of several, for a part). */
  message: string;
  /** The message asks for an outcome no chart can promise (death, illness, money, a relationship's end). */
  outcome: boolean;
  /** The message asks for the harder side (a weakness, a challenge), not the gift. */
  side: 'shadow' | null;
  language: Language;
  /** Computed answers to the techniques the message asks about, in order. */
  techniques: TechniqueAnswer[];
  /** A message asking several things: one plan per question, answered in order. */
  parts: ReplyPlan[] | null;
  /** What the person just told of their life while agreeing ("how you soak up everyone's moods at work"). */
  shared: string | null;
  /** For a doubt: the factor the doubted reading rested on, named once as the evidence. */
  evidence: Factor | null;
  /** What the reply is about, in words ("your Moon", "love", "your 10th house"). */
  topic: string;
  theme: ReplyTheme | null;
  factors: Factor[];
  /** The most distinctive thing in the chart not yet said, for a self reading or a hostile message. */
  highlight: Factor | null;
  timing: TimingFacts | null;
  definition: { term: string; example: Factor | null } | null;
  /** The planet a retrograde question is about. */
  retrograde: { planet: string; natal: ChartPlanet | null } | null;
  /** Something the question assumed that the chart does not have ("no planets in Virgo"). */
  missing: string | null;
  /** Plan limits that shape the answer. */
  gate: 'timing-needs-plus' | 'compatibility-needs-pro' | null;
  /** A short preface the writer acknowledges first ('moved-on': the topic is exhausted, so other features follow). */
  note: 'gibberish' | 'greeting' | 'thanks' | 'more' | 'first' | 'moved-on' | null;
  /** For a reading of the whole person when parts were said before: those parts of the Big Three, named again. */
  recap: string[] | null;
  /** The hook's facts when the reply answers it. */
  hook: { placements: string[]; tension: string; meaning: string } | null;
  /** Memory labels already used in this chat. */
  used: string[];
  /** Every memory label this reply covers (stored as the message's placements). */
  placements: string[];
  /** The subject the person chose (a transit, a stored chart): the reply leads with it (about-plan.ts). */
  focus?: ReplyFocus;
  /** One line referring back to what the person told earlier (person-memory.ts), and the phrase it recalls. */
  recall: { line: string; phrase: string } | null;
}

export interface PlanInput {
  message: string;
  chart: ChartContext;
  tier: Tier;
  level: 'basic' | 'technical';
  /** Earlier user messages of the chat, oldest first. */
  earlierQuestions: string[];
  /** Memory labels of earlier replies (their stored placements). */
  used: readonly string[];
  /** The hook as it stood when this message arrived (before any update). */
  hook: { state: HookState; placements: string[]; tension: string; meaning: string } | null;
  /** The app's automatic first message, never read as an answer to the hook. */
  automatic?: boolean;
  /** What the understanding step heard (read here when not given). */
  heard?: Understanding;
  /** When the message was sent (now when not given): the time it names is read against it. */
  sent?: Date;
  /** One question of a message that asks several: planned alone, never split again. */
  part?: boolean;
  /** What the person told in earlier messages, for one line that refers back to it. */
  memory?: PersonMemory;
}

/** The understanding step on one message. */
export const hear = (message: string, sent: Date = new Date()): Understanding =>
  understandingReader().understand(message, { sent });

// ---------------------------------------------------------------------------------------------
// Timing

/** The natal points a topic's timing is read on. */
function timingTargets(chart: ChartContext, factors: Factor[], theme: Theme | null): Set<string> {
  const out = new Set<string>();
  for (const f of factors) {
    if (f.kind === 'placement' || f.kind === 'angle') out.add(f.point.name);
    if (f.kind === 'aspect') {
      out.add(f.aspect.p1);
      out.add(f.aspect.p2);
    }
    if (f.kind === 'house') out.add(f.ruler.ruler);
  }
  for (const p of theme ? THEME_SOURCES[theme].points : []) out.add(p);
  for (const h of theme ? THEME_SOURCES[theme].houses : []) {
    const r = houseRuler(chart, h);
    if (r) out.add(r.ruler);
  }
  return out;
}

/** A stretch this short is read with the faster planets' passages too (Sun to Mars): a week, a month. */
const SHORT_PERIOD_DAYS = 45;
const FAST_POINTS: readonly PointName[] = ['Sun', 'Mercury', 'Venus', 'Mars'];

/** The passages of a period: the chart's slow year when the period lies inside it, else worked out for it. */
function periodPassages(input: PlanInput, period: Period, now: Date): SlowTransit[] {
  const { chart } = input;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const overlaps = (t: SlowTransit) =>
    (t.start === null || Date.parse(t.start) < to) && (t.end === null || Date.parse(t.end) > from);
  const yearEnd = now.getTime() + 365 * 86_400_000;
  const natal = chart.birth?.natal;
  const slow =
    (from >= now.getTime() - 86_400_000 && to <= yearEnd + 86_400_000) || !natal
      ? chart.yearAhead.filter(overlaps)
      : passagesIn(natal, period.from, period.to, now);
  const fast =
    natal && to - from <= SHORT_PERIOD_DAYS * 86_400_000
      ? passagesIn(natal, period.from, period.to, now, { transiting: FAST_POINTS })
      : [];
  return [...slow, ...fast].sort((a, b) => b.weight - a.weight);
}

function timingFacts(input: PlanInput, fallback: 'now' | 'year', targets: Set<string> | null): TimingFacts {
  const now = input.sent ?? new Date();
  const zone = input.chart.birth?.local?.timezone ?? 'UTC';
  const period =
    periodOf(input.heard?.time ?? null, fallback, now, zone) ?? (periodOf(null, fallback, now, zone) as Period);
  const unused = (t: { planet: string; aspect: string; target: string }) => !input.used.includes(transitId(t));
  const personal = planAtLeast(input.tier, 'plus');
  const touches = (t: { target: string }) => !targets || targets.has(t.target);
  const first = <T extends { target: string }>(list: T[]) => [
    ...list.filter(touches),
    ...list.filter((t) => !touches(t)),
  ];
  const events = periodEvents(period, personal ? (input.chart.birth?.natal ?? null) : null);
  if (!personal) return { period, personal, sky: input.chart.sky, slow: [], current: [], events };
  if (period.span === 'now') {
    // Now, a question on a topic leaves out the Moon's passing contacts; "what's coming up" (no targets) keeps them.
    const current = input.chart.transits.filter((t) => unused(t) && (t.planet !== 'Moon' || !targets));
    const slowNow = input.chart.yearAhead.filter((t) => unused(t) && t.now);
    return {
      period,
      personal,
      sky: input.chart.sky,
      current: current.filter(touches).slice(0, 2),
      slow: first(slowNow).slice(0, 2),
      events,
    };
  }
  const passages = periodPassages(input, period, now).filter(unused);
  return { period, personal, sky: input.chart.sky, current: [], slow: first(passages).slice(0, 3), events };
}

// ---------------------------------------------------------------------------------------------

const BASIC_FACTORS = 3;
const TECHNICAL_FACTORS = 4;

/** "Tell me more" after a question: the same topic as a reading, one step further (never the same answer again). */
function continuation(previous: Question): Question {
  const reading = { ...previous, kind: 'reading' as const, timing: null, term: null };
  switch (previous.kind) {
    case 'retrograde':
      return { ...reading, points: previous.points.length ? previous.points : ['Mercury'] };
    case 'definition':
      return ['trine', 'square', 'sextile', 'opposition', 'conjunction'].includes(previous.term ?? '')
        ? { ...reading, aspect: previous.term as Question['aspect'] }
        : { ...reading, theme: 'self' };
    case 'transits':
      return previous; // the next transits, not the same ones
    case 'compatibility':
      return { ...reading, theme: 'love' };
    default:
      return reading;
  }
}

/** The topic of the conversation so far: the latest earlier question that had one. */
function previousTopic(earlier: string[]): Question | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const q = questionOf(hear(earlier[i]!), earlier[i]!);
    if (['reading', 'definition', 'retrograde', 'transits', 'compatibility'].includes(q.kind)) return q;
  }
  return null;
}

function emptyPlan(q: Question, heard: Understanding | null, mode: ReplyMode, used: readonly string[]): ReplyPlan {
  const acts = heard?.acts ?? [];
  return {
    mode,
    question: q,
    heard,
    situation: heard?.situation ?? null,
    shape: acts.includes('one-thing') ? 'one-thing' : acts.includes('brevity') ? 'short' : null,
    language: heard?.language ?? 'en',
    message: '',
    outcome: false,
    side: null,
    techniques: [],
    parts: null,
    shared: null,
    evidence: null,
    topic: 'your chart',
    theme: null,
    factors: [],
    highlight: null,
    timing: null,
    definition: null,
    retrograde: null,
    missing: null,
    gate: null,
    note: null,
    recap: null,
    hook: null,
    used: [...used],
    placements: [],
    recall: null,
  };
}

/** Each question planned in turn, each knowing what the ones before it covered; each answered briefly. */
function partPlans(input: PlanInput, pieces: string[]): ReplyPlan[] {
  const used = [...input.used];
  const earlierQuestions = [...input.earlierQuestions];
  return pieces.map((message, i) => {
    // What they told earlier is referred back to once, in the first answer.
    const { heard: _, memory, ...rest } = input;
    const plan = planReply({
      ...rest,
      ...(i === 0 && memory ? { memory } : {}),
      message,
      used: [...used],
      earlierQuestions: [...earlierQuestions],
      part: true,
    });
    used.push(...plan.placements);
    earlierQuestions.push(message);
    // What the person is going through is met once, before the answers.
    return { ...plan, situation: null, recap: null, shape: plan.shape ?? 'short' };
  });
}

function finish(plan: ReplyPlan): ReplyPlan {
  const ids = [
    ...(plan.parts ?? []).flatMap((p) => p.placements),
    ...plan.techniques.flatMap((t) => t.ids),
    ...[
      ...plan.factors,
      ...(plan.highlight ? [plan.highlight] : []),
      ...(plan.definition?.example ? [plan.definition.example] : []),
    ].flatMap((f) => f.ids),
  ];
  // The transits the reply will name (the writer shows at most two of each list).
  const transits = plan.timing?.personal ? [...plan.timing.current, ...plan.timing.slow].map(transitId) : [];
  // On a turn where the person shares something hard, nothing is sold: no plan line at all.
  const gate = plan.situation ? null : plan.gate;
  return { ...plan, gate, placements: [...new Set([...ids, ...transits])] };
}

/** What every plan of this message starts from: what was heard, the question, nothing chosen yet. */
export function planBase(input: PlanInput): ReplyPlan {
  const heard = input.automatic ? null : (input.heard ?? hear(input.message, input.sent));
  const q: Question = heard ? questionOf(heard, input.message) : { ...SELF_READING };
  const declined = q.kind === 'injection' || q.kind === 'off-topic' || q.kind === 'hostile';
  return {
    ...emptyPlan(q, heard, 'reading', input.used),
    message: input.message,
    outcome: !input.automatic && asksForOutcome(input.message),
    side: SHADOW_WORDS.test(input.message) ? 'shadow' : null,
    recall: declined || !heard ? null : recallFor(input.memory, heard),
  };
}

/** What every plan builder reads: the message as understood, the chart's factors, and what was said before. */
interface PlanContext {
  input: PlanInput;
  b: Builder;
  base: ReplyPlan;
  heard: Understanding | null;
  q: Question;
  acts: readonly MessageAct[];
  /** The message asks something (or asks for more), beyond its act. */
  asks: boolean;
  /** Factors a reading may hold at this level. */
  limit: number;
  note: ReplyPlan['note'];
}

/** A plan for the message, or null when this builder does not apply to it. */
type PlanBuilder = (c: PlanContext) => ReplyPlan | null;

// Orders and hostility are never obeyed or argued with: the chart's most distinctive features answer instead.
const planDeclined: PlanBuilder = ({ q, base, b }) =>
  q.kind === 'injection' || q.kind === 'off-topic'
    ? { ...base, mode: q.kind, factors: b.distinctive().slice(0, 1) }
    : null;

const planHostile: PlanBuilder = ({ q, base, b }) =>
  q.kind === 'hostile' ? { ...base, mode: 'hostile', factors: b.distinctive().slice(0, 2) } : null;

/** Several questions in one message: one plan per question, answered in order. */
const planSeveral: PlanBuilder = ({ acts, input, base }) => {
  if (!acts.includes('ask-several') || input.part) return null;
  const pieces = questionsIn(input.message);
  return pieces.length >= 2 ? { ...base, topic: 'your questions', parts: partPlans(input, pieces) } : null;
};

const planAboutStellara: PlanBuilder = ({ acts, asks, base, b }) =>
  acts.includes('about-stellara') && !asks
    ? { ...base, mode: 'about-stellara', topic: 'Stellara', factors: b.distinctive().slice(0, 1) }
    : null;

/** An answer to the hook: the hook was just presented and the message reacts to it rather than asking anew. */
const planHookAnswer: PlanBuilder = ({ input, q, base, b, limit }) => {
  const hook = input.hook;
  if (input.automatic || hook === null || hook.state !== 'presented' || !isHookAnswer(input.message)) return null;
  const mode = q.reaction === 'yes' ? 'hook-yes' : q.reaction === 'no' ? 'hook-no' : 'hook-neutral';
  const hookFacts = { placements: hook.placements, tension: hook.tension, meaning: hook.meaning };
  let factors: Factor[];
  if (mode === 'hook-no') {
    // Not this: the Big Three and the chart's other strong features, away from the hook's placements.
    factors = themeCandidates(b, 'self').filter((f) => !f.ids.some((id) => hook.placements.includes(id)));
  } else {
    const hookPoints = pointsOfHook(hook.placements);
    const hookAspect = b.features.rankedAspects.find((a) => hookPoints.includes(a.p1) && hookPoints.includes(a.p2));
    factors = dedupe([hookAspect ? b.aspect(hookAspect) : null, ...hookPoints.map((p) => b.placement(p))]);
    if (!factors.length) factors = b.distinctive();
  }
  return {
    ...base,
    mode,
    topic: 'the pattern I named',
    factors: factors.slice(0, mode === 'hook-neutral' ? 2 : limit),
    hook: hookFacts,
  };
};

/** A technique the chart computes (Moon phase, balance, patterns, house systems, rulers, returns, birth time). */
const planTechnique: PlanBuilder = ({ q, heard, input, base }) => {
  const asked = heard && q.kind !== 'definition' ? heard.about.techniques : [];
  const computed = asked
    .flatMap((t) =>
      heard && COMPUTED_TECHNIQUES.some((c) => c === t)
        ? (answerTechnique(t, input.chart, heard, input.sent ?? new Date(), input.message) ?? [])
        : [],
    )
    .filter((a) => !a.ids.length || a.ids.some((id) => !input.used.includes(id)));
  return computed.length ? { ...base, mode: 'technique', topic: 'your chart', techniques: computed.slice(0, 2) } : null;
};

/** Thanks or a goodbye, nothing asked and nothing told: a short reply with one offer (the next distinctive factor). */
const planThanks: PlanBuilder = ({ asks, heard, acts, base, b }) =>
  !asks && !heard?.situation && !acts.includes('share') && (acts.includes('thank') || acts.includes('leave'))
    ? { ...base, mode: 'thanks', topic: 'thanks', factors: [], highlight: b.distinctive()[0] ?? null }
    : null;

/** Doubt about what was read: the last reading's main factor is the evidence, then something not said yet. */
const planDoubt: PlanBuilder = ({ q, asks, input, base, b }) => {
  if (q.reaction !== 'no' || asks || !input.used.length) return null;
  // The point the doubted answer was about: the one the last question named, else the latest one read.
  const evidencePoint = previousTopic(input.earlierQuestions)?.points[0] ?? pointsOfHook([...input.used].reverse())[0];
  const evidence = evidencePoint ? placementEvenIfUsed(b, evidencePoint) : null;
  const fresh = b.distinctive().filter((f) => !f.ids.some((id) => input.used.includes(id)));
  return {
    ...base,
    mode: 'doubt',
    topic: 'a different angle',
    factors: fresh.slice(0, 1),
    evidence: evidence ? { ...evidence, ids: [] } : null,
  };
};

/** Something hard shared with no placement asked about: the factors that speak to that situation. */
const planSituation: PlanBuilder = ({ heard, q, input, base, b, limit }) => {
  const situation = heard?.situation;
  if (!situation || q.kind !== 'reading' || q.points.length || q.houses.length || q.aspect) return null;
  const sources = SITUATION_FACTORS[situation];
  const personal = planAtLeast(input.tier, 'plus');
  return {
    ...base,
    topic: GENERAL_TERMS[situation],
    // A life area the message names ("should I leave him?" is about love) leads; the situation's own factors follow.
    factors: dedupe([
      ...(q.theme && q.theme !== 'self' && q.theme !== 'emotions' ? themeCandidates(b, q.theme).slice(0, 2) : []),
      ...situationCandidates(b, sources),
    ]).slice(0, Math.min(limit, 3)),
    timing: personal ? timingFacts(input, 'now', new Set(sources.transitsTo)) : null,
  };
};

/**
 * What the message does, in order of precedence: the first builder that applies plans the reply. A message none of
 * them takes is planned by its subject (BY_KIND).
 */
const BY_ACT: readonly PlanBuilder[] = [
  planDeclined,
  planHostile,
  planSeveral,
  planAboutStellara,
  planHookAnswer,
  planTechnique,
  planThanks,
  planDoubt,
  planSituation,
];

/**
 * The subject a message goes on with: "tell me more", a greeting or noise continue the conversation's last topic,
 * and an agreement that shares something of the person's life ("yes, I soak up everyone's moods at work") is taken
 * up and the same subject goes on.
 */
function onSubject(c: PlanContext): PlanContext {
  const { heard, acts, input, asks } = c;
  let { q, base } = c;
  let note: ReplyPlan['note'] = input.automatic ? 'first' : null;
  if (heard && acts.includes('share') && q.reaction === 'yes' && !asks && input.earlierQuestions.length) {
    const shared =
      rememberFrom([{ content: input.message, at: '', conversationId: '' }], () => heard)[0]?.phrase ?? null;
    base = { ...base, shared };
    q = { ...q, kind: 'more' };
  }
  if (q.kind === 'more' || q.kind === 'gibberish' || q.kind === 'greeting' || q.kind === 'thanks') {
    note = q.kind === 'more' ? 'more' : q.kind;
    const previous = previousTopic(input.earlierQuestions);
    q = previous ? continuation(previous) : { ...q, kind: 'reading', theme: 'self' };
  }
  return { ...c, q, base, note };
}

const planDefinition = ({ b, q, base, note }: PlanContext): ReplyPlan => {
  const example = definitionExample(b, q.term ?? '');
  return {
    ...base,
    mode: 'definition',
    note,
    topic: q.term ?? 'that',
    factors: example ? [example] : [],
    definition: { term: q.term ?? '', example },
  };
};

const planRetrograde = ({ b, q, base, note, input }: PlanContext): ReplyPlan => {
  const planet = q.points.find((p) => !ANGLES.has(p)) ?? 'Mercury';
  const natal = planetOf(input.chart, planet) ?? null;
  const factors = pointCandidates(b, planet, true).slice(0, 2);
  return {
    ...base,
    mode: 'retrograde',
    note,
    topic: `your ${planet}`,
    factors,
    retrograde: { planet, natal },
    timing: timingFacts(input, 'now', new Set([planet, 'Sun', 'Moon', 'Mercury', 'Ascendant'])),
  };
};

const planTransits = ({ b, q, base, note, input }: PlanContext): ReplyPlan => {
  let timing = timingFacts(input, q.timing === 'year' ? 'year' : 'now', null);
  // Everything moving now has been said: the next step is the year ahead (a named stretch keeps its own answer).
  if (timing.personal && !timing.current.length && !timing.slow.length && timing.period.span === 'now')
    timing = timingFacts({ ...input, heard: input.heard ? { ...input.heard, time: null } : undefined }, 'year', null);
  if (timing.personal && !timing.current.length && !timing.slow.length) {
    return {
      ...base,
      mode: 'reading',
      note: 'moved-on',
      topic: 'what is moving in your sky',
      factors: b.distinctive().slice(0, 2),
    };
  }
  // What is being touched, read in the natal chart; without personal timing, how this chart meets change.
  const targets = timing.personal
    ? [...timing.current.map((t) => t.target), ...timing.slow.map((t) => (t.planet === t.target ? '' : t.target))]
    : ['Saturn', 'Moon'];
  const factors = dedupe(targets.filter(Boolean).map((p) => b.placement(p))).slice(0, timing.personal ? 1 : 2);
  return {
    ...base,
    mode: 'transits',
    note,
    topic: 'what is coming',
    factors,
    timing,
    gate: timing.personal ? null : 'timing-needs-plus',
  };
};

const planCompatibility = ({ b, base, note, input }: PlanContext): ReplyPlan => ({
  ...base,
  mode: 'compatibility',
  note,
  topic: 'relationships',
  theme: 'love',
  factors: themeCandidates(b, 'love').slice(0, 2),
  gate: planAtLeast(input.tier, 'pro') ? null : 'compatibility-needs-pro',
});

/**
 * A reading: the factors the question names or implies, minus what this chat has already covered. A point asked
 * about by name is stated even if said before; "tell me more" goes on without restating it.
 */
const planReading = ({ b, q, base, input, limit, note: asked }: PlanContext): ReplyPlan => {
  let note = asked;
  let { factors, missing, topic, theme } = candidatesFor(b, q, note === null || note === 'first');
  if (!factors.length) {
    // Everything on this topic has been said: move on to what is most distinctive and not yet said, and say so.
    note = 'moved-on';
    factors = b.distinctive();
    if (!factors.length) factors = dedupe(CLASSICAL_PLANETS.map((p) => b.placement(p)));
  }
  factors = factors.slice(0, q.timing ? Math.min(limit, 2) : limit);
  let highlight: Factor | null = null;
  let recap: string[] | null = null;
  if (theme === 'self') {
    const taken = new Set(factors.flatMap((f) => f.ids));
    highlight = b.distinctive().find((f) => !f.ids.some((id) => taken.has(id))) ?? null;
    // Asked about the whole person again: the parts of the Big Three this chat gave before are named once more, in
    // one line, before what is new; only those (a recap of what was never said is not a recap).
    const big = ['Sun', 'Moon', 'Ascendant'].flatMap((n) => planetOf(input.chart, n) ?? []);
    const given = big.filter((p) => input.used.includes(signId(p)));
    // Not when the person asked to go on ("tell me more") or for a short answer: they have just had it.
    if (given.length && note !== 'more' && !base.shape) {
      recap = given.map((p) => (p.name === 'Ascendant' ? `${p.sign} rising` : `${p.name} in ${p.sign}`));
    }
  }
  let timing: TimingFacts | null = null;
  let gate: ReplyPlan['gate'] = null;
  if (q.timing) {
    timing = timingFacts(input, q.timing, timingTargets(input.chart, factors, q.theme));
    if (!timing.personal) gate = 'timing-needs-plus';
  }
  return {
    ...base,
    question: q,
    mode: 'reading',
    note,
    topic,
    theme,
    factors,
    highlight,
    recap,
    timing,
    gate,
    missing,
  };
};

/** The question kinds with a plan of their own; any other is planned as a reading. */
const BY_KIND: Partial<Record<Question['kind'], (c: PlanContext) => ReplyPlan>> = {
  definition: planDefinition,
  retrograde: planRetrograde,
  transits: planTransits,
  compatibility: planCompatibility,
};

function contextOf(input: PlanInput): PlanContext {
  const base = planBase(input);
  const heard = base.heard;
  const acts = heard?.acts ?? [];
  return {
    // What was heard travels with the input, so every builder (the period a timing question names) reads it.
    input: { ...input, heard: heard ?? undefined },
    b: new Builder(input.chart, input.used),
    base,
    heard,
    q: base.question,
    acts,
    asks: acts.some((a) => a === 'ask' || a === 'ask-several' || a === 'more'),
    limit: input.level === 'technical' ? TECHNICAL_FACTORS : BASIC_FACTORS,
    note: null,
  };
}

export function planReply(input: PlanInput): ReplyPlan {
  const c = contextOf(input);
  for (const build of BY_ACT) {
    const plan = build(c);
    if (plan) return finish(plan);
  }
  const subject = onSubject(c);
  return finish((BY_KIND[subject.q.kind] ?? planReading)(subject));
}

/**
 * A compatibility plan whatever the words: the message asks about another person (typed birth data, a stored chart
 * named) that the reply cannot read as a synastry. Their own chart on relating, with the plan's limit below Pro.
 */
export function planCompatibilityReply(input: PlanInput): ReplyPlan {
  const c = contextOf(input);
  return finish(planCompatibility({ ...c, q: { ...c.q, kind: 'compatibility' } }));
}

/** Words that ask for the harder side of a placement. */
const SHADOW_WORDS =
  /\b(weak(ness|nesses|est)?|flaws?|shadow|challenges?|struggles?|worst|downside|blind ?spots?|debilidad|fraqueza)\b/i;

/** The app's first message: a reading of the whole person. */
const SELF_READING: Question = {
  kind: 'reading',
  theme: 'self',
  points: [],
  houses: [],
  signs: [],
  aspect: null,
  timing: null,
  term: null,
  reaction: 'neutral',
};

const REQUEST = /\?|\b(tell me|what|how|why|when|where|which|can you|could you|explain|show me|read)\b/i;

/**
 * Whether a message, sent right after the hook, answers it: a yes or a no (even with a question), or a remark that
 * asks for nothing new ("hmm, maybe", "sometimes"). A question about something else is answered as asked.
 */
export function isHookAnswer(message: string): boolean {
  const heard = hear(message);
  // Something hard shared is met as itself, never scored as a reaction to the observation.
  if (heard.situation) return false;
  const q = questionOf(heard, message);
  // Noise, a greeting or thanks is not a verdict on the observation: it is answered as what it is.
  const notAnswers = [
    'injection',
    'hostile',
    'off-topic',
    'definition',
    'retrograde',
    'compatibility',
    'gibberish',
    'greeting',
    'thanks',
  ];
  if (notAnswers.includes(q.kind)) return false;
  if (q.points.length || q.houses.length || q.signs.length || q.aspect) return false;
  if (q.reaction !== 'neutral') return true;
  return !REQUEST.test(message) && (q.theme === null || q.theme === 'emotions' || q.theme === 'self');
}

/** Point names in the hook's placement labels ("Moon in Cancer in the 4th house", "Moon square Saturn (2.1°)"). */
function pointsOfHook(placements: readonly string[]): string[] {
  const names = [...TEN_PLANETS, 'Chiron', 'Ascendant', 'Midheaven'];
  const out: string[] = [];
  for (const p of placements) for (const n of names) if (p.startsWith(`${n} `) && !out.includes(n)) out.push(n);
  return out;
}
