// Personal API keys: a member calls the paid /api/v4 chart endpoints from their own programs with
// `Authorization: Bearer <key>`. The key is shown once, at creation; the server keeps only its SHA-256.
import { z } from 'zod';
import { safeText } from './text.ts';

/** Active keys a member may hold at once (revoked keys do not count). */
export const API_KEY_LIMIT = 10;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'stk_';
/** Characters of the key kept and shown to tell keys apart (the prefix and the first random characters). */
export const API_KEY_VISIBLE_LENGTH = 12;

/** Our own words for API-key answers the web and API clients show as they are. */
export const apiKeyMessages = {
  /** A gated v4 call without a session or key. */
  credentialsRequired:
    'Sign in, or send a personal API key as "Authorization: Bearer <key>" (create one in Settings > Account).',
  /** An Authorization header that is not a Bearer key. */
  bearerOnly: 'Send your personal API key as "Authorization: Bearer <key>".',
  /** A key that does not exist, or was revoked, or whose account is gone. */
  invalidKey: 'This API key is not valid or has been revoked.',
  limitReached: `You already have ${API_KEY_LIMIT} API keys. Revoke one you no longer use to create another.`,
  notFound: 'No such API key.',
  shownOnce: 'Copy this key now. You will not see it again.',
  revokeConfirm: (name: string) => `Revoke the API key "${name}"? Programs using it will stop working at once.`,
} as const;

/** POST /api/account/api-keys */
export const apiKeyCreateSchema = z.object({
  // No control characters, broken Unicode, tabs or line breaks: a name is shown back on one line of the list.
  name: safeText({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(API_KEY_NAME_MAX_LENGTH, `must be at most ${API_KEY_NAME_MAX_LENGTH} characters`)
    .refine((name) => !/[\t\n\r]/.test(name), 'must be one line without tabs'),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

/** One key as the list shows it: never the key itself, never its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key (`stk_AbCd1234`), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/account/api-keys: the member's active keys, newest first. */
export const apiKeysAnswerSchema = z.object({ keys: z.array(apiKeySchema), limit: z.number().int() });
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswerSchema>;

/** POST /api/account/api-keys (201): the key, in full, this one time. */
export const apiKeyCreatedSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
