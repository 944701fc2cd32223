// CSRF protection for cookie-authenticated state changes.
//
// Choice: an Origin check rather than a token or custom header. Browsers send Origin on every
// POST/PUT/PATCH/DELETE (same-origin fetches included), so the web app needs no extra code, and a page
// on another site cannot forge it. A state-changing /api request that carries cookies must come from
// our own origin (the request's Host, PUBLIC_URL, or a listed CORS origin); without Origin, Referer is
// used; with neither it is refused. Defence in depth with SameSite=Lax cookies and JSON-only bodies
// (a cross-site form cannot send application/json without a CORS preflight, which is closed).
import { errorCodes } from '@stellara/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function allowedOrigins(request: FastifyRequest, publicUrl: string | undefined, corsOrigins: string[]) {
  const own = `${request.protocol}://${request.host}`;
  return new Set([own, ...(publicUrl ? [publicUrl] : []), ...corsOrigins].map(normalOrigin));
}

/** "http://localhost:80" and "http://localhost" are the same origin. */
function normalOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return normalOrigin(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

/** Throws 403 FORBIDDEN when a cookie-carrying state change does not come from an allowed origin. */
export function checkCsrf(request: FastifyRequest, publicUrl: string | undefined, corsOrigins: string[]): void {
  if (SAFE.has(request.method) || !request.headers.cookie) return;
  const origin = originOf(request);
  if (origin && allowedOrigins(request, publicUrl, corsOrigins).has(origin)) return;
  throw new HttpError(
    403,
    errorCodes.forbidden,
    origin
      ? 'This request came from another site and was refused.'
      : 'This request has no Origin header and was refused (cross-site request protection).',
  );
}
