// Runs a whole chat through the built-in reply pipeline for the reply tests, the way send-message.ts does: each
// message is planned with the questions before it and the placements already read, and written with the texts of
// the earlier replies, so nothing a test checks depends on its own copy of that memory.
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId, Tier } from '@stellara/contract';
import type { ChartContext } from '../conversation/chart-context.ts';
import { type PersonMemory, recalledIn, rememberFrom } from '../conversation/person-memory.ts';
import type { Allowances } from '../conversation/reply/app-limits.ts';
import { type Reading, writeReply } from '../conversation/reply/builtin-writer.ts';
import { planReply } from '../conversation/reply/plan.ts';
import type { PlanInput, ReplyPlan } from '../conversation/reply/plan-types.ts';
import { contextAt } from '../conversation/session-chart.ts';
import { understandingReader } from '../conversation/understanding/reader.ts';
import type { ReaderKnowledge } from '../knowledge/index.ts';
import { seedKnowledge } from '../knowledge/meanings.ts';

export interface ChatSetup {
  chart: ChartContext;
  knowledge: ReaderKnowledge;
  personality: PersonalityId;
  level: 'basic' | 'technical';
  tier: Tier;
  /** The daily question allowances the server counts, when it counts them. */
  allowances?: Allowances;
  /** When every message is sent: the time a message names is read against it. */
  sent: Date;
  /** Placements read before this chat (another chat, a card): counted as used, though no reply here said them. */
  readElsewhere?: readonly string[];
  /** The person has chatted before, so a first greeting says welcome back (PlanInput.returning). */
  returning?: boolean;
  /**
   * Each message planned with the memory of what was told earlier in the chat, as told-before.ts builds it; the
   * messages are then a minute apart, the last a minute before `sent`, so that memory has an order.
   */
  remembers?: boolean;
}

export interface ChatTurn {
  message: string;
  plan: ReplyPlan;
  reading: Reading;
}

const MINUTE_MS = 60_000;

/** What the person told before the message at `index`, read from this chat alone, or undefined when nothing. */
function toldEarlier(
  messages: readonly string[],
  index: number,
  replies: readonly string[],
  sentAt: (i: number) => Date,
  setup: ChatSetup,
): PersonMemory | undefined {
  const reader = understandingReader();
  const here = messages
    .slice(0, index)
    .map((content, j) => ({ content, at: sentAt(j).toISOString(), conversationId: 'chat' }));
  const remembered = rememberFrom(here, (text) => reader.understand(text, { sent: setup.sent }));
  if (!remembered.length) return undefined;
  return {
    remembered,
    voice: setup.personality,
    seed: here.length,
    recalled: replies.length ? recalledIn(replies.at(-1)!, remembered) : [],
    earlier: [...replies],
    before: sentAt(index).toISOString(),
  };
}

/** Plans and writes a reply to each message in turn, each one remembering the turns before it. */
export async function runChat(messages: readonly string[], setup: ChatSetup): Promise<ChatTurn[]> {
  const { chart, knowledge, personality, level, tier, sent } = setup;
  const sentAt = (i: number) => (setup.remembers ? new Date(sent.getTime() - (messages.length - i) * MINUTE_MS) : sent);
  const turns: ChatTurn[] = [];
  const replies: string[] = [];
  const used: string[] = [...(setup.readElsewhere ?? [])];
  for (const [i, message] of messages.entries()) {
    const earlierQuestions = messages.slice(0, i);
    const memory = setup.remembers ? toldEarlier(messages, i, replies, sentAt, setup) : undefined;
    const plan = planReply({
      message,
      chart,
      tier,
      level,
      earlierQuestions,
      used,
      hook: null,
      sent: sentAt(i),
      ...(setup.allowances ? { allowances: setup.allowances } : {}),
      ...(setup.returning ? { returning: true } : {}),
      ...(memory ? { memory } : {}),
    });
    const reading = await writeReply({ plan, chart, personality, level, earlier: replies }, knowledge);
    replies.push(reading.text);
    used.push(...reading.placements);
    turns.push({ message, plan, reading });
  }
  return turns;
}

