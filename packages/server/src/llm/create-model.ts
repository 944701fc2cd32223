// Chooses the model adapter: the OpenAI-compatible gateway when LLM_BASE_URL or LLM_API_KEY is set, else the
// built-in reader. Also the llm health check.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { HealthCheck } from '../health/health.service.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import { graphKnowledge } from './builtin/knowledge.ts';
import { BuiltinModel } from './builtin-model.ts';
import type { LanguageModel } from './language-model.port.ts';
import { ActiveModel } from './model-config.ts';
import { OpenAiGateway } from './openai-gateway.ts';

export function createLanguageModel(config: Config, db: Database, graph: KnowledgeGraph): LanguageModel {
  if (config.llmMode === 'gateway') {
    return new OpenAiGateway({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: new ActiveModel(db, config.LLM_DEFAULT_MODEL),
      referer: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
      title: 'Stellara',
    });
  }
  return new BuiltinModel(graphKnowledge(graph));
}

export function llmHealthCheck(model: LanguageModel): HealthCheck {
  return {
    mode: model.mode,
    detail: model.detail,
    async probe() {
      return model.probe();
    },
  };
}
