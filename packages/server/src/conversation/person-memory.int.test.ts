// The memory of the person over HTTP (docs/voice.md): what someone told earlier in a chat comes back in a later
// reply; a member's new chat may recall their earlier chats, never another member's and never a visitor's other
// session; the store reads a bounded window of the member's own messages in one query.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';
import { ConversationStore, MEMORY_CHATS, MEMORY_MESSAGES } from './store.ts';

const FIGHTS = "I've been fighting with my boyfriend a lot";
const VENUS = 'what does my Venus say about love?';

/** A member's chat, reached by their session. */
async function memberChat(browser: TestBrowser) {
  const res = await browser.post('/api/conversations', { birthData });
  expect(res.statusCode).toBe(201);
  const id = res.json().session.id as string;
  return Object.assign(
    async (content: string) => {
      const events = parseSse((await browser.post(`/api/conversations/${id}/messages`, { content })).body);
      const done = events.find((e) => e.event === 'done');
      expect(done, JSON.stringify(events)).toBeDefined();
      return (done!.data as { message: { content: string } }).message.content;
    },
    { id },
  );
}

/** A visitor's chat, reached by its token. */
async function visitorChat(server: RunningServer) {
  const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
  expect(res.statusCode).toBe(201);
  const { session, token } = res.json();
  return async (content: string) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${session.id}/messages`,
      headers: { [CONVERSATION_TOKEN_HEADER]: token },
      payload: { content },
    } as InjectOptions);
    const done = parseSse(reply.body).find((e) => e.event === 'done');
    expect(done, reply.body).toBeDefined();
    return (done!.data as { message: { content: string } }).message.content;
  };
}

describe('the memory of the person, built-in reader', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('a later question about love refers back to the fights they told of, in the same chat', async () => {
    const { browser } = await signedInMember(server);
    const say = await memberChat(browser);
    const first = await say(FIGHTS);
    // Never on the message where it was told.
    expect(first).not.toMatch(/you mentioned/i);
    const second = await say(VENUS);
    expect(second).toMatch(/the fights with your boyfriend/);
    // Not the same memory two replies running.
    const third = await say('and what about my 7th house and relationships?');
    expect(third).not.toMatch(/the fights with your boyfriend/);
  }, 120_000);

  it("a member's new chat recalls their earlier chat; another member's chat does not", async () => {
    const a = await signedInMember(server);
    await (await memberChat(a.browser))(FIGHTS);
    const again = await (await memberChat(a.browser))(VENUS);
    expect(again).toMatch(/the fights with your boyfriend/);

    const b = await signedInMember(server);
    const other = await (await memberChat(b.browser))(VENUS);
    expect(other).not.toMatch(/boyfriend/);
  }, 120_000);

  it('deleting a chat deletes what it remembered', async () => {
    const { browser } = await signedInMember(server);
    const told = await memberChat(browser);
    await told(FIGHTS);
    expect((await browser.delete(`/api/chats/${told.id}`)).statusCode).toBe(204);
    expect(await (await memberChat(browser))(VENUS)).not.toMatch(/boyfriend/);
  }, 120_000);

  it("a visitor's new session does not recall another session", async () => {
    await (await visitorChat(server))(FIGHTS);
    const fresh = await (await visitorChat(server))(VENUS);
    expect(fresh).not.toMatch(/boyfriend/);
    // Within the visitor's own chat it does.
    const say = await visitorChat(server);
    await say(FIGHTS);
    expect(await say(VENUS)).toMatch(/the fights with your boyfriend/);
  }, 120_000);

  it("the store reads only the member's own other chats, newest first, within the window", async () => {
    const store = new ConversationStore(server.ctx.db, server.ctx.logger);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const start = Date.parse('2026-01-01T00:00:00Z');
    const chat = async (userId: string, n: number) => {
      const row = await store.insertConversation({
        userId,
        isTemporary: false,
        updatedAt: new Date(start + n * 60_000),
      });
      for (let i = 0; i < 6; i++) {
        await store.insertMessage(row.id, {
          sender: i % 2 === 0 ? 'user' : 'Stellara',
          content: `${userId === a.userId ? 'a' : 'b'} chat ${n} message ${i}`,
          personality: 'guide',
          technicalLevel: 'basic',
        });
      }
      return row.id;
    };
    const mine: string[] = [];
    for (let n = 0; n < MEMORY_CHATS + 3; n++) mine.push(await chat(a.userId, n));
    await chat(b.userId, 100);
    const current = mine.at(-1)!;

    const told = await store.memberToldElsewhere(a.userId, current);
    const chats = new Set(told.map((t) => t.conversationId));
    expect(chats.has(current)).toBe(false);
    // The latest chats by activity, apart from the current one.
    expect([...chats].sort()).toEqual(mine.slice(-MEMORY_CHATS - 1, -1).sort());
    expect(told.length).toBeLessThanOrEqual(MEMORY_MESSAGES);
    expect(told.length).toBe(MEMORY_CHATS * 3);
    expect(told.every((t) => /^a chat \d+ message [024]$/.test(t.content))).toBe(true);
    const times = told.map((t) => Date.parse(t.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  }, 120_000);
});

describe('the memory of the person, model writer', () => {
  let server: RunningServer;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-or-v1-TESTKEY-abcdef0123456789',
      LLM_DEFAULT_MODEL: 'test/default',
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('tells the model what the person told earlier, fenced as their words', async () => {
    const say = await visitorChat(server);
    fake.enqueue({ kind: 'text', chunks: ['That sounds hard.'] });
    await say(FIGHTS);
    fake.requests.length = 0;
    fake.enqueue({ kind: 'text', chunks: ['Your Venus...'] });
    await say(VENUS);
    const system = fake.requests.find((r) => r.body?.stream === true)!.body!.messages![0]!.content;
    expect(system).toMatch(
      /The person told you earlier[^\n]*:\n<<<USER_DATA\nthe fights with your boyfriend\nUSER_DATA>>>/,
    );
  }, 120_000);
});