/** The texts of a chat's replies, oldest first. */
export async function chatReplies(messages: readonly string[], setup: ChatSetup): Promise<string[]> {
  return (await runChat(messages, setup)).map((turn) => turn.reading.text);
}

/** The first reply of a one-message chat for another person's chart (birth UT and place), on Plus as of 28 November
 * 2026 at noon, with the chart it was read from. */
export async function firstReplyFor(birth: { ut: string; latitude: number; longitude: number }, message: string) {
  const chart = contextAt(calculateNatalChart(birth), ADA_SENT);
  const [turn] = await runChat([message], {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: 'basic',
    tier: 'plus',
    sent: ADA_SENT,
  });
  return { chart, turn: turn! };
}

/** Ada's chart (15 July 1990, 13:30, London), read as of 28 November 2026 at noon: the reply tests' usual person. */
const ADA_SENT = new Date('2026-11-28T12:00:00Z');
let adaSetup: Omit<ChatSetup, 'personality' | 'level' | 'tier'> | undefined;

function ada(): Omit<ChatSetup, 'personality' | 'level' | 'tier'> {
  adaSetup ??= {
    chart: contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), ADA_SENT),
    knowledge: seedKnowledge(),
    sent: ADA_SENT,
  };
  return adaSetup;
}

/** Ada's chart as the reply tests read it. */
export const adaChart = (): ChartContext => ada().chart;

/** Ada's local birth date and time, which the returns and the outlooks count her years from. */
const ADA_LOCAL = { date: '1990-07-15', time: '13:30', timezone: 'Europe/London' };

/**
 * `plan(message, over)` for Ada's chart as of `sent` (28 November 2026 at noon unless given), with the planner tests'
 * usual input: a first message on Pro at the basic level. `local` adds her local birth date and time.
 */
export function adaPlanner(options: Partial<PlanInput> & { local?: boolean } = {}) {
  const { local, ...defaults } = options;
  const sent = defaults.sent ?? ADA_SENT;
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const chart = contextAt(natal, sent, local ? { local: ADA_LOCAL } : undefined);
  const base: Omit<PlanInput, 'message'> = {
    chart,
    tier: 'pro',
    level: 'basic',
    earlierQuestions: [],
    used: [],
    hook: null,
    sent,
    ...defaults,
  };
  return (message: string, over: Partial<PlanInput> = {}): ReplyPlan => planReply({ ...base, ...over, message });
}

/** One reply of a chat: its plan and its text. */
export interface AdaTurn {
  plan: ReplyPlan;
  text: string;
}

/** Each reply's plan and text for a whole chat with Ada's chart, in a voice, plan and level (guide, free, basic). */
export async function adaChat(
  messages: readonly string[],
  options: {
    personality?: PersonalityId;
    tier?: Tier;
    level?: 'basic' | 'technical';
    returning?: boolean;
    allowances?: Allowances;
  } = {},
): Promise<AdaTurn[]> {
  const { personality = 'guide', tier = 'free', level = 'basic', returning, allowances } = options;
  const turns = await runChat(messages, {
    ...ada(),
    personality,
    tier,
    level,
    ...(returning ? { returning } : {}),
    ...(allowances ? { allowances } : {}),
  });
  return turns.map(({ plan, reading }) => ({ plan, text: reading.text }));
}

/** A first paragraph in the person's language says the reading goes on in English, naming English in that language. */
const NAMES_ENGLISH = /\b(?:ingl[eé]s|ingl[eê]s|anglais|englisch|inglese|engels|angielsk\w*)\b/i;

/** The reply without the line in the person's language that may head it (turn-line.ts, their-language.ts). */
export function withoutLanguageLine(text: string): string {
  const [first, ...rest] = text.split('\n\n');
  return rest.length && NAMES_ENGLISH.test(first!) ? rest.join('\n\n') : text;
}

/** A price, a plan name or a monthly figure in a reply: none may appear on a hard turn (docs/voice.md). */
export const PRICE_LINE = /[$£€]\s?\d|\/month|\bper month\b|Stellara\+|Stellara Pro/i;
