// The one store of the conversation capability: conversations, their messages, the hook record, the saved-chat
// copy and analytics, read and written here and nowhere else. Access rules (whose conversation it is) live here
// too, so every use case asks the same question the same way.
import { createHash } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_MAX,
  type ChatMessage,
  type Conversation,
  type ConversationMessage,
  errorCodes,
  type Hook,
  type HookInfo,
  hookSchema,
  type PersonalityId,
  personalityInForce,
  planAtLeast,
  savedChatsKept,
  type TechnicalLevel,
  type Tier,
} from '@stellara/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conversationMessages, conversations, savedChats, sessionHookData, userAnalytics } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Logger } from '../logging/logger.ts';
import type { HookProgress } from './hook-state.ts';
import { conversationTexts } from './messages.ts';

/** Who is asking. The accounts capability supplies the real one; visitors are { userId: null, plan: 'anonymous' }. */
export interface ConversationViewer {
  userId: string | null;
  plan: Tier;
  /** A visitor's session (hash of the visitor cookie): whom their question allowance counts, across chats and tabs. */
  visitorKey?: string | null;
}

export type Row = typeof conversations.$inferSelect;
/** The memory of the person reads this many of a member's other chats, and this many of their messages in all. */
export const MEMORY_CHATS = 10;
export const MEMORY_MESSAGES = 50;
export type MessageRow = typeof conversationMessages.$inferSelect;

export const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

function iso(d: Date | string): string {
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}

/** The plan's rules: below plus only the guide answers and the level is basic (plus unlocks the toggle). */
export function effectiveSettings(plan: Tier, personality: PersonalityId, level: TechnicalLevel) {
  return {
    personality: personalityInForce(plan, personality),
    level: planAtLeast(plan, 'plus') ? level : ('basic' as const),
  };
}

export function messageJson(m: MessageRow): ConversationMessage {
  const blank = !m.content.trim() && m.status !== 'streaming';
  return {
    id: m.id,
    content: blank ? (m.sender === 'user' ? conversationTexts.blankUser : conversationTexts.blankAssistant) : m.content,
    sender: m.sender === 'user' ? 'user' : 'Stellara',
    personality: m.personality as PersonalityId,
    technicalLevel: m.technicalLevel as TechnicalLevel,
    timestamp: iso(m.createdAt),
    status: m.status as ConversationMessage['status'],
    kind: m.kind as ConversationMessage['kind'],
    placements: Array.isArray(m.placements) ? (m.placements as string[]) : [],
    rating: m.rating ?? null,
  };
}

export interface HookRow {
  id: string;
  /** The placements the hook rests on (the planner's memory labels). */
  placements: string[];
  state: HookProgress['state'];
  intensity: HookProgress['intensity'];
  hook: Hook | null;
  /** The hook message as the person saw it (the voiced text), null when none was stored. */
  shownText: string | null;
  resonanceScore: number | null;
  chartPatternType: string | null;
}

/** A conversation as a streaming use case needs it, read in one database round trip. */
export interface LoadedConversation {
  row: Row;
  messages: MessageRow[];
  hook: HookRow | null;
}

interface RawLoadedMessage extends Omit<MessageRow, 'createdAt'> {
  createdAt: string;
}

function hookFromRaw(r: {
  id: string;
  patternsExplored?: unknown;
  state: string;
  intensity: string;
  contradiction: unknown;
  hookText?: string | null;
  resonanceScore: number | null;
  chartPatternType: string | null;
}): HookRow {
  const parsed = hookSchema.safeParse(r.contradiction ? { ...(r.contradiction as object) } : null);
  return {
    id: r.id,
    placements: Array.isArray(r.patternsExplored) ? (r.patternsExplored as string[]) : [],
    state: r.state as HookProgress['state'],
    intensity: r.intensity as HookProgress['intensity'],
    hook: parsed.success ? parsed.data : null,
    shownText: r.hookText ?? null,
    resonanceScore: r.resonanceScore,
    chartPatternType: r.chartPatternType,
  };
}

