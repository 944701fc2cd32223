// Server-Sent Events on a hijacked Fastify reply: `event: <name>` + `data: <json>`. The one SSE writer: chat
// replies and document-job progress both stream through it.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Event name -> the schema of its data: the contract's, which the web parses each event with. */
export type EventSchemas = Record<string, z.ZodType>;

export interface SseStream<Events extends EventSchemas = EventSchemas> {
  send<K extends keyof Events & string>(event: K, data: z.input<Events[K]>): void;
  /** A comment line: ignored by EventSource, keeps proxies from timing out an idle stream. */
  comment(text: string): void;
  end(): void;
  /** The client went away, or the stream was ended. */
  readonly closed: boolean;
  /** Aborts when the client goes away or the stream ends. */
  readonly signal: AbortSignal;
}

export function openSse<Events extends EventSchemas>(
  reply: FastifyReply,
  options: { heartbeatMs?: number } = {},
): SseStream<Events> {
  reply.hijack();
  const raw = reply.raw;
  const controller = new AbortController();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': String(reply.request.id),
  });
  raw.flushHeaders?.();
  let closed = false;
  const heartbeat = options.heartbeatMs ? setInterval(() => stream.comment('ping'), options.heartbeatMs) : undefined;
  const close = (reason: string) => {
    clearInterval(heartbeat);
    closed = true;
    if (!controller.signal.aborted) controller.abort(new Error(reason));
  };
  raw.on('close', () => close('client closed the stream'));
  const stream: SseStream<Events> = {
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!closed) raw.write(`: ${text}\n\n`);
    },
    end() {
      if (!closed) raw.end();
      close('stream ended');
    },
    get closed() {
      return closed;
    },
    signal: controller.signal,
  };
  return stream;
}
