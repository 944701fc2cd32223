// Plans by kind of question, once the message is known to ask about the chart: a definition, a retrograde, the
// transits, a compatibility, or a reading of the chart's factors. Pure.
import { CLASSICAL_PLANETS, planAtLeast } from '@stellara/contract';
import { planetOf } from '../chart-context.ts';
import {
  candidatesFor,
  definitionExample,
  placementEvenIfUsed,
  pointCandidates,
  themeCandidates,
} from './factor-candidates.ts';
import { ANGLES, dedupe, type Factor, pointOf, signId } from './factors.ts';
import { asksJustice } from './outcome-asks.ts';
import { normalise } from './own-terms.ts';
import { timingFacts, timingTargets } from './plan-timing.ts';
import type { PlanContext, ReplyPlan, TimingFacts } from './plan-types.ts';
import type { Question } from './question.ts';

const planDefinition = ({ b, q, base, note }: PlanContext): ReplyPlan => {
  const example = definitionExample(b, q.term ?? '', q.houses);
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
  // "When will she get out of jail?": no transit gives a release date, so no dated sky and no timing offer; the
  // honest line leads (care-replies.ts), then how this Moon carries a long wait.
  if (asksJustice(input.message, input.earlierQuestions))
    return { ...base, mode: 'reading', topic: 'how you carry the waiting', factors: dedupe([b.placement('Moon')]) };
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

export const planCompatibility = ({ b, base, note, input }: PlanContext): ReplyPlan => {
  const pro = planAtLeast(input.tier, 'pro');
  // Below Pro the person's own side of love is what the plan reads: Venus, Mars and the 7th house, even when read
  // before in this chat (the question is new; the writer never repeats a paragraph word for word).
  const own = pro
    ? themeCandidates(b, 'love')
    : dedupe([
        b.placement('Venus') ?? placementEvenIfUsed(b, 'Venus'),
        b.placement('Mars') ?? placementEvenIfUsed(b, 'Mars'),
        b.house(7),
      ]);
  return {
    ...base,
    mode: 'compatibility',
    note,
    topic: 'relationships',
    theme: 'love',
    factors: (own.length ? own : themeCandidates(b, 'love')).slice(0, pro ? 2 : 3),
    gate: pro ? null : 'compatibility-needs-pro',
    // The pointer below Pro says what this plan reads (plan-lines.ts).
    tier: input.tier,
  };
};

/**
 * A reading: the factors the question names or implies, minus what this chat has already covered. A point asked
 * about by name is stated even if said before; "tell me more" goes on without restating it.
 */
export const planReading = ({ b, q, base, input, limit, note: asked }: PlanContext): ReplyPlan => {
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
  // "Why don't I feel like a Cancer?": the sign asked about, then the louder voice in the chart that may explain it.
  const doubted = NOT_LIKE.test(input.message) ? q.points[0] : undefined;
  if (doubted) {
    factors = factors.slice(0, 1);
    highlight =
      b
        .distinctive()
        .find(
          (f) =>
            !(f.kind === 'aspect' ? [f.aspect.p1, f.aspect.p2] : [pointOf(f)?.name]).some((n) => n === doubted) &&
            !f.ids.some((id) => factors[0]?.ids.includes(id)),
        ) ?? null;
  }
  if (theme === 'self') {
    const taken = new Set(factors.flatMap((f) => f.ids));
    highlight = b.distinctive().find((f) => !f.ids.some((id) => taken.has(id))) ?? null;
    // Asked about the whole person again: the parts of the Big Three this chat gave before are named once more, in
    // one line, before what is new; only those (a recap of what was never said is not a recap).
    const big = ['Sun', 'Moon', 'Ascendant'].flatMap((n) => planetOf(input.chart, n) ?? []);
    const given = big.filter((p) => input.used.includes(signId(p)));
    // Not when the person asked to go on ("tell me more") or for a short answer: they have just had it. Only when
    // the message asks for the whole of them again: a self reading reached by default (a request about the chat's
    // language, a word the reader could not place) recalls nothing.
    if (given.length && note !== 'more' && !base.shape && asksWholeChart(input.message)) {
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
    ...(doubted && highlight ? { notLike: doubted } : {}),
  };
};

/** Words that ask for the whole person or chart, in the languages people ask in (folded: no accents). */
const WHOLE_CHART =
  /\b(big (?:three|3)|(?:my|whole|entire|full|birth|natal) chart|about (?:me|myself)|who am i|overall|in general|my personality|describe me|read me|sum me up|(?:mi|meu|mon|mein|il mio) (?:carta|mapa|theme|horoskop|tema)|carta (?:natal|astral)|mapa (?:natal|astral)|theme (?:natal|astral)|tema natale|geburtshoroskop|sobre mi|sobre mim|quien soy|quem (?:eu )?sou|qui suis-je|wer bin ich|chi sono)\b/;

const asksWholeChart = (message: string) => WHOLE_CHART.test(normalise(message));

/** Words of someone who does not recognise a placement in themself. */
const NOT_LIKE =
  /\b(feel nothing like|(?:do ?n[o']?t|never) (?:feel|relate|identify)|(?:is ?n[o']?t|not) (?:like )?me|does ?n[o']?t (?:fit|sound like) me|nothing like (?:a|my|it))\b/i;

/** The question kinds with a plan of their own; any other is planned as a reading. */
export const BY_KIND: Partial<Record<Question['kind'], (c: PlanContext) => ReplyPlan>> = {
  definition: planDefinition,
  retrograde: planRetrograde,
  transits: planTransits,
  compatibility: planCompatibility,
};
