// Chooses the model adapter. Without LLM_BASE_URL and LLM_API_KEY: the built-in reader, for every reply. With a
// gateway: a router that asks the active llm_configurations row (else LLM_DEFAULT_MODEL) per request, sending
// 'stellara/built-in-reader' to the built-in reader and any other model name to the gateway (routing-model.ts).
// Also the llm health check.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { HealthCheck } from '../health/index.ts';
import type { Logger } from '../logging/logger.ts';
import { BuiltinModel } from './builtin-model.ts';
import type { LanguageModel } from './language-model.port.ts';
import { ActiveModel } from './model-config.ts';
import { OpenAiGateway } from './openai-gateway.ts';
import { RoutingModel } from './routing-model.ts';

export function createLanguageModel(config: Config, db: Database, logger?: Logger): LanguageModel {
  if (config.llmMode === 'gateway') {
    const active = new ActiveModel(db, config.LLM_DEFAULT_MODEL);
    const gateway = new OpenAiGateway({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: active,
      referer: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
      title: 'Stellara',
      connectTimeoutMs: config.LLM_CONNECT_TIMEOUT_MS,
      firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
      idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
      requestTimeoutMs: config.LLM_REQUEST_TIMEOUT_MS,
      ...(logger ? { logger } : {}),
    });
    return new RoutingModel(gateway, active, config.LLM_DEFAULT_MODEL);
  }
  return new BuiltinModel();
}

const PROBE_MARGIN_MS = 1_000;

export function llmHealthCheck(model: LanguageModel): HealthCheck {
  return {
    // Getters: with a gateway the active model decides who answers, and can change while the server runs.
    get mode() {
      return model.mode;
    },
    get detail() {
      return model.detail;
    },
    // The probe stops itself at the connect timeout; the health endpoint waits that long, plus a margin.
    get timeoutMs() {
      return model.probeTimeoutMs === undefined ? undefined : model.probeTimeoutMs + PROBE_MARGIN_MS;
    },
    async probe() {
      return model.probe();
    },
  };
}
