import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server.ts';
import { TEST_ORIGIN, type TestBrowser } from '../../test-support/accounts.ts';
import {
  type AdminRouteSpec,
  consoleReady,
  describeAdminOnly,
  type SignedInAdmin,
  signedInAdmin,
} from '../../test-support/admin.ts';
import { createTestServer } from '../../test-support/test-server.ts';

let server: RunningServer;
let admin: SignedInAdmin;
let browser: TestBrowser;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signedInAdmin(server, 'technical_admin', { name: 'Tech Admin' });
  browser = admin.browser;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const routes: AdminRouteSpec[] = [
  'GET /api/admin/system/health',
  'GET /api/admin/system/health/graph',
  'GET /api/admin/system/quick-queries',
  'GET /api/admin/logs',
  'GET /api/admin/graph/connection',
  'GET /api/admin/graph/stats',
  { method: 'POST', url: '/api/admin/graph/query', body: { query: 'SELECT 1' } },
  'GET /api/admin/knowledge-updates',
  `GET /api/admin/knowledge-updates/${SOME_ID}`,
  `POST /api/admin/knowledge-updates/${SOME_ID}/retry`,
  `POST /api/admin/knowledge-updates/${SOME_ID}/approve`,
  `DELETE /api/admin/knowledge-updates/${SOME_ID}`,
  'GET /api/admin/cleanup/duplicates',
  { method: 'POST', url: '/api/admin/cleanup/preview', body: { entityType: 'House', identifier: '7' } },
  { method: 'POST', url: '/api/admin/cleanup/merge', body: { entityType: 'House', identifier: '7' } },
  'GET /api/admin/cleanup/operations',
  'GET /api/admin/cleanup/templates',
  {
    method: 'POST',
    url: '/api/admin/cleanup/query',
    body: { query: "DELETE FROM graph_nodes WHERE label = 'Planet'", write: true },
  },
];

describe('authorisation: every system admin route', () => {
  describeAdminOnly(() => server, routes);

  test('the refused write did not happen, and an astrological admin may use the monitor', async () => {
    expect((await server.ctx.graph.getPlanet('Venus'))?.node.properties.name).toBe('Venus');
    const astro = await signedInAdmin(server, 'astrological_admin');
    expect((await astro.browser.get('/api/admin/graph/stats')).statusCode).toBe(200);
    expect((await astro.browser.get('/api/admin/knowledge-updates')).statusCode).toBe(200);
  });
});

