// Saved chats (Reading History) and folders: the member's kept conversations. Every query is scoped to the
// member's id: another member's row is "not found", never "forbidden".
import {
  type ChatFolder,
  type ChatMessage,
  canUseFeature,
  chatMessageSchema,
  errorCodes,
  featureRules,
  type HistoryEntry,
  type SavedChat,
  savedChatsKept,
} from '@stellara/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { chatFolders, savedChats } from '../db/schema/index.ts';
import { recordUsageEvent } from '../db/usage-events.ts';
import { HttpError, notFound, rowId } from '../http/errors.ts';
import { type MemberRef, planRequired } from '../http/guards.ts';
import type { Logger } from '../logging/logger.ts';

const messagesSchema = z.array(chatMessageSchema);

type ChatRow = typeof savedChats.$inferSelect;

export class SavedChatsService {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  // ------------------------------------------------------------------------------------------- chats

  private savedChatJson(row: ChatRow, messages: ChatMessage[]): SavedChat {
    return {
      id: row.id,
      folderId: row.folderId,
      title: row.title,
      messages,
      isTemporary: false,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Parses stored messages; a corrupt chat is removed and logged (docs/conversation.md#errors); then missing. */
  private async readable(row: ChatRow): Promise<SavedChat | null> {
    const parsed = messagesSchema.safeParse(row.messages);
    if (parsed.success) return this.savedChatJson(row, parsed.data);
    this.logger.warn(
      { chatId: row.id, userId: row.userId, problem: parsed.error.issues[0]?.message },
      'Removed a corrupt saved chat',
    );
    await this.db.orm.delete(savedChats).where(eq(savedChats.id, row.id));
    return null;
  }

  async listChats(userId: string, folderId?: string): Promise<HistoryEntry[]> {
    const where = folderId
      ? and(eq(savedChats.userId, userId), eq(savedChats.folderId, folderId))
      : eq(savedChats.userId, userId);
    const rows = await this.db.orm.select().from(savedChats).where(where).orderBy(desc(savedChats.updatedAt));
    const entries: HistoryEntry[] = [];
    for (const row of rows) {
      const chat = await this.readable(row);
      if (!chat) continue;
      const last = chat.messages.at(-1);
      entries.push({
        id: chat.id,
        title: chat.title,
        personality: [...chat.messages].reverse().find((m) => m.personality)?.personality ?? null,
        messageCount: chat.messages.length,
        createdAt: chat.createdAt,
        updatedAt: chat.updatedAt,
        lastMessage: last ? last.content : null,
        folderId: chat.folderId,
      });
    }
    return entries;
  }

  /** The most recently updated chat that reads correctly (corrupt ones are removed on the way). */
  async latestChat(userId: string): Promise<SavedChat | null> {
    for (;;) {
      const [row] = await this.db.orm
        .select()
        .from(savedChats)
        .where(eq(savedChats.userId, userId))
        .orderBy(desc(savedChats.updatedAt))
        .limit(1);
      if (!row) return null;
      const chat = await this.readable(row);
      if (chat) return chat;
    }
  }

  async getChat(userId: string, id: string): Promise<SavedChat> {
    const [row] = await this.db.orm
      .select()
      .from(savedChats)
      .where(and(eq(savedChats.id, rowId(id, 'Chat')), eq(savedChats.userId, userId)))
      .limit(1);
    const chat = row ? await this.readable(row) : null;
    if (!chat) throw notFound('Chat');
    return chat;
  }

  private async checkFolder(member: MemberRef, folderId: string | null | undefined): Promise<void> {
    if (!folderId) return;
    if (!canUseFeature(member.plan, 'folders')) throw planRequired(featureRules.folders.minPlan);
    const [folder] = await this.db.orm
      .select({ id: chatFolders.id })
      .from(chatFolders)
      .where(and(eq(chatFolders.id, folderId), eq(chatFolders.userId, member.id)))
      .limit(1);
    if (!folder) throw new HttpError(404, errorCodes.notFound, 'Folder not found.', { folderId: 'no such folder' });
  }

  /** Saves a chat for good (a temporary chat becomes permanent); a free member keeps the newest ones only. */
  async createChat(
    member: MemberRef,
    input: { title: string; messages: ChatMessage[]; folderId?: string | null | undefined },
  ): Promise<SavedChat> {
    await this.checkFolder(member, input.folderId);
    const [row] = await this.db.orm
      .insert(savedChats)
      .values({ userId: member.id, title: input.title, messages: input.messages, folderId: input.folderId ?? null })
      .returning();
    await this.pruneChats(member);
    return this.savedChatJson(row!, input.messages);
  }

  async updateChat(
    member: MemberRef,
    id: string,
    input: { title: string; messages: ChatMessage[]; folderId?: string | null | undefined },
  ): Promise<SavedChat> {
    await this.checkFolder(member, input.folderId);
    const [row] = await this.db.orm
      .update(savedChats)
      .set({
        title: input.title,
        messages: input.messages,
        ...(input.folderId !== undefined ? { folderId: input.folderId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(savedChats.id, rowId(id, 'Chat')), eq(savedChats.userId, member.id)))
      .returning();
    if (!row) throw notFound('Chat');
    return this.savedChatJson(row, input.messages);
  }

  async moveChat(member: MemberRef, id: string, folderId: string | null): Promise<void> {
    await this.checkFolder(member, folderId);
    const [row] = await this.db.orm
      .update(savedChats)
      .set({ folderId })
      .where(and(eq(savedChats.id, rowId(id, 'Chat')), eq(savedChats.userId, member.id)))
      .returning({ id: savedChats.id });
    if (!row) throw notFound('Chat');
  }

  async deleteChat(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query('DELETE FROM saved_chats WHERE id = $1 AND user_id = $2 RETURNING id', [
        rowId(id, 'Chat'),
        userId,
      ]);
      if (!rows.length) throw notFound('Chat');
      // A member's chat is also a conversation under the same id: without it, the next message would bring it back.
      await tx.query('DELETE FROM conversations WHERE id = $1 AND user_id = $2', [id, userId]);
    });
  }

  /** Free keeps the last 10 chats: older ones go when a chat is saved. */
  async pruneChats(member: Pick<MemberRef, 'id' | 'plan'>): Promise<number> {
    const keep = savedChatsKept(member.plan);
    if (keep === null) return 0;
    const { rows } = await this.db.sql.query<{ id: string }>(
      `DELETE FROM saved_chats WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM saved_chats WHERE user_id = $1 ORDER BY updated_at DESC, created_at DESC LIMIT $2
       ) RETURNING id`,
      [member.id, keep],
    );
    return rows.length;
  }

  // ------------------------------------------------------------------------------------------- folders

  async listFolders(userId: string): Promise<ChatFolder[]> {
    const rows = await this.db.orm
      .select({
        id: chatFolders.id,
        name: chatFolders.name,
        createdAt: chatFolders.createdAt,
        updatedAt: chatFolders.updatedAt,
        chatCount: count(savedChats.id),
      })
      .from(chatFolders)
      .leftJoin(savedChats, eq(savedChats.folderId, chatFolders.id))
      .where(eq(chatFolders.userId, userId))
      .groupBy(chatFolders.id)
      .orderBy(desc(chatFolders.createdAt));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      chatCount: Number(r.chatCount),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async getFolder(userId: string, id: string): Promise<ChatFolder> {
    const folder = (await this.listFolders(userId)).find((f) => f.id === rowId(id, 'Folder'));
    if (!folder) throw notFound('Folder');
    return folder;
  }

  async createFolder(member: MemberRef, name: string): Promise<ChatFolder> {
    const row = await this.db.orm.transaction(async (tx) => {
      const [inserted] = await tx.insert(chatFolders).values({ userId: member.id, name }).returning();
      await recordUsageEvent(tx, { type: 'folder_created', member, data: { folderId: inserted!.id } });
      return inserted;
    });
    return {
      id: row!.id,
      name: row!.name,
      chatCount: 0,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    };
  }

  async renameFolder(userId: string, id: string, name: string): Promise<ChatFolder> {
    const rows = await this.db.orm
      .update(chatFolders)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(chatFolders.id, rowId(id, 'Folder')), eq(chatFolders.userId, userId)))
      .returning({ id: chatFolders.id });
    if (!rows.length) throw notFound('Folder');
    return this.getFolder(userId, id);
  }

  /** Deletes the folder; its chats stay, outside any folder. */
  async deleteFolder(userId: string, id: string): Promise<void> {
    const rows = await this.db.orm
      .delete(chatFolders)
      .where(and(eq(chatFolders.id, rowId(id, 'Folder')), eq(chatFolders.userId, userId)))
      .returning({ id: chatFolders.id });
    if (!rows.length) throw notFound('Folder');
  }
}
