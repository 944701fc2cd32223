// Thumbs up/down on Stellara's replies: PUT /api/conversations/:id/messages/:messageId/rating { rating }.
// The owner of the conversation (the member, or the visitor holding its token) rates a reply; null clears it.
// The admin Overview's Avg Rating is computed from these.
import { createHash } from 'node:crypto';
import { errorCodes, messageRatingAnswerSchema, messageRatingSchema, type Tier } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { conversationMessages, conversations } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { withInput } from '../http/route-input.ts';
import { CONVERSATION_TOKEN_HEADER, conversationDoc } from './conversation.routes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, errorCodes.notFound, 'This message does not exist.');

async function userIdOf(request: FastifyRequest): Promise<string | null> {
  const getViewer = (request as { getViewer?: () => Promise<{ user: { id: string } | null; plan: Tier }> }).getViewer;
  if (typeof getViewer !== 'function') return null;
  return (await getViewer.call(request)).user?.id ?? null;
}

/** Sets or clears the rating of one of Stellara's replies; 404 unless the viewer owns the conversation. */
export async function rateMessage(
  db: Database,
  viewer: { userId: string | null; token: string | undefined },
  conversationId: string,
  messageId: string,
  rating: 'up' | 'down' | null,
): Promise<{ messageId: string; rating: 'up' | 'down' | null }> {
  if (!UUID.test(conversationId) || !UUID.test(messageId)) throw notFound();
  const [row] = await db.orm
    .select({ userId: conversations.userId, tokenHash: conversations.tokenHash })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  const allowed =
    row &&
    (row.userId
      ? row.userId === viewer.userId
      : row.tokenHash !== null &&
        viewer.token !== undefined &&
        row.tokenHash === createHash('sha256').update(viewer.token).digest('hex'));
  if (!allowed) throw notFound();
  const [updated] = await db.orm
    .update(conversationMessages)
    .set({ rating, ratedAt: rating ? new Date() : null })
    .where(
      and(
        eq(conversationMessages.id, messageId),
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.sender, 'Stellara'),
      ),
    )
    .returning({ id: conversationMessages.id, rating: conversationMessages.rating });
  if (!updated) throw notFound();
  return { messageId: updated.id, rating: updated.rating ?? null };
}

export async function ratingRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const rate = conversationDoc(
    "Rate one of Stellara's replies (null clears it)",
    { body: messageRatingSchema, absentBodyIsEmpty: true, response: messageRatingAnswerSchema },
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );
  withInput(app).put('/conversations/:id/messages/:messageId/rating', rate, async ({ body: input }, request) => {
    const { id, messageId } = request.params as { id: string; messageId: string };
    const t = request.headers[CONVERSATION_TOKEN_HEADER];
    const token = typeof t === 'string' && t.length > 0 && t.length <= 200 ? t : undefined;
    return rateMessage(options.db, { userId: await userIdOf(request), token }, id, messageId, input.rating);
  });
}