describe('System Health', () => {
  test('three cards, each tested for real: embedded graph, the database, the built-in reader', async () => {
    const r = await browser.get('/api/admin/system/health');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    const byComponent = Object.fromEntries(body.cards.map((c: { component: string }) => [c.component, c]));
    expect(Object.keys(byComponent)).toEqual(['graph', 'database', 'llm']);
    expect(byComponent.graph).toMatchObject({ title: 'Graph Database', mode: 'embedded', status: 'connected' });
    expect(byComponent.graph.message).toMatch(/^embedded graph: \d+ nodes$/);
    expect(byComponent.graph.latencyMs).toBeGreaterThanOrEqual(0);
    expect(byComponent.database).toMatchObject({ title: 'Backend Service', status: 'connected' });
    expect(byComponent.database.mode).toBe(server.ctx.db.kind === 'pglite' ? 'embedded' : 'postgresql');
    expect(byComponent.database.message).toMatch(/answered \(\d+ accounts\)/);
    expect(byComponent.llm).toMatchObject({ title: 'LLM Gateway', mode: 'embedded', status: 'connected' });
    expect(byComponent.llm.message).toMatch(/^Built-in reader \(embedded mode/);

    const one = await browser.get('/api/admin/system/health/database');
    expect(one.json().card).toMatchObject({ component: 'database', status: 'connected' });
    const bad = await browser.get('/api/admin/system/health/redis');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('component');
  });

  test('the four quick-query presets run on the embedded graph and return the starter knowledge', async () => {
    const list = (await browser.get('/api/admin/system/quick-queries')).json();
    expect(list).toMatchObject({ mode: 'embedded', language: 'sql' });
    expect(list.presets.map((p: { name: string }) => p.name)).toEqual([
      'List Planets',
      'Signs & Elements',
      'Interpretation Styles',
      'Node Counts',
    ]);
    await consoleReady(admin);
    const run = async (id: string) => {
      const preset = list.presets.find((p: { id: string }) => p.id === id);
      const r = await browser.post('/api/admin/graph/query', { query: preset.query });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().result.records as Record<string, unknown>[];
    };
    const planets = await run('list-planets');
    expect(planets.length).toBeGreaterThanOrEqual(10);
    expect(planets.find((p) => p.name === 'Sun')).toMatchObject({ nature: 'luminary', element: 'Fire' });
    const signs = await run('signs-elements');
    expect(signs).toHaveLength(12);
    expect(signs[0]).toEqual({ sign: 'Aries', element: 'Fire', quality: 'Cardinal' });
    expect(signs[11]).toEqual({ sign: 'Pisces', element: 'Water', quality: 'Mutable' });
    const styles = await run('interpretation-styles');
    expect(styles.map((s) => s.style)).toEqual(['BALANCED', 'PSYCH_LEAN', 'TRAD_GROUND']);
    expect(styles[0]).toMatchObject({ is_default: true });
    expect(Number(styles[0]!.interpretations)).toBeGreaterThan(100);
    const counts = await run('node-counts');
    const totals = await server.ctx.graph.totals();
    expect(counts.reduce((sum, c) => sum + Number(c.count), 0)).toBe(totals.nodes);
    expect(counts.find((c) => c.label === 'Sign')?.count).toBe(12);
  });

  test('the query tester is read-only, explains the language, and answers bad input with 4xx', async () => {
    const blank = await browser.post('/api/admin/graph/query', { query: '   ' });
    expect(blank.statusCode).toBe(400);
    const write = await browser.post('/api/admin/graph/query', {
      query: "DELETE FROM graph_nodes WHERE label = 'Sign'",
    });
    expect(write.statusCode).toBe(422);
    expect(write.json().error.message).toMatch(/read-only/);
    const cypher = await browser.post('/api/admin/graph/query', { query: 'MATCH (p:Planet) RETURN p' });
    expect(cypher.statusCode).toBe(422);
    expect(cypher.json().error.message).toMatch(/Cypher queries need the Neo4j graph/);
    const other = await browser.post('/api/admin/graph/query', { query: 'SELECT * FROM auth_users' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toMatch(/only graph_nodes and graph_edges/);
    expect((await server.ctx.graph.getSign('Leo'))?.node.properties.name).toBe('Leo');
  });
});

describe('System Logs', () => {
  test('real log lines, newest first, filtered by level with counts, paged', async () => {
    // An admin action is logged by the portal's audit hook; a few more lines of each level go through the logger.
    await browser.post('/api/admin/graph/query', { query: 'SELECT 1 AS one' });
    server.ctx.logger.warn({ probe: 'logs-test' }, 'logs test warning');
    server.ctx.logger.error({ probe: 'logs-test', detail: { nested: true } }, 'logs test error');
    await server.flushLogs();

    const all = (await browser.get('/api/admin/logs')).json();
    expect(all.counts.all).toBe(all.counts.info + all.counts.warning + all.counts.error + all.counts.debug);
    expect(all.counts.warning).toBeGreaterThanOrEqual(1);
    expect(all.counts.error).toBeGreaterThanOrEqual(1);
    const ids = all.logs.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const audit = all.logs.find(
      (l: { message: string; context: { url?: string } }) =>
        l.message === 'admin action' && l.context.url === '/api/admin/graph/query',
    );
    expect(audit.context).toMatchObject({ adminUserId: admin.userId, method: 'POST', status: 200 });
    expect(JSON.stringify(audit)).not.toContain(admin.email);
    expect(audit.level).toBe('info');

    const errors = (await browser.get('/api/admin/logs?level=error')).json();
    expect(errors.logs.length).toBeGreaterThanOrEqual(1);
    expect(errors.logs.every((l: { level: string }) => l.level === 'error')).toBe(true);
    expect(errors.logs[0]).toMatchObject({ message: 'logs test error', context: { detail: { nested: true } } });
    expect(errors.counts).toEqual(all.counts.all >= errors.counts.all ? errors.counts : all.counts);

    const first = (await browser.get('/api/admin/logs?limit=2')).json();
    expect(first.logs).toHaveLength(2);
    expect(first.nextBefore).toBe(first.logs[1].id);
    const second = (await browser.get(`/api/admin/logs?limit=2&before=${first.nextBefore}`)).json();
    expect(second.logs[0].id).toBeLessThan(first.nextBefore);

    expect((await browser.get('/api/admin/logs?level=trace')).statusCode).toBe(400);
    expect((await browser.get('/api/admin/logs?limit=100000')).statusCode).toBe(400);
  });

  test('an empty table answers an empty list with zero counts', async () => {
    await server.flushLogs();
    await server.ctx.db.sql.query("DELETE FROM system_logs WHERE level = 'debug'");
    const debug = (await browser.get('/api/admin/logs?level=debug')).json();
    expect(debug).toMatchObject({ logs: [], nextBefore: null });
    expect(debug.counts.debug).toBe(0);
  });
});

describe('Neo4j Monitor (graph monitor)', () => {
  test('connection, totals and schema overview of the running adapter', async () => {
    const connection = (await browser.get('/api/admin/graph/connection')).json();
    expect(connection).toMatchObject({ mode: 'embedded', status: 'connected' });
    const stats = (await browser.get('/api/admin/graph/stats')).json();
    const totals = await server.ctx.graph.totals();
    expect(stats.totals).toEqual(totals);
    expect(stats.schema.labels.find((l: { label: string }) => l.label === 'Planet').count).toBeGreaterThanOrEqual(10);
    expect(stats.schema.relationshipTypes.map((t: { type: string }) => t.type)).toEqual(
      expect.arrayContaining(['RULES', 'HAS_ELEMENT', 'INTERPRETS']),
    );
  });

  test('recent updates with tiles; approve sets approved_by/approved_at; delete removes the record', async () => {
    const meta = { updateType: 'trainer_generated', source: 'chat training', createdBy: admin.email };
    await server.ctx.graph.upsertPlanet({ name: 'Venus', keywords: ['harmony'] }, meta);
    const before = (await browser.get('/api/admin/knowledge-updates')).json();
    expect(before.updates.length).toBeLessThanOrEqual(20);
    const venus = before.updates[0];
    expect(venus).toMatchObject({
      entityType: 'Planet',
      updateType: 'trainer_generated',
      success: true,
      retryable: false,
      approvedBy: null,
    });
    expect(before.tiles.fromConversations).toBeGreaterThanOrEqual(1);
    expect(before.tiles.total).toBe(before.tiles.successful + before.tiles.failed);

    const approved = await browser.post(`/api/admin/knowledge-updates/${venus.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().update).toMatchObject({ approvedBy: admin.email, status: 'approved' });
    expect(Date.now() - Date.parse(approved.json().update.approvedAt)).toBeLessThan(60_000);
    const { rows } = await server.ctx.db.sql.query<{ approved_by: string; approved_at: Date }>(
      'SELECT approved_by, approved_at FROM knowledge_updates WHERE id = $1',
      [venus.id],
    );
    expect(rows[0]?.approved_by).toBe(admin.email);
    expect(rows[0]?.approved_at).toBeTruthy();

    const deleted = await browser.delete(`/api/admin/knowledge-updates/${venus.id}`);
    expect(deleted.json()).toEqual({ deleted: true, id: venus.id });
    expect((await browser.delete(`/api/admin/knowledge-updates/${venus.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/admin/knowledge-updates/${venus.id}`)).statusCode).toBe(404);
    expect((await browser.get('/api/admin/knowledge-updates/not-a-uuid')).statusCode).toBe(404);
    const after = (await browser.get('/api/admin/knowledge-updates')).json();
    expect(after.tiles.total).toBe(before.tiles.total - 1);
    expect((await browser.get('/api/admin/knowledge-updates?limit=0')).statusCode).toBe(400);
  });

  test('retry re-runs a failed teaching write through the graph port, and only failed ones', async () => {
    const meta = { updateType: 'conversational_extract', source: 'chat training', createdBy: admin.email };
    const relationship = {
      type: 'RELATES_TO',
      from: { label: 'Planet', key: 'Venus' },
      to: { label: 'Topic', key: 'Retry Testing' },
    };
    await expect(server.ctx.graph.upsertRelationship(relationship, meta)).rejects.toThrow(/does not exist/);
    const journaled = (await browser.get('/api/admin/knowledge-updates')).json().updates[0];
    // Chat Training adds the spec's fields to the journal line, its own name among them; the port call survives.
    await server.ctx.db.sql.query(
      `UPDATE knowledge_updates SET entity_data = entity_data || '{"name": "Venus relates to retry testing", "failedInTeachStellara": true}' WHERE id = $1`,
      [journaled.id],
    );
    const failed = (await browser.get(`/api/admin/knowledge-updates/${journaled.id}`)).json().update;
    expect(failed).toMatchObject({ entityType: 'Relationship', success: false, retryable: true });
    expect(failed.entityData.operation).toMatchObject({ method: 'upsertRelationship', input: relationship });
    const approveFailed = await browser.post(`/api/admin/knowledge-updates/${failed.id}/approve`);
    expect(approveFailed.statusCode).toBe(409);

    // Still missing: the retry runs, fails again, and the record keeps the new error.
    const again = await browser.post(`/api/admin/knowledge-updates/${failed.id}/retry`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ ok: false, update: { success: false, status: 'retry_failed' } });
    expect(again.json().message).toMatch(/Topic 'Retry Testing' does not exist/);

    // The missing topic now exists (written straight into the graph): the retry succeeds and the edge is there.
    const topic = await server.ctx.graph.runQuery(
      `INSERT INTO graph_nodes (label, key, properties) VALUES ('Topic', 'Retry Testing', '{"name": "Retry Testing"}')`,
      { write: true },
    );
    expect(topic.ok).toBe(true);
    const countBefore = (await browser.get('/api/admin/knowledge-updates')).json().tiles.total;
    const retried = await browser.post(`/api/admin/knowledge-updates/${failed.id}/retry`);
    expect(retried.json()).toMatchObject({
      ok: true,
      update: { id: failed.id, success: true, errorMessage: null, status: 'retried', retryable: false },
    });
    expect(retried.json().update.entityData.retries).toHaveLength(2);
    const venus = await server.ctx.graph.getPlanet('Venus');
    expect(
      venus?.relationships.some((r) => r.type === 'RELATES_TO' && r.node.properties.name === 'Retry Testing'),
    ).toBe(true);
    // One operation, one record: the retry's own journal line was folded into it.
    expect((await browser.get('/api/admin/knowledge-updates')).json().tiles.total).toBe(countBefore);
    const twice = await browser.post(`/api/admin/knowledge-updates/${failed.id}/retry`);
    expect(twice.statusCode).toBe(409);
  });

  test('retry of a failed document load loads the stored extraction into the graph', async () => {
    // Document Upload is the astrological dashboard's; the retry is the Neo4j Monitor's (both dashboards).
    const astro = (await signedInAdmin(server, 'astrological_admin')).browser;
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: {
        origin: TEST_ORIGIN,
        cookie: astro.cookieHeader() ?? '',
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('retry notes.txt'),
      },
      payload: Buffer.from('Mars in Aries is bold and courageous. The first house shows the identity.'),
    });
    expect(upload.statusCode).toBe(201);
    const id = upload.json().document.id as string;
    const settle = async (statuses: string[]) => {
      for (let i = 0; i < 600; i++) {
        const r = (await astro.get(`/api/admin/documents/${id}`)).json();
        if (statuses.includes(r.document.status)) return r;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('document did not settle');
    };
    await settle(['review_ready']);
    // The graph's node table is unavailable while the document loads: every batch fails, and is journaled so.
    await server.ctx.db.sql.query('ALTER TABLE graph_nodes RENAME TO graph_nodes_away');
    try {
      expect((await astro.post(`/api/admin/documents/${id}/load`)).statusCode).toBe(202);
      await settle(['completed', 'error']);
    } finally {
      await server.ctx.db.sql.query('ALTER TABLE graph_nodes_away RENAME TO graph_nodes');
    }
    const list = (await browser.get('/api/admin/knowledge-updates')).json();
    const failed = list.updates.find(
      (u: { updateType: string; entityData: { file_id?: string } }) =>
        u.updateType === 'document_extract' && u.entityData.file_id === id,
    );
    expect(failed).toMatchObject({ success: false, retryable: true, source: 'retry notes.txt' });
    expect(list.tiles.fromDocuments).toBeGreaterThanOrEqual(1);
    expect((await server.ctx.graph.getHouse(1))?.node.properties.source_file).not.toBe('retry notes.txt');

    const retried = await browser.post(`/api/admin/knowledge-updates/${failed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ ok: true, update: { success: true, status: 'retried' } });
    expect(retried.json().message).toMatch(/^Loaded \d+ of \d+ concepts from retry notes.txt into the graph\.$/);
    // The retry wrote the document's placement; the general concepts kept their own descriptions.
    const placement = (await server.ctx.graph.search('Mars in Aries')).hits.find((h) => h.node.label === 'Concept');
    expect(placement?.node.properties).toMatchObject({ name: 'Mars in Aries', source_file: 'retry notes.txt' });
    expect((await server.ctx.graph.getPlanet('Mars'))?.node.properties.source_file).toBe('starter-knowledge-base');
    const document = (await astro.get(`/api/admin/documents/${id}`)).json();
    expect(document.document.status).toBe('completed');
    expect(document.uploadResult).toMatchObject({ failedOperations: 0 });
  }, 60_000);

  test('records that do not say what failed cannot be retried', async () => {
    await server.ctx.db.sql.query(
      `INSERT INTO knowledge_updates (entity_type, update_type, source, entity_data, success, error_message)
       VALUES ('Planet', 'trainer_generated', 'old system', '{"name": "Venus"}', false, 'timeout')`,
    );
    const update = (await browser.get('/api/admin/knowledge-updates')).json().updates[0];
    expect(update).toMatchObject({ success: false, retryable: false, errorMessage: 'timeout' });
    const r = await browser.post(`/api/admin/knowledge-updates/${update.id}/retry`);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.message).toMatch(/cannot be run again/);
  });
});

describe('Database Cleanup', () => {
  test('templates run; a seeded duplicate is found, previewed, merged and gone; operations are logged', async () => {
    const templates = (await browser.get('/api/admin/cleanup/templates')).json();
    expect(templates.presets.map((t: { name: string }) => t.name)).toEqual([
      'Find duplicate houses',
      'Find orphaned interpretations',
      'Entity count report',
    ]);
    const run = async (query: string, write = false) => browser.post('/api/admin/cleanup/query', { query, write });
    const template = (id: string) => templates.presets.find((t: { id: string }) => t.id === id).query as string;

    expect((await run(template('duplicate-houses'))).json().result.records).toEqual([]);
    const report = (await run(template('entity-count-report'))).json().result.records;
    const totals = await server.ctx.graph.totals();
    expect(report.reduce((s: number, r: { nodes: number }) => s + Number(r.nodes), 0)).toBe(totals.nodes);
    expect(report.reduce((s: number, r: { relationships: number }) => s + Number(r.relationships), 0)).toBe(
      2 * totals.relationships,
    );
    const orphansBefore = (await run(template('orphaned-interpretations'))).json().result.records.length;

    // Writes need write mode; with it, the custom query seeds a duplicate house and an orphaned interpretation.
    const seed = `INSERT INTO graph_nodes (label, key, properties) VALUES
      ('House', 'imported-7', '{"number": "7", "name": "imported house"}'),
      ('Interpretation', 'orphan|BALANCED', '{"placement": "orphan", "style": "BALANCED", "content": "nothing"}')`;
    const refused = await run(seed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/read-only/);
    expect((await run(seed, true)).statusCode).toBe(200);
    expect((await run(template('orphaned-interpretations'))).json().result.records).toHaveLength(orphansBefore + 1);
    const duplicates = (await run(template('duplicate-houses'))).json().result.records;
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]).toMatchObject({ number: 7, copies: 2, names: ['House of Partnership', 'imported house'] });

    const scan = (await browser.get('/api/admin/cleanup/duplicates')).json();
    const group = scan.groups.find((g: { entityType: string; identifier: string }) => g.entityType === 'House');
    expect(group).toMatchObject({ identifier: '7', count: 2 });

    const preview = (await browser.post('/api/admin/cleanup/preview', { entityType: 'House', identifier: '7' })).json()
      .preview;
    expect(preview.keep.properties.number).toBe(7);
    expect(preview.remove).toHaveLength(1);
    expect(preview.remove[0].properties.name).toBe('imported house');

    const merged = await browser.post('/api/admin/cleanup/merge', { entityType: 'House', identifier: '7' });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().operation).toMatchObject({
      type: 'merge_duplicates',
      entityType: 'House',
      status: 'completed',
    });
    const rescan = (await browser.get('/api/admin/cleanup/duplicates')).json();
    expect(rescan.groups.some((g: { entityType: string }) => g.entityType === 'House')).toBe(false);
    const operations = (await browser.get('/api/admin/cleanup/operations')).json().operations;
    expect(operations[0]).toMatchObject({ id: merged.json().operation.id, status: 'completed' });
    expect((await server.ctx.graph.getHouse(7))?.node.properties.name).toBe('House of Partnership');

    const gone = await browser.post('/api/admin/cleanup/merge', { entityType: 'House', identifier: '7' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.message).toMatch(/no duplicate House group '7'/);
    const bad = await browser.post('/api/admin/cleanup/preview', { entityType: 'Topic', identifier: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['entityType', 'identifier']);
    expect((await browser.post('/api/admin/cleanup/query', { query: '' })).statusCode).toBe(400);
  });
});
