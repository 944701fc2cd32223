import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { ensureStarterKnowledge, loadStarterKnowledge } from './seed-graph.ts';

describe('knowledge graph in the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts with the embedded graph, the starter knowledge base loaded, and reports it healthy', async () => {
    expect(server.ctx.graph.mode).toBe('embedded');
    expect((await server.ctx.graph.totals()).nodes).toBeGreaterThan(600);
    const health = (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.components.graph).toMatchObject({ mode: 'embedded', status: 'ok' });
    const { rows } = await server.ctx.db.sql.query<{ update_type: string; success: boolean }>(
      "SELECT update_type, success FROM knowledge_updates WHERE entity_type = 'KnowledgeBase'",
    );
    expect(rows).toEqual([{ update_type: 'seed', success: true }]);
  });

  it('re-loads the starter knowledge base on request without duplicating anything', async () => {
    const before = await server.ctx.graph.totals();
    const again = await loadStarterKnowledge(server.ctx.graph, { createdBy: 'admin@example.com' });
    expect(again.nodes).toBeGreaterThan(600);
    expect(await server.ctx.graph.totals()).toEqual(before);
  });

  it('adds relationship types that joined the starter knowledge base to a graph loaded before them', async () => {
    const types = (await server.ctx.graph.schemaOverview()).relationshipTypes;
    const count = (type: string) => types.find((t) => t.type === type)?.count;
    expect([count('OPPOSES'), count('FRIENDS_WITH'), count('ENEMIES_WITH')]).toEqual([6, 17, 11]);
    const before = await server.ctx.graph.totals();
    // A graph from before: no such edges, and a description a reviewer changed.
    await server.ctx.db.sql.query("DELETE FROM graph_edges WHERE type IN ('OPPOSES', 'FRIENDS_WITH', 'ENEMIES_WITH')");
    await server.ctx.db.sql.query(
      `UPDATE graph_nodes SET properties = properties || '{"summary": "Reviewed."}'::jsonb
        WHERE label = 'Planet' AND key = 'Venus'`,
    );
    const upgraded = await ensureStarterKnowledge(server.ctx.graph);
    expect(upgraded).toMatchObject({ loaded: true, nodes: 0, relationships: 34 });
    expect(await server.ctx.graph.totals()).toEqual(before);
    expect((await server.ctx.graph.getPlanet('Venus'))?.node.properties.summary).toBe('Reviewed.');
    expect(await ensureStarterKnowledge(server.ctx.graph)).toMatchObject({ loaded: false, relationships: 0 });
  });
});

describe('knowledge graph down', () => {
  it('keeps the app running and shows the graph as down in health', async () => {
    // Nothing listens on port 1: Neo4j is unreachable.
    const server = await createTestServer({ GRAPH_URL: 'bolt://127.0.0.1:1', GRAPH_PASSWORD: 'secret' });
    try {
      expect(server.ctx.graph.mode).toBe('neo4j');
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      const health = response.json();
      expect(health.status).toBe('degraded');
      expect(health.components.graph).toMatchObject({ mode: 'neo4j', status: 'down' });
      // The public answer names no host; the failure's text is in the detailed report (System Health's source).
      expect(health.components.graph.message).toBeUndefined();
      expect((await server.ctx.health.report()).components.graph.message).toMatch(/^Neo4j connection failed: /);
      const search = await server.ctx.graph.runQuery('MATCH (n) RETURN n LIMIT 1');
      expect(search.ok).toBe(false);
      if (!search.ok) expect(search.error).toMatch(/^Neo4j query failed: /);
    } finally {
      await server.close();
    }
  });
});
