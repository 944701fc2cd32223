// The conversation use cases: create a session (chart and transits calculated, stored), open it with the hook,
// send a message (stored before generation, reply streamed and stored on completion, cut replies kept as
// incomplete), retry, and the engagement analysis of replies to the hook.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_MAX,
  type ChatMessage,
  type Conversation,
  type ConversationBirthData,
  type ConversationMessage,
  type CreateConversation,
  DEFAULT_CHAT_TITLE,
  type EngagementAnalysis,
  errorCodes,
  FIRST_CHART_MESSAGE,
  type Hook,
  type HookInfo,
  hookSchema,
  type PersonalityId,
  type Plan,
  personalityInForce,
  planAtLeast,
  SESSION_TRANSITS_STORED,
  type SendConversationMessage,
  savedChatsKept,
  type TechnicalLevel,
} from '@stellara/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  conversationMessages,
  conversations,
  personalityPrompts,
  savedChats,
  sessionHookData,
  sessionTransits,
  userAnalytics,
} from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import {
  ANALYSIS_TEMPERATURE,
  type GenerationRequest,
  type LanguageModel,
  LlmError,
  MAX_TOKENS,
  REPLY_TEMPERATURE,
} from '../llm/language-model.port.ts';
import type { Logger } from '../logging/logger.ts';
import type { ChartContext, ChartTransit } from './chart-context.ts';
import { engagementPrompt, keywordEngagement, parseEngagementJson } from './engagement.ts';
import { selectHook } from './hook-select.ts';
import {
  answersHook,
  type HookProgress,
  hookContextActive,
  initialHookProgress,
  nextHookProgress,
} from './hook-state.ts';
import { conversationTexts } from './messages.ts';
import type { PersonalitySections } from './personalities.ts';
import { welcomeMessages } from './personalities.ts';
import { buildMessages, hookPhrasingMessages, type ModelMessage, resolveSections } from './prompt.ts';
import { planReply } from './reply/plan.ts';
import { type SlowTransit, slowTransitsAhead } from './reply/sky.ts';
import {
  contextFor,
  natalFromBirthData,
  type SessionChart,
  storeSessionTransits,
  transitsFromRaw,
} from './session-chart.ts';
import type { SseStream } from './sse.ts';
import { autoTitle } from './titles.ts';

/** Who is asking. The accounts capability supplies the real one; visitors are { userId: null, plan: 'anonymous' }. */
export interface ConversationViewer {
  userId: string | null;
  plan: Plan;
}

export interface ConversationDeps {
  db: Database;
  logger: Logger;
  graph: KnowledgeGraph | null;
  model: LanguageModel;
}

type Row = typeof conversations.$inferSelect;
type MessageRow = typeof conversationMessages.$inferSelect;

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
const SECTIONS_CACHE_MS = 60_000;

function iso(d: Date | string): string {
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}

/** The plan's rules: below plus only the guide answers and the level is basic (plus unlocks the toggle). */
export function effectiveSettings(plan: Plan, personality: PersonalityId, level: TechnicalLevel) {
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

interface HookRow {
  id: string;
  /** The placements the hook rests on (the planner's memory labels). */
  placements: string[];
  state: HookProgress['state'];
  intensity: HookProgress['intensity'];
  hook: Hook | null;
  resonanceScore: number | null;
  chartPatternType: string | null;
}

/** A conversation as a streaming use case needs it, read in one database round trip. */
export interface LoadedConversation {
  row: Row;
  messages: MessageRow[];
  hook: HookRow | null;
  transits: ChartTransit[];
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
    resonanceScore: r.resonanceScore,
    chartPatternType: r.chartPatternType,
  };
}

/** Computed charts kept per conversation (the chart depends only on the birth data). */
const CHART_CACHE_SIZE = 1000;

export class ConversationService {
  private readonly sectionsCache = new Map<string, { at: number; value: Promise<PersonalitySections> }>();
  private readonly chartCache = new Map<string, { key: string; chart: SessionChart }>();
  private readonly yearCache = new Map<string, { day: string; ascendant: number | undefined; list: SlowTransit[] }>();

