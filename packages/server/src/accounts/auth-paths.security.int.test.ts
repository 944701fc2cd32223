// The sign-in, sign-up and mail limits were picked by comparing the raw path, while better-auth
// resolves dot segments, so `/api/auth/x/../sign-in/email` guessed passwords without limit and mailed without limit.
// Every other spelling of an /api/auth path is now a 404 before anything counts or sends. Over real HTTP: Fastify's
// inject resolves dot segments itself, so it cannot send the requests this test is about.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, uniqueEmail } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { authLimits } from './attempt-limiter.ts';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

/** Sends `path` byte for byte (no URL parsing on the way), as curl --path-as-is does. */
function send(method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        headers: { origin: base, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every other way of writing /api/auth`endpoint` that a server could take for it. */
function spellings(endpoint: string): string[] {
  const [first, ...rest] = endpoint.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const encodedFirstLetter = `%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`;
  return [
    `/api/auth/x/../${endpoint.slice(1)}`,
    `/api/auth/./${endpoint.slice(1)}`,
    `/api/auth/%2e/${endpoint.slice(1)}`,
    `/api/auth//${endpoint.slice(1)}`,
    `/api//auth${endpoint}`,
    `/api/auth/${encodedFirstLetter}${tail}`,
    `/%61pi/auth${endpoint}`,
    `/api/auth${endpoint}/`,
    `/api/auth${endpoint.toUpperCase()}`,
    `/api/auth${endpoint.replaceAll('/', '%2F')}`,
    `/api/auth/x\\..${endpoint.replaceAll('/', '\\')}`,
  ];
}

async function outboxCount(email: string): Promise<number> {
  const { rows } = await server.ctx.db.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
    [email],
  );
  return rows[0]!.n;
}

describe('another spelling of an /api/auth path', () => {
  test('sign-in: every variant is a 404, and the account is limited at the same count as before', async () => {
    const { email, password } = await signedInMember(server);
    for (const path of spellings('/sign-in/email')) {
      const wrong = await send('POST', path, { email, password: 'wrong guess' });
      expect({ path, status: wrong.status }).toEqual({ path, status: 404 });
      const right = await send('POST', path, { email, password });
      expect({ path, status: right.status }).toEqual({ path, status: 404 });
    }
    // None of those counted: the canonical path still allows the full number of failures, then answers 429.
    for (let i = 0; i < authLimits.signInPerAccount.max; i++) {
      expect((await send('POST', '/api/auth/sign-in/email', { email, password: `guess ${i}` })).status).toBe(401);
    }
    expect((await send('POST', '/api/auth/sign-in/email', { email, password: 'one more' })).status).toBe(429);
    for (const path of spellings('/sign-in/email')) {
      expect((await send('POST', path, { email, password })).status).toBe(404);
    }
  });

  test('the mail doors: no variant sends a mail, and the canonical path stops at its limit', async () => {
    const { email } = await signedInMember(server);
    const before = await outboxCount(email);
    for (const endpoint of ['/request-password-reset', '/send-verification-email']) {
      for (const path of spellings(endpoint)) {
        expect({ path, status: (await send('POST', path, { email })).status }).toEqual({ path, status: 404 });
      }
    }
    expect(await outboxCount(email)).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i <= authLimits.mailPerAccount.max; i++) {
      statuses.push((await send('POST', '/api/auth/request-password-reset', { email })).status);
    }
    expect(statuses).toEqual([...Array(authLimits.mailPerAccount.max).fill(200), 429]);
    expect(await outboxCount(email)).toBe(before + authLimits.mailPerAccount.max);
  });

  test('sign-up: no variant creates an account or skips the schema', async () => {
    const longName = 'N'.repeat(1_400);
    for (const path of spellings('/sign-up/email')) {
      const email = uniqueEmail('variant');
      const answer = await send('POST', path, { name: longName, email, password: 'secret-pass' });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      const { rows } = await server.ctx.db.sql.query('SELECT 1 FROM auth_users WHERE email = $1', [email]);
      expect(rows).toEqual([]);
    }
    const canonical = await send('POST', '/api/auth/sign-up/email', {
      name: longName,
      email: uniqueEmail('long'),
      password: 'secret-pass',
    });
    expect(canonical.status).toBe(400);
    expect(JSON.parse(canonical.body).error.message).toMatch(/name/);
  });

  test("better-auth's endpoints that Stellara does not use are not reachable", async () => {
    for (const path of ['/api/auth/verify-password', '/api/auth/change-password', '/api/auth/delete-user']) {
      expect((await send('POST', path, { password: 'x', newPassword: 'y', currentPassword: 'z' })).status).toBe(404);
    }
    expect((await send('GET', '/api/auth/ok')).status).toBe(404);
  });

  test('a second spelling cannot skip the CSRF check of the rest of /api', async () => {
    // A cross-site form post to /%61pi/... used to reach the /api routes without the Origin check looking at it.
    const answer = await send('PUT', '/%61pi/visitor/chat', { messages: [] });
    expect(answer.status).toBe(404);
  });
});
