import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_WINDOW_MS,
  allowanceFor,
  allowanceReachedText,
  countQuestion,
  timeUntil,
} from './question-allowance.ts';

const allowances = { anonymous: 3, free: 7 };
const at = (iso: string) => new Date(iso);

describe('countQuestion', () => {
  it('opens a window with the first question', () => {
    const now = at('2026-03-01T09:00:00Z');
    expect(countQuestion(null, now, 3)).toEqual({ allowed: true, next: { windowStart: now, used: 1 } });
  });

  it('counts questions inside the window up to the allowance, then refuses until the window ends', () => {
    const start = at('2026-03-01T09:00:00Z');
    let count = { windowStart: start, used: 1 };
    for (let asked = 2; asked <= 3; asked++) {
      const verdict = countQuestion(count, at('2026-03-01T20:00:00Z'), 3);
      if (!verdict.allowed) throw new Error(`question ${asked} refused`);
      count = verdict.next;
      expect(count).toEqual({ windowStart: start, used: asked });
    }
    expect(countQuestion(count, at('2026-03-02T08:59:59Z'), 3)).toEqual({
      allowed: false,
      resetsAt: at('2026-03-02T09:00:00Z'),
      perDay: 3,
    });
  });

  it('opens a new window 24 hours after the first question of the last one, not at midnight', () => {
    const full = { windowStart: at('2026-03-01T09:00:00Z'), used: 3 };
    expect(countQuestion(full, at('2026-03-02T00:00:01Z'), 3).allowed).toBe(false);
    const renewed = at(new Date(full.windowStart.getTime() + ALLOWANCE_WINDOW_MS).toISOString());
    expect(countQuestion(full, renewed, 3)).toEqual({ allowed: true, next: { windowStart: renewed, used: 1 } });
  });

  it('a lowered allowance refuses a window already past it', () => {
    const over = { windowStart: at('2026-03-01T09:00:00Z'), used: 10 };
    expect(countQuestion(over, at('2026-03-01T10:00:00Z'), 3).allowed).toBe(false);
  });
});

describe('allowanceFor', () => {
  it('limits visitors and free members; Plus and Pro have no limit', () => {
    expect(allowanceFor('anonymous', allowances)).toBe(3);
    expect(allowanceFor('free', allowances)).toBe(7);
    expect(allowanceFor('plus', allowances)).toBeNull();
    expect(allowanceFor('pro', allowances)).toBeNull();
  });
});

describe('the message when the allowance is used up', () => {
  const now = at('2026-03-01T12:00:00Z');

  it('says when the person can ask again', () => {
    expect(timeUntil(at('2026-03-01T12:00:30Z'), now)).toBe('in a minute');
    expect(timeUntil(at('2026-03-01T12:20:00Z'), now)).toBe('in 20 minutes');
    expect(timeUntil(at('2026-03-01T13:10:00Z'), now)).toBe('in about an hour');
    expect(timeUntil(at('2026-03-01T17:40:00Z'), now)).toBe('in about 6 hours');
  });

  it("a visitor hears the free account's number and what Plus adds", () => {
    const text = allowanceReachedText(
      'anonymous',
      { resetsAt: at('2026-03-01T17:00:00Z'), perDay: 3 },
      allowances,
      now,
    );
    expect(text).toBe(
      'That was your 3 questions for today. You can ask again in about 5 hours. ' +
        'A free account gives you 7 a day and keeps your chart; Plus makes questions unlimited.',
    );
  });

  it('a free member hears what Plus adds', () => {
    const text = allowanceReachedText('free', { resetsAt: at('2026-03-01T12:45:00Z'), perDay: 7 }, allowances, now);
    expect(text).toContain('That was your 7 questions for today. You can ask again in 45 minutes');
    expect(text).toContain('Plus makes questions unlimited');
  });

  it('in a hard chat names no plan, only the limit and when it resets', () => {
    for (const plan of ['anonymous', 'free'] as const) {
      const text = allowanceReachedText(
        plan,
        { resetsAt: at('2026-03-01T17:00:00Z'), perDay: 3 },
        allowances,
        now,
        true,
      );
      expect(text).toContain("that was today's 3 questions");
      expect(text).toContain('You can ask again in about 5 hours.');
      expect(text).not.toMatch(/Plus|Pro\b|unlimited|account|upgrade/);
    }
  });
});
