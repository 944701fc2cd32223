// The conversation's session use cases: create (chart and transits calculated, stored), read, claim by a member
// who signed up or in, save to the reading history, the member's latest, and a change of voice, level or birth data.
import { randomBytes } from 'node:crypto';
import {
  type BirthData,
  type Conversation,
  type CreateConversation,
  errorCodes,
  type PersonalityId,
  type TechnicalLevel,
} from '@stellara/contract';
import { HttpError } from '../http/errors.ts';
import type { SessionCharts } from './session-chart.ts';
import {
  type ConversationStore,
  type ConversationViewer,
  effectiveSettings,
  hashToken,
  type LoadedConversation,
} from './store.ts';

export class ConversationSessions {
  constructor(
    private readonly store: ConversationStore,
    private readonly charts: SessionCharts,
  ) {}

  async create(
    viewer: ConversationViewer,
    input: CreateConversation,
  ): Promise<{ session: Conversation; token: string | null }> {
    // One birth path: birth data that gives no chart is answered as the v4 route answers it, before anything is kept.
    const frame = await this.charts.frameOf(viewer.userId);
    const natal = input.birthData ? this.charts.chartOf(input.birthData, frame) : undefined;
    const token = viewer.userId ? null : randomBytes(24).toString('base64url');
    const s = effectiveSettings(viewer.plan, input.personality, input.technicalLevel);
    const row = await this.store.insertConversation({
      userId: viewer.userId,
      tokenHash: token ? hashToken(token) : null,
      personality: s.personality,
      technicalLevel: s.level,
      birthData: input.birthData ?? null,
      isTemporary: viewer.userId === null,
    });
    if (input.birthData) await this.charts.afterChartCalculation(row.id, input.birthData, natal, frame);
    return { session: await this.store.json(row), token };
  }

  /**
   * Throws the 404 when the viewer may not use this conversation (checked before a stream opens); returns what the
   * streaming use case reads, so it is loaded once.
   */
  async authorize(viewer: ConversationViewer, id: string, token: string | undefined): Promise<LoadedConversation> {
    return this.store.loadFull(viewer, id, token);
  }

  async get(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    return this.store.json(await this.store.load(viewer, id, token));
  }

  /**
   * A visitor who signs up or in keeps the chat they started: shown its token, the temporary conversation
   * becomes the member's, and (once it holds a question) a saved chat under the plan's limit. Idempotent.
   */
  async claim(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    if (!viewer.userId) throw new HttpError(401, errorCodes.authRequired, 'Sign in to keep this conversation.');
    const row = await this.store.load(viewer, id, token);
    if (row.userId === viewer.userId) return this.store.json(row);
    const claimed = await this.store.claimConversation(id, viewer.userId);
    if (!claimed) throw new HttpError(404, errorCodes.notFound, 'This conversation does not exist.');
    if ((await this.store.messages(id)).some((m) => m.sender === 'user')) {
      await this.store.syncSavedChat(viewer, claimed, claimed.title);
    }
    return this.store.json(claimed);
  }

  /**
   * The chat's Save action (docs/conversation.md#errors: a temporary chat becomes permanent when saved): a visitor's
   * chat shown with its token becomes the member's, and the conversation is written to saved_chats now, even before its
   * first question. Idempotent; the free plan's limit applies as for any new saved chat.
   */
  async save(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    if (!viewer.userId) throw new HttpError(401, errorCodes.authRequired, 'Sign in to save this conversation.');
    let row = await this.store.load(viewer, id, token);
    if (row.userId !== viewer.userId) {
      await this.claim(viewer, id, token);
      row = await this.store.load(viewer, id, undefined);
    }
    await this.store.syncSavedChat(viewer, row, row.title);
    return this.store.json(row);
  }

  /** A member's latest conversation (the spec: the latest saved chat is loaded on start). */
  async latest(viewer: ConversationViewer): Promise<Conversation | null> {
    if (!viewer.userId) return null;
    const row = await this.store.latestOf(viewer.userId);
    return row ? this.store.json(row) : null;
  }

  async update(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    input: { personality?: PersonalityId; technicalLevel?: TechnicalLevel; birthData?: BirthData },
  ): Promise<Conversation> {
    const row = await this.store.load(viewer, id, token);
    const frame = await this.charts.frameOf(row.userId);
    const natal = input.birthData ? this.charts.chartOf(input.birthData, frame) : undefined;
    const s = effectiveSettings(
      viewer.plan,
      input.personality ?? (row.personality as PersonalityId),
      input.technicalLevel ?? (row.technicalLevel as TechnicalLevel),
    );
    const updated = await this.store.updateConversation(id, {
      personality: s.personality,
      technicalLevel: s.level,
      ...(input.birthData ? { birthData: input.birthData } : {}),
      updatedAt: new Date(),
    });
    if (input.birthData) await this.charts.afterChartCalculation(id, input.birthData, natal, frame);
    return this.store.json(updated);
  }
}
