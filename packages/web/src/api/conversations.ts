import {
  type BirthData,
  type Conversation,
  type ConversationMessage,
  type ConversationStreamEventName,
  conversationSchema,
  conversationStreamEvents,
  createdConversationSchema,
} from '@stellara/contract';
import type { PersonalityId, TechnicalLevel } from '@stellara/contract/plans';
import { ApiRequestError, apiRequest } from './client.ts';

/** Visitors reach their session with the token returned at creation (members by cookie). */
export const CONVERSATION_TOKEN_HEADER = 'x-conversation-token';

export interface ConversationHandle {
  id: string;
  token: string | null;
}

const sessionAnswer = {
  parse: (data: unknown) => ({ session: conversationSchema.parse((data as { session?: unknown } | null)?.session) }),
};

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
    schema: sessionAnswer,
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
    schema: sessionAnswer,
    headers: tokenHeader(handle.token),
  });
  return answer.session;
}

/** The chat's Save action: the conversation becomes one of the member's saved chats (a visitor's chat is claimed). */
export async function saveConversation(handle: ConversationHandle): Promise<Conversation> {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(handle.id)}/save`, {
    method: 'POST',
    body: {},
    schema: sessionAnswer,
    headers: tokenHeader(handle.token),
  });
  return answer.session;
}

/** A member's latest conversation, or null when there is none yet. */
export async function latestConversation(signal?: AbortSignal): Promise<Conversation | null> {
  try {
    return (await apiRequest('/conversations/latest', { schema: sessionAnswer, signal })).session;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

type EventData<K extends ConversationStreamEventName> = ReturnType<(typeof conversationStreamEvents)[K]['parse']>;

export type StreamEvent =
  | { type: 'user'; data: EventData<'user'> }
  | { type: 'start'; data: EventData<'start'> }
  | { type: 'token'; data: EventData<'token'> }
  | { type: 'done'; data: EventData<'done'> }
  /** `message` is null when the stream failed before anything was stored (the outer failure). */
  | { type: 'error'; data: { message: ConversationMessage | null; error: string; retryable: boolean } };

/**
 * Splits a Server-Sent Events text into complete events; returns them and the unfinished rest.
 * Only `event:` and `data:` lines are read (several data lines are joined by newlines).
 */
export function parseSseChunk(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

function toStreamEvent(event: string, data: string): StreamEvent | null {
  if (!(event in conversationStreamEvents)) return null;
  const name = event as ConversationStreamEventName;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (name === 'error') {
    // The outer failure carries no stored message.
    const loose = json as { message?: unknown; error?: unknown; retryable?: unknown };
    if (loose.message === null) {
      return {
        type: 'error',
        data: { message: null, error: String(loose.error ?? ''), retryable: loose.retryable === true },
      };
    }
  }
  const parsed = conversationStreamEvents[name].safeParse(json);
  return parsed.success ? ({ type: name, data: parsed.data } as StreamEvent) : null;
}

/**
 * POSTs to one of the streamed routes (open, messages, retry) and hands each event to `onEvent` as it arrives
 * (fetch + ReadableStream: EventSource cannot POST or send the token header).
 */
export async function streamConversation(
  handle: ConversationHandle,
  action: 'open' | 'messages' | 'retry',
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/conversations/${encodeURIComponent(handle.id)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...tokenHeader(handle.token) },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError('Stellara could not be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiRequestError(
      data?.error?.message ?? `Unexpected answer from the server (${response.status}).`,
      response.status,
      data?.error?.code ?? 'UNEXPECTED',
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { events, rest } = parseSseChunk(buffer);
    buffer = rest;
    for (const e of events) {
      const event = toStreamEvent(e.event, e.data);
      if (event) onEvent(event);
    }
  }
  const { events } = parseSseChunk(`${buffer}\n\n`);
  for (const e of events) {
    const event = toStreamEvent(e.event, e.data);
    if (event) onEvent(event);
  }
}
