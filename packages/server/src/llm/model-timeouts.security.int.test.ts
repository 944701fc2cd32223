// docs/limits.md#budgets: a hung model gateway cost a person 150 s before any error (the reply waited on the engagement
// analysis, then on the stream), and a non-JSON 200 surfaced a raw parse error. Through the real chat route, with
// small deadlines injected through the configuration: every way of hanging ends in the spec's error event with the
// person's message stored and the upstream request aborted; an unreadable answer is a readable error with its
// detail in System Logs; a hung analysis never holds up the reply. No elapsed time is asserted: a deadline that
// does not work makes the test hang past vitest's limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import {
  defaultFakeReply,
  type FakeOpenAiServer,
  type FakeReply,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { UNREADABLE_ANSWER } from './openai-gateway.ts';

const COSMIC_STATIC = "I'm having a moment of cosmic static! Let me reconnect with the stars and try again.";
type Chat = { id: string; headers: Record<string, string> };

async function startChat(server: RunningServer): Promise<Chat> {
  const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
  expect(res.statusCode).toBe(201);
  const { session, token } = res.json();
  return { id: session.id, headers: { [CONVERSATION_TOKEN_HEADER]: token } };
}

async function stream(server: RunningServer, chat: Chat, path: 'open' | 'messages', content?: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/conversations/${chat.id}/${path}`,
    headers: chat.headers,
    ...(content === undefined ? {} : { payload: { content } }),
  });
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
  return { events: parseSse(res.body), raw: res.body };
}

async function storedMessages(server: RunningServer, chat: Chat) {
  const res = await server.app.inject({ method: 'GET', url: `/api/conversations/${chat.id}`, headers: chat.headers });
  expect(res.statusCode).toBe(200);
  return res.json().session as {
    messages: { sender: string; content: string; status: string }[];
    hook: { state: string; resonanceScore: number | null };
  };
}

async function hookRow(server: RunningServer, chat: Chat) {
  const { rows } = await server.ctx.db.sql.query<{
    state: string;
    resonance_score: number | null;
    user_response_type: string | null;
  }>('select state, resonance_score, user_response_type from session_hook_data where session_id = $1', [chat.id]);
  return rows[0];
}

async function logContexts(server: RunningServer, message: string): Promise<string> {
  await server.flushLogs();
  const { rows } = await server.ctx.db.sql.query<{ context: string }>(
    'select context::text as context from system_logs where message = $1 order by id',
    [message],
  );
  return rows.map((r) => r.context).join('\n');
}

const completions = (fake: FakeOpenAiServer) => fake.requests.filter((r) => r.path === '/v1/chat/completions');
const isAnalysis = (r: RecordedRequest) => r.body?.temperature === 0.3;

describe('a gateway that hangs or answers garbage, with small deadlines', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-test-timeouts',
      LLM_DEFAULT_MODEL: 'test/default',
      // Each stage fails first in its own case: connect (no headers) before first token (headers, no content)
      // before idle (content, then nothing).
      LLM_CONNECT_TIMEOUT_MS: '1000',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
      LLM_IDLE_TIMEOUT_MS: '3000',
      LLM_REQUEST_TIMEOUT_MS: '2000',
      LLM_ANALYSIS_TIMEOUT_MS: '500',
    });
    admin = await signedInAdmin(server, 'technical_admin');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const cases: { name: string; reply: FakeReply; stage: string; kept: string | null }[] = [
    { name: 'never answers', reply: { kind: 'hang' }, stage: 'connect timeout', kept: null },
    { name: 'sends headers, then nothing', reply: { kind: 'headers-only' }, stage: 'first token timeout', kept: null },
    {
      name: 'sends one chunk, then stalls',
      reply: { kind: 'stall', chunks: ['Your Moon in Scorpio '] },
      stage: 'idle timeout',
      kept: 'Your Moon in Scorpio ',
    },
  ];
  for (const c of cases) {
    it(`a gateway that ${c.name}: the spec's error, the message stored, the request aborted`, async () => {
      const chat = await startChat(server);
      fake.requests.length = 0;
      fake.enqueue(c.reply);
      const { events, raw } = await stream(server, chat, 'messages', 'Tell me about my Moon');
      const last = events.at(-1)!;
      expect(last.event).toBe('error');
      expect(last.data).toMatchObject({ error: COSMIC_STATIC, retryable: true });
      expect(last.data.message).toMatchObject(
        c.kept ? { content: c.kept, status: 'incomplete' } : { content: COSMIC_STATIC, status: 'error' },
      );
      expect(raw).not.toMatch(/timeout|abort/i);
      const stored = await storedMessages(server, chat);
      expect(stored.messages.map((m) => [m.sender, m.status])).toEqual([
        ['user', 'complete'],
        ['Stellara', c.kept ? 'incomplete' : 'error'],
      ]);
      expect(stored.messages[0]!.content).toBe('Tell me about my Moon');
      // The client closed the connection (aborted), and did not try again after a timeout.
      const [sent] = completions(fake);
      await sent!.closed;
      expect(completions(fake)).toHaveLength(1);
      // The admin reads which deadline passed.
      expect(await logContexts(server, 'reply generation failed')).toContain(c.stage);
    });
  }

  it('a 200 with HTML: the spec error for the person, the detail for the admin, never a parse error', async () => {
    const chat = await startChat(server);
    fake.enqueue({ kind: 'html' });
    const { events, raw } = await stream(server, chat, 'messages', 'Tell me about my Venus');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: COSMIC_STATIC } });
    expect(raw).not.toMatch(/SyntaxError|Unexpected token|JSON/);
    expect((await storedMessages(server, chat)).messages[0]).toMatchObject({
      sender: 'user',
      content: 'Tell me about my Venus',
    });
    const detail = await logContexts(server, 'the model gateway sent an answer Stellara could not read');
    expect(detail).toContain('text/html');
    expect(detail).toContain('502 Bad Gateway');
  });

  it('the trainer reads a clear error for an unreadable answer and for a non-streamed call past its cap', async () => {
    const trainer = await signedInAdmin(server, 'astrological_admin');
    const bodies: FakeReply[] = [
      { kind: 'html' },
      { kind: 'raw', contentType: 'application/json', body: '{"choices": [{"message": {"content": "Ven' },
      { kind: 'raw', contentType: 'application/json', body: '{"output": "a reading in the wrong place"}' },
    ];
    for (const body of bodies) {
      fake.enqueue(body);
      const r = await trainer.browser.post('/api/admin/training/test', { personality: 'mentor', message: 'Venus?' });
      expect(r.statusCode).toBe(503);
      expect(r.json().error.message).toBe(UNREADABLE_ANSWER);
    }
    fake.requests.length = 0;
    fake.enqueue({ kind: 'headers-only' });
    const r = await trainer.browser.post('/api/admin/training/test', { personality: 'mentor', message: 'Venus?' });
    expect(r.statusCode).toBe(503);
    expect(r.json().error.message).toBe('The model did not finish its answer within 2 s (request timeout).');
    await completions(fake)[0]!.closed;
  });

  it('Test Connection and the health check stop at the connect timeout', async () => {
    fake.models = 'hang';
    try {
      const cards = (await admin.browser.get('/api/admin/system/health')).json().cards as {
        component: string;
        status: string;
        message: string;
      }[];
      const llm = cards.find((c) => c.component === 'llm')!;
      expect(llm.status).toBe('disconnected');
      expect(llm.message).toContain('did not answer within 1 s (connect timeout)');
      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().components.llm.status).toBe('down');
      // Both probes were aborted, not left open.
      await Promise.all(fake.requests.filter((r) => r.path === '/v1/models').map((r) => r.closed));
    } finally {
      fake.models = 'ok';
    }
  });

  it('a hung engagement analysis does not hold up the reply; past its own limit the keywords decide', async () => {
    fake.fallback = (req) => (isAnalysis(req) ? { kind: 'hang' } : defaultFakeReply(req));
    try {
      const chat = await startChat(server);
      await stream(server, chat, 'open');
      expect((await hookRow(server, chat))?.state).toBe('presented');
      const { events } = await stream(server, chat, 'messages', "Yes, that's me");
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { status: 'complete' } } });
      // The readiness signal: the analysis ended (at its limit) and its fallback was written.
      await server.ctx.conversations.analysesSettled();
      expect(await hookRow(server, chat)).toMatchObject({
        state: 'acknowledged',
        resonance_score: 7,
        user_response_type: 'confirms',
      });
      const analysis = completions(fake).filter(isAnalysis).at(-1)!;
      await analysis.closed;
      expect(await logContexts(server, 'engagement analysis fell back to keywords')).toContain(
        'LLM_ANALYSIS_TIMEOUT_MS',
      );
    } finally {
      fake.fallback = defaultFakeReply;
    }
  });
});

