// Chat sessions over HTTP: JSON for sessions, Server-Sent Events for replies. Thin: validate, call the service.
import {
  bigThreeQuerySchema,
  bigThreeResponseSchema,
  conversationAnswerSchema,
  conversationStreamEvents,
  createConversationSchema,
  createdConversationSchema,
  errorCodes,
  type QuestionAllowancesAnswer,
  questionAllowancesSchema,
  sendConversationMessageSchema,
  type Tier,
  updateConversationSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { docsFor, type ErrorStatus } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { openSse } from '../http/sse.ts';
import type {
  ConversationService,
  ConversationViewer,
  LoadedConversation,
  PreparedRetry,
  PreparedSend,
} from './conversation.service.ts';
import { conversationTexts } from './messages.ts';
import type { ReplyStream } from './reply-stream.ts';

export const CONVERSATION_TOKEN_HEADER = 'x-conversation-token';

const doc = docsFor({ tag: 'conversation', access: 'visitor' });
/** The routes of one conversation: the visitor who started it shows its token. */
export const conversationDoc = docsFor({
  tag: 'conversation',
  access: 'visitor',
  headers: [
    {
      name: CONVERSATION_TOKEN_HEADER,
      description: 'The token returned when a visitor (no account) created the conversation; members need none.',
    },
  ],
});
const sessionAnswer = { response: conversationAnswerSchema };
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
/** A reply streamed as Server-Sent Events. */
const streamedReply = <O extends { body?: z.ZodType; errors?: ErrorStatus[] }>(
  summary: string,
  max: number,
  own: O = {} as O,
) =>
  conversationDoc(
    summary,
    {
      ...own,
      answer: 'event-stream',
      description: `Server-Sent Events: ${Object.keys(conversationStreamEvents).join(', ')}. Each event's data is JSON (see the ConversationEvent schemas).`,
    },
    perMinute(max),
  );

export interface ConversationRoutesOptions {
  conversations: ConversationService;
  /** Who is asking; by default the accounts capability's `request.getViewer()`. */
  viewer?: (request: FastifyRequest) => Promise<ConversationViewer>;
  /** The visitor session a request carries (accounts capability): whom a visitor's question allowance counts. */
  visitorKey?: (request: FastifyRequest) => string | null;
}

/** The accounts capability's viewer (`request.getViewer()`), reduced to what a conversation needs. */
async function accountViewer(
  request: FastifyRequest,
  visitorKey?: (request: FastifyRequest) => string | null,
): Promise<ConversationViewer> {
  const getViewer = (request as { getViewer?: () => Promise<{ user: { id: string } | null; plan: Tier }> }).getViewer;
  if (typeof getViewer !== 'function') return { userId: null, plan: 'anonymous' };
  const viewer = await getViewer.call(request);
  return {
    userId: viewer.user?.id ?? null,
    plan: viewer.plan,
    visitorKey: viewer.user ? null : (visitorKey?.(request) ?? null),
  };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const t = request.headers[CONVERSATION_TOKEN_HEADER];
  return typeof t === 'string' && t.length > 0 && t.length <= 200 ? t : undefined;
}

export async function conversationRoutes(app: FastifyInstance, options: ConversationRoutesOptions): Promise<void> {
  const service = options.conversations;
  const viewerOf = options.viewer ?? ((request: FastifyRequest) => accountViewer(request, options.visitorKey));
  const params = (request: FastifyRequest) => (request.params as { id: string }).id;
  const typed = withInput(app);

  /**
   * Runs a streaming use case; a failure after the stream opened is reported in it, never as a 500. Preconditions
   * (`check`) are checked before the stream opens, so their 4xx is a real HTTP answer in the contract's error shape.
   */
  async function streamed<P = void>(
    request: FastifyRequest,
    reply: Parameters<typeof openSse>[0],
    run: (viewer: ConversationViewer, sse: ReplyStream, loaded: LoadedConversation, checked: P) => Promise<void>,
    check?: (loaded: LoadedConversation, viewer: ConversationViewer) => P | Promise<P>,
  ) {
    const viewer = await viewerOf(request);
    // Access is checked before the stream opens, so a wrong id or token is a plain 404; what it loads is reused.
    const loaded = await service.authorize(viewer, params(request), tokenOf(request));
    const checked = (await check?.(loaded, viewer)) as P;
    const sse = openSse<typeof conversationStreamEvents>(reply);
    try {
      await run(viewer, sse, loaded, checked);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) {
        // A precondition the check above missed: its own message, not "trouble connecting".
        request.log.warn({ err: error }, 'conversation stream refused');
        sse.send('error', { message: null, error: error.message, retryable: false });
        return;
      }
      request.log.error({ err: error }, 'conversation stream failed');
      sse.send('error', { message: null, error: conversationTexts.outerFailure, retryable: true });
    } finally {
      sse.end();
    }
  }

  const create = doc(
    'Start a chat session',
    { body: createConversationSchema, absentBodyIsEmpty: true, response: createdConversationSchema, status: 201 },
    perMinute(30),
  );
  typed.post('/conversations', create, async ({ body }, request, reply) => {
    const result = await service.create(await viewerOf(request), body);
    return reply.code(201).send(result);
  });

  const latest = doc("The signed-in member's latest conversation (404 when none, and for a visitor)", {
    ...sessionAnswer,
    errors: [404],
  });
  app.get('/conversations/latest', latest, async (request) => {
    const session = await service.latest(await viewerOf(request));
    if (!session) throw new HttpError(404, errorCodes.notFound, 'No saved conversation yet.');
    return { session };
  });

  app.get('/conversations/:id', conversationDoc('One chat session', sessionAnswer), async (request) => ({
    session: await service.get(await viewerOf(request), params(request), tokenOf(request)),
  }));

  const claim = conversationDoc('Attach a visitor conversation to the signed-in account', {
    ...sessionAnswer,
    errors: [401],
  });
  app.post('/conversations/:id/claim', claim, async (request) => ({
    session: await service.claim(await viewerOf(request), params(request), tokenOf(request)),
  }));

  const save = conversationDoc('Save the conversation to Reading History', { ...sessionAnswer, errors: [401] });
  app.post('/conversations/:id/save', save, async (request) => ({
    session: await service.save(await viewerOf(request), params(request), tokenOf(request)),
  }));

  const update = conversationDoc('Change personality, level or birth data', {
    body: updateConversationSchema,
    absentBodyIsEmpty: true,
    ...sessionAnswer,
  });
  typed.patch('/conversations/:id', update, async ({ body }, request) => {
    return { session: await service.update(await viewerOf(request), params(request), tokenOf(request), body) };
  });

  const open = streamedReply('Open the session: the welcome or a hook, streamed', 30);
  app.post('/conversations/:id/open', open, (request, reply) =>
    streamed(request, reply, (viewer, sse, loaded) =>
      service.open(viewer, params(request), tokenOf(request), sse, loaded),
    ),
  );

  const send = streamedReply('Send a message; the reply is streamed', 60, { body: sendConversationMessageSchema });
  typed.post('/conversations/:id/messages', send, async ({ body: input }, request, reply) => {
    // The message is stored (or a resend found) before the stream opens: a resend still being answered is a 409.
    return streamed<PreparedSend>(
      request,
      reply,
      (viewer, sse, _loaded, prepared) => service.send(viewer, input, sse, prepared),
      (loaded, viewer) => service.prepareSend(viewer, loaded, input),
    );
  });

  const retry = streamedReply('Generate the last reply again, streamed (409 when there is nothing to retry)', 30, {
    errors: [409],
  });
  app.post('/conversations/:id/retry', retry, (request, reply) =>
    streamed<PreparedRetry>(
      request,
      reply,
      (viewer, sse, _loaded, prepared) => service.retry(viewer, sse, prepared),
      (loaded) => service.prepareRetry(loaded),
    ),
  );

  const live = conversationDoc(
    'Follow the reply being written (from any instance); ends with it, or with idle when none is',
    {
      answer: 'event-stream',
      description: `Server-Sent Events: start, token (the text so far, then each token), then done or error with the stored reply; idle when no reply is being written and the last message still waits for one. Data as in the ConversationEvent schemas.`,
    },
    perMinute(60),
  );
  app.get('/conversations/:id/live', live, (request, reply) =>
    streamed(request, reply, (viewer, sse, loaded) => service.follow(viewer, tokenOf(request), loaded, sse)),
  );

  // The Plans page and the landing state these numbers, so they are the server's own settings.
  const allowances = doc('The daily question allowance of visitors and free members', {
    response: questionAllowancesSchema,
  });
  app.get('/allowances', allowances, async (): Promise<QuestionAllowancesAnswer> => {
    const counter = service.allowance;
    if (!counter) throw new HttpError(404, errorCodes.notFound, 'No question allowance is configured.');
    return { questionsPerDay: { ...counter.allowances }, window: '24 hours from the first question' };
  });

  // The profile's one plain line for each of the Big Three, from the readings the chat draws on.
  const bigThree = doc('One-line readings of the Sun, Moon and rising signs', {
    query: bigThreeQuerySchema,
    response: bigThreeResponseSchema,
  });
  typed.get('/big-three', bigThree, async ({ query }) => service.bigThree(query));
}
