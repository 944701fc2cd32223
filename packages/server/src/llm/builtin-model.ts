// The built-in reader as a LanguageModel: the embedded default when no gateway is configured. It writes from the
// reply plan (the same plan a model's prompt is built from) and streams the text in small chunks, like a model.
import { setTimeout as sleep } from 'node:timers/promises';
import { keywordEngagement } from '../conversation/engagement.ts';
import { writeHook, writeReply } from '../conversation/reply/builtin-writer.ts';
import { planReply } from '../conversation/reply/plan.ts';
import { applyDirectives, promptDirectives } from './builtin/directives.ts';
import { extractConcepts, graphOnlyAnswer } from './builtin/graph-only.ts';
import type { ReaderKnowledge } from './builtin/knowledge.ts';
import { type GenerationRequest, type LanguageModel, LlmError, type ReplyTask } from './language-model.port.ts';

/** Words per streamed chunk. */
const CHUNK_WORDS = 4;
/**
 * Pause between chunks: the reply is ready at once, but sent in one burst it would land in the browser as a
 * single block. At ~400 words a second it reads as it arrives, like a model's stream (a 250-word reading ≈ 0.6 s).
 */
const CHUNK_INTERVAL_MS = 10;

export const CHART_UNREADABLE =
  "I can't read your chart yet: the chart could not be calculated from the birth information given. Could you re-enter your birth date, time and place? As soon as they check out, I'll give you a full reading.";

export class BuiltinModel implements LanguageModel {
  readonly mode = 'embedded' as const;
  readonly detail = 'built-in reader (chart and knowledge base, no language model)';
  /** Placements each reply used, keyed by its task object. */
  readonly placementsOf = new WeakMap<object, string[]>();

  constructor(private readonly knowledge: ReaderKnowledge) {}

  clearModelCache(): void {}

  /** A reply from the task's plan, or from a plan made here for callers that bring none (the admin's trainer). */
  async reply(task: ReplyTask): Promise<{ text: string; placements: string[] }> {
    if (task.validationFailed || !task.chart) return { text: CHART_UNREADABLE, placements: [] };
    const plan =
      task.replyPlan ??
      planReply({
        message: task.message,
        chart: task.chart,
        plan: task.plan,
        level: task.level,
        earlierQuestions: task.history.filter((m) => m.role === 'user').map((m) => m.content),
        used: [],
        hook: null,
      });
    const earlier = task.earlier ?? task.history.filter((m) => m.role === 'assistant').map((m) => m.content);
    return writeReply(
      { plan, chart: task.chart, personality: task.personality, level: task.level, earlier },
      this.knowledge,
    );
  }

  private async text(request: GenerationRequest): Promise<string> {
    const task = request.task;
    switch (task.kind) {
      case 'reply': {
        const r = await this.reply(task);
        this.placementsOf.set(request.task, r.placements);
        // Saved prompt sections: the directives the reader can follow (short, list, question, glossary, no emoji).
        return applyDirectives(r.text, promptDirectives(task.personality, task.sections));
      }
      case 'hook': {
        const r = writeHook({
          hook: task.hook,
          placements: task.placements ?? [],
          personality: task.personality,
          level: task.level,
        });
        this.placementsOf.set(request.task, r.placements);
        return r.text;
      }
      case 'analysis':
        return JSON.stringify(keywordEngagement(task.reply));
      case 'graph-concepts':
        return JSON.stringify(extractConcepts(task.message));
      case 'graph-answer':
        return graphOnlyAnswer(task);
    }
  }

  async complete(request: GenerationRequest): Promise<string> {
    return this.text(request);
  }

  async *stream(request: GenerationRequest): AsyncGenerator<string> {
    const text = await this.text(request);
    const parts = text.split(/(?<=\s)/);
    for (let i = 0; i < parts.length; i += CHUNK_WORDS) {
      if (request.signal?.aborted) throw new LlmError('network', 'The request was cancelled.');
      if (i > 0) await sleep(CHUNK_INTERVAL_MS);
      yield parts.slice(i, i + CHUNK_WORDS).join('');
    }
  }

  async probe(): Promise<{ message: string }> {
    return { message: 'The built-in reader answers from the chart and the knowledge base, without a language model.' };
  }
}
