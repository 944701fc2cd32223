// The OpenAI-compatible gateway adapter: POST {base}/chat/completions, streamed (SSE) or not. Works against
// OpenRouter (default base URL; referer and title headers), Ollama, vLLM, LM Studio and llama.cpp's server.
// Retries 429 and 5xx with backoff before the first token; after that a failure is a cut stream.
// Every call runs under deadlines (timeouts.ts: connect, first token, idle; a total cap when not streamed) and is
// aborted through its AbortController when one passes, so a hung gateway frees its connection too.
// An answer that is not the protocol (HTML, broken JSON, the wrong shape) is a readable error, detailed in the logs.
// The API key is only ever put in the Authorization header: error texts are redacted and nothing logs headers.
import type { Logger } from '../logging/logger.ts';
import { type Answerer, type GenerationRequest, type LanguageModel, LlmError } from './language-model.port.ts';
import type { ActiveModel } from './model-config.ts';
import {
  type CallProgress,
  DEFAULT_MODEL_TIMEOUTS,
  type ModelTimeouts,
  nextDeadline,
  type TimeoutStage,
  timeoutMessage,
} from './timeouts.ts';

export const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';

/** What a person or an admin reads when the gateway's answer is not the protocol (the detail goes to the logs). */
export const UNREADABLE_ANSWER = 'The language model gave an answer Stellara could not read.';

export interface GatewayOptions {
  baseUrl?: string;
  apiKey?: string;
  model: ActiveModel;
  /** Sent as HTTP-Referer (OpenRouter's app attribution). */
  referer?: string;
  title?: string;
  /** Until the response headers arrive, per attempt (streamed calls and the health probe). */
  connectTimeoutMs?: number;
  /** From sending a streamed call (retries included) until its first content. */
  firstTokenTimeoutMs?: number;
  /** Longest silence between two chunks of a streamed body. */
  idleTimeoutMs?: number;
  /** Whole non-streamed call, retries included. */
  requestTimeoutMs?: number;
  /** Extra attempts on 429/5xx/network errors before the first token. */
  retries?: number;
  backoffMs?: number;
  /** Longest wait honoured from a Retry-After header. */
  maxRetryAfterMs?: number;
  /** Where unreadable answers are described for the admin (System Logs). */
  logger?: Pick<Logger, 'warn'>;
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

/**
 * One call's watchdog: the call's AbortController (also aborted by the caller's signal) and one timer, re-armed at
 * every step for the next deadline. When it fires, the request is aborted, not abandoned.
 */
class CallWatch {
  readonly controller = new AbortController();
  private expired: TimeoutStage | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly progress: CallProgress;
  private readonly onOuterAbort = () => this.controller.abort(this.outer?.reason);

