// When a gateway is configured, the active model configuration chooses, request by request, who answers: the
// built-in reader's name (BUILTIN_MODEL_NAME) routes to the built-in reader, any other name to the gateway, which
// asks for that model. No active row: LLM_DEFAULT_MODEL decides the same way. Without a gateway there is no router:
// every reply is the built-in reader's, whatever the table says (create-model.ts).
import type { Answerer, GenerationRequest, LanguageModel, LanguageModelMode } from './language-model.port.ts';
import type { ActiveModel } from './model-config.ts';
import type { OpenAiGateway } from './openai-gateway.ts';

/** The model name that selects the built-in reader (no language model, no gateway call). */
export const BUILTIN_MODEL_NAME = 'stellara/built-in-reader';
export const BUILTIN_PROVIDER = 'stellara';

export const isBuiltinModelName = (name: string): boolean => name.trim().toLowerCase() === BUILTIN_MODEL_NAME;

export interface ModelRoute {
  /** The active model name (or the default when no row is active). */
  name: string;
  /** 'builtin': the built-in reader answers; 'gateway': the gateway with `name`. */
  target: 'builtin' | 'gateway';
}

export class RoutingModel implements LanguageModel {
  /** The name last read, for the synchronous `mode` and `detail`. */
  private current: string;

  constructor(
    readonly gateway: OpenAiGateway,
    private readonly active: ActiveModel,
    defaultName: string,
  ) {
    this.current = defaultName;
  }

  get mode(): LanguageModelMode {
    return isBuiltinModelName(this.current) ? 'embedded' : 'openai-compatible';
  }

  get detail(): string {
    return isBuiltinModelName(this.current)
      ? `built-in reader (chart and knowledge base, no language model), selected by the active model ${BUILTIN_MODEL_NAME}; ${this.gateway.detail} configured`
      : `${this.gateway.detail} (model ${this.current})`;
  }

  /** Who answers the next request. */
  async route(): Promise<ModelRoute> {
    const name = await this.active.get();
    this.current = name;
    return { name, target: isBuiltinModelName(name) ? 'builtin' : 'gateway' };
  }

  async answerer(): Promise<Answerer> {
    const route = await this.route();
    return { kind: route.target === 'builtin' ? 'builtin' : 'model', name: route.name };
  }

  /** Always the gateway: a caller whose answerer is the built-in reader uses its own built-in writer instead. */
  async complete(request: GenerationRequest): Promise<string> {
    return this.gateway.complete(request);
  }

  async *stream(request: GenerationRequest): AsyncGenerator<string> {
    yield* this.gateway.stream(request);
  }

  async probe(): Promise<{ message: string; status?: 'ok' | 'degraded' }> {
    const route = await this.route();
    if (route.target === 'gateway') return this.gateway.probe();
    try {
      await this.gateway.probe();
      return {
        message: `Replies come from the built-in reader (${BUILTIN_MODEL_NAME} is active); the gateway answers.`,
      };
    } catch (error) {
      return {
        status: 'degraded',
        message: `Replies come from the built-in reader (${BUILTIN_MODEL_NAME} is active); the gateway does not answer: ${(error as Error).message}`,
      };
    }
  }

  get probeTimeoutMs(): number {
    return this.gateway.probeTimeoutMs;
  }

  clearModelCache(): void {
    this.active.clear();
    // Re-read at once so that `mode` is right for the next reply's preparation.
    this.route().catch(() => {});
  }
}
