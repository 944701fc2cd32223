// Streaming a reply into the chat: tokens as they come, the message stored when the stream ends (a cut reply is
// kept as incomplete), errors the person can read. And the hook answer's engagement analysis, which runs beside it.
import { randomUUID } from 'node:crypto';
import type { EngagementAnalysis, Hook, PersonalityId, TechnicalLevel } from '@stellara/contract';
import {
  ANALYSIS_TEMPERATURE,
  type GenerationRequest,
  type LanguageModel,
  LlmError,
} from '../llm/language-model.port.ts';
import type { Logger } from '../logging/logger.ts';
import { engagementPrompt, keywordEngagement, parseEngagementJson } from './engagement.ts';
import { conversationTexts } from './messages.ts';
import type { PersonalitySectionsCache } from './personality-sections.ts';
import type { SessionCharts } from './session-chart.ts';
import type { SseStream } from './sse.ts';
import { type ConversationStore, type MessageRow, messageJson } from './store.ts';

/** What the streaming use cases (open, send, retry) work with. */
export interface ReplyDeps {
  store: ConversationStore;
  charts: SessionCharts;
  sections: PersonalitySectionsCache;
  model: LanguageModel;
  logger: Logger;
}

/** Streams a generation into a new assistant message; returns the stored message. Never throws. */
export async function streamReply(
  deps: ReplyDeps,
  sse: SseStream,
  conversationId: string,
  settings: { personality: PersonalityId; level: TechnicalLevel },
  kind: 'message' | 'hook' | 'welcome',
  request: GenerationRequest,
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
  let text = '';
  try {
    for await (const token of deps.model.stream({ ...request, signal: sse.signal })) {
      text += token;
      sse.send('token', { text: token });
      afterFirstToken?.();
    }
    if (!text.trim()) {
      const message = await store(conversationTexts.empty, 'error');
      sse.send('error', { message: messageJson(message), error: conversationTexts.empty, retryable: true });
      return { message, ok: false };
    }
    const placements =
      (deps.model as { placementsOf?: WeakMap<object, string[]> }).placementsOf?.get(request.task) ?? [];
    const message = await store(text, 'complete', placements);
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
  }
}

/** The engagement analysis of an answer to the hook: the model's JSON, or the spec's keyword fallback. */
export async function analyseHookAnswer(deps: ReplyDeps, hook: Hook, reply: string): Promise<EngagementAnalysis> {
  const { system, user } = engagementPrompt(hook, reply);
  try {
    const text = await deps.model.complete({
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      task: { kind: 'analysis', reply, hook },
      temperature: ANALYSIS_TEMPERATURE,
      maxTokens: 500,
    });
    return parseEngagementJson(text);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, 'engagement analysis fell back to keywords');
    return keywordEngagement(reply);
  }
}
