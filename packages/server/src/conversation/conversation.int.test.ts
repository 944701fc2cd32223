// A whole conversation over HTTP + SSE, against the built-in reader and against the local OpenAI-compatible
// server, with the faults a model gateway has (docs/conversation.md#errors): 500, 429 then success, timeout, malformed
// analysis JSON, empty reply, stream cut midway. Every case keeps the user's message.
import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse, type SseEvent } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';

const KEY = 'sk-or-v1-TESTKEY-abcdef0123456789';

interface StoredMessage {
  sender: string;
  kind: string;
  status: string;
  content: string;
  placements: string[];
}
async function start(server: RunningServer, body: Record<string, unknown> = { birthData }) {
  const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: body });
  expect(res.statusCode).toBe(201);
  const { session, token } = res.json();
  return { id: session.id as string, headers: { [CONVERSATION_TOKEN_HEADER]: token as string } };
}

async function post(
  server: RunningServer,
  c: { id: string; headers: Record<string, string> },
  path: string,
  payload?: Record<string, unknown>,
) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/conversations/${c.id}/${path}`,
    headers: c.headers,
    ...(payload === undefined ? {} : { payload }),
  } as InjectOptions);
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
  return parseSse(res.body);
}

async function session(server: RunningServer, c: { id: string; headers: Record<string, string> }) {
  const res = await server.app.inject({ method: 'GET', url: `/api/conversations/${c.id}`, headers: c.headers });
  expect(res.statusCode).toBe(200);
  return res.json().session as {
    personality: string;
    technicalLevel: string;
    messages: StoredMessage[];
    hook: { state: string; intensityLevel: string };
  };
}

const tokens = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'token')
    .map((e) => e.data.text)
    .join('');

describe('conversation with the built-in reader', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('hook first, answered by the person, then a streamed reading; everything stored, analysed and counted', async () => {
    const c = await start(server);
    const transits = await server.ctx.db.sql.query('select * from session_transits where session_id = $1', [c.id]);
    expect(transits.rows).toHaveLength(10);

    const open = await post(server, c, 'open');
    const hookDone = open.find((e) => e.event === 'done')!;
    expect(hookDone.data.message.kind).toBe('hook');
    expect(hookDone.data.message.content).toContain('Sun in Cancer');
    expect(tokens(open)).toBe(hookDone.data.message.content);
    expect(hookDone.data.hook).toMatchObject({ state: 'presented', chartPatternType: 'tight_square' });

    // The person answers the hook: the reply builds on the hook's placements, and the analysis moves the state.
    const events = await post(server, c, 'messages', { content: "Yes, that's me" });
    expect(events[0]!.event).toBe('user');
    expect(events[0]!.data.message.content).toBe("Yes, that's me");
    expect(events[1]!.event).toBe('start');
    expect(events.filter((e) => e.event === 'token').length).toBeGreaterThan(20);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe(tokens(events));
    expect(done.data.message.content).toMatch(/^I'm glad that landed/);
    // A hook answer names no topic of its own: the chat is titled by the hook's tension, not "Yes, that's me...".
    expect(done.data.title).toBe('Sun–Moon square');
    expect(done.data.message.placements).toContain('Sun square Moon');
    // "yes" and "that's me" are agreement words: open, confirms, 7 -> acknowledged.
    expect(done.data.hook.state).toBe('acknowledged');

    const hookRows = await server.ctx.db.sql.query('select * from session_hook_data where session_id = $1', [c.id]);
    expect(hookRows.rows[0]).toMatchObject({
      state: 'acknowledged',
      resonance_score: 7,
      user_response_type: 'confirms',
    });

    const s = await session(server, c);
    expect(s.messages.map((m: StoredMessage) => [m.sender, m.kind, m.status])).toEqual([
      ['Stellara', 'hook', 'complete'],
      ['user', 'message', 'complete'],
      ['Stellara', 'message', 'complete'],
    ]);
    const analytics = await server.ctx.db.sql.query(
      "select * from user_analytics where event_type = 'chat_message' and event_data->>'conversationId' = $1",
      [c.id],
    );
    expect(analytics.rows).toHaveLength(1);
    expect(analytics.rows[0]).toMatchObject({ user_tier: 'anonymous', is_anonymous: true });
  });

  it("the app's automatic first message is read as a chart request, never as the answer to the hook", async () => {
    const c = await start(server);
    await post(server, c, 'open');
    const events = await post(server, c, 'messages', { content: FIRST_CHART_MESSAGE });
    const done = events.at(-1)!;
    expect(done.data.title).toBe('Birth Chart Reading');
    expect(done.data.message.placements).toEqual(expect.arrayContaining(['Sun in Cancer', 'Moon in Aries']));
    expect(done.data.hook.state).toBe('presented');
    const hookRows = await server.ctx.db.sql.query('select * from session_hook_data where session_id = $1', [c.id]);
    expect(hookRows.rows[0]).toMatchObject({ state: 'presented', user_response_text: null });
  });

  it('anonymous visitors get the guide at basic level whatever they ask for; a session needs its token', async () => {
    const c = await start(server, { birthData, personality: 'witchy', technicalLevel: 'technical' });
    const s = await session(server, c);
    expect([s.personality, s.technicalLevel]).toEqual(['guide', 'basic']);
    const other = await server.app.inject({ method: 'GET', url: `/api/conversations/${c.id}` });
    expect(other.statusCode).toBe(404);
    const wrong = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${c.id}/messages`,
      headers: { [CONVERSATION_TOKEN_HEADER]: 'nope' },
      payload: { content: 'hi' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('rejects empty and over-long messages with a 400 naming the field', async () => {
    const c = await start(server);
    for (const content of ['   ', 'x'.repeat(1001)]) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/conversations/${c.id}/messages`,
        headers: c.headers,
        payload: { content },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.content).toBeDefined();
    }
    const ok = await post(server, c, 'messages', { content: 'x'.repeat(1000) });
    expect(ok.at(-1)!.event).toBe('done');
  });

  it('a chart without a tension opens with the welcome message; without birth data the reader asks for it', async () => {
    const calm = await start(server, {
      birthData: { ...birthData, birthDate: '1985-03-02', birthTime: '04:10', timezone: 'UTC', longitude: -0.12 },
    });
    const open = await post(server, calm, 'open');
    expect(open.at(-1)!.data.message).toMatchObject({ kind: 'welcome' });
    expect(open.at(-1)!.data.message.content).toMatch(/^Hi, I'm Stellara, your Friendly Guide/);

    const none = await start(server, {});
    const reply = await post(server, none, 'messages', { content: 'Tell me about my chart' });
    expect(reply.at(-1)!.data.message.content).toMatch(/can't read your chart yet/);
  });

  it('a resent message with the same client id is stored once', async () => {
    const c = await start(server);
    await post(server, c, 'messages', { content: 'What about love?', clientMessageId: 'abc-1' });
    await post(server, c, 'messages', { content: 'What about love?', clientMessageId: 'abc-1' });
    const s = await session(server, c);
    expect(s.messages.filter((m: StoredMessage) => m.sender === 'user')).toHaveLength(1);
    expect(s.messages).toHaveLength(2);
  });
});

describe('conversation through the OpenAI-compatible gateway', () => {
  let server: RunningServer;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: KEY,
      LLM_DEFAULT_MODEL: 'test/default',
      // Short deadlines for the fault cases (production keeps its defaults); the first-token bound leaves room for
      // the retries' back-off (0.5 s, then 1 s).
      LLM_CONNECT_TIMEOUT_MS: '500',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '5000',
      LLM_IDLE_TIMEOUT_MS: '500',
      LLM_REQUEST_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const userCount = async (id: string) =>
    Number(
      (
        await server.ctx.db.sql.query(
          "select count(*)::int as n from conversation_messages where conversation_id = $1 and sender = 'user'",
          [id],
        )
      ).rows[0]?.n,
    );

  it('a whole conversation: hook phrased by the model, analysis at 0.3, replies at 0.7 with the prompt', async () => {
    fake.requests.length = 0;
    await server.ctx.db.sql.query(
      "insert into llm_configurations (model_name, provider, is_active) values ('acme/chosen-model', 'acme', true)",
    );
    server.ctx.llm.clearModelCache();
    const c = await start(server);
    fake.enqueue({ kind: 'text', chunks: ['I notice ', 'a tension ', 'between your Sun and Moon.'] });
    const open = await post(server, c, 'open');
    expect(open.at(-1)!.data.message).toMatchObject({
      kind: 'hook',
      content: 'I notice a tension between your Sun and Moon.',
    });

    fake.enqueue(
      {
        kind: 'text',
        chunks: [
          '```json\n{"comfortLevel":"vulnerable","resonanceScore":9,"responseType":"shares_more","intensitySuggestion":"deep","keySignals":["always"],"userLanguagePatterns":["hold it together"]}\n```',
        ],
      },
      { kind: 'text', chunks: ['That ', 'makes ', 'sense.'] },
    );
    const reply = await post(server, c, 'messages', { content: 'Yes, I always have to hold it together.' });
    expect(reply.at(-1)).toMatchObject({ event: 'done', data: { message: { status: 'complete' } } });
    // The analysis runs beside the reply and moves the state when it is in (the 'done' event has it if it was).
    await server.ctx.conversations.analysesSettled();
    expect((await session(server, c)).hook).toMatchObject({ state: 'acknowledged', intensityLevel: 'deep' });
    // The analysis runs beside the reply, so the two requests may arrive in either order.
    const last = fake.requests.slice(-2);
    const analysisReq = last.find((r) => r.body?.stream === false);
    const replyReq = last.find((r) => r.body?.stream === true);
    expect(analysisReq!.body).toMatchObject({ temperature: 0.3, stream: false });
    // The analysis reads the hook as the person saw it (the model's phrasing), and their reply as fenced data.
    const analysisUser = analysisReq!.body!.messages!.find((m) => m.role === 'user')!.content;
    expect(analysisUser).toContain('I notice a tension between your Sun and Moon.');
    expect(analysisUser).toContain('<<<USER_DATA\nYes, I always have to hold it together.\nUSER_DATA>>>');
    expect(replyReq!.body).toMatchObject({ temperature: 0.7, max_tokens: 4096, stream: true });
    const system = replyReq!.body!.messages![0]!.content;
    expect(system).toMatch(/Aspects \(\d+ major, personal contacts first/);
    expect(system).toMatch(/Plan: guest/);
    expect(system).toMatch(/Opening observation already shown to them/);
    expect(replyReq!.body!.messages!.at(-1)).toEqual({
      role: 'user',
      content: '<<<USER_DATA\nYes, I always have to hold it together.\nUSER_DATA>>>',
    });
    expect(replyReq!.headers.authorization).toBe(`Bearer ${KEY}`);
    const hookRow = await server.ctx.db.sql.query('select * from session_hook_data where session_id = $1', [c.id]);
    expect(hookRow.rows[0]).toMatchObject({
      resonance_score: 9,
      user_response_type: 'shares_more',
      intensity_level: 'deep',
    });
  });

  it('malformed analysis JSON falls back to the keyword analysis', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'text', chunks: ['hook text'] });
    await post(server, c, 'open');
    fake.enqueue({ kind: 'text', chunks: ['{"comfortLevel": "sort of"'] }, { kind: 'text', chunks: ['ok'] });
    await post(server, c, 'messages', { content: "No, that's not me" });
    await server.ctx.conversations.analysesSettled();
    expect((await session(server, c)).hook.state).toBe('exploring');
    const row = await server.ctx.db.sql.query('select * from session_hook_data where session_id = $1', [c.id]);
    expect(row.rows[0]).toMatchObject({ resonance_score: 2, user_response_type: 'denies', intensity_level: 'gentle' });
  });

  it('500: a friendly apology without the provider or the upstream body; the user message is kept', async () => {
    const c = await start(server);
    fake.enqueue(
      ...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 500, body: '{"error":"boom"}' })),
    );
    const r = await post(server, c, 'messages', { content: 'Tell me about my Moon' });
    const err = r.at(-1)!;
    expect(err.event).toBe('error');
    expect(err.data.message.content).toBe(
      "I'm sorry, I'm having trouble reaching my astrological knowledge right now. Please try again in a moment!",
    );
    expect(JSON.stringify(err.data)).not.toMatch(/OpenRouter|boom/);
    expect(err.data.message.status).toBe('error');
    expect(await userCount(c.id)).toBe(1);
    // The admin's System Logs keep the upstream detail.
    await server.flushLogs();
    const logged = await server.ctx.db.sql.query<{ context: string }>(
      "select context::text as context from system_logs where message = 'reply generation failed' order by id desc limit 1",
    );
    expect(logged.rows[0]?.context).toMatch(/"status": ?500/);
    expect(logged.rows[0]?.context).toContain('boom');
  });

  it('429 then success', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'error', status: 429, retryAfter: '0' }, { kind: 'text', chunks: ['Fine ', 'now.'] });
    const r = await post(server, c, 'messages', { content: 'Tell me about my Venus' });
    expect(r.at(-1)).toMatchObject({ event: 'done', data: { message: { content: 'Fine now.', status: 'complete' } } });
  });

  it('timeout: cosmic static, without the technical reason; the user message is kept', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'hang' });
    const r = await post(server, c, 'messages', { content: 'Tell me about my Mars' });
    expect(r.at(-1)!.data.message.content).toBe(
      "I'm having a moment of cosmic static! Let me reconnect with the stars and try again.",
    );
    expect(await userCount(c.id)).toBe(1);
  });

  it('empty reply: the empty apology', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'empty' });
    const r = await post(server, c, 'messages', { content: 'Tell me about my Saturn' });
    expect(r.at(-1)!.data.message).toMatchObject({
      content: "I'm sorry, my response came back empty. Please try again in a moment!",
      status: 'error',
    });
  });

  it('a stream cut midway keeps what arrived, marked incomplete; retry replaces it', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'cut', chunks: ['Your Venus ', 'in Gemini '] });
    const r = await post(server, c, 'messages', { content: 'Tell me about my Venus' });
    expect(r.at(-1)!.event).toBe('error');
    expect(r.at(-1)!.data.message).toMatchObject({ content: 'Your Venus in Gemini ', status: 'incomplete' });
    fake.enqueue({ kind: 'text', chunks: ['Your Venus in Gemini loves conversation.'] });
    const again = await post(server, c, 'retry');
    expect(again.at(-1)).toMatchObject({ event: 'done', data: { message: { status: 'complete' } } });
    const s = await session(server, c);
    expect(s.messages.map((m: StoredMessage) => [m.sender, m.status])).toEqual([
      ['user', 'complete'],
      ['Stellara', 'complete'],
    ]);
  });

  it('the key never reaches a message or the logs, even when the gateway echoes it', async () => {
    const c = await start(server);
    fake.enqueue({ kind: 'error', status: 401, body: `bad key ${KEY}` });
    const r = await post(server, c, 'messages', { content: 'hello' });
    expect(JSON.stringify(r)).not.toContain(KEY);
    expect(r.at(-1)!.data.message.content).toBe(
      "I'm sorry, I'm having trouble reaching my astrological knowledge right now. Please try again in a moment!",
    );
    await server.flushLogs();
    const logs = await server.ctx.db.sql.query(
      'select count(*)::int as n from system_logs where message like $1 or context::text like $1',
      [`%${KEY}%`],
    );
    expect((logs.rows as { n: number }[])[0]?.n).toBe(0);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.body).not.toContain(KEY);
    expect(health.json().components.llm).toMatchObject({ mode: 'openai-compatible', status: 'ok' });
  });
});
