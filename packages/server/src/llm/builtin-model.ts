// The embedded mode's "model": there is none. The built-in reader answers every request, so capabilities call their
// built-in writers; asking this model for text is a programming error and fails like a model that is not there.
import { type Answerer, type LanguageModel, LlmError } from './language-model.port.ts';
import { BUILTIN_MODEL_NAME } from './routing-model.ts';

export class BuiltinModel implements LanguageModel {
  readonly mode = 'embedded' as const;
  readonly detail = 'built-in reader (chart and knowledge base, no language model)';

  async answerer(): Promise<Answerer> {
    return { kind: 'builtin', name: BUILTIN_MODEL_NAME };
  }

  clearModelCache(): void {}

  async complete(): Promise<string> {
    throw new LlmError('protocol', 'No language model is configured; the built-in reader answers.');
  }

  // biome-ignore lint/correctness/useYield: there is no model to stream from
  async *stream(): AsyncGenerator<string> {
    throw new LlmError('protocol', 'No language model is configured; the built-in reader answers.');
  }

  async probe(): Promise<{ message: string }> {
    return { message: 'The built-in reader answers from the chart and the knowledge base, without a language model.' };
  }
}
