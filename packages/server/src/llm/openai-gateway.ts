// The OpenAI-compatible gateway adapter: POST {base}/chat/completions, streamed (SSE) or not. Works against
// OpenRouter (default base URL; referer and title headers), Ollama, vLLM, LM Studio and llama.cpp's server.
// Retries 429 and 5xx with backoff before the first token; after that a failure is a cut stream.
// The API key is only ever put in the Authorization header: error texts are redacted and nothing logs headers.
import { type Answerer, type GenerationRequest, type LanguageModel, LlmError } from './language-model.port.ts';
import type { ActiveModel } from './model-config.ts';

export const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';

export interface GatewayOptions {
  baseUrl?: string;
  apiKey?: string;
  model: ActiveModel;
  /** Sent as HTTP-Referer (OpenRouter's app attribution). */
  referer?: string;
  title?: string;
  /** Until the response headers arrive, per attempt. */
  connectTimeoutMs?: number;
  /** Until the first token after the headers, and between tokens. */
  idleTimeoutMs?: number;
  /** Whole non-streamed request, per attempt. */
  requestTimeoutMs?: number;
  /** Extra attempts on 429/5xx/network errors before the first token. */
  retries?: number;
  backoffMs?: number;
  /** Longest wait honoured from a Retry-After header. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
}

const MAX_ERROR_BODY = 500;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export class OpenAiGateway implements LanguageModel {
  readonly mode = 'openai-compatible' as const;
  readonly detail: string;
  private readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly o: Required<Omit<GatewayOptions, 'apiKey' | 'baseUrl' | 'model' | 'fetch'>>;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: GatewayOptions) {
    this.baseUrl = (options.baseUrl ?? OPENROUTER_BASE_URL).replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.fetchImpl = options.fetch ?? fetch;
    this.o = {
      referer: options.referer ?? 'https://stellara.local',
      title: options.title ?? 'Stellara',
      connectTimeoutMs: options.connectTimeoutMs ?? 30_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      requestTimeoutMs: options.requestTimeoutMs ?? 120_000,
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 500,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
    };
    this.detail = `OpenAI-compatible gateway at ${new URL(this.baseUrl).host}`;
  }

  clearModelCache(): void {
    this.options.model.clear();
  }

  async answerer(): Promise<Answerer> {
    return { kind: 'model', name: await this.options.model.get() };
  }

  /** Removes the key from any text that leaves this adapter. */
  redact(text: string): string {
    if (!this.apiKey) return text;
    return text.split(this.apiKey).join('[redacted]');
  }

