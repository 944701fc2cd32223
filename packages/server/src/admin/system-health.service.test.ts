import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import type { LanguageModel } from '../llm/language-model.port.ts';
import { formatUptime, gatewayName, SystemHealthService } from './system-health.service.ts';

// The cards' wording for failures, with components that fail in the ways the real adapters do.
const db = {
  kind: 'postgresql',
  sql: { query: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) },
} as unknown as Database;
const graph = {
  mode: 'neo4j',
  detail: 'Neo4j at db.example:7687',
  testConnection: async () => ({
    ok: false,
    mode: 'neo4j',
    latencyMs: null,
    message: 'Neo4j connection failed: Could not perform discovery',
  }),
} as unknown as KnowledgeGraph;
const gateway = (error: Error, detail = 'OpenAI-compatible gateway at openrouter.ai') =>
  ({
    mode: 'openai-compatible',
    detail,
    probe: async () => Promise.reject(error),
  }) as unknown as LanguageModel;

describe('SystemHealthService failure messages', () => {
  it('names what failed the way the spec shapes it', async () => {
    const service = new SystemHealthService({ db, graph, llm: gateway(new Error('fetch failed')) });
    expect(await service.test('database')).toMatchObject({
      status: 'disconnected',
      latencyMs: null,
      message: 'PostgreSQL connection failed: connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(await service.test('graph')).toMatchObject({
      status: 'disconnected',
      message: 'Neo4j connection failed: Could not perform discovery',
    });
    expect(await service.test('llm')).toMatchObject({
      status: 'disconnected',
      message: 'OpenRouter connection failed: fetch failed',
    });
  });

  it("keeps the gateway's 'API returned {status}' as it is", async () => {
    const service = new SystemHealthService({
      db,
      graph,
      llm: gateway(new Error('API returned 401'), 'OpenAI-compatible gateway at 127.0.0.1:11434'),
    });
    expect((await service.test('llm')).message).toBe('API returned 401');
  });

  it('a built-in reader whose configured gateway does not answer shows the gateway disconnected', async () => {
    const llm = {
      mode: 'embedded',
      detail: 'built-in reader; OpenAI-compatible gateway at 127.0.0.1:9 configured',
      probe: async () => ({ status: 'degraded', message: 'the gateway does not answer: fetch failed' }),
    } as unknown as LanguageModel;
    const card = await new SystemHealthService({ db, graph, llm }).test('llm');
    expect(card).toMatchObject({ status: 'disconnected', mode: 'embedded' });
    expect(card.message).toBe('Built-in reader (embedded mode). the gateway does not answer: fetch failed');
  });

  it('names the gateway by its host', () => {
    expect(gatewayName('OpenAI-compatible gateway at openrouter.ai')).toBe('OpenRouter');
    expect(gatewayName('OpenAI-compatible gateway at 127.0.0.1:11434')).toBe('LLM gateway');
  });

  it('formats uptime', () => {
    expect([5, 125, 3 * 3600 + 60, 5 * 86400].map(formatUptime)).toEqual(['5 s', '2 min', '3 h 1 min', '5 days']);
  });
});
