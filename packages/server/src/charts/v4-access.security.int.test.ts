// The paid /api/v4 chart endpoints answer only a member whose plan includes them, signed in or
// with a personal API key; the natal endpoints stay open. Keys are stored hashed and die with revocation or the
// account.
import { API_KEY_LIMIT, apiKeyMessages, planRequiredMessage } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { makeAdmin, setPlan, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { v4Subject } from '../test-support/fixtures.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.close();
});

const subject = (name: string, year: number) => v4Subject({ name, year });
const natal = { subject: subject('Ada', 1990) };
const transit = { first_subject: subject('Ada', 1990), transit_subject: subject('Now', 2024) };
const pair = { first_subject: subject('Ada', 1990), second_subject: subject('Bo', 1992) };

const gated = {
  'transit-aspects-data': { plan: 'plus', body: transit },
  'transit-chart': { plan: 'plus', body: transit },
  'synastry-aspects-data': { plan: 'pro', body: pair },
  'synastry-chart': { plan: 'pro', body: pair },
  'composite-aspects-data': { plan: 'pro', body: pair },
  'relationship-score': { plan: 'pro', body: pair },
} as const;
type Gated = keyof typeof gated;
const gatedNames = Object.keys(gated) as Gated[];

/** A caller without cookies, with an optional Authorization header (as a program using a key would call). */
const call = (name: string, body: object, authorization?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v4/${name}`,
    payload: body,
    remoteAddress: '10.200.0.1',
    headers: authorization ? { authorization } : {},
  });

async function newKey(browser: TestBrowser, name = 'my script'): Promise<{ id: string; key: string }> {
  const created = await browser.post('/api/account/api-keys', { name });
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json();
  return { id: body.apiKey.id, key: body.key };
}

describe(`/api/v4 access and personal API keys on ${testDatabaseKind}`, () => {
  it('leaves the natal endpoints and /now open to anonymous callers', async () => {
    for (const name of ['natal-aspects-data', 'birth-data', 'birth-chart']) {
      const res = await call(name, natal);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/v4/now' })).statusCode).toBe(200);
  });

  it('answers 401 with how to sign in or send a key to anonymous transit, synastry, composite and score', async () => {
    for (const name of gatedNames) {
      const res = await call(name, gated[name].body);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error).toEqual({ code: 'AUTH_REQUIRED', message: apiKeyMessages.credentialsRequired });
    }
  });

  it('answers a free member 403 naming the plan needed', async () => {
    const { browser } = await signedInMember(server, 'free');
    for (const name of gatedNames) {
      const res = await browser.post(`/api/v4/${name}`, gated[name].body);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error.code).toBe('PLAN_REQUIRED');
      expect(res.json().error.message).toBe(planRequiredMessage(gated[name].plan));
      expect(res.headers['x-required-plan']).toBe(gated[name].plan);
    }
  });

  it('gives a plus member the transits and answers 403 Pro for the rest', async () => {
    const { browser } = await signedInMember(server, 'plus');
    for (const name of gatedNames) {
      const res = await browser.post(`/api/v4/${name}`, gated[name].body);
      if (gated[name].plan === 'plus') expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().error.message).toBe(planRequiredMessage('pro'));
      }
    }
  });

  it('gives a pro member and an administrator (treated as pro) every endpoint', async () => {
    const pro = await signedInMember(server, 'pro');
    const admin = await signedInMember(server, 'free');
    await makeAdmin(server, admin.email, 'astrological_admin');
    for (const { browser } of [pro, admin]) {
      for (const name of gatedNames) {
        const res = await browser.post(`/api/v4/${name}`, gated[name].body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      }
    }
    expect((await pro.browser.post('/api/v4/relationship-score', pair)).json().score).toBeTypeOf('number');
  });

  it('does not hand a cached answer to a caller the plan rule refuses', async () => {
    const { browser } = await signedInMember(server, 'pro');
    // The same body twice: the second answer would come from the answer cache, were the guard not first.
    expect((await browser.post('/api/v4/composite-aspects-data', pair)).statusCode).toBe(200);
    expect((await browser.post('/api/v4/composite-aspects-data', pair)).statusCode).toBe(200);
    expect((await call('composite-aspects-data', pair)).statusCode).toBe(401);
  });

  it("answers a pro member's bearer key, records its use, and refuses it once revoked", async () => {
    const { browser } = await signedInMember(server, 'pro');
    const { id, key } = await newKey(browser);
    const before = (await browser.get('/api/account/api-keys')).json().keys[0];
    expect(before.lastUsedAt).toBeNull();
    for (const name of gatedNames) {
      const res = await call(name, gated[name].body, `Bearer ${key}`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const after = (await browser.get('/api/account/api-keys')).json().keys[0];
    expect(after.lastUsedAt).toEqual(expect.any(String));

    const revoked = await browser.delete(`/api/account/api-keys/${id}`);
    expect(revoked.statusCode).toBe(204);
    const res = await call('relationship-score', pair, `Bearer ${key}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'AUTH_REQUIRED', message: apiKeyMessages.invalidKey });
    expect((await browser.get('/api/account/api-keys')).json().keys).toEqual([]);
    // Revoking again, or another member's key, is not found.
    expect((await browser.delete(`/api/account/api-keys/${id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown key, a key-shaped guess and a non-Bearer header with 401, even with a session', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const { key } = await newKey(browser);
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const authorization of [`Bearer ${wrong}`, 'Bearer nonsense', `Bearer stk_${'a'.repeat(43)}`]) {
      const res = await call('transit-chart', transit, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.message).toBe(apiKeyMessages.invalidKey);
    }
    const basic = await call('transit-chart', transit, `Basic ${Buffer.from('a:b').toString('base64')}`);
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error.message).toBe(apiKeyMessages.bearerOnly);
    // A key sent is the credential: a bad one is refused even when the session alone would pass.
    const withSession = await browser.post('/api/v4/transit-chart', transit, { authorization: `Bearer ${wrong}` });
    expect(withSession.statusCode).toBe(401);
  });

  it('applies a downgrade at once: the key of a member moved to free gets 403', async () => {
    const { browser, userId } = await signedInMember(server, 'pro');
    const { key } = await newKey(browser);
    expect((await call('synastry-aspects-data', pair, `Bearer ${key}`)).statusCode).toBe(200);
    await setPlan(server, userId, 'plus');
    const plus = await call('synastry-aspects-data', pair, `Bearer ${key}`);
    expect(plus.statusCode).toBe(403);
    expect(plus.json().error.message).toBe(planRequiredMessage('pro'));
    expect((await call('transit-aspects-data', transit, `Bearer ${key}`)).statusCode).toBe(200);
    await setPlan(server, userId, 'free');
    const free = await call('transit-aspects-data', transit, `Bearer ${key}`);
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toBe(planRequiredMessage('plus'));
  });

  it('stores only the SHA-256 and a 12-character prefix: no row holds the key', async () => {
    const { browser, userId } = await signedInMember(server, 'pro');
    const { key } = await newKey(browser, 'hashed');
    expect(key).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    const { rows } = await server.ctx.db.sql.query<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.prefix).toBe(key.slice(0, 12));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const secret = key.slice(12);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
    // The list and the export show names and prefixes, never a hash or the key.
    const list = (await browser.get('/api/account/api-keys')).body;
    const exported = (await browser.get('/api/account/export')).body;
    for (const text of [list, exported]) {
      expect(text).toContain(key.slice(0, 12));
      expect(text).not.toContain(String(row.key_hash));
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(exported).apiKeys).toEqual([
      { name: 'hashed', prefix: key.slice(0, 12), createdAt: expect.any(String), lastUsedAt: null, revokedAt: null },
    ]);
  });

  it('manages keys for members only, with the CSRF check, a name check and a cap', async () => {
    const visitor = new TestBrowser(server.app);
    expect((await visitor.get('/api/account/api-keys')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/api-keys', { name: 'x' })).statusCode).toBe(401);

    const { browser } = await signedInMember(server, 'free');
    const crossSite = new TestBrowser(server.app, 'https://evil.example');
    for (const [name, value] of browser.cookies) crossSite.cookies.set(name, value);
    expect((await crossSite.post('/api/account/api-keys', { name: 'x' })).statusCode).toBe(403);

    for (const name of ['', '   ', 'a'.repeat(61), 'tab\there', 'nul\u0000']) {
      const res = await browser.post('/api/account/api-keys', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.fields.name).toEqual(expect.any(String));
    }
    expect((await browser.post('/api/account/api-keys', {})).statusCode).toBe(400);
    expect((await browser.delete('/api/account/api-keys/not-a-uuid')).statusCode).toBe(404);

    const made = [];
    for (let i = 0; i < API_KEY_LIMIT; i++) made.push(await newKey(browser, `key ${i}`));
    const over = await browser.post('/api/account/api-keys', { name: 'one more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(apiKeyMessages.limitReached);
    const listed = (await browser.get('/api/account/api-keys')).json();
    expect(listed.keys).toHaveLength(API_KEY_LIMIT);
    expect(listed.limit).toBe(API_KEY_LIMIT);
    expect(listed.keys[0].name).toBe(`key ${API_KEY_LIMIT - 1}`);
    // Revoking one makes room again.
    expect((await browser.delete(`/api/account/api-keys/${made[0]!.id}`)).statusCode).toBe(204);
    expect((await browser.post('/api/account/api-keys', { name: 'one more' })).statusCode).toBe(201);

    // Another member cannot revoke these.
    const other = await signedInMember(server, 'free');
    expect((await other.browser.delete(`/api/account/api-keys/${made[1]!.id}`)).statusCode).toBe(404);
    // A key cannot manage keys: it opens the chart API only.
    const keyOnly = await server.app.inject({
      method: 'GET',
      url: '/api/account/api-keys',
      headers: { authorization: `Bearer ${made[1]!.key}` },
    });
    expect(keyOnly.statusCode).toBe(401);
  });

  it('deletes the keys with the account: its key stops working', async () => {
    const { browser, userId, email } = await signedInMember(server, 'pro');
    const { key } = await newKey(browser);
    expect((await call('relationship-score', pair, `Bearer ${key}`)).statusCode).toBe(200);
    const deleted = await browser.delete('/api/account', { confirm: email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await server.ctx.db.sql.query('SELECT id FROM api_keys WHERE user_id = $1', [userId]);
    expect(rows).toEqual([]);
    expect((await call('relationship-score', pair, `Bearer ${key}`)).statusCode).toBe(401);
  });
});
