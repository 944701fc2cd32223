// The reply plan's shapes: what the planner is given (PlanInput), what it hands either writer (ReplyPlan), and
// the context each plan builder reads.

import type { HookState, Tier } from '@stellara/contract';
import type { ChartContext, ChartPlanet, ChartTransit, SkyNow, SlowTransit } from '../chart-context.ts';
import type { PersonMemory } from '../person-memory.ts';
import type { MessageAct, Situation, Understanding, WrittenLanguage } from '../understanding/understanding.ts';
import type { Allowances } from './app-limits.ts';
import type { Carried, HealthAsk } from './care.ts';
import type { CrisisCountry } from './crisis-lines.ts';
import type { Builder, Factor, ReplyTheme } from './factors.ts';
import type { ReplyFocus } from './focus.ts';
import type { PeriodEvent } from './period-events.ts';
import type { Period } from './periods.ts';
import type { Question } from './question.ts';
import type { SafetyTurn } from './safety.ts';
import type { AskedLength, TalkFacts } from './talk-types.ts';
import type { TechniqueAnswer } from './technique-answers.ts';

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
  /** Thanks, a goodbye or a chat's opening greeting with nothing asked: a short warm reply (one offer for thanks). */
  | 'thanks'
  /** A question about Stellara itself: what it is, who writes the replies. */
  | 'about-stellara'
  /** The person doubts what was read: acknowledged, the evidence once, then a different angle. */
  | 'doubt'
  /** What the paid plans cost and add: the prices from the contract, no reading. */
  | 'price'
  /** An apology for sharing something hard: a warm, short reply, no reading. */
  | 'apology'
  /** The person may be in danger (thoughts of dying or of self-harm): their safety, no chart (reply/safety.ts). */
  | 'safety'
  /** "I don't want a reading, I just need someone to talk to": no chart, a question and a person to reach. */
  | 'just-talk'
  /** A question about the conversation itself (what is remembered, the plans, a date after "when"): talk.ts. */
  | 'talk'
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
  /**
   * A hard thing shared earlier in this chat (a death, an illness, a lost job): this turn sells nothing, hands out no
   * exercise, and, when the message asks how it ends or shares a feeling, answers the person before the chart. When
   * the message goes on with it (`followsUp`), it is also the turn's situation, with no second condolence.
   */
  carried: Carried | null;
  /**
   * The chat, this message included, holds something hard (a situation, a crisis, a fear told): no reply in it names
   * a price, a plan or an upgrade, whichever writer path it takes (reply/hard-chat.ts).
   */
  hardChat?: boolean;
  /** The plan includes the person's own transits with their dates (plus and above, docs/plans.md); unset is no. */
  personalTiming?: boolean;
  /** On a safety turn, which one: the first, said again, or the message right after (reply/safety.ts). */
  safety?: SafetyTurn;
  /** Taken back after speaking of not wanting to live, with a question: the line leads the answer (safety-held.ts). */
  held?: 'retract';
  /** A sentence said first, before the answer, to keep a hard thing told earlier in view (hard-followups.ts). */
  heldLead?: string;
  /** The English body under a line in their language: the lines around it are said once, outside (safety-held.ts). */
  aroundSaid?: boolean;
  /** On a safety turn, the country whose crisis line to name, when known (reply/crisis-lines.ts). */
  crisisCountry?: CrisisCountry | null;
  /** A question about health: a medication change (the doctor decides, never the chart) or illness in the chart. */
  health: HealthAsk | null;
  /** "How do I grieve?" asked of the chart: read from the Moon, Mars and Saturn, the points named first. */
  coping?: { points: string[] };
  /** The earlier messages of the chat, so care lines can name what was told before (reply/care-talk.ts). */
  before?: readonly string[];
  /** The shape of answer asked for: at most 80 words, or one step only. */
  shape: 'short' | 'one-thing' | null;
  /** The message as planned (one question of several, for a part). */
  message: string;
  /** The message asks for an outcome no chart can promise (death, illness, money, a relationship's end). */
  outcome: boolean;
  /** The message asks for the harder side (a weakness, a challenge) or the gift (a strength, a talent) by name. */
  side: 'shadow' | 'gift' | null;
  /** "Why don't I feel like my Sun sign?": the point the person does not recognise; the highlight is what speaks louder. */
  notLike?: string;
  /** The thing a short answer was asked to name, in the person's word ("weakness", "strength"). */
  named?: string;
  /** The language the reply is for: the one asked for in this chat, else the message's own (chat-language.ts). */
  language: WrittenLanguage;
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
  note: 'gibberish' | 'greeting' | 'welcome' | 'thanks' | 'more' | 'first' | 'moved-on' | null;
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
  /** A length said outright ("1 sentence", "one word"): the reply keeps it exactly (asked-length.ts). */
  length?: AskedLength;
  /** A list asked for ("bullet points", "in 3 bullets"): the reply is written as one, so many lines (format-asks.ts). */
  list?: { count: number | null; numbered?: true };
  /** "In plain words, no metaphors", asked now or earlier in the chat: no imagery in any voice (plain-words.ts). */
  plainWords?: true;
  /** "Three things I can do": exactly this many actions, as the answer (asked-actions.ts). */
  actions?: number;
  /** A table asked for ("a table with 5 rows"), or practical steps with no astrology in them (asked-shape.ts). */
  table?: {
    rows: number | null;
    of?: 'progressed' | 'dated' | null;
    month?: string | null;
    named?: string[];
    columns?: string[] | null;
  };
  practical?: true;
  /** For mode 'talk': what the answer about memory, the plans or a date is written from. */
  talk?: TalkFacts;
  /** For a question about Stellara: the person's plan and the question allowances, which its answer is true for. */
  tier?: Tier;
  allowances?: Allowances;
}

export interface PlanInput {
  message: string;
  /** The person's own words, when `message` is their gloss in English words (understanding/glossary.ts). */
  said?: string;
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
  /** The earlier messages as heard, oldest first, once a turn (read here when not given). */
  earlierHeard?: readonly Understanding[];
  /** When the message was sent (now when not given): the time it names is read against it. */
  sent?: Date;
  /** One question of a message that asks several: planned alone, never split again. */
  part?: boolean;
  /** The question left after taking back a risk said earlier: answered, not met as more of it (safety-held.ts). */
  retracted?: boolean;
  /** What the person told in earlier messages, for one line that refers back to it. */
  memory?: PersonMemory;
  /** The daily question allowances the server enforces, when it counts them (app-limits.ts). */
  allowances?: Allowances;
  /** The person has chatted before (a member's earlier chats): a first greeting says welcome back, not welcome. */
  returning?: boolean;
}

/** What every plan builder reads: the message as understood, the chart's factors, and what was said before. */
export interface PlanContext {
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
export type PlanBuilder = (c: PlanContext) => ReplyPlan | null;
