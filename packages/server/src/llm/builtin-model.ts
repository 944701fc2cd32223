// The built-in reader as a LanguageModel: the embedded default when no gateway is configured. It reads the
// structured task (not the prompt text) and streams its reply in small chunks, like a model would.
import { setTimeout as sleep } from 'node:timers/promises';
import { applyDirectives, promptDirectives } from './builtin/directives.ts';
import { extractConcepts, graphOnlyAnswer } from './builtin/graph-only.ts';
import type { ReaderKnowledge } from './builtin/knowledge.ts';
import { BuiltinReader } from './builtin/reader.ts';
import { type GenerationRequest, type LanguageModel, LlmError } from './language-model.port.ts';

/** Words per streamed chunk. */
const CHUNK_WORDS = 4;
/**
 * Pause between chunks: the reply is ready at once, but sent in one burst it would land in the browser as a
 * single block. At ~400 words a second it reads as it arrives, like a model's stream (a 250-word reading ≈ 0.6 s).
 */
const CHUNK_INTERVAL_MS = 10;

export class BuiltinModel implements LanguageModel {
  readonly mode = 'embedded' as const;
  readonly detail = 'built-in reader (chart and knowledge base, no language model)';
  readonly reader: BuiltinReader;
  /** Placements each reply used, keyed by its task object. */
  readonly placementsOf = new WeakMap<object, string[]>();

  constructor(knowledge: ReaderKnowledge) {
    this.reader = new BuiltinReader(knowledge);
  }

  clearModelCache(): void {}

  private async text(request: GenerationRequest): Promise<string> {
    const task = request.task;
    switch (task.kind) {
      case 'reply': {
        const r = await this.reader.reply(task);
        this.placementsOf.set(request.task, r.placements);
        // Saved prompt sections: the directives the reader can follow (short, list, question, glossary, no emoji).
        return applyDirectives(r.text, promptDirectives(task.personality, task.sections));
      }
      case 'hook': {
        const r = this.reader.phraseHook(task);
        this.placementsOf.set(request.task, r.placements);
        return r.text;
      }
      case 'analysis':
        return this.reader.analysis(task.reply);
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
