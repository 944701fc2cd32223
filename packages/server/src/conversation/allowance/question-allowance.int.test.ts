// docs/plans.md#question-allowances: visitors and free members have a daily question allowance, counted in the database
// per person (a member by account, a visitor by their visitor session, across chats and tabs); the question past it is
// not answered and the reply stream says when the person can ask again and what Plus adds; 24 hours later it renews.
// Plus and Pro are not counted at all.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { setPlan, signedInMember, TestBrowser } from '../../test-support/accounts.ts';
import { adaBirthData as birthData } from '../../test-support/fixtures.ts';
import { parseSse } from '../../test-support/sse.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from '../conversation.routes.ts';
import { ALLOWANCE_WINDOW_MS } from './question-allowance.ts';

const VISITOR_PER_DAY = 2;
const FREE_PER_DAY = 3;
let server: RunningServer;

beforeAll(async () => {
  server = await createTestServer({
    RATE_LIMIT_PER_MINUTE: '100000',
    VISITOR_QUESTIONS_PER_DAY: String(VISITOR_PER_DAY),
    FREE_QUESTIONS_PER_DAY: String(FREE_PER_DAY),
  });
});
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

async function startChat(browser: TestBrowser) {
  const res = await browser.post('/api/conversations', { birthData });
  expect(res.statusCode).toBe(201);
  const { session, token } = res.json();
  const headers: Record<string, string> = token ? { [CONVERSATION_TOKEN_HEADER]: token as string } : {};
  return { id: session.id as string, headers };
}

type Chat = Awaited<ReturnType<typeof startChat>>;
let asked = 0;

/** Sends a question; what the stream ended with: the reply, or the refusal's text. */
async function ask(browser: TestBrowser, chat: Chat, content = `What does my Moon say about rest? (${++asked})`) {
  const res = await browser.post(`/api/conversations/${chat.id}/messages`, { content }, chat.headers);
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  const last = events.at(-1)!;
  return {
    answered: last.event === 'done',
    error: last.event === 'error' ? (last.data.error as string) : null,
    events,
  };
}

async function userMessages(chat: Chat) {
  const { rows } = await server.ctx.db.sql.query<{ n: number }>(
    "select count(*)::int as n from conversation_messages where conversation_id = $1 and sender = 'user'",
    [chat.id],
  );
  return rows[0]!.n;
}

/** Sets the server's clock to `ms` after `from` (Date only; timers stay real). */
function clockAt(from: number, ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: from + ms });
}

describe('the daily question allowance', () => {
  it('serves its numbers for the Plans page', async () => {
    const res = await new TestBrowser(server.app).get('/api/allowances');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      questionsPerDay: { anonymous: VISITOR_PER_DAY, free: FREE_PER_DAY },
      window: '24 hours from the first question',
    });
  });

  it('counts a visitor across chats, refuses the next question with the stated message, and renews after 24 h', async () => {
    const visitor = new TestBrowser(server.app);
    // The birth form saves the visitor session: its cookie is who the visitor is.
    expect((await visitor.put('/api/visitor/birth-data', birthData)).statusCode).toBe(200);
    const first = await startChat(visitor);
    const second = await startChat(visitor);
    expect((await ask(visitor, first)).answered).toBe(true);
    expect((await ask(visitor, second)).answered).toBe(true);

    const refused = await ask(visitor, first);
    expect(refused.answered).toBe(false);
    expect(refused.error).toMatch(
      /^That was your 2 questions for today\. You can ask again in about (23|24) hours\. A free account gives you 3 a day and keeps your chart; Plus makes questions unlimited\.$/,
    );
    // Refused before anything was stored: no question waits for an answer that will not come.
    expect(refused.events.map((e) => e.event)).toEqual(['error']);
    expect(await userMessages(first)).toBe(1);

    // Another visitor has an allowance of their own.
    const other = new TestBrowser(server.app);
    expect((await other.put('/api/visitor/birth-data', birthData)).statusCode).toBe(200);
    expect((await ask(other, await startChat(other))).answered).toBe(true);

    const firstAsked = Date.now();
    clockAt(firstAsked, ALLOWANCE_WINDOW_MS - 60_000);
    expect((await ask(visitor, second)).error).toContain('You can ask again in a minute');
    clockAt(firstAsked, ALLOWANCE_WINDOW_MS + 1000);
    expect((await ask(visitor, second)).answered).toBe(true);
    expect(await userMessages(second)).toBe(2);
  });

  it('counts a free member by account; Plus is never counted', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    const chats = [await startChat(browser), await startChat(browser)];
    for (let n = 0; n < FREE_PER_DAY; n++) expect((await ask(browser, chats[n % 2]!)).answered).toBe(true);
    const refused = await ask(browser, chats[1]!);
    expect(refused.error).toMatch(/^That was your 3 questions for today\. You can ask again in about (23|24) hours/);
    expect(refused.error).toContain('Plus makes questions unlimited, and adds transit forecasts');

    await setPlan(server, userId, 'plus');
    for (let n = 0; n < FREE_PER_DAY + 2; n++) expect((await ask(browser, chats[0]!)).answered).toBe(true);
    const { rows } = await server.ctx.db.sql.query<{ used: number }>(
      'select used from question_allowances where person = $1',
      [`member:${userId}`],
    );
    expect(rows).toEqual([{ used: FREE_PER_DAY }]);
  });

  it('in a chat that holds something hard, says the limit kindly and names no plan', async () => {
    const { browser } = await signedInMember(server, 'free');
    const chat = await startChat(browser);
    expect((await ask(browser, chat, 'we lost the baby at 10 weeks')).answered).toBe(true);
    for (let n = 1; n < FREE_PER_DAY; n++) expect((await ask(browser, chat)).answered).toBe(true);
    const refused = await ask(browser, chat, 'how do I get through this week?');
    expect(refused.error).toMatch(/today's 3 questions.*You can ask again in about (23|24) hours/);
    expect(refused.error).not.toMatch(/Plus|Pro\b|unlimited|upgrade|\$/);
  });

  it('a resend of a counted question is not counted again', async () => {
    const { browser } = await signedInMember(server, 'free');
    const chat = await startChat(browser);
    const send = () =>
      browser.post(
        `/api/conversations/${chat.id}/messages`,
        { content: 'And my Venus?', clientMessageId: 'resend-1' },
        chat.headers,
      );
    for (let n = 0; n < FREE_PER_DAY + 1; n++) expect(parseSse((await send()).body).at(-1)!.event).toBe('done');
  });
});
