import {
  type BirthData,
  type Conversation,
  conversationAnswerSchema,
  conversationStreamEvents,
  createdConversationSchema,
} from '@stellara/contract';
import type { PersonalityId, TechnicalLevel } from '@stellara/contract/plans';
import { ApiRequestError, apiRequest, parseSseChunk, requestEvents, type StreamEventOf } from './client.ts';

/** Visitors reach their session with the token returned at creation (members by cookie). */
export const CONVERSATION_TOKEN_HEADER = 'x-conversation-token';

export interface ConversationHandle {
  id: string;
  token: string | null;
}

function tokenHeader(token: string | null): Record<string, string> {
  return token ? { [CONVERSATION_TOKEN_HEADER]: token } : {};
}

export async function createConversation(input: {
  birthData?: BirthData;
  personality: PersonalityId;
  technicalLevel: TechnicalLevel;
}): Promise<{ session: Conversation; token: string | null }> {
  return apiRequest('/conversations', { method: 'POST', body: input, schema: createdConversationSchema });
}

export async function getConversation(handle: ConversationHandle, signal?: AbortSignal): Promise<Conversation> {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(handle.id)}`, {
    schema: conversationAnswerSchema,
    signal,
    headers: tokenHeader(handle.token),
  });
  return answer.session;
}

/** Makes a visitor's conversation (reached by its token) the signed-in member's own saved chat. */
export async function claimConversation(handle: ConversationHandle): Promise<Conversation> {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(handle.id)}/claim`, {
    method: 'POST',
    body: {},
    schema: conversationAnswerSchema,
    headers: tokenHeader(handle.token),
  });
  return answer.session;
}

/** The chat's Save action: the conversation becomes one of the member's saved chats (a visitor's chat is claimed). */
export async function saveConversation(handle: ConversationHandle): Promise<Conversation> {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(handle.id)}/save`, {
    method: 'POST',
    body: {},
    schema: conversationAnswerSchema,
    headers: tokenHeader(handle.token),
  });
  return answer.session;
}

/** A member's latest conversation, or null when there is none yet. */
export async function latestConversation(signal?: AbortSignal): Promise<Conversation | null> {
  try {
    return (await apiRequest('/conversations/latest', { schema: conversationAnswerSchema, signal })).session;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** One event of a reply stream, its data parsed with the contract's schema for its name. */
export type StreamEvent = StreamEventOf<typeof conversationStreamEvents>;

export { parseSseChunk };

/**
 * POSTs to one of the streamed routes (open, messages, retry) and hands each event to `onEvent` as it arrives; an
 * event whose data does not match the contract is thrown as an ApiRequestError (BAD_ANSWER).
 */
export async function streamConversation(
  handle: ConversationHandle,
  action: 'open' | 'messages' | 'retry',
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  await requestEvents(
    `/conversations/${encodeURIComponent(handle.id)}/${action}`,
    { method: 'POST', body: body ?? {}, headers: tokenHeader(handle.token), signal, events: conversationStreamEvents },
    onEvent,
  );
}
