// Conversation's part in an account's life, through accounts' ports: what it adds to the export and what it removes
// inside the deletion's transaction. (The whole deletion, end to end: accounts/admin-data.int.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { ConversationAccountData } from './account-data.ts';

let server: RunningServer;
let data: ConversationAccountData;
beforeAll(async () => {
  server = await createTestServer();
  data = new ConversationAccountData(server.ctx.db, server.ctx.savedChats);
});
afterAll(async () => {
  await server?.close();
});

/**
 * A member with a conversation that asked one question and a chat saved by hand, in a folder when the plan has
 * folders (Plus). A free member's question is counted against the allowance; a Plus member's is not.
 */
async function memberWithChats(
  plan: 'free' | 'plus',
): Promise<{ browser: TestBrowser; userId: string; conversationId: string }> {
  const { browser, userId } = await signedInMember(server, plan);
  await browser.put('/api/profile', { birthData: sampleBirthData });
  const folder = (await browser.post('/api/folders', { name: 'Kept' })).json();
  await browser.post('/api/chats', {
    title: 'Kept chat',
    folderId: folder.id,
    messages: [{ id: '1', content: 'hi', sender: 'user', timestamp: '2026-01-01T00:00:00Z' }],
  });
  const conversation = await browser.post('/api/conversations', { birthData: sampleBirthData });
  expect(conversation.statusCode).toBe(201);
  const conversationId = conversation.json().session.id as string;
  await browser.post(`/api/conversations/${conversationId}/messages`, { content: 'What does my Moon say?' });
  return { browser, userId, conversationId };
}

async function count(sql: string, value: string): Promise<number> {
  return (await server.ctx.db.sql.query(sql, [value])).rows.length;
}

const transitsOf = 'SELECT 1 FROM session_transits WHERE session_id = $1';
const allowanceOf = 'SELECT 1 FROM question_allowances WHERE person = $1';

describe('conversation account data', () => {
  test("the export's sections are the member's saved chats, chat folders and chat hooks, and nobody else's", async () => {
    const { userId } = await memberWithChats('plus');
    const other = await memberWithChats('plus');
    const sections = await data.exportFor(userId);
    expect(Object.keys(sections).sort()).toEqual(['chatFolders', 'chatHooks', 'savedChats']);
    const saved = sections.savedChats as { title: string; userId: string }[];
    // The chat saved by hand, and the conversation that asked a question (saved as it went).
    expect(saved.map((c) => c.title)).toContain('Kept chat');
    expect((sections.chatFolders as { name: string }[]).map((f) => f.name)).toEqual(['Kept']);
    for (const rows of Object.values(sections) as { userId: string | null }[][]) {
      expect(rows.every((row) => row.userId === userId)).toBe(true);
    }
    expect(JSON.stringify(sections)).not.toContain(other.userId);
  });

  test("deletion takes the transits of the member's conversations and the question allowance, in the account's transaction", async () => {
    const { userId, conversationId } = await memberWithChats('free');
    expect(await count(transitsOf, conversationId)).toBeGreaterThan(0);
    expect(await count(allowanceOf, `member:${userId}`)).toBe(1);

    // A deletion that fails later keeps everything: the participant's rows go with the account or not at all.
    await expect(
      server.ctx.db.orm.transaction(async (tx) => {
        await data.deleteFor(userId, tx);
        throw new Error('the rest of the deletion failed');
      }),
    ).rejects.toThrow('the rest of the deletion failed');
    expect(await count(transitsOf, conversationId)).toBeGreaterThan(0);
    expect(await count(allowanceOf, `member:${userId}`)).toBe(1);

    await server.ctx.db.orm.transaction((tx) => data.deleteFor(userId, tx));
    expect(await count(transitsOf, conversationId)).toBe(0);
    expect(await count('SELECT 1 FROM session_hook_data WHERE session_id = $1', conversationId)).toBe(0);
    expect(await count(allowanceOf, `member:${userId}`)).toBe(0);
  });

  test("the account's export carries conversation's sections beside its own", async () => {
    const { browser } = await memberWithChats('plus');
    const exported = (await browser.get('/api/account/export')).json();
    expect(exported.savedChats.map((c: { title: string }) => c.title)).toContain('Kept chat');
    expect(exported).toHaveProperty('chatFolders');
    expect(exported).toHaveProperty('chatHooks');
    expect(exported).toHaveProperty('birthCharts');
  });
});