describe('the engagement analysis runs beside the reply, and its result is used when it lands', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-test-timeouts',
      LLM_DEFAULT_MODEL: 'test/default',
      // Far past vitest's limit: a reply that waited for the analysis would hang the test.
      LLM_ANALYSIS_TIMEOUT_MS: '3600000',
      LLM_REQUEST_TIMEOUT_MS: '3600000',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('the reply streams and completes while the analysis is held; the state moves once it answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const analysisJson = JSON.stringify({
      comfortLevel: 'vulnerable',
      resonanceScore: 9,
      responseType: 'shares_more',
      intensitySuggestion: 'deep',
      keySignals: ['always'],
      userLanguagePatterns: ['hold it together'],
    });
    fake.fallback = (req) =>
      isAnalysis(req)
        ? { kind: 'held', release: held, reply: { kind: 'text', chunks: [analysisJson] } }
        : defaultFakeReply(req);
    try {
      const chat = await startChat(server);
      await stream(server, chat, 'open');
      const { events } = await stream(server, chat, 'messages', 'Yes, I always have to hold it together.');
      const done = events.at(-1)!;
      expect(done).toMatchObject({ event: 'done', data: { message: { status: 'complete' } } });
      // The analysis is still out: the reply went without it, and the state has not moved yet.
      expect(done.data.hook.state).toBe('presented');
      expect(completions(fake).filter(isAnalysis)).toHaveLength(1);
      expect((await hookRow(server, chat))?.state).toBe('presented');

      release();
      await server.ctx.conversations.analysesSettled();
      expect(await hookRow(server, chat)).toMatchObject({
        state: 'acknowledged',
        resonance_score: 9,
        user_response_type: 'shares_more',
      });
      // The next message reads the analysed state: no second analysis, and the reply is told it was acknowledged.
      const next = await stream(server, chat, 'messages', 'What does my Saturn say?');
      expect(next.events.at(-1)).toMatchObject({
        event: 'done',
        data: { hook: { state: 'acknowledged', intensityLevel: 'deep' } },
      });
      expect(completions(fake).filter(isAnalysis)).toHaveLength(1);
    } finally {
      release();
      fake.fallback = defaultFakeReply;
    }
  });
});
