// The LanguageModel port: messages in, text out. Adapters: the OpenAI-compatible gateway (OpenRouter, Ollama,
// vLLM, LM Studio, llama.cpp server), routed by the active model configuration, and the embedded mode, which has
// no model at all. Who answers the next request (`answerer`) decides whether a capability asks the model or calls
// its own built-in writer (the conversation's built-in reader, the built-in extractor, the graph-only test).
import type { EngagementAnalysis } from '@stellara/contract';

/** One chat message as a model reads it. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LanguageModelMode = 'embedded' | 'openai-compatible';

/** Replies: temperature 0.7, max_tokens 4096 (docs/conversation.md#model-request); engagement analysis: 0.3. */
export const REPLY_TEMPERATURE = 0.7;
export const ANALYSIS_TEMPERATURE = 0.3;
export const MAX_TOKENS = 4096;

export interface GenerationRequest {
  messages: ModelMessage[];
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal;
}

/** Who answers the next request: the built-in reader (no model), or a language model and its name. */
export type Answerer = { kind: 'builtin'; name: string } | { kind: 'model'; name: string };

export type LlmErrorKind = 'http' | 'timeout' | 'network' | 'cut' | 'empty' | 'protocol';

/** A failed generation. `message` is safe to show (it never carries the key). */
export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
  }
}

export interface LanguageModel {
  readonly mode: LanguageModelMode;
  /** Human-readable target for health and logs (never the key). */
  readonly detail: string;
  /** Who answers the next request. With 'builtin', callers use their built-in writer and do not ask the model. */
  answerer(): Promise<Answerer>;
  /** Streams the reply as text deltas. Throws LlmError; a cut stream throws after yielding what arrived. */
  stream(request: GenerationRequest): AsyncIterable<string>;
  /** The whole reply at once (engagement analysis, hook phrasing, extraction). */
  complete(request: GenerationRequest): Promise<string>;
  /** Health: resolves with a message when the model answers. */
  probe(): Promise<{ message: string; status?: 'ok' | 'degraded' }>;
  /** How long `probe` waits for a remote gateway before it fails by itself (its connect timeout); none: local. */
  readonly probeTimeoutMs?: number;
  /** Forgets the cached active model name (called when an admin activates another one). */
  clearModelCache(): void;
}

export type { EngagementAnalysis };
