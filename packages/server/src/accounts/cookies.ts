// Minimal cookie reading/writing (the accounts capability's own cookies; better-auth writes its own).
import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readCookieFromHeaders(headers: Headers | undefined, name: string): string | undefined {
  const header = headers?.get('cookie');
  if (!header) return undefined;
  return readCookie({ headers: { cookie: header } } as FastifyRequest, name);
}

export interface CookieOptions {
  secure: boolean;
  /** Seconds; omitted for a browser-session cookie. */
  maxAge?: number;
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, options: { secure: boolean }): void {
  setCookie(reply, name, '', { ...options, maxAge: 0 });
}
