import type { Conversation, ConversationMessage, UtcConversionResponse } from '@stellara/contract';
import type { ConversationHandle } from '../api/conversations.ts';

export interface ChatError {
  text: string;
  retryable: boolean;
}

/** A birth time the clocks skipped or showed twice: the chat waits for the person to say how it is read. */
export interface TimeQuestion {
  /** The local time's conversion (POST /api/time/utc), with the readings to choose from. */
  reading: UtcConversionResponse;
  time: string;
  timezone: string;
}

/**
 * Where a chat stands. It opens (`starting`), a member first takes over the chat they began as a visitor
 * (`claiming`), a skipped or repeated birth time waits for the person (`asking-time`), and it ends up `open` (a chat on
 * the server, saved or not: `conversation.saved`), `temporary` (starting failed; the first message starts one),
 * `refused` (too many chats started: trying again later is all there is) or `missing` (an address this viewer may not
 * open).
 */
export type ChatPhase =
  | { kind: 'starting' }
  | { kind: 'claiming' }
  | { kind: 'asking-time'; question: TimeQuestion }
  | { kind: 'open'; handle: ConversationHandle }
  | { kind: 'temporary' }
  | { kind: 'refused' }
  | { kind: 'missing'; id: string };

export interface ChatState {
  phase: ChatPhase;
  conversation: Conversation | null;
  messages: ConversationMessage[];
  /** A reply is streaming (or a temporary chat is starting its session). */
  streaming: boolean;
  /** The opening message and any first message sent for the person are not done yet. */
  opening: boolean;
  saving: boolean;
  error: ChatError | null;
}

export const initialChatState: ChatState = {
  phase: { kind: 'starting' },
  conversation: null,
  messages: [],
  streaming: false,
  opening: true,
  saving: false,
  error: null,
};

export type ChatAction =
  | { type: 'start' }
  | { type: 'claim' }
  | { type: 'ask-time'; question: TimeQuestion }
  | { type: 'opened'; conversation: Conversation; handle: ConversationHandle }
  | { type: 'temporary'; conversation: Conversation }
  | { type: 'refused'; error: ChatError }
  | { type: 'missing'; id: string }
  | { type: 'opening-done' }
  | { type: 'stream-begin'; optimistic?: ConversationMessage }
  | { type: 'message'; message: ConversationMessage; replaceId?: string }
  | { type: 'token'; text: string }
  | { type: 'reply-done'; message: ConversationMessage; title: string; hook: Conversation['hook']; saved: boolean }
  | { type: 'stream-error'; message?: ConversationMessage; error: ChatError; dropId?: string }
  | { type: 'stream-failed'; error: ChatError; dropId?: string }
  | { type: 'stream-end' }
  | { type: 'resynced'; conversation: Conversation }
  | { type: 'retry-trim' }
  | { type: 'saving' }
  | { type: 'saved'; handle: ConversationHandle }
  | { type: 'error'; error: ChatError | null };

function upsert(list: ConversationMessage[], message: ConversationMessage, replaceId?: string): ConversationMessage[] {
  const at = list.findIndex((m) => m.id === message.id || (replaceId !== undefined && m.id === replaceId));
  if (at === -1) return [...list, message];
  const next = list.slice();
  next[at] = message;
  return next;
}