  constructor(
    private readonly limits: ModelTimeouts,
    streamed: boolean,
    private readonly outer: AbortSignal | undefined,
  ) {
    const now = Date.now();
    this.progress = { streamed, startedAt: now, attemptAt: now, headersAt: null, lastChunkAt: null, content: false };
    if (outer?.aborted) this.controller.abort(outer.reason);
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    this.arm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  attempt(): void {
    Object.assign(this.progress, { attemptAt: Date.now(), headersAt: null, lastChunkAt: null });
    this.arm();
  }

  /** An attempt failed and the next waits its back-off. */
  between(): void {
    Object.assign(this.progress, { attemptAt: null, headersAt: null, lastChunkAt: null });
    this.arm();
  }

  headers(): void {
    this.progress.headersAt = Date.now();
    this.arm();
  }

  chunk(): void {
    this.progress.lastChunkAt = Date.now();
    this.arm();
  }

  content(): void {
    if (this.progress.content) return;
    this.progress.content = true;
    this.arm();
  }

  /** Why the call was aborted (a deadline or the caller), or null when something else failed. */
  abortError(): LlmError | null {
    if (this.expired) return new LlmError('timeout', timeoutMessage(this.expired, this.limits));
    if (this.outer?.aborted) {
      // A caller's own time limit (AbortSignal.timeout, e.g. the extraction's 60 s) is a timeout too.
      const reason = this.outer.reason as { name?: string } | undefined;
      return reason?.name === 'TimeoutError'
        ? new LlmError('timeout', 'The model did not answer in the time allowed.')
        : new LlmError('network', 'The request was cancelled.');
    }
    return null;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
    // Frees the connection of a body nobody reads any more.
    this.controller.abort();
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (this.controller.signal.aborted) return;
    const deadline = nextDeadline(this.progress, this.limits);
    this.timer = setTimeout(
      () => {
        this.expired = deadline.stage;
        this.controller.abort(new LlmError('timeout', timeoutMessage(deadline.stage, this.limits)));
      },
      Math.max(0, deadline.at - Date.now()),
    );
  }
}

type CompletionBody = {
  choices?: unknown;
  error?: { message?: string; code?: number };
};

export class OpenAiGateway implements LanguageModel {
  readonly mode = 'openai-compatible' as const;
  readonly detail: string;
  readonly timeouts: ModelTimeouts;
  private readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly o: {
    referer: string;
    title: string;
    retries: number;
    backoffMs: number;
    maxRetryAfterMs: number;
  };
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: GatewayOptions) {
    this.baseUrl = (options.baseUrl ?? OPENROUTER_BASE_URL).replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.fetchImpl = options.fetch ?? fetch;
    this.timeouts = {
      connectMs: options.connectTimeoutMs ?? DEFAULT_MODEL_TIMEOUTS.connectMs,
      firstTokenMs: options.firstTokenTimeoutMs ?? DEFAULT_MODEL_TIMEOUTS.firstTokenMs,
      idleMs: options.idleTimeoutMs ?? DEFAULT_MODEL_TIMEOUTS.idleMs,
      requestMs: options.requestTimeoutMs ?? DEFAULT_MODEL_TIMEOUTS.requestMs,
    };
    this.o = {
      referer: options.referer ?? 'https://stellara.local',
      title: options.title ?? 'Stellara',
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 500,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
    };
    this.detail = `OpenAI-compatible gateway at ${new URL(this.baseUrl).host}`;
  }

  get probeTimeoutMs(): number {
    return this.timeouts.connectMs;
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

  /** An answer that is not the protocol: described in the logs for the admin, a readable error for everyone else. */
  private unreadable(response: Response, raw: string, why: string): LlmError {
    const body = this.redact(raw.trim()).slice(0, MAX_ERROR_BODY);
    this.options.logger?.warn(
      { status: response.status, contentType: response.headers.get('content-type'), why, body },
      'the model gateway sent an answer Stellara could not read',
    );
    return new LlmError('protocol', UNREADABLE_ANSWER, response.status, `${why}: ${body}`);
  }

  /** The text of a whole (non-streamed) completion; an unreadable body, an error object or no text throw. */
  private completionText(response: Response, raw: string): string {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw this.unreadable(response, raw, 'the body is not JSON');
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      throw this.unreadable(response, raw, 'the body is not a JSON object');
    }
    const body = json as CompletionBody;
    if (body.error) throw this.httpError(body.error.code ?? response.status, JSON.stringify(body.error));
    if (!Array.isArray(body.choices)) throw this.unreadable(response, raw, 'the body has no choices');
    const message = (body.choices[0] as { message?: { content?: unknown } } | undefined)?.message;
    const content = message?.content;
    if (content === undefined || content === null || content === '') {
      throw new LlmError('empty', 'The model returned an empty reply.');
    }
    if (typeof content !== 'string') throw this.unreadable(response, raw, 'choices[0].message.content is not text');
    if (!content.trim()) throw new LlmError('empty', 'The model returned an empty reply.');
    return content;
  }

  private async pause(ms: number, watch: CallWatch): Promise<void> {
    watch.between();
    try {
      await sleep(ms, watch.signal);
    } catch {
      throw watch.abortError() ?? new LlmError('network', 'The request was cancelled.');
    }
  }

