// Conversation's part in an account's life (accounts' ports, account-data.port.ts): its saved chats, folders and
// hooks join "Export My Data"; a deleted account's hooks, stored transits and question allowance go with it; idle
// visitors' chats are swept; a visitor's chat becomes a saved chat when they sign in.
import type { ChatMessage } from '@stellara/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AccountDataParticipant, AccountDeletion, VisitorDataParticipant } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import {
  chatFolders,
  conversations,
  questionAllowances,
  savedChats,
  sessionHookData,
  sessionTransits,
} from '../db/schema/index.ts';
import type { MemberRef } from '../http/guards.ts';
import { personKey } from './allowance/allowance-counter.ts';
import type { SavedChatsService } from './saved-chats.service.ts';
import { removeIdleVisitorConversations } from './visitor-retention.ts';

export class ConversationAccountData implements AccountDataParticipant, VisitorDataParticipant {
  constructor(
    private readonly db: Database,
    private readonly savedChats: SavedChatsService,
  ) {}

  async exportFor(userId: string): Promise<Record<string, unknown>> {
    const orm = this.db.orm;
    return {
      savedChats: await orm
        .select()
        .from(savedChats)
        .where(eq(savedChats.userId, userId))
        .orderBy(desc(savedChats.updatedAt)),
      chatFolders: await orm
        .select()
        .from(chatFolders)
        .where(eq(chatFolders.userId, userId))
        .orderBy(desc(chatFolders.createdAt)),
      chatHooks: await orm
        .select()
        .from(sessionHookData)
        .where(eq(sessionHookData.userId, userId))
        .orderBy(desc(sessionHookData.createdAt)),
    };
  }

  /**
   * The transits and hooks of the member's conversations and of their profile session (keyed by the user id), and
   * the question allowance: none has a foreign key to the account. Chats, folders and conversations cascade.
   */
  async deleteFor(userId: string, tx: AccountDeletion): Promise<void> {
    const chats = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
    const sessionIds = [userId, ...chats.map((c) => c.id)];
    await tx.delete(sessionTransits).where(inArray(sessionTransits.sessionId, sessionIds));
    await tx.delete(sessionHookData).where(inArray(sessionHookData.sessionId, sessionIds));
    await tx.delete(questionAllowances).where(eq(questionAllowances.person, personKey({ member: userId })));
  }

  removeIdleVisitors(cutoff: Date): Promise<number> {
    return removeIdleVisitorConversations(this.db, cutoff);
  }

  async adoptVisitorChat(member: MemberRef, chat: { title: string; messages: ChatMessage[] }): Promise<void> {
    await this.savedChats.createChat(member, chat);
  }
}