/** A reply still streaming when its stream ended without `done` is cut short: Retry offers itself. */
const cutShort = (list: ConversationMessage[]) =>
  list.some((m) => m.status === 'streaming')
    ? list.map((m) => (m.status === 'streaming' ? { ...m, status: 'incomplete' as const } : m))
    : list;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'start':
      return { ...state, phase: { kind: 'starting' }, opening: true, error: null };
    case 'claim':
      return { ...state, phase: { kind: 'claiming' } };
    case 'ask-time':
      return { ...state, phase: { kind: 'asking-time', question: action.question } };
    case 'opened':
      return {
        ...state,
        phase: { kind: 'open', handle: action.handle },
        conversation: action.conversation,
        messages: action.conversation.messages,
        error: null,
      };
    case 'temporary':
      return { ...state, phase: { kind: 'temporary' }, conversation: action.conversation, messages: [] };
    case 'refused':
      return { ...state, phase: { kind: 'refused' }, error: action.error };
    case 'missing':
      return { ...state, phase: { kind: 'missing', id: action.id }, conversation: null, messages: [], opening: false };
    case 'opening-done':
      return { ...state, opening: false };
    case 'stream-begin':
      return {
        ...state,
        streaming: true,
        error: null,
        messages: action.optimistic ? [...state.messages, action.optimistic] : state.messages,
      };
    case 'message':
      return { ...state, messages: upsert(state.messages, action.message, action.replaceId) };
    case 'token': {
      const last = state.messages.at(-1);
      if (last?.status !== 'streaming') return state;
      return { ...state, messages: [...state.messages.slice(0, -1), { ...last, content: last.content + action.text }] };
    }
    case 'reply-done':
      return {
        ...state,
        messages: upsert(state.messages, action.message),
        conversation: state.conversation
          ? {
              ...state.conversation,
              title: action.title,
              hook: action.hook,
              saved: state.conversation.saved || action.saved,
            }
          : null,
      };
    case 'stream-error':
      return {
        ...state,
        messages: action.message
          ? upsert(state.messages, action.message)
          : state.messages.filter((m) => m.status !== 'streaming' && m.id !== action.dropId),
        error: action.error,
      };
    case 'stream-failed':
      return {
        ...state,
        messages: cutShort(action.dropId ? state.messages.filter((m) => m.id !== action.dropId) : state.messages),
        error: action.error,
      };
    case 'stream-end':
      return { ...state, streaming: false, messages: cutShort(state.messages) };
    case 'resynced':
      return { ...state, conversation: action.conversation, messages: action.conversation.messages };
    case 'retry-trim': {
      // The server replaces what followed the last question.
      const lastUser = state.messages.map((m) => m.sender).lastIndexOf('user');
      return lastUser === -1 ? state : { ...state, messages: state.messages.slice(0, lastUser + 1) };
    }
    case 'saving':
      return { ...state, saving: true, error: null };
    case 'saved':
      return {
        ...state,
        saving: false,
        phase: { kind: 'open', handle: action.handle },
        conversation: state.conversation ? { ...state.conversation, saved: true, isTemporary: false } : null,
      };
    case 'error':
      return { ...state, saving: false, error: action.error };
  }
}

/** The handle of the chat on the server, when there is one. */
export function handleOf(state: ChatState): ConversationHandle | null {
  return state.phase.kind === 'open' ? state.phase.handle : null;
}

/**
 * How a chat is found when the screen opens. A member first claims the chat they began as a visitor in this tab; then
 * a fresh one (New chat, a new chart), the address's chat (`/chat/:id`), the visitor's own chat in this tab, or the
 * member's latest.
 */
export type OpeningPlan =
  | { kind: 'address'; id: string; token: string | null; claim: ConversationHandle | null }
  | { kind: 'create'; claim: ConversationHandle | null }
  | { kind: 'visitor-chat'; handle: ConversationHandle }
  | { kind: 'latest'; claim: ConversationHandle | null };

export function openingPlan(input: {
  routeId: string | null;
  signedIn: boolean;
  /** A new chat was asked for (New chat, a new chart from the landing). */
  fresh: boolean;
  /** The visitor chat kept in this tab, with its token. */
  visitorChat: ConversationHandle | null;
}): OpeningPlan {
  const { routeId, signedIn, fresh, visitorChat } = input;
  const claim = signedIn && visitorChat?.token ? visitorChat : null;
  // A new chat asked for wins over the address still showing the last one (New chat leaves it a moment later).
  if (fresh) return { kind: 'create', claim };
  if (routeId) {
    const token = !signedIn && visitorChat?.id === routeId ? visitorChat.token : null;
    return { kind: 'address', id: routeId, token, claim };
  }
  if (signedIn) return { kind: 'latest', claim };
  return visitorChat ? { kind: 'visitor-chat', handle: visitorChat } : { kind: 'create', claim: null };
}
