// The morning-note job: every instance runs it on a timer, and the database decides who sends. Each (member, local
// date) is claimed by inserting its row in morning_note_sends; the primary key lets exactly one instance win, and the
// row outlives restarts, so a note is sent at most once per member and local morning. A send the mail server refused
// is marked failed and may be claimed again by compare-and-set while attempts remain; a claim whose instance died
// mid-send stays `sending` and is not retried, since the mail may already have gone out.
import type { TodayResponse } from '@stellara/contract';
import type { Mailer } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logging/logger.ts';
import { dueMorning } from './due.ts';
import { buildMorningNote, type MorningNoteLinks } from './message.ts';

/** A member the note may be due for. */
export interface MorningNoteMember {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

export interface MorningNoteJobOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The Today card's reading of the member's local day (today.service.ts). */
  readDay(member: MorningNoteMember, timezone: string, date: string): Promise<TodayResponse>;
  /** The chat and unsubscribe links of a member's mail. */
  links(userId: string): MorningNoteLinks;
  /** Names this instance on its claims. */
  instanceId: string;
  /** The clock (tests drive the job with their own). */
  now?: () => Date;
  /** Between runs; a minute, so a note leaves within a minute of its hour. */
  intervalMs?: number;
  /** Sends tried per member and morning when the mail server refuses. */
  maxAttempts?: number;
}

export interface MorningNoteRun {
  /** The (member, date) pairs this run sent. */
  sent: { userId: string; date: string }[];
  failed: { userId: string; date: string }[];
}

interface Candidate {
  id: string;
  email: string;
  name: string | null;
  user_name: string;
  email_verified: boolean;
  hour: number;
  timezone: string;
  since: Date | string | null;
}

export class MorningNoteJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly now: () => Date;
  private readonly maxAttempts: number;

  constructor(private readonly options: MorningNoteJobOptions) {
    this.now = options.now ?? (() => new Date());
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  /** Sends every note due at the clock's now that no instance has claimed yet. */
  async runOnce(): Promise<MorningNoteRun> {
    const now = this.now();
    const { db } = this.options;
    const { rows } = await db.sql.query<Candidate>(
      `SELECT p.id, u.email, p.name, u.name AS user_name, u.email_verified, p.morning_note_hour AS hour,
              p.morning_note_timezone AS timezone, p.morning_note_since AS since
         FROM user_profiles p JOIN auth_users u ON u.id = p.id
        WHERE p.morning_note_enabled AND u.email_verified AND p.morning_note_timezone IS NOT NULL`,
    );
    const run: MorningNoteRun = { sent: [], failed: [] };
    for (const row of rows) {
      const due = dueMorning(now, {
        hour: row.hour,
        timezone: row.timezone,
        since: row.since === null ? null : new Date(row.since),
      });
      if (!due) continue;
      if (!(await this.claim(row.id, due.date, now))) continue;
      const member = { id: row.id, email: row.email, name: row.name ?? row.user_name, emailVerified: true };
      try {
        const today = await this.options.readDay(member, row.timezone, due.date);
        const mail = buildMorningNote({ today, name: member.name, hour: row.hour, links: this.options.links(row.id) });
        await this.options.mailer.send({ to: row.email, ...mail, kind: 'morning-note', userId: row.id });
        await this.settle(row.id, due.date, 'sent', now);
        run.sent.push({ userId: row.id, date: due.date });
      } catch (error) {
        await this.settle(row.id, due.date, 'failed', now).catch(() => {});
        this.options.logger.warn({ err: error, userId: row.id, date: due.date }, 'A morning note could not be sent');
        run.failed.push({ userId: row.id, date: due.date });
      }
    }
    return run;
  }

  /**
   * Takes the member's morning for this instance, or says another has it. The insert only happens while the member
   * still wants the note (an unsubscribe between the read and the claim wins); a failed send is taken back by
   * compare-and-set on its status, so two instances cannot both retry it.
   */
  private async claim(userId: string, date: string, now: Date): Promise<boolean> {
    const { db, instanceId } = this.options;
    const inserted = await db.sql.query(
      `INSERT INTO morning_note_sends (user_id, local_date, status, claimed_by, claimed_at)
       SELECT $1, $2::date, 'sending', $3, $4::timestamptz
        WHERE EXISTS (SELECT 1 FROM user_profiles WHERE id = $1 AND morning_note_enabled)
       ON CONFLICT (user_id, local_date) DO NOTHING
       RETURNING user_id`,
      [userId, date, instanceId, now.toISOString()],
    );
    if (inserted.rows.length) return true;
    const retried = await db.sql.query(
      `UPDATE morning_note_sends SET status = 'sending', claimed_by = $3, claimed_at = $4::timestamptz,
              attempts = attempts + 1
        WHERE user_id = $1 AND local_date = $2::date AND status = 'failed' AND attempts < $5
          AND EXISTS (SELECT 1 FROM user_profiles WHERE id = $1 AND morning_note_enabled)
       RETURNING user_id`,
      [userId, date, instanceId, now.toISOString(), this.maxAttempts],
    );
    return retried.rows.length > 0;
  }

  private async settle(userId: string, date: string, status: 'sent' | 'failed', now: Date): Promise<void> {
    await this.options.db.sql.query(
      `UPDATE morning_note_sends SET status = $3::text, sent_at = CASE WHEN $3::text = 'sent' THEN $5::timestamptz END
        WHERE user_id = $1 AND local_date = $2::date AND claimed_by = $4`,
      [userId, date, status, this.options.instanceId, now.toISOString()],
    );
  }

  /** Runs now, then every interval until stop(); a run still going when the next is due is not doubled. */
  start(): void {
    if (this.timer) return;
    const run = () => {
      this.running ??= this.runOnce()
        .catch((error) => this.options.logger.error({ err: error }, 'The morning-note run failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, this.options.intervalMs ?? 60_000);
    this.timer.unref();
    run();
  }

  /** No new run starts; a running one finishes first (the database closes after this). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
