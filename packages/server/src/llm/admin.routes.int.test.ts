// LLM Config, the Astrology APIs tester and Test Stellara (graph-only), through /api/admin. Runs on PGlite and
// PostgreSQL. Two servers: one without a gateway (the built-in reader answers everything) and one with the local
// OpenAI-compatible test server as its gateway (the active model decides who answers).
import {
  API_TESTER_SAMPLE_SUBJECT,
  API_TESTER_TRANSIT_SUBJECT,
  GRAPH_TEST_MESSAGES,
  LLM_MESSAGES,
  LLM_PRESETS,
} from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import { NO_KNOWLEDGE_ANSWER } from '../conversation/personalities/graph-only.ts';
import type { RunningServer } from '../server.ts';
import { describeAdminOnly, type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import { defaultFakeReply, type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { BUILTIN_MODEL_NAME } from './routing-model.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin models without a gateway (built-in reader)', () => {
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInAdmin(server, 'technical_admin');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  describeAdminOnly(
    () => server,
    [
      'GET /api/admin/llm/configurations',
      { method: 'POST', url: '/api/admin/llm/configurations', body: { modelName: 'a/b', provider: 'a' } },
      `POST /api/admin/llm/configurations/${UNKNOWN_ID}/activate`,
      `DELETE /api/admin/llm/configurations/${UNKNOWN_ID}`,
      'GET /api/admin/astrology-apis/stats',
      { method: 'POST', url: '/api/admin/astrology-apis/daily-transits', body: { date: '2024-10-09' } },
      'GET /api/admin/graph-test/connection',
      { method: 'POST', url: '/api/admin/graph-test', body: { message: 'Tell me about Venus in Scorpio' } },
      'GET /api/admin/graph-test/sessions',
      'GET /api/admin/llm/quick-add',
      { method: 'PUT', url: '/api/admin/llm/quick-add', body: { models: [] } },
    ],
  );

  it('keeps the quick-add list as data: seeded with current models, edited and kept by an administrator', async () => {
    const seeded = await admin.browser.get('/api/admin/llm/quick-add');
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().models.map((m: { modelName: string }) => m.modelName)).toEqual(
      LLM_PRESETS.map((p) => p.modelName),
    );
    const models = [
      { modelName: 'acme/next-model', provider: 'acme', description: '  The next one  ' },
      { modelName: 'openai/gpt-5', provider: 'openai' },
    ];
    const saved = await admin.browser.put('/api/admin/llm/quick-add', { models });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { modelName: 'acme/next-model', provider: 'acme', description: 'The next one' },
      { modelName: 'openai/gpt-5', provider: 'openai', description: null },
    ];
    expect(saved.json().models).toEqual(expected);
    expect((await admin.browser.get('/api/admin/llm/quick-add')).json().models).toEqual(expected);
    // Saved again: still one stored list, the newest.
    await admin.browser.put('/api/admin/llm/quick-add', { models: expected.slice(1) });
    expect((await admin.browser.get('/api/admin/llm/quick-add')).json().models).toEqual(expected.slice(1));
    const rows = await server.ctx.db.sql.query<{ n: string | number }>(
      "select count(*) as n from staging_configurations where config_type = 'llm_quick_add'",
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
    // A model twice, or one without a provider, is refused and changes nothing.
    const twice = await admin.browser.put('/api/admin/llm/quick-add', {
      models: [expected[1], { ...expected[1], modelName: 'OpenAI/GPT-5' }],
    });
    expect(twice.statusCode).toBe(400);
    const noProvider = await admin.browser.put('/api/admin/llm/quick-add', {
      models: [{ modelName: 'a/b', provider: ' ' }],
    });
    expect(noProvider.statusCode).toBe(400);
    expect((await admin.browser.get('/api/admin/llm/quick-add')).json().models).toEqual(expected.slice(1));
  });

  it('refused calls change nothing', async () => {
    const list = (await admin.browser.get('/api/admin/llm/configurations')).json();
    expect(list.configurations).toEqual([]);
    const sessions = (await admin.browser.get('/api/admin/graph-test/sessions')).json();
    expect(sessions.sessions).toEqual([]);
  });

  it('lists nothing at first and says the built-in reader answers', async () => {
    const r = await admin.browser.get('/api/admin/llm/configurations');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.activeModel).toBeNull();
    expect(body.runtime).toMatchObject({ gatewayConfigured: false, gatewayHost: null, answeredBy: 'builtin' });
    expect(body.runtime.explanation).toMatch(/No model gateway is configured.*built-in reader/);
  });

  it('adds a model: name and provider required, description null when empty, duplicates refused', async () => {
    for (const body of [{}, { modelName: 'x/y' }, { modelName: '  ', provider: 'x' }, { provider: 'x' }]) {
      const r = await admin.browser.post('/api/admin/llm/configurations', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe(LLM_MESSAGES.required);
    }
    const bad = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: 'x/y',
      provider: 'x',
      description: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');

    const r = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: ' acme/model-1 ',
      provider: 'acme',
      description: '   ',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ modelName: 'acme/model-1', provider: 'acme', description: null, isActive: false });
    const rows = await server.ctx.db.sql.query('select description from llm_configurations where model_name = $1', [
      'acme/model-1',
    ]);
    expect(rows.rows).toEqual([{ description: null }]);

    const withDescription = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: 'acme/model-2',
      provider: 'acme',
      description: 'Second model',
    });
    expect(withDescription.json().description).toBe('Second model');

    const again = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: 'ACME/model-1',
      provider: 'acme',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LLM_MESSAGES.duplicate);
  });

  it('activates exactly one model at a time; only inactive models can be activated or deleted', async () => {
    const preset = LLM_PRESETS[0];
    const added = await admin.browser.post('/api/admin/llm/configurations', preset);
    expect(added.statusCode).toBe(201);
    const list = (await admin.browser.get('/api/admin/llm/configurations')).json();
    const [first, second] = list.configurations as { id: string; modelName: string }[];
    if (!first || !second) throw new Error('expected two models');

    const a1 = await admin.browser.post(`/api/admin/llm/configurations/${first.id}/activate`, {});
    expect(a1.statusCode).toBe(200);
    expect(a1.json().activeModel).toBe(first.modelName);
    // Without a gateway the stored model is not what answers, and the answer says so.
    expect(a1.json().runtime.answeredBy).toBe('builtin');
    expect(a1.json().runtime.explanation).toContain(`${first.modelName} is stored`);

    const a2 = await admin.browser.post(`/api/admin/llm/configurations/${second.id}/activate`, {});
    expect(a2.json().activeModel).toBe(second.modelName);
    const active = await server.ctx.db.sql.query<{ model_name: string }>(
      'select model_name from llm_configurations where is_active',
    );
    expect(active.rows.map((r) => r.model_name)).toEqual([second.modelName]);

    const again = await admin.browser.post(`/api/admin/llm/configurations/${second.id}/activate`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LLM_MESSAGES.onlyInactiveActivate);
    const del = await admin.browser.delete(`/api/admin/llm/configurations/${second.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(LLM_MESSAGES.onlyInactiveDelete);

    const ok = await admin.browser.delete(`/api/admin/llm/configurations/${first.id}`);
    expect(ok.statusCode).toBe(204);
    const after = (await admin.browser.get('/api/admin/llm/configurations')).json();
    expect(after.configurations.map((c: { id: string }) => c.id)).not.toContain(first.id);

    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      expect((await admin.browser.post(`/api/admin/llm/configurations/${id}/activate`, {})).statusCode).toBe(404);
      expect((await admin.browser.delete(`/api/admin/llm/configurations/${id}`)).statusCode).toBe(404);
    }
  });

  it('daily transits: the sky of 2024-10-09, counted in api_call_stats with the v4 functions', async () => {
    const r = await admin.browser.post('/api/admin/astrology-apis/daily-transits', { date: '2024-10-09' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.date).toBe('2024-10-09');
    expect(body.at).toBe('2024-10-09T12:00:00Z');
    const sun = body.positions.find((p: { name: string }) => p.name === 'Sun');
    // On 9 October 2024 the Sun is in the middle of Libra (about 16-17 degrees).
    expect(sun).toMatchObject({ sign: 'Libra' });
    expect(sun.position).toBeGreaterThan(16);
    expect(sun.position).toBeLessThan(17.5);
    // Jupiter stationed retrograde on 9 October 2024; Saturn and Pluto were retrograde too.
    expect(body.retrograde).toEqual(expect.arrayContaining(['Jupiter', 'Saturn', 'Pluto']));
    expect(body.aspects.length).toBeGreaterThan(0);

    const bad = await admin.browser.post('/api/admin/astrology-apis/daily-transits', { date: '2024-13-45' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.date).toBeTruthy();

    // The v4 functions the tester calls count themselves (natal is open; transits need plus: an admin counts as pro).
    const natal = await admin.browser.post('/api/v4/natal-aspects-data', { subject: API_TESTER_SAMPLE_SUBJECT });
    expect(natal.statusCode).toBe(200);
    const transit = await admin.browser.post('/api/v4/transit-chart', {
      first_subject: API_TESTER_SAMPLE_SUBJECT,
      transit_subject: API_TESTER_TRANSIT_SUBJECT,
    });
    expect(transit.statusCode).toBe(200);
    expect(transit.json().chart).toMatch(/^<svg/);
    const failed = await admin.browser.post('/api/v4/transit-aspects-data', { first_subject: {} });
    expect(failed.statusCode).toBe(400);

    // Counters are flushed every 2 s.
    let stats: {
      functions: { functionName: string; totalCalls: number; successfulCalls: number; failedCalls: number }[];
      totals: { totalCalls: number; successRate: number | null; avgDurationMs: number | null };
    } = { functions: [], totals: { totalCalls: 0, successRate: null, avgDurationMs: null } };
    for (let i = 0; i < 40 && stats.totals.totalCalls < 5; i++) {
      await new Promise((r) => setTimeout(r, 200));
      stats = (await admin.browser.get('/api/admin/astrology-apis/stats')).json();
    }
    const of = (name: string) => stats.functions.find((f) => f.functionName === name);
    expect(of('daily-transits')).toMatchObject({ totalCalls: 2, successfulCalls: 1, failedCalls: 1 });
    expect(of('natal-aspects-data')).toMatchObject({ totalCalls: 1, successfulCalls: 1 });
    expect(of('transit-chart')).toMatchObject({ totalCalls: 1, successfulCalls: 1 });
    expect(of('transit-aspects-data')).toMatchObject({ totalCalls: 1, failedCalls: 1 });
    expect(stats.totals.totalCalls).toBe(5);
    expect(stats.totals.successRate).toBe(60);
    expect(stats.totals.avgDurationMs).toBeGreaterThan(0);
  });

  it('graph test: the built-in reader answers Venus in Scorpio from the graph and stores the session', async () => {
    const r = await admin.browser.post('/api/admin/graph-test', {
      message: 'Tell me about Venus in Scorpio',
      personality: 'guide',
      level: 'basic',
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.answeredBy).toBe('builtin');
    expect(body.extractedBy).toBe('builtin');
    expect(body.concepts).toMatchObject({ planets: ['Venus'], signs: ['Scorpio'] });
    const interpretation = body.facts.find((f: { label: string }) => f.label === 'Interpretation');
    expect(interpretation.title).toBe('Venus in Scorpio');
    // The answer is the graph's own text.
    const graphText = await server.ctx.graph.getInterpretation({
      kind: 'planet-in-sign',
      planet: 'Venus',
      sign: 'Scorpio',
    });
    expect(body.response).toContain(String(graphText?.node.properties.summary ?? graphText?.node.properties.content));
    expect(body.systemPrompt).toContain(NO_KNOWLEDGE_ANSWER);
    // No chart and no plan in this test: nothing in the prompt asks for what it cannot give.
    expect(body.systemPrompt).not.toMatch(/Plan:|degrees|orbs|house system/);
    expect(body.session).toMatchObject({
      testMessage: 'Tell me about Venus in Scorpio',
      personalityMode: 'guide',
      technicalLevel: 'basic',
      environment: 'staging',
      responseStaging: body.response,
    });
    const stored = await server.ctx.db.sql.query<{ admin_id: string; found_knowledge: { facts: unknown[] } }>(
      'select admin_id, found_knowledge from llm_test_sessions where id = $1',
      [body.session.id],
    );
    expect(stored.rows[0]?.admin_id).toBe(admin.userId);
    expect(stored.rows[0]?.found_knowledge.facts.length).toBe(body.facts.length);
  });

  it('graph test: a Venus question gets the Venus items, not other planets in the 7th house', async () => {
    const r = await admin.browser.post('/api/admin/graph-test', {
      message: 'I have Venus in the 7th house and Mars in Aries. What does my Venus mean for love?',
      personality: 'guide',
      level: 'technical',
    });
    const body = r.json();
    const titles = body.facts.map((f: { title: string }) => f.title);
    expect(titles).toEqual(expect.arrayContaining(['Venus in the 7th house', 'Venus', 'House 7']));
    // Each fact is about what was asked: no other planet in the 7th house, no Venus in Aries.
    for (const title of titles) expect(title).not.toMatch(/^(?!Venus)\w[\w ]* in the 7th house$|Venus in Aries/);
    expect(titles).not.toContain('Mars in the 7th house');
    expect(titles).not.toContain('Venus in Aries');
  });

  it('graph test: nothing in the graph gives the refusal, word for word, from the built-in reader', async () => {
    const r = await admin.browser.post('/api/admin/graph-test', {
      message: 'What is the boiling point of water at sea level?',
      personality: 'coach',
      level: 'technical',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().facts).toEqual([]);
    expect(r.json().response).toBe(NO_KNOWLEDGE_ANSWER);
    expect(r.json().response).toContain(GRAPH_TEST_MESSAGES.noKnowledge);
  });

  it('graph test: an empty message is refused; sessions list the latest ten, newest first', async () => {
    const empty = await admin.browser.post('/api/admin/graph-test', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.message).toBe(GRAPH_TEST_MESSAGES.emptyMessage);
    const bad = await admin.browser.post('/api/admin/graph-test', { message: 'Mars', personality: 'pirate' });
    expect(bad.statusCode).toBe(400);

    for (let i = 0; i < 9; i++) {
      const r = await admin.browser.post('/api/admin/graph-test', { message: `Mars in house ${i + 1}` });
      expect(r.statusCode).toBe(200);
    }
    const sessions = (await admin.browser.get('/api/admin/graph-test/sessions')).json().sessions;
    expect(sessions).toHaveLength(10);
    expect(sessions[0].testMessage).toBe('Mars in house 9');
    // Another admin sees only their own.
    const other = await signedInAdmin(server, 'astrological_admin');
    expect((await other.browser.get('/api/admin/graph-test/sessions')).json().sessions).toEqual([]);
  });

  it('graph connection status; without a connected graph no test runs and nothing is stored', async () => {
    const r = await admin.browser.get('/api/admin/graph-test/connection');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ connected: true, mode: 'embedded' });

    const graph = server.ctx.graph;
    const original = graph.testConnection.bind(graph);
    graph.testConnection = async () => ({
      ok: false,
      mode: graph.mode,
      latencyMs: null,
      message: 'Connection test failed: the graph is down',
    });
    try {
      const status = (await admin.browser.get('/api/admin/graph-test/connection')).json();
      expect(status).toMatchObject({ connected: false, message: 'Connection test failed: the graph is down' });
      const before = await server.ctx.db.sql.query<{ n: number }>('select count(*)::int as n from llm_test_sessions');
      const run = await admin.browser.post('/api/admin/graph-test', { message: 'Tell me about Venus in Scorpio' });
      expect(run.statusCode).toBe(503);
      expect(run.json().error.message).toBe(GRAPH_TEST_MESSAGES.notConnected);
      const after = await server.ctx.db.sql.query<{ n: number }>('select count(*)::int as n from llm_test_sessions');
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    } finally {
      graph.testConnection = original;
    }
  });
});

describe('admin models with a gateway (the local OpenAI-compatible test server)', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;
  let admin: SignedInAdmin;
  let conversation: { id: string; headers: Record<string, string> };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.fallback = (req) =>
      req.body?.temperature === 0.3
        ? defaultFakeReply(req)
        : { kind: 'text', chunks: ['Reply from ', String(req.body?.model), ' at the test gateway.'] };
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      // The default stays the built-in reader until an admin activates a gateway model.
      LLM_DEFAULT_MODEL: BUILTIN_MODEL_NAME,
    });
    admin = await signedInAdmin(server, 'technical_admin');
    const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
    expect(res.statusCode).toBe(201);
    conversation = { id: res.json().session.id, headers: { [CONVERSATION_TOKEN_HEADER]: res.json().token } };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function chat(content: string): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: conversation.headers,
      payload: { content },
    });
    expect(res.body).toContain('event: done');
    return res.body
      .split('\n')
      .filter((l) => l.startsWith('data:') && l.includes('"text"'))
      .map((l) => JSON.parse(l.slice(5)).text as string)
      .join('');
  }

  const completions = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions'));

  it('the default built-in reader answers; activating a gateway model makes the next reply come from it', async () => {
    fake.requests.length = 0;
    const before = await chat('Tell me about my Sun');
    expect(completions()).toHaveLength(0);
    expect(before).not.toContain('test gateway');
    const list = (await admin.browser.get('/api/admin/llm/configurations')).json();
    expect(list.runtime).toMatchObject({
      gatewayConfigured: true,
      answeredBy: 'builtin',
      effectiveModel: BUILTIN_MODEL_NAME,
    });

    const added = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: 'acme/gateway-model',
      provider: 'acme',
    });
    expect(added.statusCode).toBe(201);
    const activated = await admin.browser.post(`/api/admin/llm/configurations/${added.json().id}/activate`, {});
    expect(activated.statusCode).toBe(200);
    expect(activated.json().runtime).toMatchObject({ answeredBy: 'gateway', effectiveModel: 'acme/gateway-model' });
    expect(activated.json().runtime.explanation).toContain(
      `acme/gateway-model through the gateway at ${new URL(fake.baseUrl).host}`,
    );

    const reply = await chat('And my Moon?');
    expect(reply).toBe('Reply from acme/gateway-model at the test gateway.');
    const sent = completions().find((r) => r.body?.stream === true);
    expect(sent?.body?.model).toBe('acme/gateway-model');
    expect(sent?.headers.authorization).toBe('Bearer test-key');

    // The graph-only test goes to the gateway too: concepts at 0.1, the answer at 0.7.
    fake.requests.length = 0;
    fake.enqueue(
      {
        kind: 'text',
        chunks: [
          '```json\n{"planets":["venus"],"signs":["scorpio"],"houses":[8, 13, "x"],"aspects":[],"topics":[]}\n```',
        ],
      },
      { kind: 'text', chunks: ['Venus in Scorpio, from the graph.'] },
    );
    const test = await admin.browser.post('/api/admin/graph-test', { message: 'Tell me about Venus in Scorpio' });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      answeredBy: 'gateway',
      extractedBy: 'model',
      model: 'acme/gateway-model',
      response: 'Venus in Scorpio, from the graph.',
      concepts: { planets: ['Venus'], signs: ['Scorpio'], houses: [8] },
    });
    const [extract, answer] = completions();
    expect(extract?.body?.temperature).toBe(0.1);
    expect(answer?.body?.temperature).toBe(0.7);
    expect(answer?.body?.messages?.[0]?.content).toContain('Venus in Scorpio');
    expect(answer?.body?.messages?.[0]?.content).not.toContain('Plan:');

    // A failed extraction leaves empty concepts; the prompt then carries nothing and asks for the refusal.
    fake.enqueue({ kind: 'text', chunks: ['not json at all'] }, { kind: 'text', chunks: [NO_KNOWLEDGE_ANSWER] });
    const failed = await admin.browser.post('/api/admin/graph-test', { message: 'Tell me about Venus in Scorpio' });
    expect(failed.json().concepts).toEqual({ planets: [], signs: [], houses: [], aspects: [], topics: [] });
    expect(failed.json().extractionError).toMatch(/JSON/);

    // A gateway error is the test's error, not a 500.
    fake.enqueue(
      { kind: 'text', chunks: ['{}'] },
      { kind: 'error', status: 400, body: '{"error":{"message":"bad model"}}' },
    );
    const broken = await admin.browser.post('/api/admin/graph-test', { message: 'Mars' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().error.message).toMatch(/OpenRouter API error: 400/);

    // Back to the built-in reader: no gateway call for the next reply.
    const builtin = await admin.browser.post('/api/admin/llm/configurations', {
      modelName: BUILTIN_MODEL_NAME,
      provider: 'stellara',
    });
    const back = await admin.browser.post(`/api/admin/llm/configurations/${builtin.json().id}/activate`, {});
    expect(back.json().runtime.answeredBy).toBe('builtin');
    fake.requests.length = 0;
    const last = await chat('What about Venus?');
    expect(completions()).toHaveLength(0);
    expect(last).not.toContain('test gateway');
  });
});
