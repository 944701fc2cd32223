// Fixed-window attempt counters in the database, so every server instance sees the same counts.
import type { SqlClient } from '../db/client.ts';

export interface AttemptRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface AttemptResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export class AttemptLimiter {
  private hits = 0;

  constructor(private readonly sql: SqlClient) {}

  /** Counts one attempt under `key` and says whether it is within the rule. */
  async hit(key: string, rule: AttemptRule): Promise<AttemptResult> {
    // Expired counters are cleared now and then, so the table stays small.
    if (++this.hits % 500 === 0) await this.prune();
    const { rows } = await this.sql.query<{ count: number; reset_at: Date | string }>(
      `INSERT INTO auth_attempts (key, count, reset_at)
       VALUES ($1, 1, now() + ($2::int * interval '1 millisecond'))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_attempts.reset_at <= now() THEN 1 ELSE auth_attempts.count + 1 END,
         reset_at = CASE WHEN auth_attempts.reset_at <= now() THEN excluded.reset_at ELSE auth_attempts.reset_at END
       RETURNING count, reset_at`,
      [key, rule.windowMs],
    );
    const row = rows[0]!;
    const resetAt = new Date(row.reset_at).getTime();
    return {
      allowed: row.count <= rule.max,
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
    };
  }

  /** Forgets the counter (e.g. the account's failures after a successful sign-in). */
  async clear(key: string): Promise<void> {
    await this.sql.query('DELETE FROM auth_attempts WHERE key = $1', [key]);
  }

  /** Removes expired counters. */
  async prune(): Promise<void> {
    await this.sql.query('DELETE FROM auth_attempts WHERE reset_at <= now()');
  }
}

/** Limits on the sign-in and sign-up doors. */
export const authLimits = {
  signInPerIp: { max: 30, windowMs: 15 * 60_000 },
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { max: 10, windowMs: 60 * 60_000 },
  signUpPerAccount: { max: 5, windowMs: 60 * 60_000 },
  mailPerAccount: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, AttemptRule>;
