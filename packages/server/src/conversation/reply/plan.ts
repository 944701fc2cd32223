// The reply planner: reads the question, selects the factors that answer it in THIS chart (angles, stelliums,
// the chart ruler, tight personal aspects before generational ones, the ruler of a named house, dignities, slow
// transits ranked by weight), skips what the chat already said, and hands one plan to either writer. Pure.
import { FIRST_CHART_MESSAGE, planAtLeast } from '@stellara/contract';
import { recallFor, rememberFrom } from '../person-memory.ts';
import { heardWithoutSetAside } from '../understanding/excluded-topics.ts';
import { hear } from '../understanding/reader.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { appQuestionOf, asksWhoWrites, heardAsAsked } from './app-questions.ts';
import { planAskedArea } from './asked-area.ts';
import { withAskedLength } from './asked-length.ts';
import { planReshape, withAskedShape } from './asked-shape.ts';
import { planBeyondChart } from './beyond-chart.ts';
import { planBoss } from './boss.ts';
import { healthAsk } from './care.ts';
import { planCareerFit, planStop } from './career-fit.ts';
import { planLanguageAsked, replyLanguage } from './chat-language.ts';
import { heardAsCheckIn, withCheckInLine } from './check-in.ts';
import { planTemperamentDoubt } from './doubt-fit.ts';
import { placementEvenIfUsed } from './factor-candidates.ts';
import { Builder, transitId } from './factors.ts';
import { inTheirWords, withGloss } from './glossed-input.ts';
import { holdsHardThing } from './hard-chat.ts';
import { refineHeard } from './hard-shares.ts';
import { questionOf, questionsIn } from './heard.ts';
import { planHookAnswer, pointsOfHook } from './hook-answer.ts';
import { planImpression } from './impression.ts';
import { heardInLanguageAsked, planLanguageSwitch } from './language-switch.ts';
import { planLanguageAllowed, planLengthAsk } from './length-asks.ts';
import { planNamedBack } from './named-back.ts';
import { heardAsTraitAsk, namedSide } from './named-side.ts';
import { planNotYourFault } from './not-your-fault.ts';
import { planOccupationFit } from './occupation-fit.ts';
import { parentPoint } from './parents.ts';
import { planPlacementClaim } from './placement-claim.ts';
import { planAskedFirst } from './plan-asked-first.ts';
import { BY_KIND, planCompatibility, planReading } from './plan-by-kind.ts';
import { planApology, planCareFirst, planCarried, planChartCare, planHealth, planPrice } from './plan-care.ts';
import { planFacts } from './plan-facts.ts';
import { carriedInto, planSituation } from './plan-situation.ts';
import { planGreeting, planGreetingInLanguage, planThanks } from './plan-small-talk.ts';
import type { PlanBuilder, PlanContext, PlanInput, ReplyMode, ReplyPlan } from './plan-types.ts';
import { planPractice } from './practice.ts';
import type { Question } from './question.ts';
import { withReferencesJoined } from './question-pieces.ts';
import { withSafetyHeld } from './safety-held.ts';
import { answeredAgain } from './said-again.ts';
import { planSceptic } from './sceptic.ts';
import { asksForChart, planSetUp, wholeChartAsked } from './set-up-turns.ts';
import { planContrast } from './sign-contrast.ts';
import { outcomeAsked } from './situations.ts';
import { planSunSignAsk } from './sun-sign-ask.ts';
import { planDateFollowUp, planMemory, planPlans, planShortNoted } from './talk.ts';
import { answerTechnique, COMPUTED_TECHNIQUES } from './technique-answers.ts';
import { withTheirPlacement } from './their-placement.ts';
import { planTraitSynthesis } from './trait-synthesis.ts';
import { planWorldEvents } from './world-events.ts';