  /** Sends the request until a 2xx answer (retrying 429/5xx and network failures) within the call's deadlines. */
  private async open(payload: string, watch: CallWatch): Promise<Response> {
    let lastError: LlmError | null = null;
    for (let attempt = 0; attempt <= this.o.retries; attempt++) {
      if (attempt > 0) watch.attempt();
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: this.headers(),
          body: payload,
          signal: watch.signal,
        });
      } catch (e) {
        const aborted = watch.abortError();
        if (aborted) throw aborted;
        lastError = new LlmError(
          'network',
          this.redact(`Could not reach the model gateway (${(e as Error).message}).`),
        );
        if (attempt < this.o.retries) await this.pause(this.retryDelay(attempt), watch);
        continue;
      }
      if (response.ok) {
        watch.headers();
        return response;
      }
      let text = '';
      try {
        text = await response.text();
      } catch {
        const aborted = watch.abortError();
        if (aborted) throw aborted;
      }
      lastError = this.httpError(response.status, text);
      if (!this.retryable(response.status) || attempt === this.o.retries) throw lastError;
      await this.pause(this.retryDelay(attempt, response), watch);
    }
    throw lastError ?? new LlmError('network', 'The model gateway did not answer.');
  }

  /** Reads a whole body; an abort becomes its timeout (or cancellation), anything else a cut connection. */
  private async readAll(response: Response, watch: CallWatch): Promise<string> {
    try {
      return await response.text();
    } catch {
      throw watch.abortError() ?? new LlmError('cut', 'The connection to the model was cut off.');
    }
  }

  async complete(request: GenerationRequest): Promise<string> {
    const payload = await this.body(request, false);
    const watch = new CallWatch(this.timeouts, false, request.signal);
    try {
      const response = await this.open(payload, watch);
      return this.completionText(response, await this.readAll(response, watch));
    } finally {
      watch.dispose();
    }
  }

  async *stream(request: GenerationRequest): AsyncGenerator<string> {
    const payload = await this.body(request, true);
    const watch = new CallWatch(this.timeouts, true, request.signal);
    try {
      const response = await this.open(payload, watch);
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream')) {
        // Some servers ignore stream: true and answer with one JSON body.
        const content = this.completionText(response, await this.readAll(response, watch));
        watch.content();
        yield content;
        return;
      }
      yield* this.readEvents(response, watch);
    } finally {
      watch.dispose();
    }
  }

  private async *readEvents(response: Response, watch: CallWatch): AsyncGenerator<string> {
    if (!response.body) throw this.unreadable(response, '', 'the stream has no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let finished = false;
    try {
      while (!finished) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch {
          throw watch.abortError() ?? new LlmError('cut', 'The connection to the model was cut off.');
        }
        if (chunk.done) break;
        watch.chunk();
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
            throw this.unreadable(response, data, 'a stream event is not JSON');
          }
          if (!event || typeof event !== 'object')
            throw this.unreadable(response, data, 'a stream event is not an object');
          if (event.error) {
            throw this.httpError(event.error.code ?? response.status, JSON.stringify(event.error));
          }
          const choice = Array.isArray(event.choices) ? event.choices[0] : undefined;
          const text = choice?.delta?.content;
          if (typeof text === 'string' && text) {
            watch.content();
            yield text;
          }
          if (choice?.finish_reason) finished = true;
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    if (!finished) throw new LlmError('cut', 'The connection to the model was cut off before the reply was complete.');
  }

  /** Health and the admin's Test Connection: the models list, within the connect timeout. */
  async probe(): Promise<{ message: string }> {
    const signal = AbortSignal.timeout(this.timeouts.connectMs);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/models`, { headers: this.headers(), signal });
    } catch (e) {
      if (signal.aborted) throw new Error(timeoutMessage('connect', this.timeouts));
      throw new Error(this.redact((e as Error).message));
    }
    if (!response.ok) throw new Error(`API returned ${response.status}`);
    await response.body?.cancel();
    return { message: `Model ${await this.options.model.get()} through ${this.detail}.` };
  }
}
