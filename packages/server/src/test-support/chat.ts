// Runs a whole chat through the built-in reply pipeline for the reply tests, the way send-message.ts does: each
// message is planned with the questions before it and the placements already read, and written with the texts of
// the earlier replies, so nothing a test checks depends on its own copy of that memory.
import type { PersonalityId, Tier } from '@stellara/contract';
import type { ChartContext } from '../conversation/chart-context.ts';
import { type Reading, writeReply } from '../conversation/reply/builtin-writer.ts';
import { planReply } from '../conversation/reply/plan.ts';
import type { ReplyPlan } from '../conversation/reply/plan-types.ts';
import type { ReaderKnowledge } from '../knowledge/index.ts';

export interface ChatSetup {
  chart: ChartContext;
  knowledge: ReaderKnowledge;
  personality: PersonalityId;
  level: 'basic' | 'technical';
  tier: Tier;
  /** When every message is sent: the time a message names is read against it. */
  sent: Date;
}

export interface ChatTurn {
  message: string;
  plan: ReplyPlan;
  reading: Reading;
}

/** Plans and writes a reply to each message in turn, each one remembering the turns before it. */
export async function runChat(messages: readonly string[], setup: ChatSetup): Promise<ChatTurn[]> {
  const { chart, knowledge, personality, level, tier, sent } = setup;
  const turns: ChatTurn[] = [];
  const replies: string[] = [];
  const used: string[] = [];
  for (const [i, message] of messages.entries()) {
    const earlierQuestions = messages.slice(0, i);
    const plan = planReply({ message, chart, tier, level, earlierQuestions, used, hook: null, sent });
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
