// HTTP for the morning note: the member's settings, and the unsubscribe link of the mail. Thin: validate, call the
// service. The unsubscribe POST is RFC 8058's one click: no sign-in, the signed token in the address is the proof.
// Its GET is a page with the button, never the unsubscribe itself (mail scanners open links; they do not post).
import {
  errorCodes,
  morningNoteAnswerSchema,
  morningNoteSettingsSchema,
  morningNoteUnsubscribeQuerySchema,
  okAnswerSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { memberOf } from '../http/guards.ts';
import { docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import type { MorningNoteService } from './morning-note.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const BAD_LINK = 'This unsubscribe link is not valid. Please use the link from your most recent morning note.';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stellara</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#22203a;line-height:1.5}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:1.5rem;border:0;background:#4b3f8f;color:#fff;cursor:pointer}
a{color:#4b3f8f}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // The form posts to our own origin: with the site-wide no-referrer policy a signed-in browser would send
    // `Origin: null` and the CSRF check would refuse it. Same-origin requests keep their origin.
    .header('referrer-policy', 'same-origin')
    .send(page(title, body));

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export async function morningNoteRoutes(api: FastifyInstance, opts: { service: MorningNoteService; secret: string }) {
  const typed = withInput(api);
  const { service, secret } = opts;
  const memberDoc = docsFor({ tag: 'members', access: 'member' });
  const visitorDoc = docsFor({ tag: 'members', access: 'visitor' });

  api.get(
    '/morning-note',
    memberDoc('The morning note by e-mail: on or off, the hour and the time zone', {
      response: morningNoteAnswerSchema,
    }),
    async (request) => service.settings((await memberOf(request)).user.id),
  );

  typed.put(
    '/morning-note',
    memberDoc('Switch the morning note on or off, or change its hour or time zone', {
      body: morningNoteSettingsSchema,
      response: morningNoteAnswerSchema,
    }),
    async (parsed, request) => {
      const member = await memberOf(request);
      return service.update(member.user.id, parsed.body);
    },
  );

  const memberOfToken = (token: string): string => {
    const userId = verifyUnsubscribeToken(token, secret);
    if (!userId) throw new HttpError(400, errorCodes.validationFailed, BAD_LINK);
    return userId;
  };

  typed.get(
    '/morning-note/unsubscribe',
    visitorDoc('The page behind the unsubscribe link of a morning note (a button; opening it changes nothing)', {
      query: morningNoteUnsubscribeQuerySchema,
      answer: 'html',
    }),
    async (parsed, request, reply) => {
      const { token } = parsed.query;
      if (!verifyUnsubscribeToken(token, secret)) {
        // A person who opened the link reads a page; a program gets the JSON error every endpoint answers.
        if (!wantsPage(request)) throw new HttpError(400, errorCodes.validationFailed, BAD_LINK);
        return sendPage(reply, 400, 'This link does not work', `<p>${escapeHtml(BAD_LINK)}</p>`);
      }
      const action = `/api/morning-note/unsubscribe?token=${encodeURIComponent(token)}`;
      return sendPage(
        reply,
        200,
        'Stop the morning notes?',
        `<p>You will not get the morning note by e-mail any more. Your account, your chats and the Today card in the app stay as they are, and you can switch the note back on in Settings whenever you like.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop the morning notes</button></form>
<p><a href="/">Back to Stellara</a></p>`,
      );
    },
  );

  await api.register(async (scope) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the token in the address is what counts.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}));
    }
    withInput(scope).post(
      '/morning-note/unsubscribe',
      visitorDoc('One-click unsubscribe from the morning note (RFC 8058): no sign-in, the signed token is the proof', {
        query: morningNoteUnsubscribeQuerySchema,
        response: okAnswerSchema,
      }),
      async ({ query }, request, reply) => {
        const userId = memberOfToken(query.token);
        await service.unsubscribe(userId);
        if (!wantsPage(request)) return { ok: true as const };
        return sendPage(
          reply,
          200,
          'No more morning notes',
          '<p>Done: the morning note will not come any more. If you miss it, you can switch it back on in Settings.</p><p><a href="/">Back to Stellara</a></p>',
        );
      },
    );
  });
}
