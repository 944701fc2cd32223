// The LanguageModel port: how the conversation asks for text. Two adapters: the OpenAI-compatible gateway
// (OpenRouter, Ollama, vLLM, LM Studio, llama.cpp server) and the built-in reader (no model, no key).
// A request carries both the chat messages (what a real model reads) and the structured task they were built
// from (what the built-in reader reads), so either adapter can answer it.
import type {
  EngagementAnalysis,
  Hook,
  HookState,
  IntensityLevel,
  PersonalityId,
  Plan,
  TechnicalLevel,
} from '@stellara/contract';
import type { ChartContext } from '../conversation/chart-context.ts';
import type { PersonalitySections } from '../conversation/personalities.ts';
import type { ReplyPlan } from '../conversation/reply/plan.ts';
import type { GraphAnswerTask, GraphConceptsTask } from './builtin/graph-only.ts';

/** One chat message as a model reads it. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LanguageModelMode = 'embedded' | 'openai-compatible';

/** Replies: temperature 0.7, max_tokens 4096 (spec section 9); engagement analysis: 0.3. */
export const REPLY_TEMPERATURE = 0.7;
export const ANALYSIS_TEMPERATURE = 0.3;
export const MAX_TOKENS = 4096;

export interface ReplyTask {
  kind: 'reply';
  message: string;
  personality: PersonalityId;
  level: TechnicalLevel;
  plan: Plan;
  chart: ChartContext | null;
  validationFailed: boolean;
  /** Earlier messages, oldest first. */
  history: ModelMessage[];
  hook: { hook: Hook; state: HookState; intensity: IntensityLevel } | null;
  /**
   * The personality's prompt sections in force (personality_prompts over the built-ins, plus graph patterns). A
   * model reads them in the system message; the built-in reader follows the directives it recognises in them.
   */
  sections?: PersonalitySections;
  /** The reply plan both writers follow; made by the conversation (absent for the admin's trainer). */
  replyPlan?: ReplyPlan;
  /** Texts of the chat's earlier replies, so nothing is said twice. */
  earlier?: string[];
}

export interface HookTask {
  kind: 'hook';
  hook: Hook;
  personality: PersonalityId;
  level: TechnicalLevel;
  chart: ChartContext;
  /** The placements the hook rests on (memory labels). */
  placements?: string[];
}

export interface AnalysisTask {
  kind: 'analysis';
  reply: string;
  hook: Hook;
}

/** The admin's graph-only test (Test Stellara): concept extraction and an answer restricted to graph facts. */
export type { GraphAnswerTask, GraphConceptsTask };

export type GenerationTask = ReplyTask | HookTask | AnalysisTask | GraphConceptsTask | GraphAnswerTask;

export interface GenerationRequest {
  messages: ModelMessage[];
  task: GenerationTask;
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal;
}

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
  /** Streams the reply as text deltas. Throws LlmError; a cut stream throws after yielding what arrived. */
  stream(request: GenerationRequest): AsyncIterable<string>;
  /** The whole reply at once (engagement analysis, hook phrasing). */
  complete(request: GenerationRequest): Promise<string>;
  /** Health: resolves with a message when the model answers. */
  probe(): Promise<{ message: string }>;
  /** Forgets the cached active model name (called when an admin activates another model). */
  clearModelCache(): void;
}

export type { EngagementAnalysis };
