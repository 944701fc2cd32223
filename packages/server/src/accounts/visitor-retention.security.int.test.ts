// A visitor's chats and birth data stayed on the server forever, although the spec keeps them for
// the browser session. The sweep removes what a visitor inactive for VISITOR_RETENTION_HOURS (default 48) left behind;
// it runs here directly with a "now" far enough ahead, no waiting. A member's data is never touched, and the admin
// Overview counts as visitors only the visitor chats someone wrote in that the sweep has kept.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

const HOUR = 60 * 60 * 1000;
let server: RunningServer;
let admin: SignedInAdmin;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signedInAdmin(server, 'astrological_admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A chat with one question answered, by a visitor (with a visitor session holding birth data) or a member. */
async function chat(browser: TestBrowser, question = 'What does my chart say about love?') {
  const created = await browser.post('/api/conversations', { birthData });
  expect(created.statusCode).toBe(201);
  const { session, token } = created.json();
  const headers: Record<string, string> = token ? { [CONVERSATION_TOKEN_HEADER]: token } : {};
  // Opening it presents a hook (hook state is stored); then one question and its reply.
  expect((await browser.post(`/api/conversations/${session.id}/open`, {}, headers)).body).toContain('event: done');
  const sent = await browser.post(`/api/conversations/${session.id}/messages`, { content: question }, headers);
  expect(sent.body).toContain('event: done');
  return { id: session.id as string, headers };
}

/** Every row keyed by a conversation, per table. */
async function rowsOf(conversationId: string) {
  const count = async (sql: string) =>
    Number((await server.ctx.db.sql.query<{ n: string | number }>(sql, [conversationId])).rows[0]!.n);
  return {
    conversations: await count('select count(*) as n from conversations where id = $1'),
    messages: await count('select count(*) as n from conversation_messages where conversation_id = $1'),
    hooks: await count('select count(*) as n from session_hook_data where session_id = $1'),
    transits: await count('select count(*) as n from session_transits where session_id = $1'),
    analytics: await count("select count(*) as n from user_analytics where event_data->>'conversationId' = $1"),
  };
}

async function visitorSessions(): Promise<number> {
  const { rows } = await server.ctx.db.sql.query<{ n: string | number }>('select count(*) as n from visitor_sessions');
  return Number(rows[0]!.n);
}

async function visitorsOnOverview(): Promise<number> {
  const overview = await admin.browser.get('/api/admin/overview');
  expect(overview.statusCode).toBe(200);
  return overview.json().userCounts.visitors;
}

describe('the visitor retention sweep', () => {
  test('removes an inactive visitor’s chats, messages, birth data and session; leaves a member’s alone', async () => {
    expect(server.ctx.config.VISITOR_RETENTION_HOURS).toBe(48);
    const overviewBefore = await visitorsOnOverview();

    const visitor = new TestBrowser(server.app);
    expect((await visitor.put('/api/visitor/birth-data', birthData)).statusCode).toBe(200);
    expect(await visitorSessions()).toBe(1);
    const visitorChat = await chat(visitor);
    // A chat opened and never written in is not a visitor on the Overview.
    expect((await visitor.post('/api/conversations', { birthData })).statusCode).toBe(201);
    const member = await signedInMember(server, 'pro');
    const memberChat = await chat(member.browser);

    const before = await rowsOf(visitorChat.id);
    expect(before.conversations).toBe(1);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const memberBefore = await rowsOf(memberChat.id);
    for (const [table, n] of Object.entries(memberBefore)) expect(n, table).toBeGreaterThan(0);
    expect(await visitorsOnOverview()).toBe(overviewBefore + 1);

    const sweep = (hoursAhead: number) =>
      server.ctx.accounts.visitorRetention.sweep(new Date(Date.now() + hoursAhead * HOUR));
    // Inactive for 23 hours: nothing goes.
    expect(await sweep(23)).toEqual({ conversations: 0, visitorSessions: 0 });
    expect(await rowsOf(visitorChat.id)).toEqual(before);
    expect(await visitorSessions()).toBe(1);

    // 47 hours: the chats are within the retention; the visitor session (birth data) has expired after its day.
    expect(await sweep(47)).toEqual({ conversations: 0, visitorSessions: 1 });
    expect(await rowsOf(visitorChat.id)).toEqual(before);
    expect(await visitorSessions()).toBe(0);
    expect((await visitor.get('/api/visitor')).json().birthData).toBeNull();

    // 49 hours: the visitor's chats and everything keyed by them are gone.
    expect((await sweep(49)).conversations).toBe(2);
    expect(await rowsOf(visitorChat.id)).toEqual({
      conversations: 0,
      messages: 0,
      hooks: 0,
      transits: 0,
      analytics: 0,
    });
    expect((await visitor.get(`/api/conversations/${visitorChat.id}`, visitorChat.headers)).statusCode).toBe(404);

    expect(await rowsOf(memberChat.id)).toEqual(memberBefore);
    expect((await member.browser.get(`/api/conversations/${memberChat.id}`)).statusCode).toBe(200);
    expect((await member.browser.get('/api/profile')).statusCode).toBe(200);
    expect(await visitorsOnOverview()).toBe(0);

    // Idempotent: a second sweep (another instance, say) finds nothing left.
    expect(await sweep(49)).toEqual({ conversations: 0, visitorSessions: 0 });
  });

  test('a visitor who keeps writing stays: activity counts from the last message', async () => {
    const visitor = new TestBrowser(server.app);
    const active = await chat(visitor);
    // Pretend the chat was opened three days ago and its last message is from now.
    await server.ctx.db.sql.query(
      `update conversations set updated_at = now() - interval '72 hours', created_at = now() - interval '72 hours'
        where id = $1`,
      [active.id],
    );
    const result = await server.ctx.accounts.visitorRetention.sweep(new Date(Date.now() + 24 * HOUR));
    expect(result.conversations).toBe(0);
    expect((await rowsOf(active.id)).conversations).toBe(1);
  });
});

describe('VISITOR_RETENTION_HOURS', () => {
  test('sets the period', async () => {
    const short = await createTestServer({ VISITOR_RETENTION_HOURS: '2' });
    try {
      const visitor = new TestBrowser(short.app);
      const created = await visitor.post('/api/conversations', { birthData });
      expect(created.statusCode).toBe(201);
      const { session, token } = created.json();
      expect((await short.ctx.accounts.visitorRetention.sweep(new Date(Date.now() + HOUR))).conversations).toBe(0);
      expect((await short.ctx.accounts.visitorRetention.sweep(new Date(Date.now() + 3 * HOUR))).conversations).toBe(1);
      const gone = await visitor.get(`/api/conversations/${session.id}`, { [CONVERSATION_TOKEN_HEADER]: token });
      expect(gone.statusCode).toBe(404);
    } finally {
      await short.close();
    }
  });
});
