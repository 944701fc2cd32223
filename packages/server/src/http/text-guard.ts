// The server-wide safety net behind the contract's safeText(): before any route's handler, the parsed JSON body,
// the query string and the path parameters are walked once, and a control character or an unpaired surrogate
// anywhere in them is a 400 naming the first field at fault. It covers what no contract schema sees (better-auth
// under /api/auth, routes that read a field by hand), so no route can forget: PostgreSQL cannot store a NUL and a
// lone surrogate cannot be encoded as UTF-8, and both used to surface as 500s from deep inside a write.
import { errorCodes, replaceUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The first unsafe field of a request, named as parseInput names fields ("messages.0.content", "q", "id"); "body"
 * when the body is itself a string. Null when the request is clean.
 */
export function unsafeRequestField(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): string | null {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    // Raw uploads (Buffer) are files, not text; their own routes decide what they accept.
    ['body', Buffer.isBuffer(request.body) ? undefined : request.body],
  ];
  for (const [where, value] of parts) {
    const path = unsafeTextPath(value);
    // A key can be the unsafe part: the name echoed back (and logged) carries U+FFFD in its place.
    if (path) return path.length > 0 ? replaceUnsafeText(path.join('.')) : where;
  }
  return null;
}

/** The 400 for an unsafe field, worded as parseInput words any invalid field. */
export function unsafeTextError(field: string): HttpError {
  return new HttpError(400, errorCodes.validationFailed, `Invalid input. ${field}: ${UNSAFE_TEXT_MESSAGE}`, {
    [field]: UNSAFE_TEXT_MESSAGE,
  });
}

export function registerTextGuard(app: FastifyInstance): void {
  // Callback-style: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unsafeRequestField(request);
    done(field ? unsafeTextError(field) : undefined);
  });
}
