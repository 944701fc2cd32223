// Chat sessions over HTTP: JSON for sessions, Server-Sent Events for replies. Thin: validate, call the service.
import {
  type conversationStreamEvents,
  createConversationSchema,
  errorCodes,
  type Plan,
  sendConversationMessageSchema,
  updateConversationSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { openSse } from '../http/sse.ts';
import { parseInput } from '../http/validate.ts';
import type { ConversationService, ConversationViewer, LoadedConversation } from './conversation.service.ts';
import { conversationTexts } from './messages.ts';
import type { ReplyStream } from './reply-stream.ts';

export const CONVERSATION_TOKEN_HEADER = 'x-conversation-token';

export interface ConversationRoutesOptions {
  conversations: ConversationService;
  /** Who is asking; by default the accounts capability's `request.getViewer()`. */
  viewer?: (request: FastifyRequest) => Promise<ConversationViewer>;
}

/** The accounts capability's viewer (`request.getViewer()`), reduced to what a conversation needs. */
async function accountViewer(request: FastifyRequest): Promise<ConversationViewer> {
  const getViewer = (request as { getViewer?: () => Promise<{ user: { id: string } | null; plan: Plan }> }).getViewer;
  if (typeof getViewer !== 'function') return { userId: null, plan: 'anonymous' };
  const viewer = await getViewer.call(request);
  return { userId: viewer.user?.id ?? null, plan: viewer.plan };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const t = request.headers[CONVERSATION_TOKEN_HEADER];
  return typeof t === 'string' && t.length > 0 && t.length <= 200 ? t : undefined;
}

export async function conversationRoutes(app: FastifyInstance, options: ConversationRoutesOptions): Promise<void> {
  const service = options.conversations;
  const viewerOf = options.viewer ?? accountViewer;
  const params = (request: FastifyRequest) => (request.params as { id: string }).id;

  /** Runs a streaming use case; a failure after the stream opened is reported in it, never as a 500. */
  async function streamed(
    request: FastifyRequest,
    reply: Parameters<typeof openSse>[0],
    run: (viewer: ConversationViewer, sse: ReplyStream, loaded: LoadedConversation) => Promise<void>,
  ) {
    const viewer = await viewerOf(request);
    // Access is checked before the stream opens, so a wrong id or token is a plain 404; what it loads is reused.
    const loaded = await service.authorize(viewer, params(request), tokenOf(request));
    const sse = openSse<typeof conversationStreamEvents>(reply);
    try {
      await run(viewer, sse, loaded);
    } catch (error) {
      request.log.error({ err: error }, 'conversation stream failed');
      sse.send('error', { message: null, error: conversationTexts.outerFailure, retryable: true });
    } finally {
      sse.end();
    }
  }

  app.post('/conversations', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = parseInput(createConversationSchema, request.body ?? {});
    const result = await service.create(await viewerOf(request), input);
    return reply.code(201).send(result);
  });

  app.get('/conversations/latest', async (request) => {
    const session = await service.latest(await viewerOf(request));
    if (!session) throw new HttpError(404, errorCodes.notFound, 'No saved conversation yet.');
    return { session };
  });

  app.get('/conversations/:id', async (request) => ({
    session: await service.get(await viewerOf(request), params(request), tokenOf(request)),
  }));

  app.post('/conversations/:id/claim', async (request) => ({
    session: await service.claim(await viewerOf(request), params(request), tokenOf(request)),
  }));

  app.post('/conversations/:id/save', async (request) => ({
    session: await service.save(await viewerOf(request), params(request), tokenOf(request)),
  }));

  app.patch('/conversations/:id', async (request) => {
    const input = parseInput(updateConversationSchema, request.body ?? {});
    return { session: await service.update(await viewerOf(request), params(request), tokenOf(request), input) };
  });

  app.post('/conversations/:id/open', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, (request, reply) =>
    streamed(request, reply, (viewer, sse, loaded) =>
      service.open(viewer, params(request), tokenOf(request), sse, loaded),
    ),
  );

  app.post(
    '/conversations/:id/messages',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const input = parseInput(sendConversationMessageSchema, request.body);
      return streamed(request, reply, (viewer, sse, loaded) =>
        service.send(viewer, params(request), tokenOf(request), input, sse, loaded),
      );
    },
  );

  app.post('/conversations/:id/retry', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, (request, reply) =>
    streamed(request, reply, (viewer, sse, loaded) =>
      service.retry(viewer, params(request), tokenOf(request), sse, loaded),
    ),
  );
}
