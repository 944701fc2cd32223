// The engagement analysis of a hook answer, off the reply's critical path: it starts beside the reply, runs under its
// own time limit, and its result moves the hook state whenever it is ready. A slow or hung analysis never delays or
// fails a reply: if it is not in by the end of the reply, the reply is done without it and the state moves later
// (the next message reads it). Past its limit the request is aborted and the spec's keyword fallback decides.
import type { EngagementAnalysis, Hook } from '@stellara/contract';
import { ANALYSIS_TEMPERATURE, type LanguageModel } from '../llm/index.ts';
import type { Logger } from '../logging/logger.ts';
import { engagementPrompt, keywordEngagement, parseEngagementJson } from './engagement.ts';

export const DEFAULT_ANALYSIS_TIMEOUT_MS = 20_000;

export class HookAnalyses {
  /** Analyses and the writes that follow them, still in flight. */
  private readonly pending = new Set<Promise<unknown>>();
  /** Aborted when the server stops: analyses in flight end at once (with the keyword fallback). */
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: { model: LanguageModel; logger: Logger },
    private readonly timeoutMs = DEFAULT_ANALYSIS_TIMEOUT_MS,
  ) {}

  /**
   * The model's analysis, or the keyword fallback when there is no model, it fails, its answer is not the contract's
   * shape, or its time is up. `shown` is the hook message the person read. Never rejects.
   */
  analyse(hook: Hook, reply: string, shown: string | null = null): Promise<EngagementAnalysis> {
    return this.track(this.run(hook, reply, shown));
  }

  /** Keeps background work (the hook write after an analysis) in view until it ends; it must not reject. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work)).catch(() => {});
    return work;
  }

  /** Resolves once no analysis or hook write is in flight (the readiness signal tests wait on; close awaits it). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Stops analyses in flight and waits for their writes. */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private async run(hook: Hook, reply: string, shown: string | null): Promise<EngagementAnalysis> {
    const { model, logger } = this.deps;
    const limit = AbortSignal.timeout(this.timeoutMs);
    try {
      if ((await model.answerer()).kind === 'builtin') return keywordEngagement(reply);
      const { system, user } = engagementPrompt(hook, reply, shown);
      const text = await model.complete({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: ANALYSIS_TEMPERATURE,
        maxTokens: 500,
        signal: AbortSignal.any([limit, this.stopping.signal]),
      });
      return parseEngagementJson(text);
    } catch (error) {
      const why = limit.aborted
        ? `no analysis within ${this.timeoutMs} ms (LLM_ANALYSIS_TIMEOUT_MS)`
        : (error as Error).message;
      logger.warn({ err: why }, 'engagement analysis fell back to keywords');
      return keywordEngagement(reply);
    }
  }
}
