// Anonymous visitor sessions: what the spec kept in session storage (birth data, chart, current chat),
// kept server-side behind a random cookie token, expiring after a day without use.
import { createHash, randomBytes } from 'node:crypto';
import type { BirthData, ChatSession, NatalChartRecord, VisitorSession } from '@stellara/contract';
import { eq, lt, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { visitorSessions } from '../db/schema/index.ts';
import { readCookie } from './cookies.ts';

export const VISITOR_COOKIE = 'stellara.visitor';
/** A visitor session lives this long after its last change. */
export const VISITOR_TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The visitor session a request's cookie names (its hash, as stored), or null: whom a visitor's allowance counts. */
export function visitorKeyOf(request: FastifyRequest): string | null {
  const token = readCookie(request, VISITOR_COOKIE);
  return token && token.length <= 100 ? hashToken(token) : null;
}
export const newToken = () => randomBytes(32).toString('base64url');

export interface VisitorRow {
  birthData: BirthData | null;
  chart: NatalChartRecord | null;
  currentChat: ChatSession | null;
  expiresAt: Date;
}

export const emptyVisitor: VisitorSession = { birthData: null, chart: null, currentChat: null, expiresAt: null };

export class VisitorService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The live session for a cookie token, or null (unknown or expired). */
  async load(token: string | undefined): Promise<VisitorRow | null> {
    if (!token || token.length > 100) return null;
    const [row] = await this.db.orm
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.id, hashToken(token)))
      .limit(1);
    if (!row || row.expiresAt <= this.now()) return null;
    return {
      birthData: row.birthData as BirthData | null,
      chart: row.chart as NatalChartRecord | null,
      currentChat: row.currentChat as ChatSession | null,
      expiresAt: row.expiresAt,
    };
  }

  /** Writes part of the session; creates it (with a new token) when `token` is missing or dead. */
  async save(
    token: string | undefined,
    patch: Partial<Pick<VisitorRow, 'birthData' | 'chart' | 'currentChat'>>,
  ): Promise<{ token: string; row: VisitorRow }> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + VISITOR_TTL_MS);
    const existing = token ? await this.load(token) : null;
    const useToken = existing && token ? token : newToken();
    const row: VisitorRow = {
      birthData: patch.birthData !== undefined ? patch.birthData : (existing?.birthData ?? null),
      chart: patch.chart !== undefined ? patch.chart : (existing?.chart ?? null),
      currentChat: patch.currentChat !== undefined ? patch.currentChat : (existing?.currentChat ?? null),
      expiresAt,
    };
    await this.db.orm
      .insert(visitorSessions)
      .values({ id: hashToken(useToken), ...row, updatedAt: now })
      .onConflictDoUpdate({ target: visitorSessions.id, set: { ...row, updatedAt: now } });
    if (!existing) await this.prune();
    return { token: useToken, row };
  }

  async remove(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.orm.delete(visitorSessions).where(eq(visitorSessions.id, hashToken(token)));
  }

  /** Removes expired sessions and those unchanged since before `cutoff` (the retention sweep); answers how many. */
  async removeIdle(cutoff: Date): Promise<number> {
    const removed = await this.db.orm
      .delete(visitorSessions)
      .where(or(lte(visitorSessions.expiresAt, this.now()), lt(visitorSessions.updatedAt, cutoff)))
      .returning({ id: visitorSessions.id });
    return removed.length;
  }

  /** Removes expired sessions. */
  async prune(): Promise<void> {
    await this.db.orm.delete(visitorSessions).where(lte(visitorSessions.expiresAt, this.now()));
  }
}

export function visitorJson(row: VisitorRow | null): VisitorSession {
  if (!row) return emptyVisitor;
  return {
    birthData: row.birthData,
    chart: row.chart,
    currentChat: row.currentChat,
    expiresAt: row.expiresAt.toISOString(),
  };
}