export class ConversationStore {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  async load(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Row> {
    if (!/^[0-9a-f-]{36}$/i.test(id))
      throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    const [row] = await this.db.orm.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    const allowed =
      row &&
      (row.userId
        ? row.userId === viewer.userId
        : row.tokenHash !== null && token !== undefined && row.tokenHash === hashToken(token));
    if (!row || !allowed) throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    return row;
  }

  /**
   * The conversation with its messages, and latest hook row in one query (a streaming request
   * pays one round trip before generation instead of five); 404 when the viewer may not use it.
   */
  async loadFull(viewer: ConversationViewer, id: string, token: string | undefined): Promise<LoadedConversation> {
    if (!/^[0-9a-f-]{36}$/i.test(id))
      throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    const [r] = await this.db.orm
      .select({
        row: conversations,
        messages: sql<RawLoadedMessage[]>`(
          select coalesce(json_agg(json_build_object(
            'id', m.id, 'conversationId', m.conversation_id, 'seq', m.seq, 'sender', m.sender, 'content', m.content,
            'personality', m.personality, 'technicalLevel', m.technical_level, 'status', m.status, 'kind', m.kind,
            'placements', m.placements, 'clientMessageId', m.client_message_id, 'createdAt', m.created_at
          ) order by m.seq), '[]'::json)
          from ${conversationMessages} m where m.conversation_id = "conversations"."id")`,
        hook: sql<Parameters<typeof hookFromRaw>[0] | null>`(
          select json_build_object(
            'id', h.id, 'state', h.state, 'intensity', h.intensity_level, 'contradiction', h.contradiction_identified,
            'hookText', h.hook_text, 'patternsExplored', h.patterns_explored,
            'resonanceScore', h.resonance_score, 'chartPatternType', h.chart_pattern_type)
          from ${sessionHookData} h where h.session_id = "conversations"."id"::text
          order by h.created_at desc limit 1)`,
      })
      .from(conversations)
      .where(eq(conversations.id, id))
      .limit(1);
    const row = r?.row;
    const allowed =
      row &&
      (row.userId
        ? row.userId === viewer.userId
        : row.tokenHash !== null && token !== undefined && row.tokenHash === hashToken(token));
    if (!r || !row || !allowed) throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
    return {
      row,
      messages: json<RawLoadedMessage[]>(r.messages).map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
      hook: r.hook ? hookFromRaw(json(r.hook)) : null,
    };
  }

  async messages(id: string): Promise<MessageRow[]> {
    return this.db.orm
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.seq));
  }

  async hookRow(sessionId: string): Promise<HookRow | null> {
    const [r] = await this.db.orm
      .select()
      .from(sessionHookData)
      .where(eq(sessionHookData.sessionId, sessionId))
      .orderBy(desc(sessionHookData.createdAt))
      .limit(1);
    if (!r) return null;
    return hookFromRaw({ ...r, intensity: r.intensityLevel, contradiction: r.contradictionIdentified });
  }

  hookInfo(h: HookRow | null): HookInfo {
    return {
      state: h?.state ?? 'initial',
      intensityLevel: h?.intensity ?? 'gentle',
      chartPatternType: h?.chartPatternType ?? null,
      resonanceScore: h?.resonanceScore ?? null,
    };
  }

  /** Whether the member's conversation is one of their saved chats (listed in Reading History). */
  async isSaved(row: Row): Promise<boolean> {
    if (!row.userId) return false;
    const [saved] = await this.db.orm
      .select({ id: savedChats.id })
      .from(savedChats)
      .where(and(eq(savedChats.id, row.id), eq(savedChats.userId, row.userId)))
      .limit(1);
    return saved !== undefined;
  }

  async json(row: Row): Promise<Conversation> {
    const [msgs, hook, saved] = await Promise.all([this.messages(row.id), this.hookRow(row.id), this.isSaved(row)]);
    return {
      id: row.id,
      title: row.title,
      isTemporary: row.isTemporary,
      saved,
      personality: row.personality as PersonalityId,
      technicalLevel: row.technicalLevel as TechnicalLevel,
      hasBirthData: row.birthData !== null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      messages: msgs.map(messageJson),
      hook: this.hookInfo(hook),
    };
  }

  async insertMessage(
    conversationId: string,
    values: Omit<typeof conversationMessages.$inferInsert, 'conversationId' | 'seq'>,
  ): Promise<MessageRow> {
    // seq = next number in this conversation; a concurrent insert collides on the unique index and retries.
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.db.orm
          .insert(conversationMessages)
          .values({
            ...values,
            conversationId,
            seq: sql`(select coalesce(max(${conversationMessages.seq}), 0) + 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversationId})`,
          })
          .returning();
        return row!;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  /**
   * Stores a user message carrying a client id, with the request's reply claim, in one statement; null when the
   * conversation already holds a message with that client id (a resend: nothing is stored twice).
   */
  async insertClaimedUserMessage(
    conversationId: string,
    values: Omit<typeof conversationMessages.$inferInsert, 'conversationId' | 'seq' | 'replyClaim' | 'replyClaimedAt'>,
    claim: string,
  ): Promise<MessageRow | null> {
    const m = conversationMessages;
    // seq collides with a concurrent insert on its unique index and is retried; the client id is the arbiter.
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.db.orm
          .insert(m)
          .values({
            ...values,
            conversationId,
            replyClaim: claim,
            replyClaimedAt: sql`now()`,
            seq: sql`(select coalesce(max(${m.seq}), 0) + 1 from ${m} where ${m.conversationId} = ${conversationId})`,
          })
          .onConflictDoNothing({
            target: [m.conversationId, m.clientMessageId],
            where: sql`${m.clientMessageId} is not null`,
          })
          .returning();
        return row ?? null;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  /** The stored user message with this client id, or null. */
  async messageByClientId(conversationId: string, clientMessageId: string): Promise<MessageRow | null> {
    const [row] = await this.db.orm
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          eq(conversationMessages.clientMessageId, clientMessageId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Takes the reply claim of a user message: free, or older than `staleMs` (left by an instance that stopped
   * mid-reply). One request wins, whichever instance it runs on; false for the others.
   */
  async claimReply(messageId: string, claim: string, staleMs: number): Promise<boolean> {
    const m = conversationMessages;
    const rows = await this.db.orm
      .update(m)
      .set({ replyClaim: claim, replyClaimedAt: sql`now()` })
      .where(
        and(
          eq(m.id, messageId),
          sql`(${m.replyClaim} is null or ${m.replyClaimedAt} < now() - ${staleMs} * interval '1 millisecond')`,
        ),
      )
      .returning({ id: m.id });
    return rows.length > 0;
  }

  /** Keeps a held claim fresh while its reply is written (so only a stopped writer's claim goes stale). */
  async renewReply(messageId: string, claim: string): Promise<void> {
    const m = conversationMessages;
    await this.db.orm
      .update(m)
      .set({ replyClaimedAt: sql`now()` })
      .where(and(eq(m.id, messageId), eq(m.replyClaim, claim)));
  }

  /** Gives the claim back once the reply is stored (only the holder's: a stale holder cannot clear a new one). */
  async releaseReply(messageId: string, claim: string): Promise<void> {
    const m = conversationMessages;
    await this.db.orm
      .update(m)
      .set({ replyClaim: null, replyClaimedAt: null })
      .where(and(eq(m.id, messageId), eq(m.replyClaim, claim)));
  }

  /**
   * Inserts the session's hook row, or updates it; with `fromState`, only while the row is still in that state (a
   * late analysis does not undo a move made since). Returns whether a row was written.
   */
  async saveHook(
    sessionId: string,
    userId: string | null,
    data: Partial<typeof sessionHookData.$inferInsert>,
    id?: string,
    fromState?: string,
  ): Promise<boolean> {
    if (id) {
      const updated = await this.db.orm
        .update(sessionHookData)
        .set({ ...data, updatedAt: new Date() })
        .where(
          fromState === undefined
            ? eq(sessionHookData.id, id)
            : and(eq(sessionHookData.id, id), eq(sessionHookData.state, fromState)),
        )
        .returning({ id: sessionHookData.id });
      return updated.length > 0;
    }
    await this.db.orm.insert(sessionHookData).values({ sessionId, userId, ...data });
    return true;
  }

  async recordAnalytics(viewer: ConversationViewer, data: Record<string, unknown>): Promise<void> {
    try {
      await this.db.orm.insert(userAnalytics).values({
        userId: viewer.userId,
        eventType: 'chat_message',
        eventData: data,
        userTier: viewer.plan,
        isAnonymous: viewer.userId === null,
      });
    } catch (error) {
      this.logger.error({ err: error }, 'recording chat_message analytics failed');
    }
  }

  /**
   * A member's conversation is their saved chat (same id): after each exchange its title and messages are written
   * to saved_chats, which Reading History and folders read. A new saved chat is a save: the plan's limit applies
   * (free keeps the last 10), and a pruned chat's conversation goes with it.
   */
  async syncSavedChat(viewer: ConversationViewer, row: Row, title: string): Promise<void> {
    const userId = row.userId;
    if (!userId || userId !== viewer.userId) return;
    const rows = await this.messages(row.id);
    const messages: ChatMessage[] = rows.slice(-CHAT_MESSAGES_MAX).map((m) => {
      const j = messageJson(m);
      return {
        id: j.id,
        content: j.content.slice(0, CHAT_MESSAGE_MAX_LENGTH),
        sender: j.sender,
        personality: j.personality,
        technicalLevel: j.technicalLevel,
        timestamp: j.timestamp,
      };
    });
    const now = new Date();
    const [saved] = await this.db.orm
      .insert(savedChats)
      .values({ id: row.id, userId, title, messages, updatedAt: now })
      .onConflictDoUpdate({
        target: savedChats.id,
        set: { title, messages, updatedAt: now },
        setWhere: eq(savedChats.userId, userId),
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const keep = savedChatsKept(viewer.plan);
    if (!saved?.inserted || keep === null) return;
    await this.db.sql.query(
      `WITH pruned AS (
         DELETE FROM saved_chats WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM saved_chats WHERE user_id = $1 ORDER BY updated_at DESC, created_at DESC LIMIT $2
         ) RETURNING id
       )
       DELETE FROM conversations WHERE user_id = $1 AND id IN (SELECT id FROM pruned)`,
      [userId, keep],
    );
  }

  /** A new conversation row. */
  async insertConversation(values: typeof conversations.$inferInsert): Promise<Row> {
    const [row] = await this.db.orm.insert(conversations).values(values).returning();
    return row!;
  }

  async updateConversation(id: string, values: Partial<typeof conversations.$inferInsert>): Promise<Row> {
    const [row] = await this.db.orm.update(conversations).set(values).where(eq(conversations.id, id)).returning();
    return row!;
  }

  /** A visitor's conversation becomes the member's, once: null when someone else claimed it first. */
  async claimConversation(id: string, userId: string): Promise<Row | null> {
    const [claimed] = await this.db.orm
      .update(conversations)
      .set({ userId, tokenHash: null, isTemporary: false, updatedAt: new Date() })
      .where(and(eq(conversations.id, id), sql`${conversations.userId} IS NULL`))
      .returning();
    return claimed ?? null;
  }

  async latestOf(userId: string): Promise<Row | null> {
    const [row] = await this.db.orm
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(desc(conversations.updatedAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * What a member wrote in their other recent chats, newest first, for the memory of the person: user messages only,
   * from their last MEMORY_CHATS conversations (by activity) other than this one, at most MEMORY_MESSAGES in all. One
   * query; the (user_id, updated_at) and (conversation_id, seq) indexes serve it. A visitor has no other chats here.
   */
  async memberToldElsewhere(
    userId: string,
    exceptConversationId: string,
  ): Promise<{ content: string; at: string; conversationId: string }[]> {
    const { rows } = await this.db.sql.query<{ content: string; created_at: Date | string; conversation_id: string }>(
      `SELECT m.content, m.created_at, m.conversation_id
         FROM (SELECT id FROM conversations WHERE user_id = $1 AND id <> $2
                ORDER BY updated_at DESC LIMIT $3) c
         CROSS JOIN LATERAL (
           SELECT content, created_at, conversation_id FROM conversation_messages
            WHERE conversation_id = c.id AND sender = 'user'
            ORDER BY seq DESC LIMIT $4) m
        ORDER BY m.created_at DESC
        LIMIT $4`,
      [userId, exceptConversationId, MEMORY_CHATS, MEMORY_MESSAGES],
    );
    return rows.map((r) => ({ content: r.content, at: iso(r.created_at), conversationId: r.conversation_id }));
  }

  async deleteMessages(ids: string[]): Promise<void> {
    if (ids.length) await this.db.orm.delete(conversationMessages).where(inArray(conversationMessages.id, ids));
  }
}
