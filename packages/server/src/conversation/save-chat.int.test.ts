// The chat's Save action (POST /api/conversations/:id/save): a temporary chat becomes permanent for a member, and the
// conversation answer says whether Reading History lists it (`saved`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

async function historyIds(browser: TestBrowser): Promise<string[]> {
  const res = await browser.get('/api/history');
  expect(res.statusCode).toBe(200);
  return (res.json().chats as { id: string }[]).map((c) => c.id);
}

describe('saving a chat', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("a member's new chat is not saved until Save; Save puts it in the history, once", async () => {
    const { browser } = await signedInMember(server, 'free');
    const created = await browser.post('/api/conversations', { birthData });
    expect(created.statusCode).toBe(201);
    const id = created.json().session.id as string;
    expect(created.json().session).toMatchObject({ isTemporary: false, saved: false });
    await browser.post(`/api/conversations/${id}/open`, {});
    expect(await historyIds(browser)).toEqual([]);

    const saved = await browser.post(`/api/conversations/${id}/save`, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().session).toMatchObject({ id, isTemporary: false, saved: true });
    expect(await historyIds(browser)).toEqual([id]);
    const chat = (await browser.get(`/api/chats/${id}`)).json();
    expect(chat.messages.length).toBe(1); // the hook (or welcome) the chat opened with
    expect(chat.messages[0].sender).toBe('Stellara');

    // Saving again changes nothing; reading the conversation says it is saved.
    expect((await browser.post(`/api/conversations/${id}/save`, {})).statusCode).toBe(200);
    expect(await historyIds(browser)).toEqual([id]);
    expect((await browser.get(`/api/conversations/${id}`)).json().session.saved).toBe(true);
  });

  it("a visitor's temporary chat, shown with its token, becomes the member's saved chat", async () => {
    const visitor = new TestBrowser(server.app);
    const created = await visitor.post('/api/conversations', { birthData });
    const { session, token } = created.json() as { session: { id: string }; token: string };
    expect(created.json().session).toMatchObject({ isTemporary: true, saved: false });

    // A visitor cannot save: Save needs an account.
    const refused = await visitor.request(
      'POST',
      `/api/conversations/${session.id}/save`,
      {},
      {
        'x-conversation-token': token,
      },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBeTruthy();

    const { browser } = await signedInMember(server, 'plus');
    // Without the token the chat is someone else's: not found.
    expect((await browser.post(`/api/conversations/${session.id}/save`, {})).statusCode).toBe(404);
    const saved = await browser.request(
      'POST',
      `/api/conversations/${session.id}/save`,
      {},
      {
        'x-conversation-token': token,
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().session).toMatchObject({ id: session.id, isTemporary: false, saved: true });
    expect(await historyIds(browser)).toEqual([session.id]);
    // It is the member's now: the token no longer opens it for the visitor.
    const after = await visitor.request('GET', `/api/conversations/${session.id}`, undefined, {
      'x-conversation-token': token,
    });
    expect(after.statusCode).toBe(404);
  });

  it('another member cannot save a chat that is not theirs; a bad id is a 404', async () => {
    const owner = await signedInMember(server, 'free');
    const id = (await owner.browser.post('/api/conversations', { birthData })).json().session.id as string;
    const other = await signedInMember(server, 'free');
    expect((await other.browser.post(`/api/conversations/${id}/save`, {})).statusCode).toBe(404);
    expect((await other.browser.post('/api/conversations/not-an-id/save', {})).statusCode).toBe(404);
    expect(await historyIds(other.browser)).toEqual([]);
    expect(await historyIds(owner.browser)).toEqual([]);
  });
});
