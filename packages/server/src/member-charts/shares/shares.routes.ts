// HTTP for share links. Under /api (members): list, create, revoke, and the Pro member's "Add to my Compatibility".
// Outside /api (anyone): the public page /s/<token>, its card image, and the page's one-tap add (a plain form, so the
// page needs no script). Thin: validate with the contract, call the service, shape the answer.
import {
  SHARE_LINK_LIMIT,
  type ShareAdded,
  type ShareCreated,
  type SharesAnswer,
  shareAddedSchema,
  shareCreatedSchema,
  shareCreateSchema,
  shareMessages,
  sharesAnswerSchema,
  shareTokenSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Accounts } from '../../accounts/index.ts';
import { checkCsrf } from '../../accounts/index.ts';
import { HttpError } from '../../http/errors.ts';
import { type MemberRef, memberRefOf } from '../../http/guards.ts';
import { behind, docsFor } from '../../http/route-docs.ts';
import { withInput } from '../../http/route-input.ts';
import { parseInput, pathId } from '../../http/validate.ts';
import { sharePageHtml } from './share-page.ts';
import { SharesService } from './shares.service.ts';

const doc = docsFor({ tag: 'charts', access: 'member' });
const shareId = z.object({ id: z.uuid() });

/** The site's own origin for the addresses a link preview reads: PUBLIC_URL when set, else the request's. */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

/** The public pages have no route doc (they sit outside /api), so they read their token here. */
const tokenOf = (request: FastifyRequest) => parseInput(shareTokenSchema, request.params).token;

async function viewerRef(request: FastifyRequest): Promise<MemberRef | null> {
  const viewer = await request.getViewer();
  return viewer.signedIn && viewer.user
    ? { id: viewer.user.id, plan: viewer.plan, extraCharts: viewer.extraCharts }
    : null;
}

export async function sharesApiRoutes(api: FastifyInstance, opts: { accounts: Accounts }): Promise<void> {
  const typed = withInput(api);
  const shares = new SharesService(opts.accounts.db, opts.accounts.members);
  const publicUrl = opts.accounts.config.PUBLIC_URL;

  const list = doc('Your chart share links (never their addresses)', { response: sharesAnswerSchema });
  api.get('/shares', list, async (request): Promise<SharesAnswer> => {
    const member = await memberRefOf(request);
    return { shares: await shares.list(member.id), limit: SHARE_LINK_LIMIT };
  });

  const create = doc('Create a share link for your chart (its address is in this answer only)', {
    body: shareCreateSchema,
    absentBodyIsEmpty: true,
    response: shareCreatedSchema,
    status: 201,
    errors: [409],
    description:
      'The public page /s/<token> shows the Big Three and a card image; the first name and each birth detail only when asked for. Only the token’s SHA-256 is stored.',
  });
  typed.post('/shares', create, async (parsed, request, reply): Promise<ShareCreated> => {
    const member = await memberRefOf(request);
    const input = parsed.body;
    const created = await shares.create(member, input, originOf(request, publicUrl));
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  const revoke = doc('Turn a share link off (its page and card answer 404 at once)', {
    params: shareId,
    answer: 'empty',
  });
  api.delete('/shares/:id', revoke, async (request, reply) => {
    const member = await memberRefOf(request);
    await shares.revoke(member.id, pathId(request));
    return reply.status(204).send();
  });

  const add = behind('charts', 'compatibility')('Add a shared chart to your Compatibility', {
    params: shareTokenSchema,
    response: shareAddedSchema,
    status: 201,
    errors: [409],
    description: 'Only when its sharer agreed (403 otherwise). It becomes a saved chart, read with your main chart.',
  });
  typed.post('/shares/:token/compatibility', add, async ({ params }, request, reply): Promise<ShareAdded> => {
    const added = await shares.addToCompatibility(await memberRefOf(request), params.token);
    reply.status(201);
    return added;
  });
}

/** The public side, registered outside /api: pages and images anyone with the link may open. */
export async function sharesPublicRoutes(app: FastifyInstance, opts: { accounts: Accounts }): Promise<void> {
  const shares = new SharesService(opts.accounts.db, opts.accounts.members);
  const { PUBLIC_URL, CORS_ORIGINS } = opts.accounts.config;
  // The page's add button is a plain form; its empty body needs no parsing (only in this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  // An unknown or revoked link is a plain page, not JSON: whoever opens it is a person with a browser.
  const notFoundPage = (reply: FastifyReply, error: unknown) => {
    // A malformed token is as unknown as a revoked one.
    if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 400)) throw error;
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Link turned off · Stellara</title></head>' +
          '<body style="background:#0b1226;color:#eaeef9;font:16px/1.5 system-ui,sans-serif;padding:32px"><main><h1>This chart is no longer shared</h1>' +
          `<p>${shareMessages.notFound}</p><p><a style="color:#c7d2f5" href="/">Cast your own chart with Stellara</a></p></main></body></html>`,
      );
  };

  app.get('/s/:token', async (request, reply) => {
    try {
      const view = await shares.page(tokenOf(request), originOf(request, PUBLIC_URL), await viewerRef(request));
      return (
        reply
          .header('cache-control', 'no-store')
          // The default no-referrer makes Chromium send "Origin: null" with the add form, which the CSRF check must
          // refuse; same-origin sends our own origin with it and still nothing to other sites.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(sharePageHtml(view))
      );
    } catch (error) {
      return notFoundPage(reply, error);
    }
  });

  app.get('/s/:token/card.png', async (request, reply) => {
    const png = await shares.card(tokenOf(request));
    // Revalidated every time, so a link turned off stops showing its card at once.
    return reply.header('cache-control', 'no-cache').type('image/png').send(png);
  });

  app.post('/s/:token/compatibility', async (request, reply) => {
    checkCsrf(request, PUBLIC_URL, CORS_ORIGINS);
    const token = tokenOf(request);
    const viewer = await viewerRef(request);
    if (!viewer) return reply.redirect('/login', 303);
    await shares.addToCompatibility(viewer, token);
    return reply.redirect('/compatibility', 303);
  });
}
