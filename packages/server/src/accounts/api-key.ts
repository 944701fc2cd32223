// Pure helpers for personal API keys: making one, hashing it for storage, and reading it from a request header.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@stellara/contract';

/** 32 random bytes (256 bits) as base64url: `stk_` + 43 characters. */
export function newApiKey(random: (size: number) => Buffer = randomBytes): string {
  return API_KEY_PREFIX + random(32).toString('base64url');
}

/**
 * What is stored instead of the key. A key is uniformly random, so a fast hash cannot be reversed or guessed (no
 * dictionary to try); a slow password hash would only cost every API call time.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The start of the key shown in the list, enough to tell keys apart and nothing to sign in with. */
export function visiblePrefix(key: string): string {
  return key.slice(0, API_KEY_VISIBLE_LENGTH);
}

export type BearerCredential =
  /** No Authorization header: the caller relies on the session cookie, or has nothing. */
  | { kind: 'none' }
  | { kind: 'bearer'; key: string }
  /** An Authorization header that is not `Bearer <token>` (Basic, an empty token...). */
  | { kind: 'malformed' };

/** Reads `Authorization: Bearer <key>` (the scheme is case-insensitive, RFC 9110). */
export function bearerCredential(header: string | string[] | undefined): BearerCredential {
  if (header === undefined) return { kind: 'none' };
  if (Array.isArray(header)) return header.length === 1 ? bearerCredential(header[0]) : { kind: 'malformed' };
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? { kind: 'bearer', key: match[1]! } : { kind: 'malformed' };
}

/** True when a string has the shape of one of our keys (anything else is refused before any database lookup). */
export function looksLikeApiKey(key: string): boolean {
  return key.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(key.slice(API_KEY_PREFIX.length));
}