  private headers(): Record<string, string> {
    const h: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'HTTP-Referer': this.o.referer,
      'X-Title': this.o.title,
    };
    if (this.apiKey) h.authorization = `Bearer ${this.apiKey}`;
    return h;
  }

  private async body(request: GenerationRequest, stream: boolean): Promise<string> {
    return JSON.stringify({
      model: await this.options.model.get(),
      messages: request.messages,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      stream,
    });
  }

  private httpError(status: number, body: string): LlmError {
    const clean = this.redact(body.trim()).slice(0, MAX_ERROR_BODY);
    // The spec's text (end-user section 8), whatever the gateway actually is.
    return new LlmError('http', `OpenRouter API error: ${status} - ${clean}`, status, clean);
  }

  private retryable(status: number): boolean {
    return status === 429 || status >= 500;
  }

  private retryDelay(attempt: number, response?: Response): number {
    const header = response?.headers.get('retry-after');
    if (header) {
      const seconds = Number(header);
      const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
      if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, this.o.maxRetryAfterMs);
    }
    return this.o.backoffMs * 2 ** attempt;
  }

  /**
   * Sends the request until a 2xx answer (retrying 429/5xx and network failures), and returns the response with
   * the abort controller that governs its body.
   */
  private async open(
    request: GenerationRequest,
    stream: boolean,
  ): Promise<{ response: Response; controller: AbortController; cleanup: () => void }> {
    const payload = await this.body(request, stream);
    let lastError: LlmError | null = null;
    for (let attempt = 0; attempt <= this.o.retries; attempt++) {
      const controller = new AbortController();
      const onAbort = () => controller.abort(request.signal?.reason);
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => request.signal?.removeEventListener('abort', onAbort);
      let timedOut = false;
      const timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort(new Error('timeout'));
        },
        stream ? this.o.connectTimeoutMs : this.o.requestTimeoutMs,
      );
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: this.headers(),
          body: payload,
          signal: controller.signal,
        });
      } catch (e) {
        clearTimeout(timer);
        cleanup();
        if (request.signal?.aborted) throw new LlmError('network', 'The request was cancelled.');
        lastError = timedOut
          ? new LlmError('timeout', `The model did not answer within ${Math.round(this.o.connectTimeoutMs / 1000)} s.`)
          : new LlmError('network', this.redact(`Could not reach the model gateway (${(e as Error).message}).`));
        if (timedOut) throw lastError;
        if (attempt < this.o.retries) await sleep(this.retryDelay(attempt), request.signal);
        continue;
      }
      if (!stream) {
        // The non-streamed timer keeps running over the body read; the caller clears it.
        if (response.ok) {
          return {
            response,
            controller,
            cleanup: () => {
              clearTimeout(timer);
              cleanup();
            },
          };
        }
      } else {
        clearTimeout(timer);
        if (response.ok) return { response, controller, cleanup };
      }
      const text = await response.text().catch(() => '');
      clearTimeout(timer);
      cleanup();
      lastError = this.httpError(response.status, text);
      if (!this.retryable(response.status) || attempt === this.o.retries) throw lastError;
      await sleep(this.retryDelay(attempt, response), request.signal);
    }
    throw lastError ?? new LlmError('network', 'The model gateway did not answer.');
  }

  async complete(request: GenerationRequest): Promise<string> {
    const { response, cleanup } = await this.open(request, false);
    let raw: string;
    try {
      raw = await response.text();
    } catch {
      throw new LlmError('timeout', `The model did not answer within ${Math.round(this.o.requestTimeoutMs / 1000)} s.`);
    } finally {
      cleanup();
    }
    let json: { choices?: { message?: { content?: unknown } }[]; error?: { message?: string } };
    try {
      json = JSON.parse(raw);
    } catch {
      throw new LlmError('protocol', 'The model gateway sent an answer that is not JSON.');
    }
    if (json.error) throw this.httpError(response.status, JSON.stringify(json.error));
    const content = json.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim())
      throw new LlmError('empty', 'The model returned an empty reply.');
    return content;
  }

  async *stream(request: GenerationRequest): AsyncGenerator<string> {
    const { response, controller, cleanup } = await this.open(request, true);
    const type = response.headers.get('content-type') ?? '';
    try {
      if (!type.includes('text/event-stream')) {
        // Some servers ignore stream: true and answer with one JSON body.
        const raw = await response.text();
        const json = JSON.parse(raw) as { choices?: { message?: { content?: string } }[] };
        const content = json.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content) throw new LlmError('empty', 'The model returned an empty reply.');
        yield content;
        return;
      }
      yield* this.readEvents(response, controller);
    } finally {
      cleanup();
      controller.abort();
    }
  }

  private async *readEvents(response: Response, controller: AbortController): AsyncGenerator<string> {
    if (!response.body) throw new LlmError('protocol', 'The model gateway sent no body.');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let finished = false;
    let idle: NodeJS.Timeout | undefined;
    let timedOut = false;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('idle timeout'));
      }, this.o.idleTimeoutMs);
    };
    try {
      arm();
      while (!finished) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch {
          if (timedOut) {
            throw new LlmError(
              'timeout',
              `The model stopped answering for ${Math.round(this.o.idleTimeoutMs / 1000)} s.`,
            );
          }
          throw new LlmError('cut', 'The connection to the model was cut off.');
        }
        if (chunk.done) break;
        arm();
        buffer += decoder.decode(chunk.value, { stream: true });
        let nl = buffer.indexOf('\n');
        while (nl >= 0) {
          const line = buffer.slice(0, nl).replace(/\r$/, '');
          buffer = buffer.slice(nl + 1);
          nl = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue; // comments (": OPENROUTER PROCESSING"), event names, blanks
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          let event: {
            choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
            error?: { message?: string; code?: number };
          };
          try {
            event = JSON.parse(data);
          } catch {
            throw new LlmError('protocol', 'The model gateway sent a malformed stream event.');
          }
          if (event.error) {
            throw this.httpError(event.error.code ?? response.status, JSON.stringify(event.error));
          }
          const choice = event.choices?.[0];
          const text = choice?.delta?.content;
          if (text) yield text;
          if (choice?.finish_reason) finished = true;
        }
      }
    } finally {
      clearTimeout(idle);
      reader.cancel().catch(() => {});
    }
    if (!finished) throw new LlmError('cut', 'The connection to the model was cut off before the reply was complete.');
  }

  async probe(): Promise<{ message: string }> {
    const headers = this.headers();
    const response = await this.fetchImpl(`${this.baseUrl}/models`, {
      headers,
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) throw new Error(`API returned ${response.status}`);
    await response.body?.cancel();
    return { message: `Model ${await this.options.model.get()} through ${this.detail}.` };
  }
}
