// A local OpenAI-compatible server for tests and benchmarks: POST /v1/chat/completions (streamed SSE chunks
// ending in [DONE], or one JSON body), GET /v1/models, and scripted faults: error bodies, slow streams, streams
// cut midway, hangs at every stage (no headers, headers then nothing, one chunk then nothing), answers that are not
// the protocol (HTML, any raw body), and replies held until the test releases them. Each request records when its
// connection closed, so a test can see that a client aborted instead of abandoning it. Bound to 127.0.0.1 on a free
// port; bodies capped at 1 MB; connections closed on stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeReply =
  /** A normal answer: streamed in these chunks when the client asks for a stream, else joined into one body. */
  | {
      kind: 'text';
      chunks: string[];
      delayMs?: number;
      firstTokenDelayMs?: number;
      /** Streams the first `after` chunks, then waits for `until` before the rest (a reply caught midway). */
      pause?: { after: number; until: Promise<void> };
    }
  /** An HTTP error with this body (OpenRouter-style JSON by default). */
  | { kind: 'error'; status: number; body?: string; retryAfter?: string }
  /** Sends `chunks`, then destroys the connection without [DONE]. */
  | { kind: 'cut'; chunks: string[] }
  /** Accepts the request and never answers (no headers). */
  | { kind: 'hang' }
  /** Sends 200 and the stream's headers, then nothing. */
  | { kind: 'headers-only' }
  /** Sends these chunks of a stream (or nothing more than headers when not streamed), then nothing. */
  | { kind: 'stall'; chunks: string[] }
  /** Answers 200 with an HTML page (a proxy's or a login page), whatever was asked. */
  | { kind: 'html' }
  /** Answers with this raw body and content type (malformed JSON, a wrong shape). */
  | { kind: 'raw'; status?: number; contentType: string; body: string }
  /** Answers `reply` only once `release` resolves (the request stays open until then). */
  | { kind: 'held'; release: Promise<void>; reply: FakeReply }
  /** A stream that ends with [DONE] but carries no text (or a JSON body with empty content). */
  | { kind: 'empty' }
  /** A stream event with an error object (OpenRouter reports mid-stream errors this way). */
  | { kind: 'stream-error'; chunks: string[]; code: number; message: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
  } | null;
  /** Resolves when the request's connection has closed (answered and ended, aborted by the client, or stopped). */
  closed: Promise<void>;
}

export interface FakeOpenAiServer {
  url: string;
  /** Base URL to use as LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per completion request; when empty, `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  /** Answers when the queue is empty; may look at the request (e.g. JSON for analysis at temperature 0.3). */
  fallback: (req: RecordedRequest) => FakeReply;
  /** GET /v1/models: answers (default) or hangs without headers. */
  models: 'ok' | 'hang';
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
let counter = 0;

function chunkEvent(id: string, model: string, content: string | null, finish: string | null): string {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const defaultFakeReply = (req: RecordedRequest): FakeReply => {
  if (req.body?.temperature === 0.3) {
    return {
      kind: 'text',
      chunks: [
        JSON.stringify({
          comfortLevel: 'open',
          resonanceScore: 8,
          responseType: 'confirms',
          intensitySuggestion: 'standard',
          keySignals: ['recognised the pattern'],
          userLanguagePatterns: [],
        }),
      ],
    };
  }
  return { kind: 'text', chunks: ['Your ', 'Moon ', 'speaks ', 'clearly ', 'here.'] };
};

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const state: { fallback: (req: RecordedRequest) => FakeReply; models: 'ok' | 'hang' } = {
    fallback: defaultFakeReply,
    models: 'ok',
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > MAX_BODY) {
        res.writeHead(413, { 'content-type': 'application/json' }).end('{"error":{"message":"too large"}}');
        return;
      }
      chunks.push(c as Buffer);
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: RecordedRequest['body'] = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
    const record: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, closed };
    requests.push(record);

    if (req.method === 'GET' && path === '/v1/models') {
      if (state.models === 'hang') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake/model', object: 'model' }] }));
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    if (!body || !Array.isArray(body.messages)) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'messages is required', code: 400 } }));
      return;
    }
    let reply = queue.shift() ?? state.fallback(record);
    const id = `chatcmpl-${++counter}`;
    const model = body.model ?? 'fake/model';
    const stream = body.stream === true;
    while (reply.kind === 'held') {
      await reply.release;
      if (res.destroyed) return;
      reply = reply.reply;
    }

    switch (reply.kind) {
      case 'error': {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (reply.retryAfter) headers['retry-after'] = reply.retryAfter;
        res.writeHead(reply.status, headers);
        res.end(reply.body ?? JSON.stringify({ error: { message: `fake error ${reply.status}`, code: reply.status } }));
        return;
      }
      case 'hang':
        return; // the socket stays open until the client gives up or the server stops
      case 'headers-only':
        res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
        res.flushHeaders();
        return;
      case 'stall':
        res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
        res.flushHeaders();
        if (stream) for (const part of reply.chunks) res.write(chunkEvent(id, model, part, null));
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
        return;
      case 'raw':
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType });
        res.end(reply.body);
        return;
      case 'empty':
      case 'text': {
        const parts = reply.kind === 'text' ? reply.chunks : [];
        if (!stream) {
          if (reply.kind === 'text' && reply.firstTokenDelayMs) await wait(reply.firstTokenDelayMs);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              model,
              choices: [{ index: 0, message: { role: 'assistant', content: parts.join('') }, finish_reason: 'stop' }],
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': OPENROUTER PROCESSING\n\n');
        res.write(chunkEvent(id, model, '', null).replace('"content":""', '"role":"assistant","content":""'));
        if (reply.kind === 'text' && reply.firstTokenDelayMs) await wait(reply.firstTokenDelayMs);
        for (const [i, part] of parts.entries()) {
          if (reply.kind === 'text' && reply.pause?.after === i) await reply.pause.until;
          if (res.destroyed) return;
          res.write(chunkEvent(id, model, part, null));
          if (reply.kind === 'text' && reply.delayMs) await wait(reply.delayMs);
        }
        res.write(chunkEvent(id, model, null, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      case 'cut': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const part of reply.chunks) res.write(chunkEvent(id, model, part, null));
        await wait(20);
        res.socket?.destroy();
        return;
      }
      case 'stream-error': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const part of reply.chunks) res.write(chunkEvent(id, model, part, null));
        res.write(`data: ${JSON.stringify({ error: { code: reply.code, message: reply.message } })}\n\n`);
        res.end();
        return;
      }
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  server.maxConnections = 512;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    enqueue: (...r) => queue.push(...r),
    get fallback() {
      return state.fallback;
    },
    set fallback(f) {
      state.fallback = f;
    },
    get models() {
      return state.models;
    },
    set models(m) {
      state.models = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