export { hear } from '../understanding/reader.ts';
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
export { isHookAnswer } from './hook-answer.ts';

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
function previousTopic(input: PlanInput): Question | null {
  const earlier = input.earlierQuestions;
  const heard = earlierHeard(input);
  for (let i = earlier.length - 1; i >= 0; i--) {
    const q = questionOf(heard[i]!, earlier[i]!);
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
    carried: null,
    health: null,
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
    // Each part hears its own earlier messages (the parts before it among them).
    const { heard: _, earlierHeard: __, memory, said: ___, ...rest } = input;
    const plan = planReply({
      ...rest,
      ...(i === 0 && memory ? { memory } : {}),
      message,
      used: [...used],
      earlierQuestions: [...earlierQuestions],
      part: true,
    });
    used.push(...(plan.factors[0]?.ids ?? plan.placements)); // a short part reads its first factor only
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
  // A hard turn has no limit to shape; later in its chat the limit shapes the answer but no line names it (hard-chat.ts).
  const gate = plan.situation || plan.health ? null : plan.gate;
  return { ...plan, gate, placements: [...new Set([...ids, ...transits])] };
}

/** The earlier messages of the chat as heard, oldest first: heard once a turn, whoever asks. */
function earlierHeard(input: PlanInput): readonly Understanding[] {
  if (input.earlierHeard?.length === input.earlierQuestions.length) return input.earlierHeard;
  const heard: Understanding[] = [];
  for (const m of input.earlierQuestions)
    heard.push(
      refineHeard(
        hear(m, input.sent),
        m,
        heard.map((h) => h.situation),
      ),
    );
  return heard;
}

/** What the message was heard as, with the areas it sets aside ("not about money") taken out. */
const heardAsked = (input: PlanInput) =>
  heardAsCheckIn(
    heardWithoutSetAside(input.heard ?? hear(input.said ?? input.message, input.sent), input.message),
    input.message,
  );

/** What every plan of this message starts from: what was heard, the question, nothing chosen yet. */
export function planBase(input: PlanInput): ReplyPlan {
  const earlier = earlierHeard(input);
  // The hard shares the reader has no situation for (a lost pregnancy, burnout, fear of a move) are taken in here.
  const heard = input.automatic
    ? null
    : refineHeard(
        heardInLanguageAsked(
          heardAsTraitAsk(heardAsAsked(heardAsked(input), input.message), input.message),
          input.message,
        ),
        input.message,
        earlier.map((h) => h.situation),
      );
  const q: Question = heard ? questionOf(heard, input.message) : { ...SELF_READING };
  const declined = q.kind === 'injection' || q.kind === 'off-topic' || q.kind === 'hostile';
  const outcome = outcomeAsked(input.message, input.earlierQuestions);
  // A hard thing shared earlier in the chat keeps this turn gentle, unless this message shares one of its own; a
  // follow-up that goes on with it ("how can I cope?") makes it this turn's situation.
  const carried = carriedInto(input, heard, q, earlier, outcome);
  const base = emptyPlan(q, heard, 'reading', input.used);
  return {
    ...base,
    situation: carried?.followsUp ? carried.situation : base.situation,
    carried,
    health: heard ? healthAsk(input.message) : null,
    message: input.message,
    language: replyLanguage(heard, input.said ?? input.message, input.earlierQuestions, earlier),
    outcome: !input.automatic && outcome.prediction,
    ...namedSide(input.message, heard),
    recall: declined || !heard ? null : recallFor(input.memory, heard),
    before: input.earlierQuestions,
    hardChat: holdsHardThing([...input.earlierQuestions, input.message], [...earlier, heard]),
    personalTiming: planAtLeast(input.tier, 'plus'),
  };
}

// Orders and hostility are never obeyed or argued with: the chart's most distinctive features answer instead.
const planDeclined: PlanBuilder = ({ q, base, b }) =>
  q.kind === 'injection' || q.kind === 'off-topic'
    ? { ...base, mode: q.kind, factors: b.distinctive().slice(0, 1) }
    : null;

const planHostile: PlanBuilder = ({ q, base, b }) =>
  q.kind === 'hostile' ? { ...base, mode: 'hostile', factors: b.distinctive().slice(0, 2) } : null;

/** Several questions in one message: one plan per question, answered in order. */
const planSeveral: PlanBuilder = ({ acts, input, base, heard }) => {
  // Something hard told with its questions is met as one reply, the acknowledgement first (plan-situation.ts); a
  // hard thing told earlier does not stop "how much is plus, and can i pay in naira" being two questions.
  if (!acts.includes('ask-several') || input.part || heard?.situation) return null;
  const pieces = withReferencesJoined(questionsIn(input.message), input.sent);
  return pieces.length >= 2 ? { ...base, topic: 'your questions', parts: partPlans(input, pieces) } : null;
};

/** A question that names something in the chart (a point, a house, a sign, an aspect). */
const namesChart = (a: {
  points: readonly unknown[];
  houses: readonly unknown[];
  signs: readonly unknown[];
  aspects: readonly unknown[];
}) => a.points.length + a.houses.length + a.signs.length + a.aspects.length > 0;

// Only a message that names Stellara or its data is about it: "do you think…" and "can you give me…" are asks.
const planAboutStellara: PlanBuilder = ({ acts, asks, base, b, input }) => {
  // The app's own first message ("I just shared my birth data…") asks for a reading, not about the data.
  if (input.automatic) return null;
  const kind = appQuestionOf(input.message);
  // Thanks with "are you a bot?" is both: the classifier may hear only the thanks.
  const about =
    kind === 'what'
      ? (acts.includes('about-stellara') || asksWhoWrites(input.message) || (acts.includes('thank') && !asks)) &&
        !base.question.points.length
      : !!kind;
  if (!about) return null;
  // Asked with a chart question ("can you do witch mode? and what's my rising?"): both are answered, in order.
  const pieces = input.part ? [] : withReferencesJoined(questionsIn(input.message), input.sent);
  if (pieces.some((p) => !appQuestionOf(p) && namesChart(hear(p, input.sent).about)))
    return { ...base, topic: 'your questions', parts: partPlans(input, pieces) };
  const limits = { tier: input.tier, ...(input.allowances ? { allowances: input.allowances } : {}) };
  return { ...base, mode: 'about-stellara', topic: 'Stellara', factors: b.distinctive().slice(0, 1), ...limits };
};

/** A technique the chart computes (Moon phase, balance, patterns, house systems, rulers, returns, birth time). */
const planTechnique: PlanBuilder = ({ q, heard, input, base }) => {
  const asked = heard && q.kind !== 'definition' ? heard.about.techniques : [];
  const answers = asked.flatMap((t) =>
    heard && COMPUTED_TECHNIQUES.some((c) => c === t)
      ? (answerTechnique(t, input.chart, heard, input.sent ?? new Date(), input.message) ?? [])
      : [],
  );
  const fresh = answers.filter((a) => !a.ids.length || a.ids.some((id) => !input.used.includes(id)));
  // Asked again: the same computed answer, said to be the one given before (never a Big Three in its place).
  const computed = fresh.length ? fresh : answeredAgain(answers);
  return computed.length ? { ...base, mode: 'technique', topic: 'your chart', techniques: computed.slice(0, 2) } : null;
};

/** Doubt about what was read: the last reading's main factor is the evidence, then something not said yet. */
const planDoubt: PlanBuilder = ({ q, asks, input, base, b }) => {
  if (q.reaction !== 'no' || asks || !input.used.length || base.situation) return null; // (a hard turn doubts nothing)
  // The point the doubted answer was about: the one the last question named, else the latest one read.
  const evidencePoint = previousTopic(input)?.points[0] ?? pointsOfHook([...input.used].reverse())[0];
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

/** What the message does, by precedence: the first builder that applies plans it; else its subject (BY_KIND). */
const BY_ACT: readonly PlanBuilder[] = [
  planAskedFirst,
  planCareFirst,
  planWorldEvents,
  planNotYourFault,
  planLanguageAllowed,
  planSetUp,
  planLanguageAsked,
  planGreetingInLanguage,
  planReshape,
  planTemperamentDoubt,
  planDeclined,
  planApology,
  // "Your answer is too long" is a length ask, however sharply it is put.
  planLengthAsk,
  planSceptic,
  planHostile,
  planAboutStellara,
  planLanguageSwitch,
  planPrice,
  planHealth,
  planNamedBack,
  planFacts,
  planChartCare,
  planMemory,
  planPlans,
  planShortNoted,
  planPractice,
  planBeyondChart,
  planSunSignAsk,
  planPlacementClaim,
  planOccupationFit,
  planCareerFit,
  planBoss,
  planStop,
  planContrast,
  planImpression,
  planTraitSynthesis,
  planDateFollowUp(({ heard: _, memory: __, ...input }, message, earlier) =>
    planReply({ ...input, message, earlierQuestions: earlier, hook: null, part: true }),
  ),
  planSeveral,
  planHookAnswer,
  planTechnique,
  planGreeting,
  planThanks,
  planDoubt,
  planAskedArea,
  planCarried,
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
    // Someone new says hello: a first welcome, never "welcome back" (that needs earlier chats or turns).
    const typed = input.earlierQuestions.filter((m) => m.trim() !== FIRST_CHART_MESSAGE);
    // A first message the reader could not make out ("holaa") is a hello too: never "the thread we were on".
    if ((note === 'greeting' || note === 'gibberish') && !typed.length && !input.returning) note = 'welcome';
    const previous = previousTopic(input);
    q = previous ? continuation(previous) : { ...q, kind: 'reading', theme: 'self' };
  }
  return { ...c, q, base, note };
}

function contextOf(given: PlanInput): PlanContext {
  // The earlier messages are heard once for this turn, and every builder reads them from the input.
  const input = given.automatic ? given : { ...given, earlierHeard: earlierHeard(given) };
  let base = planBase(input);
  const heard = base.heard;
  const acts = heard?.acts ?? [];
  // "My relationship with my father" is read from the parent's own point (the Sun, the Moon), not the home topic.
  const parent =
    base.question.kind === 'reading' && !base.question.points.length && !heard?.situation && !base.carried?.followsUp
      ? parentPoint(input.message)
      : null;
  // "my daughter uses this thing. whats my chart say": the daughter is context, the whole chart the ask ("anything in
  // my chart, like the 4th house?" names its house).
  if (
    wholeChartAsked(input.message) &&
    base.question.kind === 'reading' &&
    !base.question.points.length &&
    !heard?.about.houses.length
  )
    base = { ...base, question: { ...base.question, theme: 'self', houses: [] } };
  if (parent) {
    const points = [parent.point, ...parent.also] as Question['points'];
    base = { ...base, question: { ...base.question, points, theme: null, houses: [parent.house] } };
  }
  return {
    // What was heard travels with the input, so every builder (the period a timing question names) reads it.
    input: { ...input, heard: heard ?? undefined },
    b: new Builder(input.chart, input.used),
    base,
    heard,
    q: base.question,
    acts,
    // "hey. … whats my chart say" asks, though a hello leads it (set-up-turns.ts).
    asks: acts.some((a) => a === 'ask' || a === 'ask-several' || a === 'more') || asksForChart(input.message),
    limit: input.level === 'technical' ? TECHNICAL_FACTORS : BASIC_FACTORS,
    note: null,
  };
}

export function planReply(input: PlanInput): ReplyPlan {
  return withSafetyHeld(input, (given) => {
    const read = withGloss(given);
    const plan = withAskedShape(withAskedLength(planned(read), read), read);
    return read === given ? plan : inTheirWords(plan, given);
  });
}

function planned(input: PlanInput): ReplyPlan {
  const c = contextOf(input);
  for (const build of BY_ACT) {
    const plan = build(c);
    if (plan) return finish(plan);
  }
  const subject = onSubject(c);
  return finish(withCheckInLine(withTheirPlacement(parentTopic((BY_KIND[subject.q.kind] ?? planReading)(subject), c))));
}

/** A parent question keeps the parent as its topic in words; the point it is read from is the Sun or the Moon. */
function parentTopic(plan: ReplyPlan, c: PlanContext): ReplyPlan {
  const parent = c.heard?.situation ? null : parentPoint(c.input.message);
  return parent && plan.mode === 'reading' && plan.question.points[0] === parent.point
    ? { ...plan, topic: `your ${parent.parent}` }
    : plan;
}

/**
 * A compatibility plan whatever the words: the message asks about another person (typed birth data, a stored chart
 * named) that the reply cannot read as a synastry. Their own chart on relating, with the plan's limit below Pro.
 */
export function planCompatibilityReply(input: PlanInput): ReplyPlan {
  const c = contextOf(input);
  return finish(planCompatibility({ ...c, q: { ...c.q, kind: 'compatibility' } }));
}

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
