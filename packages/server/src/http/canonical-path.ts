// One spelling per address. Node hands a route the path exactly as the client wrote it, while the router decodes
// percent-escapes (`/%61pi/...` reaches the /api routes) and the WHATWG URL parser that better-auth uses resolves
// dot segments (`/api/auth/x/../sign-in/email` is its sign-in). Any check that looks at the raw path (the CSRF
// check on /api, the sign-in limits) could then be walked around by a second spelling of the same address. So a
// path that is not in its one canonical form is refused before any hook or route looks at it: a browser never
// sends one, and nothing of ours needs one.
import { errorCodes } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Characters that must never be percent-encoded in a path: RFC 3986's unreserved set, and the separators. */
const MUST_NOT_BE_ENCODED = /[A-Za-z0-9\-._~/\\]/;

/**
 * Whether a request target's path is in canonical form: starts with `/`, has no empty segment (`//`), no dot
 * segment (`.`, `..`), no backslash, and no percent-escape of a character that needs none (`%61` for `a`, `%2e`,
 * `%2f`). The query string is not looked at.
 */
export function isCanonicalPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false;
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '..') return false;
  }
  for (const [, hex] of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    if (MUST_NOT_BE_ENCODED.test(String.fromCharCode(Number.parseInt(hex!, 16)))) return false;
  }
  return true;
}

/** Refuses a non-canonical path with the same 404 as an unknown one, before every other hook. */
export function registerCanonicalPaths(app: FastifyInstance): void {
  // Callback-style: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCanonicalPath(request.url) ? undefined : new HttpError(404, errorCodes.notFound, 'Not found.'));
  });
}
