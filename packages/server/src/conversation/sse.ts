// Server-Sent Events on a hijacked Fastify reply: `event: <name>` + `data: <json>`.
import type { ConversationStreamEventName, conversationStreamEvents } from '@stellara/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export interface SseStream {
  /** One event of a reply, its data shaped by the contract's schema for that event (what the web parses it with). */
  send<K extends ConversationStreamEventName>(event: K, data: z.input<(typeof conversationStreamEvents)[K]>): void;
  end(): void;
  /** The client went away. */
  readonly closed: boolean;
  readonly signal: AbortSignal;
}

export function openSse(reply: FastifyReply): SseStream {
  reply.hijack();
  const raw = reply.raw;
  const controller = new AbortController();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(reply.request.id),
  });
  raw.flushHeaders?.();
  let closed = false;
  raw.on('close', () => {
    closed = true;
    controller.abort(new Error('client closed the stream'));
  });
  return {
    send(event, data) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!closed) raw.end();
      closed = true;
    },
    get closed() {
      return closed;
    },
    signal: controller.signal,
  };
}
