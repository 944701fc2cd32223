// The daily question allowance of visitors and free members. A "day" is a window of 24 hours that opens with the
// first question counted in it (not midnight: the server does not know where the person is now, and a window that
// opens with the first question can never run out moments after it began). Plus and Pro have no allowance.
import { planInfo, type Tier } from '@stellara/contract';

export const ALLOWANCE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The settings (config.ts): questions per window for each limited plan. */
export interface QuestionAllowances {
  anonymous: number;
  free: number;
}

/** What the counter holds for one person. */
export interface AllowanceCount {
  windowStart: Date;
  used: number;
}

export type AllowanceVerdict =
  | { allowed: true; next: AllowanceCount }
  | { allowed: false; resetsAt: Date; perDay: number };

/** Questions per window for a plan; null when the plan has no limit (Plus, Pro, and administrators as Pro). */
export function allowanceFor(plan: Tier, allowances: QuestionAllowances): number | null {
  if (plan === 'anonymous') return allowances.anonymous;
  if (plan === 'free') return allowances.free;
  return null;
}

/**
 * Counts one more question against `perDay`: a window past its 24 hours (or none yet) opens a new one at `now`; a
 * window with questions left counts this one; a full window refuses it until the window ends. Pure.
 */
export function countQuestion(previous: AllowanceCount | null, now: Date, perDay: number): AllowanceVerdict {
  const resetsAt = previous ? new Date(previous.windowStart.getTime() + ALLOWANCE_WINDOW_MS) : null;
  if (!previous || !resetsAt || resetsAt <= now) return { allowed: true, next: { windowStart: now, used: 1 } };
  if (previous.used < perDay)
    return { allowed: true, next: { windowStart: previous.windowStart, used: previous.used + 1 } };
  return { allowed: false, resetsAt, perDay };
}

/** "in about 5 hours", "in about an hour", "in 20 minutes": when the window ends, from now. */
export function timeUntil(resetsAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/**
 * What the chat shows when the allowance is used up: how many, when the person can ask again, and what the next
 * plan adds. The question itself is not stored, so the person can send it again once the window ends. In a chat
 * that holds something hard (a loss, a fear told: reply/hard-chat.ts) no plan is named: the limit is said kindly,
 * with when it resets, and nothing is sold.
 */
export function allowanceReachedText(
  plan: Tier,
  verdict: { resetsAt: Date; perDay: number },
  allowances: QuestionAllowances,
  now: Date,
  hardChat = false,
): string {
  const count = `${verdict.perDay} question${verdict.perDay === 1 ? '' : 's'}`;
  const when = `You can ask again ${timeUntil(verdict.resetsAt, now)}.`;
  if (hardChat) {
    return `I'm sorry to stop here: that was today's ${count}, the most I can answer in a day. ${when} Everything you told me stays in this chat, and I'll be here then.`;
  }
  const plus = planInfo.plus.name;
  if (plan === 'anonymous') {
    return `That was your ${count} for today. ${when} A free account gives you ${allowances.free} a day and keeps your chart; ${plus} makes questions unlimited.`;
  }
  return `That was your ${count} for today. ${when} ${plus} makes questions unlimited, and adds transit forecasts, all five voices and chat folders.`;
}