  constructor(private readonly deps: ConversationDeps) {}

  // -------------------------------------------------------------------------------------------
  // Access

  private async load(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Row> {
    if (!/^[0-9a-f-]{36}$/i.test(id))
      throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    const [row] = await this.deps.db.orm.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    const allowed =
      row &&
      (row.userId
        ? row.userId === viewer.userId
        : row.tokenHash !== null && token !== undefined && row.tokenHash === hashToken(token));
    if (!row || !allowed) throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    return row;
  }

  /**
   * The conversation with its messages, latest hook row and current transits in one query (a streaming request
   * pays one round trip before generation instead of five); 404 when the viewer may not use it.
   */
  private async loadFull(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
  ): Promise<LoadedConversation> {
    if (!/^[0-9a-f-]{36}$/i.test(id))
      throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    const [r] = await this.deps.db.orm
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
            'patternsExplored', h.patterns_explored,
            'resonanceScore', h.resonance_score, 'chartPatternType', h.chart_pattern_type)
          from ${sessionHookData} h where h.session_id = "conversations"."id"::text
          order by h.created_at desc limit 1)`,
        transits: sql<unknown[]>`(
          select coalesce(json_agg(t.raw_data order by t.created_at desc), '[]'::json)
          from (select st.raw_data, st.created_at from ${sessionTransits} st
                 where st.session_id = "conversations"."id"::text and st.is_current
                 order by st.created_at desc limit ${SESSION_TRANSITS_STORED}) t)`,
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
      transits: transitsFromRaw(json<unknown[]>(r.transits)),
    };
  }

  private async messages(id: string): Promise<MessageRow[]> {
    return this.deps.db.orm
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.seq));
  }

  private async hookRow(sessionId: string): Promise<HookRow | null> {
    const [r] = await this.deps.db.orm
      .select()
      .from(sessionHookData)
      .where(eq(sessionHookData.sessionId, sessionId))
      .orderBy(desc(sessionHookData.createdAt))
      .limit(1);
    if (!r) return null;
    return hookFromRaw({ ...r, intensity: r.intensityLevel, contradiction: r.contradictionIdentified });
  }

  private hookInfo(h: HookRow | null): HookInfo {
    return {
      state: h?.state ?? 'initial',
      intensityLevel: h?.intensity ?? 'gentle',
      chartPatternType: h?.chartPatternType ?? null,
      resonanceScore: h?.resonanceScore ?? null,
    };
  }

  /** Whether the member's conversation is one of their saved chats (listed in Reading History). */
  private async isSaved(row: Row): Promise<boolean> {
    if (!row.userId) return false;
    const [saved] = await this.deps.db.orm
      .select({ id: savedChats.id })
      .from(savedChats)
      .where(and(eq(savedChats.id, row.id), eq(savedChats.userId, row.userId)))
      .limit(1);
    return saved !== undefined;
  }

  private async json(row: Row): Promise<Conversation> {
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

  // -------------------------------------------------------------------------------------------
  // Sessions

  async create(
    viewer: ConversationViewer,
    input: CreateConversation,
  ): Promise<{ session: Conversation; token: string | null }> {
    const token = viewer.userId ? null : randomBytes(24).toString('base64url');
    const s = effectiveSettings(viewer.plan, input.personality, input.technicalLevel);
    const [row] = await this.deps.db.orm
      .insert(conversations)
      .values({
        userId: viewer.userId,
        tokenHash: token ? hashToken(token) : null,
        personality: s.personality,
        technicalLevel: s.level,
        birthData: input.birthData ?? null,
        isTemporary: viewer.userId === null,
      })
      .returning();
    if (input.birthData) await this.afterChartCalculation(row!.id, input.birthData);
    return { session: await this.json(row!), token };
  }

  /** After a chart calculation: transits stored for the session (failure only logged). */
  private async afterChartCalculation(sessionId: string, birth: ConversationBirthData): Promise<void> {
    const { natal } = this.sessionChart(sessionId, birth);
    if (natal) await storeSessionTransits(this.deps.db, this.deps.logger, sessionId, natal);
  }

  /**
   * Throws the 404 when the viewer may not use this conversation (checked before a stream opens); returns what the
   * streaming use case reads, so it is loaded once.
   */
  async authorize(viewer: ConversationViewer, id: string, token: string | undefined): Promise<LoadedConversation> {
    return this.loadFull(viewer, id, token);
  }

  async get(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    return this.json(await this.load(viewer, id, token));
  }

  /**
   * A visitor who signs up or in keeps the chat they started: shown its token, the temporary conversation
   * becomes the member's, and (once it holds a question) a saved chat under the plan's limit. Idempotent.
   */
  async claim(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    if (!viewer.userId) throw new HttpError(401, errorCodes.authRequired, 'Sign in to keep this conversation.');
    const row = await this.load(viewer, id, token);
    if (row.userId === viewer.userId) return this.json(row);
    const [claimed] = await this.deps.db.orm
      .update(conversations)
      .set({ userId: viewer.userId, tokenHash: null, isTemporary: false, updatedAt: new Date() })
      .where(and(eq(conversations.id, id), sql`${conversations.userId} IS NULL`))
      .returning();
    if (!claimed) throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    if ((await this.messages(id)).some((m) => m.sender === 'user')) {
      await this.syncSavedChat(viewer, claimed, claimed.title);
    }
    return this.json(claimed);
  }

  /**
   * The chat's Save action (spec section 4: a temporary chat becomes permanent when saved): a visitor's chat shown
   * with its token becomes the member's, and the conversation is written to saved_chats now, even before its first
   * question. Idempotent; the free plan's limit applies as for any new saved chat.
   */
  async save(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    if (!viewer.userId) throw new HttpError(401, errorCodes.authRequired, 'Sign in to save this conversation.');
    let row = await this.load(viewer, id, token);
    if (row.userId !== viewer.userId) {
      await this.claim(viewer, id, token);
      row = await this.load(viewer, id, undefined);
    }
    await this.syncSavedChat(viewer, row, row.title);
    return this.json(row);
  }

  /** A member's latest conversation (the spec: the latest saved chat is loaded on start). */
  async latest(viewer: ConversationViewer): Promise<Conversation | null> {
    if (!viewer.userId) return null;
    const [row] = await this.deps.db.orm
      .select()
      .from(conversations)
      .where(eq(conversations.userId, viewer.userId))
      .orderBy(desc(conversations.updatedAt))
      .limit(1);
    return row ? this.json(row) : null;
  }

  async update(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    input: { personality?: PersonalityId; technicalLevel?: TechnicalLevel; birthData?: ConversationBirthData },
  ): Promise<Conversation> {
    const row = await this.load(viewer, id, token);
    const s = effectiveSettings(
      viewer.plan,
      input.personality ?? (row.personality as PersonalityId),
      input.technicalLevel ?? (row.technicalLevel as TechnicalLevel),
    );
    const [updated] = await this.deps.db.orm
      .update(conversations)
      .set({
        personality: s.personality,
        technicalLevel: s.level,
        ...(input.birthData ? { birthData: input.birthData } : {}),
        updatedAt: new Date(),
      })
      .where(eq(conversations.id, id))
      .returning();
    if (input.birthData) await this.afterChartCalculation(id, input.birthData);
    return this.json(updated!);
  }

  // -------------------------------------------------------------------------------------------
  // Messages

  private async insertMessage(
    conversationId: string,
    values: Omit<typeof conversationMessages.$inferInsert, 'conversationId' | 'seq'>,
  ): Promise<MessageRow> {
    // seq = next number in this conversation; a concurrent insert collides on the unique index and retries.
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.deps.db.orm
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

  /** The natal chart of this conversation's birth data, calculated once per conversation and birth data. */
  private sessionChart(conversationId: string, birth: ConversationBirthData): SessionChart {
    const key = JSON.stringify(birth);
    const hit = this.chartCache.get(conversationId);
    if (hit && hit.key === key) {
      // Most recently used last (the Map's order), so the oldest entry is dropped first.
      this.chartCache.delete(conversationId);
      this.chartCache.set(conversationId, hit);
      return hit.chart;
    }
    const chart = natalFromBirthData(birth);
    this.chartCache.delete(conversationId);
    this.chartCache.set(conversationId, { key, chart });
    if (this.chartCache.size > CHART_CACHE_SIZE) {
      const oldest = this.chartCache.keys().next().value;
      if (oldest !== undefined) this.chartCache.delete(oldest);
    }
    return chart;
  }

  private chartContext(row: Row, transits: ChartTransit[]) {
    const birth = row.birthData as ConversationBirthData | null;
    if (!birth) return { chart: null as ChartContext | null, validationFailed: true, birth };
    const { natal, validationFailed } = this.sessionChart(row.id, birth);
    if (!natal) return { chart: null, validationFailed, birth };
    const chart = contextFor(natal, birth.name, transits);
    return { chart: { ...chart, yearAhead: this.yearAhead(row.id, chart) }, validationFailed, birth };
  }

  /** The slow planets' year ahead for this conversation's chart, worked out once a day (a few ms). */
  private yearAhead(conversationId: string, chart: ChartContext): SlowTransit[] {
    const day = new Date().toISOString().slice(0, 10);
    const hit = this.yearCache.get(conversationId);
    if (hit && hit.day === day && hit.ascendant === chart.planets.at(-2)?.longitude) return hit.list;
    const list = slowTransitsAhead(chart, new Date());
    this.yearCache.delete(conversationId);
    this.yearCache.set(conversationId, { day, ascendant: chart.planets.at(-2)?.longitude, list });
    if (this.yearCache.size > CHART_CACHE_SIZE) {
      const oldest = this.yearCache.keys().next().value;
      if (oldest !== undefined) this.yearCache.delete(oldest);
    }
    return list;
  }

  private async sections(personality: PersonalityId): Promise<PersonalitySections> {
    const hit = this.sectionsCache.get(personality);
    if (hit && Date.now() - hit.at < SECTIONS_CACHE_MS) return hit.value;
    const value = (async () => {
      const rows = await this.deps.db.orm
        .select()
        .from(personalityPrompts)
        .where(and(eq(personalityPrompts.personalityMode, personality), eq(personalityPrompts.isActive, true)));
      const patterns = this.deps.graph ? await this.deps.graph.getResponsePatterns(personality).catch(() => []) : [];
      return resolveSections(
        personality,
        rows.map((r) => ({ section: r.promptSection, content: r.content, isActive: r.isActive })),
        patterns,
      );
    })();
    value.catch(() => this.sectionsCache.delete(personality));
    this.sectionsCache.set(personality, { at: Date.now(), value });
    return value;
  }

  /** Forgets cached personality sections (the admin's prompt editor calls this after a save). */
  clearPersonalityCache(): void {
    this.sectionsCache.clear();
  }

  private async knowledgeFor(message: string): Promise<{ title: string; text: string }[]> {
    if (!this.deps.graph || this.deps.model.mode === 'embedded') return [];
    try {
      const r = await this.deps.graph.search(message);
      return r.hits.slice(0, 3).flatMap((h) => {
        const p = h.node.properties;
        const text = typeof p.summary === 'string' ? p.summary : typeof p.content === 'string' ? p.content : '';
        const title =
          typeof p.placement === 'string' ? p.placement : typeof p.name === 'string' ? p.name : h.node.label;
        return text ? [{ title, text }] : [];
      });
    } catch {
      return [];
    }
  }

  private async analyse(hook: Hook, reply: string): Promise<EngagementAnalysis> {
    const { system, user } = engagementPrompt(hook, reply);
    try {
      const text = await this.deps.model.complete({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        task: { kind: 'analysis', reply, hook },
        temperature: ANALYSIS_TEMPERATURE,
        maxTokens: 500,
      });
      return parseEngagementJson(text);
    } catch (error) {
      this.deps.logger.warn({ err: (error as Error).message }, 'engagement analysis fell back to keywords');
      return keywordEngagement(reply);
    }
  }

  private async saveHook(
    sessionId: string,
    userId: string | null,
    data: Partial<typeof sessionHookData.$inferInsert>,
    id?: string,
  ) {
    if (id) {
      await this.deps.db.orm
        .update(sessionHookData)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(sessionHookData.id, id));
    } else {
      await this.deps.db.orm.insert(sessionHookData).values({ sessionId, userId, ...data });
    }
  }

  private async recordAnalytics(viewer: ConversationViewer, data: Record<string, unknown>): Promise<void> {
    try {
      await this.deps.db.orm.insert(userAnalytics).values({
        userId: viewer.userId,
        eventType: 'chat_message',
        eventData: data,
        userTier: viewer.plan,
        isAnonymous: viewer.userId === null,
      });
    } catch (error) {
      this.deps.logger.error({ err: error }, 'recording chat_message analytics failed');
    }
  }

  /** Streams a generation into a new assistant message; returns the stored message. Never throws. */
  private async streamInto(
    sse: SseStream,
    conversationId: string,
    settings: { personality: PersonalityId; level: TechnicalLevel },
    kind: 'message' | 'hook' | 'welcome',
    request: GenerationRequest,
    /** Writes that need not hold up the first token: started once it is out (or when the stream ends). */
    afterFirstToken?: () => void,
  ): Promise<{ message: MessageRow; ok: boolean }> {
    // The reply's id is reserved now and its row written when the stream ends (stored on completion), so the
    // first token is not held up by a database round trip.
    const messageId = randomUUID();
    const store = (content: string, status: string, placements: string[] = []) =>
      this.insertMessage(conversationId, {
        id: messageId,
        sender: 'Stellara',
        content,
        personality: settings.personality,
        technicalLevel: settings.level,
        status,
        kind,
        placements,
      });
    sse.send('start', { messageId });
    let text = '';
    try {
      for await (const token of this.deps.model.stream({ ...request, signal: sse.signal })) {
        text += token;
        sse.send('token', { text: token });
        afterFirstToken?.();
      }
      if (!text.trim()) {
        const message = await store(conversationTexts.empty, 'error');
        sse.send('error', { message: messageJson(message), error: conversationTexts.empty, retryable: true });
        return { message, ok: false };
      }
      const placements =
        (this.deps.model as { placementsOf?: WeakMap<object, string[]> }).placementsOf?.get(request.task) ?? [];
      const message = await store(text, 'complete', placements);
      return { message, ok: true };
    } catch (error) {
      const e = error instanceof LlmError ? error : new LlmError('network', (error as Error).message);
      this.deps.logger.warn({ kind: e.kind, status: e.status, err: e.message }, 'reply generation failed');
      let content: string;
      let status: string;
      if (e.kind === 'cut' && text.trim()) {
        content = text; // what arrived is kept, marked incomplete
        status = 'incomplete';
      } else if (e.kind === 'http') {
        content = conversationTexts.apiError(e.message);
        status = 'error';
      } else if (e.kind === 'empty') {
        content = conversationTexts.empty;
        status = 'error';
      } else {
        content = text.trim() && e.kind !== 'cut' ? text : conversationTexts.generationFailed(e.message);
        status = text.trim() ? 'incomplete' : 'error';
      }
      const message = await store(content, status);
      sse.send('error', {
        message: messageJson(message),
        error: status === 'incomplete' ? conversationTexts.generationFailed(e.message) : content,
        retryable: true,
      });
      return { message, ok: false };
    }
  }

  /** Opens an empty session with the hook (or the personality's welcome). */
  async open(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    sse: SseStream,
    loaded?: LoadedConversation,
  ): Promise<void> {
    const { row, messages: existing, hook: hookLoaded, transits } = loaded ?? (await this.loadFull(viewer, id, token));
    const settings = effectiveSettings(
      viewer.plan,
      row.personality as PersonalityId,
      row.technicalLevel as TechnicalLevel,
    );
    if (existing.length > 0) {
      const first = existing[0]!;
      sse.send('done', { message: messageJson(first), title: row.title, hook: this.hookInfo(hookLoaded) });
      return;
    }
    const { chart, validationFailed } = this.chartContext(row, transits);
    const candidate = chart && !validationFailed ? selectHook(chart) : null;
    if (candidate && chart) {
      const sections = await this.sections(settings.personality);
      const result = await this.streamInto(sse, id, settings, 'hook', {
        messages: hookPhrasingMessages({ sections, hook: candidate.hook, chart, level: settings.level }),
        task: {
          kind: 'hook',
          hook: candidate.hook,
          personality: settings.personality,
          level: settings.level,
          chart,
          placements: candidate.placements,
        },
        temperature: REPLY_TEMPERATURE,
        maxTokens: MAX_TOKENS,
      });
      if (result.ok) {
        const progress = nextHookProgress(initialHookProgress, { type: 'hook-presented' });
        await this.saveHook(id, row.userId, {
          state: progress.state,
          intensityLevel: progress.intensity,
          hookPresented: true,
          hookText: result.message.content,
          contradictionIdentified: candidate.hook,
          chartPatternType: candidate.hook.chartPatternType,
          patternsExplored: candidate.placements,
        });
        sse.send('done', {
          message: messageJson(result.message),
          title: row.title,
          hook: this.hookInfo(await this.hookRow(id)),
        });
        return;
      }
      // A failed hook gives way to the welcome message.
      await this.deps.db.orm.delete(conversationMessages).where(eq(conversationMessages.id, result.message.id));
    }
    const welcome = await this.insertMessage(id, {
      sender: 'Stellara',
      content: welcomeMessages[settings.personality],
      personality: settings.personality,
      technicalLevel: settings.level,
      kind: 'welcome',
    });
    sse.send('done', { message: messageJson(welcome), title: row.title, hook: this.hookInfo(null) });
  }

  async send(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    input: SendConversationMessage,
    sse: SseStream,
    loaded?: LoadedConversation,
  ): Promise<void> {
    // The knowledge search only needs the question: it runs while the rest is prepared.
    const knowledge = this.knowledgeFor(input.content);
    const current = loaded ?? (await this.loadFull(viewer, id, token));
    const { row } = current;
    const settings = effectiveSettings(
      viewer.plan,
      input.personality ?? (row.personality as PersonalityId),
      input.technicalLevel ?? (row.technicalLevel as TechnicalLevel),
    );
    // A resent request (same client id) is not stored twice.
    if (input.clientMessageId) {
      const dup = current.messages.find((m) => m.clientMessageId === input.clientMessageId);
      if (dup) {
        sse.send('user', { message: messageJson(dup) });
        const next = current.messages.find((m) => m.seq > dup.seq);
        if (next && next.status === 'complete') {
          sse.send('done', { message: messageJson(next), title: row.title, hook: this.hookInfo(current.hook) });
          return;
        }
        return this.generate(viewer, current, settings, dup, sse, knowledge);
      }
    }
    // The user's message is stored before anything is generated.
    const user = await this.insertMessage(id, {
      sender: 'user',
      content: input.content,
      personality: settings.personality,
      technicalLevel: settings.level,
      clientMessageId: input.clientMessageId ?? null,
    });
    sse.send('user', { message: messageJson(user) });
    const title = row.title === DEFAULT_CHAT_TITLE ? autoTitle(input.content) : row.title;
    // The title and analytics are written once the first token is out (and before the reply is done).
    const titled = () =>
      this.deps.db.orm
        .update(conversations)
        .set({ title, personality: settings.personality, technicalLevel: settings.level, updatedAt: new Date() })
        .where(eq(conversations.id, id));
    const analytics = async () => {
      // Analytics never hold up the reply (and never fail it: recordAnalytics logs its own errors).
      void this.recordAnalytics(viewer, {
        conversationId: id,
        personality: settings.personality,
        technicalLevel: settings.level,
        length: input.content.length,
        title,
      });
    };
    await this.generate(viewer, { ...current, row: { ...row, title } }, settings, user, sse, knowledge, {
      writes: [titled, analytics],
    });
  }

  /** Generates again for the last user message, replacing a failed or cut reply. */
  async retry(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    sse: SseStream,
    loaded?: LoadedConversation,
  ): Promise<void> {
    const current = loaded ?? (await this.loadFull(viewer, id, token));
    const all = current.messages;
    const lastUser = [...all].reverse().find((m) => m.sender === 'user');
    if (!lastUser) throw new HttpError(409, errorCodes.badRequest, 'There is no message to answer again.');
    const after = all.filter((m) => m.seq > lastUser.seq);
    if (after.some((m) => m.status === 'complete')) {
      throw new HttpError(409, errorCodes.badRequest, 'The last message already has a complete reply.');
    }
    const knowledge = this.knowledgeFor(lastUser.content);
    if (after.length) {
      await this.deps.db.orm.delete(conversationMessages).where(
        inArray(
          conversationMessages.id,
          after.map((m) => m.id),
        ),
      );
    }
    const { row } = current;
    const settings = effectiveSettings(
      viewer.plan,
      row.personality as PersonalityId,
      row.technicalLevel as TechnicalLevel,
    );
    sse.send('user', { message: messageJson(lastUser) });
    await this.generate(viewer, current, settings, lastUser, sse, knowledge, { isRetry: true });
  }

  /**
   * A member's conversation is their saved chat (same id): after each exchange its title and messages are written
   * to saved_chats, which Reading History and folders read. A new saved chat is a save: the plan's limit applies
   * (free keeps the last 10), and a pruned chat's conversation goes with it.
   */
  private async syncSavedChat(viewer: ConversationViewer, row: Row, title: string): Promise<void> {
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
    const [saved] = await this.deps.db.orm
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
    await this.deps.db.sql.query(
      `WITH pruned AS (
         DELETE FROM saved_chats WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM saved_chats WHERE user_id = $1 ORDER BY updated_at DESC, created_at DESC LIMIT $2
         ) RETURNING id
       )
       DELETE FROM conversations WHERE user_id = $1 AND id IN (SELECT id FROM pruned)`,
      [userId, keep],
    );
  }

  private async generate(
    viewer: ConversationViewer,
    loaded: LoadedConversation,
    settings: { personality: PersonalityId; level: TechnicalLevel },
    user: MessageRow,
    sse: SseStream,
    knowledgeFound: Promise<{ title: string; text: string }[]>,
    options: { isRetry?: boolean; writes?: (() => Promise<unknown>)[] } = {},
  ): Promise<void> {
    const { row, transits } = loaded;
    const content = user.content;
    // The messages before this user message (loaded before it was stored).
    const before = loaded.messages.filter((m) => m.seq < user.seq);
    const history: ModelMessage[] = before
      .filter((m) => m.status === 'complete' || m.status === 'incomplete')
      .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content }));
    const writes = [...(options.writes ?? [])];

    // Hook flow: a reply to the hook is analysed beside the reply (never before it), and the state moves once the
    // analysis is in, with the other deferred writes. The app's automatic first message is never an answer.
    const hookBefore = loaded.hook;
    const automatic = content.trim() === FIRST_CHART_MESSAGE;
    let hook = loaded.hook;
    let analysed: Promise<EngagementAnalysis | null> = Promise.resolve(null);
    if (hook && !options.isRetry && !automatic) {
      const current: HookProgress = { state: hook.state, intensity: hook.intensity };
      if (answersHook(hook.state) && hook.hook) analysed = this.analyse(hook.hook, content);
      const hookId = hook.id;
      const messageCount = before.length + 1;
      const update = analysed.then((analysis) => ({
        analysis,
        next: nextHookProgress(current, { type: 'user-message', text: content, analysis, messageCount }),
      }));
      writes.unshift(async () => {
        const { analysis, next } = await update;
        await this.saveHook(
          row.id,
          row.userId,
          {
            state: next.state,
            intensityLevel: next.intensity,
            ...(analysis
              ? {
                  userResponseText: content,
                  userResponseType: analysis.responseType,
                  resonanceScore: analysis.resonanceScore,
                  engagementAnalysis: analysis,
                }
              : {}),
          },
          hookId,
        );
        hook = hook && {
          ...hook,
          state: next.state,
          intensity: next.intensity,
          resonanceScore: analysis?.resonanceScore ?? hook.resonanceScore,
        };
      });
    }
    // One run of the deferred writes, in order; its failure reaches the caller when awaited below.
    let written: Promise<void> | null = null;
    const write = () => {
      written ??= (async () => {
        for (const w of writes) await w();
      })();
      written.catch(() => {});
      return written;
    };

    // The writes run even when the prompt cannot be built (the user's message is stored either way).
    let result: { message: MessageRow; ok: boolean };
    try {
      const [knowledge, sections] = await Promise.all([knowledgeFound, this.sections(settings.personality)]);
      const { chart, validationFailed, birth } = this.chartContext(row, transits);
      const hookContext =
        hookBefore?.hook && hookContextActive(hookBefore.state)
          ? { hook: hookBefore.hook, state: hookBefore.state, intensity: hookBefore.intensity }
          : null;
      const replyPlan =
        chart && !validationFailed
          ? planReply({
              message: content,
              chart,
              plan: viewer.plan,
              level: settings.level,
              earlierQuestions: before.filter((m) => m.sender === 'user').map((m) => m.content),
              // The hook only names its placements: they are read, not skipped, when the person answers it.
              used: before.flatMap((m) =>
                m.sender !== 'user' && m.kind !== 'hook' && Array.isArray(m.placements)
                  ? (m.placements as string[])
                  : [],
              ),
              hook:
                hookBefore?.hook && !automatic
                  ? {
                      state: hookBefore.state,
                      placements: hookBefore.placements,
                      tension: hookBefore.hook.contradiction.tension,
                      meaning: hookBefore.hook.meaning,
                    }
                  : null,
              automatic,
            })
          : undefined;
      const messages = buildMessages({
        personality: settings.personality,
        level: settings.level,
        plan: viewer.plan,
        sections,
        chart,
        validationFailed,
        birth: birth
          ? {
              date: birth.date,
              time: birth.time,
              place: birth.place,
              timezone: birth.timezone,
              name: birth.name ?? null,
            }
          : null,
        knowledge,
        history,
        message: content,
        hook: hookContext,
      });
      result = await this.streamInto(
        sse,
        row.id,
        settings,
        'message',
        {
          messages,
          task: {
            kind: 'reply',
            message: content,
            personality: settings.personality,
            level: settings.level,
            plan: viewer.plan,
            chart,
            validationFailed,
            history,
            hook: hookContext,
            sections,
            ...(replyPlan ? { replyPlan } : {}),
            earlier: before.filter((m) => m.sender !== 'user').map((m) => m.content),
          },
          temperature: REPLY_TEMPERATURE,
          maxTokens: MAX_TOKENS,
        },
        () => void write(),
      );
    } finally {
      await write();
    }
    try {
      await this.syncSavedChat(viewer, row, row.title);
    } catch (error) {
      // The exchange itself is stored; only its copy in the reading history is late (next exchange writes it).
      this.deps.logger.error({ err: error, conversationId: row.id }, 'writing the saved chat failed');
    }
    if (result.ok) {
      sse.send('done', {
        message: messageJson(result.message),
        title: row.title,
        hook: this.hookInfo(hook),
      });
    }
  }
}
