// HTTP for personal API keys under /api/account/api-keys: list, create (the key is in this one answer), revoke.
// Members only, with the session cookie (a key cannot manage keys); the CSRF check covers the writes.
import {
  API_KEY_LIMIT,
  type ApiKeyCreated,
  type ApiKeysAnswer,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeysAnswerSchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberOf } from '../http/guards.ts';
import { docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { pathId } from '../http/validate.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const doc = docsFor({ tag: 'accounts', access: 'member' });
const keyId = z.object({ id: z.uuid() });

export async function apiKeysRoutes(api: FastifyInstance, opts: { apiKeys: ApiKeysService }) {
  const typed = withInput(api);
  const { apiKeys } = opts;

  const list = doc('Your personal API keys (never the keys themselves)', { response: apiKeysAnswerSchema });
  api.get('/account/api-keys', list, async (request): Promise<ApiKeysAnswer> => {
    const viewer = await memberOf(request);
    return { keys: await apiKeys.list(viewer.user.id), limit: API_KEY_LIMIT };
  });

  const create = doc('Create a personal API key (shown once, in this answer)', {
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
    description: `At most ${API_KEY_LIMIT} active keys (409 beyond). Send it as "Authorization: Bearer <key>" to the /api/v4 chart endpoints; only its SHA-256 is stored, so it cannot be shown again.`,
  });
  typed.post('/account/api-keys', create, async (parsed, request, reply): Promise<ApiKeyCreated> => {
    const viewer = await memberOf(request);
    const { name } = parsed.body;
    const created = await apiKeys.create(viewer.user.id, name);
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  const revoke = doc('Revoke a personal API key (it stops working at once)', { params: keyId, answer: 'empty' });
  api.delete('/account/api-keys/:id', revoke, async (request, reply) => {
    const viewer = await memberOf(request);
    await apiKeys.revoke(viewer.user.id, pathId(request));
    return reply.status(204).send();
  });
}
