// Personal API keys: create (the key is returned this once), list, revoke, and find the member behind a key sent
// to the /api/v4 chart endpoints. Only the key's SHA-256 is stored.
import { API_KEY_LIMIT, type ApiKey, type ApiKeyCreated, apiKeyMessages, errorCodes } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { RequestViewer } from '../http/guards.ts';
import { hashApiKey, looksLikeApiKey, newApiKey, visiblePrefix } from './api-key.ts';
import { accountViewer } from './viewer.ts';

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: iso(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, name, prefix, created_at, last_used_at';

export class ApiKeysService {
  constructor(private readonly db: Database) {}

  /** The member's active keys, newest first. */
  async list(userId: string): Promise<ApiKey[]> {
    const { rows } = await this.db.sql.query<KeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(toApiKey);
  }

  /** A new key for the member; 409 at the limit. The plaintext leaves here once and is never stored. */
  async create(userId: string, name: string): Promise<ApiKeyCreated> {
    const key = newApiKey();
    const row = await this.db.transaction(async (tx) => {
      // The member's row is locked so two creations at once cannot both pass the count.
      await tx.query('SELECT id FROM auth_users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows: counted } = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      );
      if (Number(counted[0]?.n ?? 0) >= API_KEY_LIMIT) {
        throw new HttpError(409, errorCodes.conflict, apiKeyMessages.limitReached);
      }
      const { rows } = await tx.query<KeyRow>(
        `INSERT INTO api_keys (user_id, name, prefix, key_hash) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [userId, name, visiblePrefix(key), hashApiKey(key)],
      );
      return rows[0]!;
    });
    return { apiKey: toApiKey(row), key };
  }

  /** Revokes one of the member's active keys at once; another member's key, or a revoked one, is "not found". */
  async revoke(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw new HttpError(404, errorCodes.notFound, apiKeyMessages.notFound);
    const { rows } = await this.db.sql.query(
      'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
      [id, userId],
    );
    if (rows.length === 0) throw new HttpError(404, errorCodes.notFound, apiKeyMessages.notFound);
  }

  /**
   * The viewer behind a key sent with a request (its member's plan as of now, so a downgrade applies at once), or
   * null for an unknown or revoked key. Records when the key was last used.
   */
  async viewerFor(key: string): Promise<RequestViewer | null> {
    if (!looksLikeApiKey(key)) return null;
    const { rows } = await this.db.sql.query<{ id: string; email: string; name: string; email_verified: boolean }>(
      `WITH used AS (
         UPDATE api_keys SET last_used_at = now() WHERE key_hash = $1 AND revoked_at IS NULL RETURNING user_id
       )
       SELECT u.id, u.email, u.name, u.email_verified FROM used JOIN auth_users u ON u.id = used.user_id`,
      [hashApiKey(key)],
    );
    const user = rows[0];
    if (!user) return null;
    return accountViewer(
      this.db,
      { id: user.id, email: user.email, name: user.name, emailVerified: user.email_verified },
      null,
    );
  }
}
