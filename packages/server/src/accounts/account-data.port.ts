// What other capabilities keep about a member or a visitor reaches accounts through these ports, so accounts (which
// owns the account's life: export, deletion, the visitor sweep, signing a visitor in) never imports the capabilities
// above it. Conversation implements them (its chats, hooks and question allowance); the composition root hands the
// implementation to Accounts.
import type { ChatMessage } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import type { MemberRef } from '../http/guards.ts';

/** The transaction an account deletion runs in: every participant's rows go with the account, or nothing goes. */
export type AccountDeletion = Parameters<Parameters<Database['orm']['transaction']>[0]>[0];

/** A capability that keeps rows about a member: they join "Export My Data" and go when the account is deleted. */
export interface AccountDataParticipant {
  /** The export's sections this capability owns, by name. */
  exportFor(userId: string): Promise<Record<string, unknown>>;
  /** Removes its rows that name the account without a foreign key (rows with one go with the user row). */
  deleteFor(userId: string, tx: AccountDeletion): Promise<void>;
}

/** A capability that keeps what a visitor leaves behind before signing in, or leaves for good. */
export interface VisitorDataParticipant {
  /** Removes what visitors idle since before `cutoff` left behind; answers how many conversations went. */
  removeIdleVisitors(cutoff: Date): Promise<number>;
  /** Keeps the chat a visitor was having as one of the member's saved chats, once they sign in. */
  adoptVisitorChat(member: MemberRef, chat: { title: string; messages: ChatMessage[] }): Promise<void>;
}
