// INSTANCE_ID names the instance that answered, on every kind of response; without it, nothing is said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

/** One of each: JSON from a route, a JSON 404, a refused body (415), the SPA's page, a Server-Sent Events stream. */
async function responses(server: RunningServer) {
  const { app } = server;
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  const missing = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
  const refused = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  });
  const page = await app.inject({ method: 'GET', url: '/' });
  const created = await app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
  expect(created.statusCode).toBe(201);
  const { session, token } = created.json();
  const stream = await app.inject({
    method: 'POST',
    url: `/api/conversations/${session.id}/open`,
    headers: { 'x-conversation-token': token },
  });
  expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
  expect([health.statusCode, missing.statusCode, refused.statusCode]).toEqual([200, 404, 415]);
  return [health, missing, refused, page, created, stream];
}

describe('x-served-by', () => {
  let named: RunningServer;
  let unnamed: RunningServer;
  beforeAll(async () => {
    [named, unnamed] = await Promise.all([createTestServer({ INSTANCE_ID: 'node-7.a_b' }), createTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([named?.close(), unnamed?.close()]);
  });

  it('names the instance on every response when INSTANCE_ID is set', async () => {
    for (const response of await responses(named)) expect(response.headers['x-served-by']).toBe('node-7.a_b');
  });

  it('is absent when INSTANCE_ID is not set', async () => {
    for (const response of await responses(unnamed)) expect(response.headers).not.toHaveProperty('x-served-by');
  });

  it('prefixes the document worker id with the instance id', () => {
    expect(named.ctx.ingest.workerId).toMatch(/^node-7\.a_b-[0-9a-f-]{36}$/);
    expect(unnamed.ctx.ingest.workerId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
