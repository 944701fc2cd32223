import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { signedInAdmin } from '../test-support/admin.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import type { OpenApiDocument } from './openapi.ts';

// Schemathesis (openapi.fuzz.test.ts, the api-fuzz suite) found these answers outside
// the document or 5xx; each is pinned here so that it stays fixed without the fuzzer.

let server: RunningServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});
afterAll(async () => {
  await server?.close();
});

const documentedStatuses = (method: string, path: string) =>
  Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {}).map(Number);

describe(`answers the fuzzer found outside the document, on ${testDatabaseKind}`, () => {
  test('a path id longer than the router takes is a 404 in our error shape, not 414 in Fastify’s', async () => {
    const admin = await signedInAdmin(server);
    const response = await admin.browser.get(`/api/admin/knowledge-updates/${'0'.repeat(150)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect(documentedStatuses('GET', '/api/admin/knowledge-updates/{id}')).toContain(404);
  });

  test('a path that does not decode is a 400 in our error shape, and documented', async () => {
    const member = await signedInMember(server);
    const response = await member.browser.get('/api/charts/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address of this request is not valid.',
    });
    expect(documentedStatuses('GET', '/api/charts/{id}')).toContain(400);
  });

  test('a verification link with a callbackURL better-auth cannot parse is a 400 naming it, not a 500', async () => {
    const visitor = new TestBrowser(server.app);
    for (const callbackURL of ['__main__', '//evil.example', '/\\evil.example', '\u0090\u0018']) {
      const response = await visitor.get(
        `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect([callbackURL, response.statusCode]).toEqual([callbackURL, 400]);
      expect(Object.keys(response.json().error.fields)).toEqual(['callbackURL']);
    }
    // A path on this site is taken: the bad token is what gets refused (401, documented).
    const root = await visitor.get('/api/auth/verify-email?token=not-a-token');
    expect(root.statusCode).toBe(401);
    expect(documentedStatuses('GET', '/api/auth/verify-email')).toEqual(expect.arrayContaining([400, 401]));
  });

  test('sign-up refuses such a callbackURL too, so no mailed link carries one', async () => {
    const visitor = new TestBrowser(server.app);
    const response = await visitor.post('/api/auth/sign-up/email', {
      name: 'Callback',
      email: uniqueEmail('callback'),
      password: 'correct horse',
      callbackURL: '__main__',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['callbackURL']);
  });

  test('the per-route rate limit answers 429 where the document says it may', async () => {
    // POST /api/conversations allows 30 a minute per address, whatever the global limit.
    const visitor = new TestBrowser(server.app);
    const statuses = new Set<number>();
    for (let i = 0; i < 31; i++) statuses.add((await visitor.post('/api/conversations', {})).statusCode);
    expect([...statuses].sort()).toEqual([201, 429]);
    expect(documentedStatuses('POST', '/api/conversations')).toContain(429);
    // Health is left out of the limiter, and its document lists no 429.
    expect(documentedStatuses('GET', '/api/health')).not.toContain(429);
  });
});
