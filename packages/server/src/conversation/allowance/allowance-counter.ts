// The question allowance counted in the database, so every instance sees the same count. Each take is a
// compare-and-set on the person's row (the window and count it read), retried when another request changed it
// first: two questions sent at once on two instances both count, and never more than the allowance passes.
import type { Tier } from '@stellara/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionAllowances } from '../../db/schema/index.ts';
import {
  ALLOWANCE_WINDOW_MS,
  type AllowanceCount,
  type AllowanceVerdict,
  allowanceFor,
  countQuestion,
  type QuestionAllowances,
} from './question-allowance.ts';

/** Who is counted: a member by their account, a visitor by their visitor session (or, without one, their chat). */
export type CountedPerson = { member: string } | { visitor: string } | { chat: string };

export function personKey(person: CountedPerson): string {
  if ('member' in person) return `member:${person.member}`;
  if ('visitor' in person) return `visitor:${person.visitor}`;
  return `chat:${person.chat}`;
}

/** Rows whose window ended this long ago are removed (a visitor's included); a sweep runs at most this often. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const ATTEMPTS = 8;

export type TakeResult = { allowed: true } | Extract<AllowanceVerdict, { allowed: false }>;

export class AllowanceCounter {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    readonly allowances: QuestionAllowances,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one question for the person on their plan; Plus and Pro always pass and are not counted. */
  async take(person: CountedPerson, plan: Tier): Promise<TakeResult> {
    const perDay = allowanceFor(plan, this.allowances);
    if (perDay === null) return { allowed: true };
    const key = personKey(person);
    const t = questionAllowances;
    await this.sweep();
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const [row] = await this.db.orm.select().from(t).where(eq(t.person, key)).limit(1);
      const previous: AllowanceCount | null = row ? { windowStart: row.windowStart, used: row.used } : null;
      const verdict = countQuestion(previous, this.now(), perDay);
      if (!verdict.allowed) return verdict;
      const { next } = verdict;
      const written = previous
        ? await this.db.orm
            .update(t)
            .set(next)
            .where(and(eq(t.person, key), eq(t.windowStart, previous.windowStart), eq(t.used, previous.used)))
            .returning({ person: t.person })
        : await this.db.orm
            .insert(t)
            .values({ person: key, ...next })
            .onConflictDoNothing()
            .returning({ person: t.person });
      if (written.length > 0) return { allowed: true };
    }
    throw new Error(`question allowance for ${key} kept changing under ${ATTEMPTS} attempts`);
  }

  /** The person's count now, for the pages that show it; null for plans without an allowance. */
  async status(
    person: CountedPerson,
    plan: Tier,
  ): Promise<{ perDay: number; used: number; resetsAt: Date | null } | null> {
    const perDay = allowanceFor(plan, this.allowances);
    if (perDay === null) return null;
    const t = questionAllowances;
    const [row] = await this.db.orm
      .select()
      .from(t)
      .where(eq(t.person, personKey(person)))
      .limit(1);
    const resetsAt = row ? new Date(row.windowStart.getTime() + ALLOWANCE_WINDOW_MS) : null;
    if (!row || !resetsAt || resetsAt <= this.now()) return { perDay, used: 0, resetsAt: null };
    return { perDay, used: row.used, resetsAt };
  }

  /** A member's count goes with their account (delete account). */
  async forgetMember(userId: string): Promise<void> {
    await this.db.orm.delete(questionAllowances).where(eq(questionAllowances.person, personKey({ member: userId })));
  }

  private async sweep(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const ended = new Date(now - ALLOWANCE_WINDOW_MS);
    await this.db.orm.delete(questionAllowances).where(lt(questionAllowances.windowStart, ended));
  }
}
