import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { createTestServer } from '../test-support/test-server.ts';

// The technical dashboard when things are down: a Neo4j nobody listens on, and a gateway that answers 404 for its
// model list. Every card and monitor call says what failed, in the spec's words, and nothing is a 500.
let server: RunningServer;
let gateway: FakeOpenAiServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  gateway = await startFakeOpenAiServer();
  server = await createTestServer({
    GRAPH_URL: 'bolt://127.0.0.1:1',
    GRAPH_PASSWORD: 'unused',
    // The model list lives at <base>/models: under this base it is a 404.
    LLM_BASE_URL: `${gateway.url}/nowhere/v1`,
    LLM_API_KEY: 'test-key',
  });
  admin = await signedInAdmin(server, 'technical_admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

describe('System Health and the monitor with the graph and the gateway down', () => {
  test('the cards say disconnected with the failure messages', async () => {
    const cards = (await admin.browser.get('/api/admin/system/health')).json().cards;
    const by = Object.fromEntries(cards.map((c: { component: string }) => [c.component, c]));
    expect(by.graph).toMatchObject({ mode: 'neo4j', status: 'disconnected', latencyMs: null });
    expect(by.graph.message).toMatch(/^Neo4j connection failed: /);
    expect(by.llm).toMatchObject({
      mode: 'openai-compatible',
      status: 'disconnected',
      latencyMs: null,
      message: 'API returned 404',
    });
    expect(by.database.status).toBe('connected');
    expect(gateway.requests.some((r) => r.path === '/nowhere/v1/models')).toBe(true);
  });

  test('the monitor reports Disconnected, and the queries fail with the adapter message (4xx/503, not 500)', async () => {
    const connection = (await admin.browser.get('/api/admin/graph/connection')).json();
    expect(connection).toMatchObject({ mode: 'neo4j', status: 'disconnected' });
    expect(connection.message).toMatch(/^Neo4j connection failed: /);
    const stats = await admin.browser.get('/api/admin/graph/stats');
    expect(stats.statusCode).toBe(503);
    expect(stats.json().error.message).toMatch(/^Connection test failed: /);
    const presets = (await admin.browser.get('/api/admin/system/quick-queries')).json();
    expect(presets).toMatchObject({ mode: 'neo4j', language: 'cypher' });
    const query = await admin.browser.post('/api/admin/graph/query', { query: presets.presets[0].query });
    expect(query.statusCode).toBe(422);
    expect(query.json().error.message).toMatch(/^Neo4j query failed: /);
    const scan = await admin.browser.get('/api/admin/cleanup/duplicates');
    expect(scan.statusCode).toBe(503);
    expect(scan.json().error.message).toMatch(/^Neo4j query failed: /);
    const preview = await admin.browser.post('/api/admin/cleanup/preview', { entityType: 'House', identifier: '7' });
    expect(preview.statusCode).toBe(503);
    const merge = await admin.browser.post('/api/admin/cleanup/merge', { entityType: 'House', identifier: '7' });
    expect(merge.statusCode).toBe(503);
    const write = await admin.browser.post('/api/admin/cleanup/query', { query: 'MATCH (n) RETURN n', write: true });
    expect(write.statusCode).toBe(422);
    expect((await admin.browser.get('/api/admin/cleanup/operations')).statusCode).toBe(200);
    expect((await admin.browser.get('/api/admin/knowledge-updates')).statusCode).toBe(200);
  }, 60_000);
});
