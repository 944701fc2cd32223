// What the chat controller reaches outside itself, as small ports: the server's conversation API and the tab's own
// memory (the visitor's chat and a fresh-chat request), with the browser's implementations. Tests pass their own.
import type { MessageAbout } from '@stellara/contract';
import {
  type ConversationHandle,
  claimConversation,
  createConversation,
  getConversation,
  latestConversation,
  saveConversation,
  streamConversation,
} from '../api/conversations.ts';
import { convertToUtc } from '../api/places.ts';
import type { SessionBirthData } from '../state/birthData.ts';
import { readItem, session, sessionKeys, writeItem } from '../state/storage.ts';
import type { ChatSettings } from './chatRules.ts';

/** What the chat asks of the server: the conversation API (api/conversations.ts) and the time conversion. */
export interface ChatApi {
  createConversation: typeof createConversation;
  getConversation: typeof getConversation;
  claimConversation: typeof claimConversation;
  latestConversation: typeof latestConversation;
  saveConversation: typeof saveConversation;
  streamConversation: typeof streamConversation;
  convertToUtc: typeof convertToUtc;
}

/** What the chat keeps in this tab: the visitor's own chat (with its token) and whether a new chat was asked for. */
export interface ChatTabMemory {
  visitorChat(): ConversationHandle | null;
  keepVisitorChat(handle: ConversationHandle | null): void;
  freshChatAsked(): boolean;
  forgetFreshChat(): void;
}

export interface ChatOptions {
  signedIn: boolean;
  birthData: SessionBirthData | null;
  settings: ChatSettings;
  /** The chat's address (`/chat/:id`); null at the chat home. */
  routeId: string | null;
  pendingMessage: string | null;
  /** What the waiting message is about (sent beside it). */
  pendingAbout?: MessageAbout | null;
  clearPendingMessage(): void;
}

export const browserApi: ChatApi = {
  createConversation,
  getConversation,
  claimConversation,
  latestConversation,
  saveConversation,
  streamConversation,
  convertToUtc,
};

export const tabMemory: ChatTabMemory = {
  visitorChat() {
    const raw = readItem(session(), sessionKeys.conversation);
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<ConversationHandle>;
      return typeof v.id === 'string' ? { id: v.id, token: typeof v.token === 'string' ? v.token : null } : null;
    } catch {
      return null;
    }
  },
  keepVisitorChat(handle) {
    writeItem(session(), sessionKeys.conversation, handle ? JSON.stringify(handle) : null);
  },
  freshChatAsked: () => readItem(session(), sessionKeys.newChat) === '1',
  forgetFreshChat: () => writeItem(session(), sessionKeys.newChat, null),
};
