// A member's conversations are their saved chats: Reading History, chats and folders (accounts capability) see
// real chats, and the free plan keeps the last 10, pruned when a new chat is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';

interface HistoryEntry {
  id: string;
  title: string;
  personality: string | null;
  messageCount: number;
  lastMessage: string | null;
  folderId: string | null;
}

async function newConversation(browser: TestBrowser): Promise<string> {
  const res = await browser.post('/api/conversations', { birthData });
  expect(res.statusCode).toBe(201);
  expect(res.json().token).toBeNull(); // a member's chat is reached by the session, not a token
  return res.json().session.id as string;
}

async function say(browser: TestBrowser, id: string, content: string) {
  const res = await browser.post(`/api/conversations/${id}/messages`, { content });
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
  const all = parseSse(res.body);
  const done = all.find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return done!.data as { message: { content: string }; title: string };
}

async function history(browser: TestBrowser): Promise<HistoryEntry[]> {
  const res = await browser.get('/api/history');
  expect(res.statusCode).toBe(200);
  return res.json().chats as HistoryEntry[];
}

describe('member conversations in the reading history', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a member chats, and the chat appears in the history with title, personality, count and last message', async () => {
    const { browser } = await signedInMember(server, 'free');
    const id = await newConversation(browser);
    const opened = await browser.post(`/api/conversations/${id}/open`, {});
    expect(parseSse(opened.body).some((e) => e.event === 'done')).toBe(true);
    // Opening alone (the hook) is not a saved chat yet.
    expect(await history(browser)).toEqual([]);

    const first = await say(browser, id, 'What does my chart say about love?');
    expect(first.title).toBe('Love & Relationships');
    let entries = await history(browser);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id,
      title: 'Love & Relationships',
      personality: 'guide',
      messageCount: 3, // hook, question, reply
      lastMessage: first.message.content,
      folderId: null,
    });

    const second = await say(browser, id, 'And my career?');
    entries = await history(browser);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id, title: 'Love & Relationships', messageCount: 5 });
    expect(entries[0]!.lastMessage).toBe(second.message.content);

    // The saved chat holds the conversation's messages as stored.
    const chat = (await browser.get(`/api/chats/${id}`)).json();
    expect(chat.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'Stellara',
      'user',
      'Stellara',
      'user',
      'Stellara',
    ]);
    expect(chat.messages[1].content).toBe('What does my chart say about love?');
    expect((await browser.get('/api/chats/latest')).json().chat.id).toBe(id);
  });

  it("a free member's 11th saved chat prunes the oldest (its conversation goes too)", async () => {
    const { browser } = await signedInMember(server, 'free');
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await newConversation(browser);
      await say(browser, id, `Tell me about my Venus, part ${i + 1}`);
      ids.push(id);
      const count = (await history(browser)).length;
      expect(count).toBe(Math.min(i + 1, 10));
    }
    const entries = await history(browser);
    expect(entries.map((e) => e.id)).toEqual(ids.slice(1).reverse()); // newest first, the oldest gone
    expect((await browser.get(`/api/conversations/${ids[0]}`)).statusCode).toBe(404);
    // Talking again in a kept chat does not prune anything (it is not a new save).
    await say(browser, ids[1]!, 'And my Moon?');
    const after = await history(browser);
    expect(after).toHaveLength(10);
    expect(after[0]!.id).toBe(ids[1]);
  });

  it('a plus member keeps every chat; a chat moved into a folder stays there as the conversation goes on', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await newConversation(browser);
      await say(browser, id, `What about my houses, ${i + 1}?`);
      ids.push(id);
    }
    expect(await history(browser)).toHaveLength(11);
    const folder = await browser.post('/api/folders', { name: 'Houses' });
    expect(folder.statusCode).toBeLessThan(300);
    const folderId = folder.json().id ?? folder.json().folder?.id;
    expect(typeof folderId).toBe('string');
    const moved = await browser.put(`/api/chats/${ids[0]}/folder`, { folderId });
    expect(moved.statusCode).toBeLessThan(300);
    await say(browser, ids[0]!, 'And the 4th house?');
    const inFolder = (await browser.get(`/api/folders/${folderId}/chats`)).json();
    const list = (inFolder.chats ?? inFolder) as HistoryEntry[];
    expect(list.map((c) => c.id)).toEqual([ids[0]]);
    expect(list[0]!.messageCount).toBe(4); // question, reply, question, reply (never opened: no hook)
  });

  it("another member never sees or writes into someone else's chat", async () => {
    const a = await signedInMember(server, 'free');
    const b = await signedInMember(server, 'free');
    const id = await newConversation(a.browser);
    await say(a.browser, id, 'Tell me about my Sun');
    const denied = await b.browser.post(`/api/conversations/${id}/messages`, { content: 'hello' });
    expect(denied.statusCode).toBe(404);
    expect(await history(b.browser)).toEqual([]);
    expect((await history(a.browser))[0]).toMatchObject({ id, messageCount: 2 });
  });
});

describe('a visitor who becomes a member keeps the chat', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('claims the visitor conversation with its token; it becomes a saved chat that can be deleted for good', async () => {
    const visitor = new TestBrowser(server.app);
    const created = await visitor.post('/api/conversations', { birthData });
    expect(created.statusCode).toBe(201);
    const { session, token } = created.json() as { session: { id: string }; token: string };
    const tokenHeader = { 'x-conversation-token': token };
    const asked = await visitor.post(
      `/api/conversations/${session.id}/messages`,
      { content: 'Tell me about my Moon' },
      tokenHeader,
    );
    expect(parseSse(asked.body).some((e) => e.event === 'done')).toBe(true);

    const { browser } = await signedInMember(server, 'free');
    // Without the token the conversation stays the visitor's (no leak of its existence).
    expect((await browser.post(`/api/conversations/${session.id}/claim`, {})).statusCode).toBe(404);
    // A visitor cannot claim anything.
    expect((await visitor.post(`/api/conversations/${session.id}/claim`, {}, tokenHeader)).statusCode).toBe(401);

    const claimed = await browser.post(`/api/conversations/${session.id}/claim`, {}, tokenHeader);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().session.messages.length).toBeGreaterThanOrEqual(2);
    // Idempotent, and the token no longer opens it.
    expect((await browser.post(`/api/conversations/${session.id}/claim`, {}, tokenHeader)).statusCode).toBe(200);
    expect((await visitor.get(`/api/conversations/${session.id}`, tokenHeader)).statusCode).toBe(404);
    expect((await history(browser)).map((c) => c.id)).toEqual([session.id]);

    const deleted = await browser.delete(`/api/chats/${session.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await history(browser)).toEqual([]);
    // Gone as a conversation too: a new message cannot bring it back.
    expect((await browser.get(`/api/conversations/${session.id}`)).statusCode).toBe(404);
    expect(
      (await browser.post(`/api/conversations/${session.id}/messages`, { content: 'Still there?' })).statusCode,
    ).toBe(404);
  });
});
