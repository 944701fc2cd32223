// The chat's pure rules, apart from React and the server: the texts of its failures, the temporary chat that stands
// in when a session cannot start, what a failed stream means, the birth data a chat is opened with, and what the
// chat sends by itself.
import { type BirthData, type Conversation, type ConversationMessage, FIRST_CHART_MESSAGE } from '@stellara/contract';
import type { PersonalityId, TechnicalLevel } from '@stellara/contract/plans';
import { ApiRequestError } from '../api/client.ts';
import type { SessionBirthData } from '../state/birthData.ts';
import type { ChatError } from './chatState.ts';

/** docs/conversation.md#errors: the outer failure, when Stellara cannot be reached at all. */
export const OUTER_FAILURE_TEXT = "I'm having trouble connecting to the cosmic network right now. Please try again!";
/** docs/conversation.md#errors: the chat's title when starting a session failed and a temporary one stands in. */
export const TEMPORARY_CHAT_TITLE = 'Temporary Chat';
/** Said above a temporary chat: nothing is lost, the first message tries the server again. */
export const TEMPORARY_CHAT_NOTE =
  'Stellara could not open your chat just now, so this is a temporary chat. Ask your question: it starts a new one.';

/** The chat that stands in when starting a session failed (docs/conversation.md#errors): empty, local, not saved. */
export function temporaryConversation(settings: ChatSettings, hasBirthData: boolean): Conversation {
  const now = new Date().toISOString();
  return {
    id: '',
    title: TEMPORARY_CHAT_TITLE,
    isTemporary: true,
    saved: false,
    personality: settings.personality,
    technicalLevel: settings.technicalLevel,
    hasBirthData,
    createdAt: now,
    updatedAt: now,
    messages: [],
    hook: { state: 'initial', intensityLevel: 'gentle', chartPatternType: null, resonanceScore: null },
  };
}

/** docs/conversation.md#opening: a first message sent for the person follows the opening message after this delay. */
export const SEND_DELAY_MS = 500;

export interface ChatSettings {
  personality: PersonalityId;
  technicalLevel: TechnicalLevel;
}

/**
 * What the chat shows when a streamed action failed before or outside its stream. A 409 (a retry with nothing to
 * retry: the reply was finished meanwhile, e.g. in another tab) is said as the server words it, is not offered again,
 * and asks for the conversation to be read again (`resync`), since this page no longer shows what the server holds.
 * Another 4xx keeps the server's message; anything else is the outer failure.
 */
export function streamFailure(cause: unknown): ChatError & { resync: boolean } {
  if (cause instanceof ApiRequestError && cause.status === 409) {
    return { text: cause.message, retryable: false, resync: true };
  }
  // Refused input (a message with characters the server does not take): its message says what to change, and sending
  // the same text again would only be refused again.
  if (cause instanceof ApiRequestError && cause.status === 400) {
    return { text: cause.message, retryable: false, resync: false };
  }
  if (cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500) {
    return { text: cause.message, retryable: true, resync: false };
  }
  return { text: OUTER_FAILURE_TEXT, retryable: true, resync: false };
}

/** The session record as the chat's birth data (the contract's one BirthData shape), read in `timezone`. */
export function chatBirthData(b: SessionBirthData, timezone = b.timezone): BirthData {
  return {
    name: b.name,
    birthDate: b.birthDate,
    birthTime: b.birthTime,
    ...(b.birthTimeUnknown ? { birthTimeUnknown: true } : {}),
    birthPlace: b.birthPlace,
    latitude: b.latitude,
    longitude: b.longitude,
    timezone,
  };
}

/** The last message needs another try: a cut or failed reply, or a question left without one. */
export function needsRetry(messages: ConversationMessage[]): boolean {
  const last = messages.at(-1);
  if (!last) return false;
  if (last.sender === 'user') return true;
  return last.status === 'incomplete' || last.status === 'error';
}

/**
 * What the chat sends by itself once a session has opened (docs/conversation.md#opening). A message the person asked
 * for (the `message` URL parameter) is always sent. The spec's first chart message is sent only in a new chat that
 * opened with a welcome: a hook asks the person a question, and the person answers it, not the app.
 */
export function automaticFirstMessage(opening: {
  pending: string | null;
  created: boolean;
  openedKind: ConversationMessage['kind'] | null;
}): string | null {
  if (opening.pending) return opening.pending;
  return opening.created && opening.openedKind === 'welcome' ? FIRST_CHART_MESSAGE : null;
}
