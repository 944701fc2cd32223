// Streaming a reply into the chat: tokens as they come, the message stored when the stream ends (a cut reply is
// kept as incomplete), errors the person can read. (The hook answer's engagement analysis: hook-analysis.ts.)
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { conversationStreamEvents, PersonalityId, TechnicalLevel } from '@stellara/contract';
import type { SseStream } from '../http/sse.ts';
import { type GenerationRequest, type LanguageModel, LlmError } from '../llm/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { LiveReplies } from './live-replies.ts';
import { conversationTexts } from './messages.ts';
import type { PersonalitySectionsCache } from './personalities/prompt-sections.ts';
import type { SessionCharts } from './session-chart.ts';
import { type ConversationStore, type MessageRow, messageJson } from './store.ts';

/** A chat reply's event stream: each event's data as the contract's schema for it says. */
export type ReplyStream = SseStream<typeof conversationStreamEvents>;

/** What the streaming use cases (open, send, retry) work with. */
export interface ReplyDeps {
  store: ConversationStore;
  charts: SessionCharts;
  sections: PersonalitySectionsCache;
  model: LanguageModel;
  logger: Logger;
  /** Replies being written, for followers on any instance. */
  live: LiveReplies;
}

/** What a reply streams from: the built-in writer's finished text, or a model asked with messages. */
export type ReplySource =
  | { by: 'builtin'; text: string; placements: string[] }
  | { by: 'model'; request: GenerationRequest; placements: string[] };

/** Words per streamed chunk of a built-in reply. */
const CHUNK_WORDS = 4;
/**
 * Pause between chunks: a built-in reply is ready at once, but sent in one burst it would land in the browser as a
 * single block. At ~400 words a second it reads as it arrives, like a model's stream (a 250-word reading ≈ 0.6 s).
 */
const CHUNK_INTERVAL_MS = 10;

async function* chunked(text: string, signal: AbortSignal): AsyncGenerator<string> {
  const parts = text.split(/(?<=\s)/);
  for (let i = 0; i < parts.length; i += CHUNK_WORDS) {
    if (signal.aborted) throw new LlmError('network', 'The request was cancelled.');
    if (i > 0) await sleep(CHUNK_INTERVAL_MS);
    yield parts.slice(i, i + CHUNK_WORDS).join('');
  }
}

/** Streams a reply into a new assistant message; returns the stored message. Never throws. */
export async function streamReply(
  deps: ReplyDeps,
  sse: ReplyStream,
  conversationId: string,
  settings: { personality: PersonalityId; level: TechnicalLevel },
  kind: 'message' | 'hook' | 'welcome',
  source: ReplySource,
  /** Writes that need not hold up the first token: started once it is out (or when the stream ends). */
  afterFirstToken?: () => void,
): Promise<{ message: MessageRow; ok: boolean }> {
  // The reply's id is reserved now and its row written when the stream ends (stored on completion), so the
  // first token is not held up by a database round trip.
  const messageId = randomUUID();
  const store = (content: string, status: string, placements: string[] = []) =>
    deps.store.insertMessage(conversationId, {
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
  const live = deps.live.begin(conversationId, messageId);
  let text = '';
  try {
    const tokens =
      source.by === 'builtin'
        ? chunked(source.text, sse.signal)
        : deps.model.stream({ ...source.request, signal: sse.signal });
    for await (const token of tokens) {
      text += token;
      sse.send('token', { text: token });
      live.token(token);
      afterFirstToken?.();
    }
    if (!text.trim()) {
      const message = await store(conversationTexts.empty, 'error');
      sse.send('error', { message: messageJson(message), error: conversationTexts.empty, retryable: true });
      return { message, ok: false };
    }
    const message = await store(text, 'complete', source.placements);
    return { message, ok: true };
  } catch (error) {
    const e = error instanceof LlmError ? error : new LlmError('network', (error as Error).message);
    deps.logger.warn({ kind: e.kind, status: e.status, body: e.body, err: e.message }, 'reply generation failed');
    let content: string;
    let status: string;
    if (e.kind === 'cut' && text.trim()) {
      content = text; // what arrived is kept, marked incomplete
      status = 'incomplete';
    } else if (e.kind === 'http') {
      content = conversationTexts.apiError();
      status = 'error';
    } else if (e.kind === 'empty') {
      content = conversationTexts.empty;
      status = 'error';
    } else {
      content = text.trim() && e.kind !== 'cut' ? text : conversationTexts.generationFailed();
      status = text.trim() ? 'incomplete' : 'error';
    }
    const message = await store(content, status);
    sse.send('error', {
      message: messageJson(message),
      error: status === 'incomplete' ? conversationTexts.generationFailed() : content,
      retryable: true,
    });
    return { message, ok: false };
  } finally {
    live.stored();
  }
}
