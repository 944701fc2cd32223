// The llm capability's door: the one file other capabilities import from it. The LanguageModel port and its request
// settings; the adapters behind it (gateway, built-in reader) stay inside.
export {
  ANALYSIS_TEMPERATURE,
  type GenerationRequest,
  type LanguageModel,
  LlmError,
  MAX_TOKENS,
  type ModelMessage,
  REPLY_TEMPERATURE,
} from './language-model.port.ts';
