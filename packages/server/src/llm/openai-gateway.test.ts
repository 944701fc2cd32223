// The gateway adapter against the local OpenAI-compatible server (real HTTP, real SSE framing).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { type GenerationRequest, LlmError } from './language-model.port.ts';
import { ActiveModel } from './model-config.ts';
import { OpenAiGateway, UNREADABLE_ANSWER } from './openai-gateway.ts';

const KEY = 'sk-test-SECRET-1234567890';
let fake: FakeOpenAiServer;

const request = (over: Partial<GenerationRequest> = {}): GenerationRequest => ({
  messages: [
    { role: 'system', content: 'You are Stellara.' },
    { role: 'user', content: 'Tell me about my Moon' },
  ],
  temperature: 0.7,
  maxTokens: 4096,
  ...over,
});

const gateway = (over: Partial<ConstructorParameters<typeof OpenAiGateway>[0]> = {}) =>
  new OpenAiGateway({
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: new ActiveModel(null, 'test/model-a'),
    backoffMs: 5,
    connectTimeoutMs: 400,
    idleTimeoutMs: 300,
    requestTimeoutMs: 400,
    ...over,
  });

async function collect(it: AsyncIterable<string>): Promise<{ text: string; error: LlmError | null }> {
  let text = '';
  try {
    for await (const t of it) text += t;
    return { text, error: null };
  } catch (e) {
    return { text, error: e as LlmError };
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('OpenAI-compatible gateway', () => {
  it('streams the chunks, sends model, temperature, max_tokens, key and OpenRouter headers', async () => {
    fake.enqueue({ kind: 'text', chunks: ['Hello', ', ', 'world'] });
    const r = await collect(gateway({ referer: 'https://app.example' }).stream(request()));
    expect(r).toEqual({ text: 'Hello, world', error: null });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body).toMatchObject({ model: 'test/model-a', temperature: 0.7, max_tokens: 4096, stream: true });
    expect(sent.body?.messages?.[0]).toEqual({ role: 'system', content: 'You are Stellara.' });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.headers['http-referer']).toBe('https://app.example');
    expect(sent.headers['x-title']).toBe('Stellara');
  });

  it('answers non-streamed requests from choices[0].message.content', async () => {
    fake.enqueue({ kind: 'text', chunks: ['{"a":', '1}'] });
    expect(await gateway().complete(request({ temperature: 0.3 }))).toBe('{"a":1}');
    expect(fake.requests[0]!.body).toMatchObject({ stream: false, temperature: 0.3 });
  });

  it('a 500 becomes the spec text with status and body, after the retries', async () => {
    fake.enqueue(
      { kind: 'error', status: 500, body: '{"error":"boom"}' },
      { kind: 'error', status: 500, body: '{"error":"boom"}' },
      { kind: 'error', status: 500, body: '{"error":"boom"}' },
    );
    const r = await collect(gateway().stream(request()));
    expect(r.error).toBeInstanceOf(LlmError);
    expect(r.error!.message).toBe('OpenRouter API error: 500 - {"error":"boom"}');
    expect(fake.requests).toHaveLength(3);
  });

  it('retries 429 then succeeds, honouring Retry-After', async () => {
    fake.enqueue({ kind: 'error', status: 429, retryAfter: '0' }, { kind: 'text', chunks: ['ok'] });
    const r = await collect(gateway().stream(request()));
    expect(r).toEqual({ text: 'ok', error: null });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.enqueue({ kind: 'error', status: 400, body: 'bad model' });
    const r = await collect(gateway().stream(request()));
    expect(r.error!.message).toBe('OpenRouter API error: 400 - bad model');
    expect(fake.requests).toHaveLength(1);
  });

  it('never lets the key out, even when the gateway echoes it', async () => {
    fake.enqueue({ kind: 'error', status: 401, body: `invalid key ${KEY}` });
    const r = await collect(gateway().stream(request()));
    expect(r.error!.message).toBe('OpenRouter API error: 401 - invalid key [redacted]');
    expect(r.error!.message).not.toContain(KEY);
    expect(JSON.stringify(r.error)).not.toContain(KEY);
  });

  it('times out a gateway that never answers', async () => {
    fake.enqueue({ kind: 'hang' });
    const r = await collect(gateway().stream(request()));
    expect(r.error!.kind).toBe('timeout');
  });

  it('times out a stream that stalls between tokens', async () => {
    fake.enqueue({ kind: 'text', chunks: ['slow', 'er'], delayMs: 1_000 });
    const r = await collect(gateway().stream(request()));
    expect(r.text).toBe('slow');
    expect(r.error!.kind).toBe('timeout');
  });

  it('a slow but steady stream completes', async () => {
    fake.enqueue({ kind: 'text', chunks: ['a', 'b', 'c', 'd'], delayMs: 100, firstTokenDelayMs: 200 });
    expect(await collect(gateway().stream(request()))).toEqual({ text: 'abcd', error: null });
  });

  it('a stream cut midway yields what arrived, then a cut error', async () => {
    fake.enqueue({ kind: 'cut', chunks: ['Your Venus ', 'in Scorpio'] });
    const r = await collect(gateway().stream(request()));
    expect(r.text).toBe('Your Venus in Scorpio');
    expect(r.error!.kind).toBe('cut');
  });

  it('a mid-stream error event becomes the API error text', async () => {
    fake.enqueue({ kind: 'stream-error', chunks: ['Partial'], code: 502, message: 'upstream failed' });
    const r = await collect(gateway().stream(request()));
    expect(r.text).toBe('Partial');
    expect(r.error!.message).toMatch(/^OpenRouter API error: 502 - /);
  });

  it('an empty non-streamed reply is an empty error', async () => {
    fake.enqueue({ kind: 'empty' });
    await expect(gateway().complete(request())).rejects.toMatchObject({ kind: 'empty' });
  });

  it('uses the cached active model until the cache is cleared', async () => {
    let name = 'first/model';
    const model = new ActiveModel(null, 'unused');
    // Stand-in for the database row: load() is what clearModelCache makes run again.
    (model as unknown as { load: () => Promise<string> }).load = async function (this: { cached: unknown }) {
      this.cached = { name, at: Date.now() };
      return name;
    };
    const g = gateway({ model });
    await collect(g.stream(request()));
    name = 'second/model';
    await collect(g.stream(request()));
    g.clearModelCache();
    await collect(g.stream(request()));
    expect(fake.requests.map((r) => r.body?.model)).toEqual(['first/model', 'first/model', 'second/model']);
  });

  it('probes the models list', async () => {
    expect((await gateway().probe()).message).toMatch(/test\/model-a/);
    expect(fake.requests[0]!.path).toBe('/v1/models');
    await expect(gateway({ baseUrl: `${fake.url}/nope` }).probe()).rejects.toThrow('API returned 404');
  });
  it('each stage has its own deadline, and the request is aborted, not abandoned', async () => {
    const g = gateway({ connectTimeoutMs: 200, firstTokenTimeoutMs: 400, idleTimeoutMs: 1_000 });
    const cases = [
      { reply: { kind: 'hang' as const }, message: /connect timeout/ },
      { reply: { kind: 'headers-only' as const }, message: /first token timeout/ },
      { reply: { kind: 'stall' as const, chunks: ['Your Moon'] }, message: /idle timeout/ },
    ];
    for (const c of cases) {
      fake.requests.length = 0;
      fake.enqueue(c.reply);
      const r = await collect(g.stream(request()));
      expect(r.error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(c.message) });
      // The fake sees the connection close: the client aborted it (a hang past the test's limit means it did not).
      await fake.requests[0]!.closed;
      expect(fake.requests).toHaveLength(1); // a timeout is not retried
    }
  });

  it("a non-streamed call stops at its total cap, and a caller's own time limit is a timeout too", async () => {
    fake.enqueue({ kind: 'headers-only' });
    await expect(gateway({ requestTimeoutMs: 300 }).complete(request())).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringMatching(/request timeout/),
    });
    await fake.requests.at(-1)!.closed;
    fake.enqueue({ kind: 'hang' });
    await expect(
      gateway({ requestTimeoutMs: 60_000 }).complete(request({ signal: AbortSignal.timeout(200) })),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await fake.requests.at(-1)!.closed;
  });

  it('retries and their back-off stay within the first-token bound', async () => {
    // A retry after 5 s would get the fallback's text; the bound ends the call before it.
    fake.enqueue({ kind: 'error', status: 503, retryAfter: '5' });
    const r = await collect(
      gateway({ firstTokenTimeoutMs: 300, maxRetryAfterMs: 60_000, connectTimeoutMs: 5_000 }).stream(request()),
    );
    expect(r.error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/first token timeout/) });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers that are not the protocol are a readable error, with the detail in the logs', async () => {
    const logged: unknown[] = [];
    const g = gateway({ logger: { warn: (...args: unknown[]) => logged.push(args) } as never });
    const bodies = [
      { kind: 'html' as const },
      { kind: 'raw' as const, contentType: 'application/json', body: '{"choices": [{"message": {"content": "cut' },
      { kind: 'raw' as const, contentType: 'application/json', body: '{"result": "Your Moon"}' },
      { kind: 'raw' as const, contentType: 'application/json', body: '[1, 2]' },
      { kind: 'raw' as const, contentType: 'text/event-stream', body: 'data: {"choices": [\n\n' },
    ];
    for (const body of bodies) {
      fake.enqueue(body);
      const streamed = await collect(g.stream(request()));
      expect(streamed.error).toMatchObject({ kind: 'protocol', message: UNREADABLE_ANSWER });
      if (body.kind === 'html' || body.contentType !== 'text/event-stream') {
        fake.enqueue(body);
        await expect(g.complete(request())).rejects.toMatchObject({ kind: 'protocol', message: UNREADABLE_ANSWER });
      }
    }
    expect(JSON.stringify(logged)).toContain('502 Bad Gateway');
    expect(JSON.stringify(logged)).toContain('the body has no choices');
    expect(JSON.stringify(logged)).not.toMatch(/SyntaxError|Unexpected token/);
  });

  it('the probe stops at the connect timeout', async () => {
    fake.models = 'hang';
    try {
      await expect(gateway({ connectTimeoutMs: 200 }).probe()).rejects.toThrow(/did not answer within 200 ms/);
      await fake.requests.at(-1)!.closed;
    } finally {
      fake.models = 'ok';
    }
  });
});
