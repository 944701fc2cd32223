import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SystemHealthService } from '../../admin/system-health.service.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { Neo4jKnowledgeGraph } from '../neo4j-graph.ts';
import { loadStarterKnowledge } from '../seed-graph.ts';
import { cleanupTemplates, quickQueries } from './graph-queries.ts';
import { KnowledgeUpdatesService } from './knowledge-updates.service.ts';

// The technical dashboard's Cypher against a real Neo4j 5.26 holding the starter knowledge base: the four quick
// queries, the three cleanup templates, the graph card and a retried teaching write. The same questions are
// asked of the embedded graph in system.routes.int.test.ts; the answers must agree.
const url = inject('neo4jUrl');
const skip = url ? false : inject('neo4jSkipReason') || 'no Neo4j test server';

describe.skipIf(skip)('system admin queries on Neo4j', () => {
  let dir: string;
  let db: Database;
  let graph: Neo4jKnowledgeGraph;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stellara-admin-neo4j-'));
    db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(db);
    graph = new Neo4jKnowledgeGraph(db, { url, user: 'neo4j', password: inject('neo4jPassword') });
    const wipe = await graph.runQuery('MATCH (n) DETACH DELETE n', { write: true });
    if (!wipe.ok) throw new Error(wipe.error);
    await loadStarterKnowledge(graph);
  }, 180_000);

  afterAll(async () => {
    await graph?.close();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = async (query: string, write = false) => {
    const result = await graph.runQuery(query, { write });
    if (!result.ok) throw new Error(result.error);
    return result.records;
  };
  const preset = (id: string) => quickQueries('neo4j').find((p) => p.id === id)!.query;
  const template = (id: string) => cleanupTemplates('neo4j').find((t) => t.id === id)!.query;

  it('the presets are Cypher and return the starter knowledge', async () => {
    expect(quickQueries('neo4j').every((p) => p.language === 'cypher')).toBe(true);
    const planets = await run(preset('list-planets'));
    expect(planets.length).toBeGreaterThanOrEqual(10);
    expect(planets.find((p) => p.name === 'Sun')).toMatchObject({ nature: 'luminary', element: 'Fire' });
    const signs = await run(preset('signs-elements'));
    expect(signs).toHaveLength(12);
    expect(signs[0]).toEqual({ sign: 'Aries', element: 'Fire', quality: 'Cardinal' });
    expect(signs[11]).toEqual({ sign: 'Pisces', element: 'Water', quality: 'Mutable' });
    const styles = await run(preset('interpretation-styles'));
    expect(styles.map((s) => s.style)).toEqual(['BALANCED', 'PSYCH_LEAN', 'TRAD_GROUND']);
    expect(styles[0]).toMatchObject({ is_default: true });
    expect(Number(styles[0]!.interpretations)).toBeGreaterThan(100);
    const counts = await run(preset('node-counts'));
    const totals = await graph.totals();
    expect(counts.reduce((sum, c) => sum + Number(c.count), 0)).toBe(totals.nodes);
    expect(counts.find((c) => c.label === 'Sign')?.count).toBe(12);
  });

  it('the cleanup templates find a seeded duplicate house and orphan, and count every entity', async () => {
    expect(await run(template('duplicate-houses'))).toEqual([]);
    const orphansBefore = (await run(template('orphaned-interpretations'))).length;
    await run(
      `CREATE (:House {number: '7', name: 'imported house'})
       CREATE (:Interpretation {placement: 'orphan', style: 'BALANCED', content: 'nothing'})`,
      true,
    );
    const duplicates = await run(template('duplicate-houses'));
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]).toMatchObject({ number: 7, copies: 2 });
    expect([...(duplicates[0]!.names as string[])].sort()).toEqual(['House of Partnership', 'imported house']);
    expect(await run(template('orphaned-interpretations'))).toHaveLength(orphansBefore + 1);
    const report = await run(template('entity-count-report'));
    const totals = await graph.totals();
    expect(report.reduce((s, r) => s + Number(r.nodes), 0)).toBe(totals.nodes);
    expect(report.reduce((s, r) => s + Number(r.relationships), 0)).toBe(2 * totals.relationships);

    const group = (await graph.scanDuplicates()).find((g) => g.entityType === 'House');
    expect(group).toMatchObject({ identifier: '7', count: 2 });
    const operation = await graph.mergeDuplicates({ entityType: 'House', identifier: '7' });
    expect(operation.status).toBe('completed');
    expect(await run(template('duplicate-houses'))).toEqual([]);
  });

  it('read mode runs in a read transaction: CREATE, MERGE, SET and DELETE are refused, write mode works', async () => {
    const before = await graph.totals();
    for (const query of [
      "CREATE (:Topic {name: 'Read Mode Leak'})",
      "MERGE (:Topic {name: 'Read Mode Leak'})",
      "MATCH (p:Planet {name: 'Venus'}) SET p.nature = 'changed'",
      "MATCH (s:Sign {name: 'Leo'}) DETACH DELETE s",
      "MATCH (s:Sign {name: 'Leo'}) WITH s LIMIT 1 CREATE (s)-[:RELATES_TO]->(:Topic {name: 'Read Mode Leak'}) RETURN s.name",
    ]) {
      const result = await graph.runQuery(query);
      expect(result.ok, query).toBe(false);
      if (!result.ok) expect(result.error, query).toMatch(/read-only/);
    }
    expect(await graph.totals()).toEqual(before);
    expect((await graph.getPlanet('Venus'))?.node.properties.nature).not.toBe('changed');
    expect(await graph.getSign('Leo')).not.toBeNull();

    await run("CREATE (:Topic {name: 'Write Mode Topic'})", true);
    expect(await run("MATCH (t:Topic {name: 'Write Mode Topic'}) RETURN t.name AS name")).toEqual([
      { name: 'Write Mode Topic' },
    ]);
    await run("MATCH (t:Topic {name: 'Write Mode Topic'}) DETACH DELETE t", true);
    expect(await graph.totals()).toEqual(before);
  });

  it('the graph card reports Neo4j with its latency', async () => {
    const health = new SystemHealthService({
      db,
      graph,
      llm: { mode: 'embedded', detail: 'built-in', probe: async () => ({ message: 'ok' }) } as never,
    });
    const card = await health.test('graph');
    expect(card).toMatchObject({ component: 'graph', mode: 'neo4j', status: 'connected' });
    expect(card.latencyMs).toBeGreaterThanOrEqual(0);
    expect(card.message).toMatch(/Neo4j/);
  });

  it('a failed teaching write is retried through the port on Neo4j', async () => {
    const meta = { updateType: 'trainer_generated', source: 'chat training', createdBy: 'admin@example.com' };
    const relationship = {
      type: 'RELATES_TO',
      from: { label: 'Planet', key: 'Venus' },
      to: { label: 'Topic', key: 'Neo4j Retry' },
    };
    await expect(graph.upsertRelationship(relationship, meta)).rejects.toThrow(/does not exist/);
    const updates = new KnowledgeUpdatesService({ graph, documents: { reload: async () => null } });
    const failed = (await updates.recent(20)).updates[0]!;
    expect(failed).toMatchObject({ entityType: 'Relationship', success: false, retryable: true });
    await run(`CREATE (:Topic {name: 'Neo4j Retry'})`, true);
    const admin = { userId: 'u1', email: 'admin@example.com', name: 'Admin', role: 'technical_admin' };
    const retried = await updates.retry(failed.id, admin);
    expect(retried).toMatchObject({ ok: true, update: { success: true, status: 'retried' } });
    const venus = await graph.getPlanet('Venus');
    expect(venus?.relationships.some((r) => r.type === 'RELATES_TO' && r.node.properties.name === 'Neo4j Retry')).toBe(
      true,
    );
  });
});
